import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, BestCouponAnswer, QuoteAnswer, envelope, type CouponInput, type Quote } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
  type VariantFixture,
} from '../../../test/fixtures/cart.ts';
import { createAdmin } from '../../../test/fixtures/orders.ts';
import { createCoupon, createOffer, orderWith } from '../../../test/fixtures/promotions.ts';

/**
 * The buy-now sheet's coupon is picked by the server; these tests hold it to the rule that it is
 * the code a buyer typing every running code one by one would find best (docs/decisions/0297).
 */
describe('the best coupon for given lines', () => {
  let app: TestApp;
  let admin: Shopper;
  let shoppers: Shopper[];
  let tees: VariantFixture[];
  const codes: string[] = [];
  let next = 0;
  const shopper = () => shoppers[next++]!;

  const post = (who: Shopper, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `${API_BASE_PATH}${url}`, payload, headers: { cookie: who.cookie } });
  const best = async (who: Shopper, lines: { variantId: string; quantity: number }[], method: 'cod' | 'online') => {
    const res = await post(who, '/promotions/best-coupon', { lines, paymentMethod: method });
    expect(res.statusCode, res.body).toBe(200);
    return envelope(BestCouponAnswer).parse(res.json()).data;
  };
  const quote = async (who: Shopper, itemIds: string[], method: 'cod' | 'online', couponCode?: string) => {
    const res = await post(who, '/cart/quote', {
      itemIds,
      paymentMethod: method,
      ...(couponCode ? { couponCode } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return envelope(QuoteAnswer).parse(res.json()).data.quote;
  };
  /** A quote without its line ids (the sheet's lines are named by variant, the cart's by cart line). */
  const money = (q: Quote) => ({
    subtotal: q.subtotal,
    discount: q.discount,
    prepaidDiscount: q.prepaidDiscount,
    deliveryFee: q.deliveryFee,
    codFee: q.codFee,
    total: q.total,
    lines: q.lines.map((l) => [l.price, l.quantity, l.discount, l.total]),
  });

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    shoppers = await createShoppers(app, 60);
    tees = [];
    for (const pricePaise of [49_900, 79_900, 129_900, 299_900])
      tees.push(await createVariant(app, { pricePaise, stock: { M: 500 } }));
    const coupons: CouponInput[] = [
      { code: 'PCT10', type: 'percent', value: 10, perCustomerLimit: 1 },
      { code: 'PCT25CAP', type: 'percent', value: 25, maxDiscount: 150, minCartValue: 1000 },
      { code: 'FLAT200', type: 'flat', value: 200, minCartValue: 1500 },
      { code: 'FREESHIP', type: 'free_shipping', value: 0 },
      { code: 'CODFREE', type: 'percent', value: 5, waivesCodFee: true },
      { code: 'PREPAID15', type: 'percent', value: 15, prepaidOnly: true },
      { code: 'TEEONLY30', type: 'percent', value: 30, productIds: [tees[1]!.productId] },
      { code: 'PAUSED50', type: 'percent', value: 50, status: 'paused' },
      { code: 'LATER60', type: 'percent', value: 60, startsAt: new Date(Date.now() + 86_400_000).toISOString() },
    ];
    for (const body of coupons) codes.push((await createCoupon(app, admin, body)).code);
    await createOffer(app, admin, {
      name: 'Any 3 for 1,999',
      kind: 'bundle',
      bundleQuantity: 3,
      bundlePrice: 1999,
      combinesWithCoupons: false,
    });
  });
  afterAll(() => app.close());

  it('answers the code typed codes would find best, priced the same, on random carts', async () => {
    const cart = fc.record({
      lines: fc.uniqueArray(
        fc.record({ tee: fc.integer({ min: 0, max: 3 }), quantity: fc.integer({ min: 1, max: 3 }) }),
        {
          minLength: 1,
          maxLength: 3,
          selector: (l) => l.tee,
        },
      ),
      method: fc.constantFrom('cod' as const, 'online' as const),
    });
    await fc.assert(
      fc.asyncProperty(cart, async ({ lines, method }) => {
        const who = shopper();
        const sheetLines = lines.map((l) => ({ variantId: tees[l.tee]!.variantId, quantity: l.quantity }));
        const itemIds: string[] = [];
        for (const line of sheetLines) itemIds.push(await addToCart(app, who, { ...line, size: 'M' }));

        const picked = await best(who, sheetLines, method);
        const plain = await quote(who, itemIds, method);
        const typed = await Promise.all(
          codes.map(async (code) => ({ code, quote: await quote(who, itemIds, method, code) })),
        );
        const applying = typed.filter((t) => t.quote.coupon?.applied);
        const lowest = Math.min(plain.total, ...applying.map((t) => t.quote.total));

        expect(picked.quote.total).toBe(lowest);
        if (picked.couponCode === null) {
          expect(applying.filter((t) => t.quote.total < plain.total)).toEqual([]);
          expect(money(picked.quote)).toEqual(money(plain));
        } else {
          const same = typed.find((t) => t.code === picked.couponCode)!;
          expect(same.quote.coupon).toMatchObject({ applied: true });
          expect(money(picked.quote)).toEqual(money(same.quote));
          expect(picked.quote.coupon).toEqual(same.quote.coupon);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('never picks a paused code, one not started, a prepaid-only code for cash on delivery, or one the buyer has used up', async () => {
    const who = shopper();
    const dear = [{ variantId: tees[3]!.variantId, quantity: 1 }];
    // 2,999 online: 15 % prepaid-only (450) beats 10 % (300) and 25 % capped at 150.
    expect((await best(who, dear, 'online')).couponCode).toBe('PREPAID15');
    // Cash on delivery: the prepaid-only code is out; 10 % (300) beats FLAT200 and CODFREE (150 + the 80 fee).
    expect((await best(who, dear, 'cod')).couponCode).toBe('PCT10');
    // Once PCT10 is used (one use per customer), cash on delivery falls to the next best.
    const placed = await orderWith(app, who, [{ variantId: tees[3]!.variantId }], { couponCode: 'PCT10' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await best(who, dear, 'cod')).couponCode).toBe('CODFREE');
  });

  it('answers no coupon when none saves anything, and 404 for a variant that does not exist', async () => {
    const who = shopper();
    // Three tees: the bundle (no coupons with it) saves more than any code.
    const three = [{ variantId: tees[3]!.variantId, quantity: 3 }];
    const answer = await best(who, three, 'cod');
    expect(answer.couponCode).toBeNull();
    expect(answer.quote.appliedOffers).toHaveLength(1);
    const missing = await post(who, '/promotions/best-coupon', {
      lines: [{ variantId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
      paymentMethod: 'cod',
    });
    expect(missing.statusCode).toBe(404);
    const visitor = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/promotions/best-coupon`,
      payload: { lines: three, paymentMethod: 'cod' },
    });
    expect(visitor.statusCode).toBe(401);
  });
});
