import { eq } from 'drizzle-orm';
import { pdfText } from '../../../test/fixtures/documents.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, COUPON_REASONS, CreateOrderAnswer, CouponList, QuoteAnswer, envelope } from '@shop/shared';
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
import { coupons, invoices, orders } from '../../db/schema/index.ts';

describe('promotions at checkout', () => {
  let app: TestApp;
  let admin: Shopper;
  let shoppers: Shopper[];
  let tee2999: VariantFixture;
  let tee499: VariantFixture;
  let tee599: VariantFixture;
  let tee699: VariantFixture;
  let next = 0;
  const shopper = () => shoppers[next++]!;

  const call = (
    who: { cookie: string } | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `${API_BASE_PATH}${url}`,
      ...(payload ? { payload } : {}),
      headers: who ? { cookie: who.cookie } : {},
    });
  const placed = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(201);
    return envelope(CreateOrderAnswer).parse(res.json()).data;
  };
  const invoiceOf = async (orderId: string) => {
    const [row] = await app.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    return row!;
  };

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    shoppers = await createShoppers(app, 20);
    tee2999 = await createVariant(app, { pricePaise: 299_900, stock: { M: 50 } });
    tee499 = await createVariant(app, { pricePaise: 49_900, stock: { M: 50 } });
    tee599 = await createVariant(app, { pricePaise: 59_900, stock: { M: 50 } });
    tee699 = await createVariant(app, { pricePaise: 69_900, stock: { M: 50 } });
  });
  afterAll(() => app.close());

  it('lets only the owner manage coupons, refusing a taken code and a percentage above 100', async () => {
    const body = { code: 'owner10', type: 'percent' as const, value: 10 };
    expect((await call(shoppers[19]!, 'POST', '/coupons', body)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/coupons')).statusCode).toBe(401);
    const made = await createCoupon(app, admin, body);
    expect(made.code).toBe('OWNER10');
    expect((await call(admin, 'POST', '/coupons', { ...body, code: 'OWNER10' })).statusCode).toBe(409);
    const tooMuch = await call(admin, 'POST', '/coupons', { code: 'HUGE', type: 'percent', value: 150 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.value).toBe('A percentage must be between 1 and 100');

    const edited = await call(admin, 'PUT', `/coupons/${made._id}`, { ...body, value: 15, status: 'paused' });
    expect(edited.json().data).toMatchObject({ value: 15, status: 'paused' });
    expect((await call(admin, 'DELETE', `/coupons/${made._id}`)).statusCode).toBe(200);
    const list = envelope(CouponList).parse((await call(admin, 'GET', '/coupons')).json()).data.coupons;
    expect(list.find((c) => c._id === made._id)).toMatchObject({ status: 'ended', uses: 0 });
  });

  it('takes 20 % off a 2,999 tee (₹599.80 rounded to ₹600: 2,399) and taxes the invoice line at 5 %; without the code at 18 %', async () => {
    await createCoupon(app, admin, { code: 'TWENTY', type: 'percent', value: 20, perCustomerLimit: 5 });
    const buyer = shopper();
    const withCode = placed(await orderWith(app, buyer, [{ variantId: tee2999.variantId }], { couponCode: 'twenty' }));
    expect(withCode.breakdown).toMatchObject({
      subtotal: 2999,
      discount: 600,
      deliveryFee: 120,
      codFee: 80,
      total: 2599,
      coupon: { code: 'TWENTY', applied: true, discount: 600 },
    });
    expect(withCode.breakdown!.lines[0]).toMatchObject({ price: 2999, discount: 600, total: 2399 });
    expect(withCode.order).toMatchObject({
      subtotal: 2999,
      discount: 600,
      couponCode: 'TWENTY',
      totalAmount: 2599,
    });
    const discounted = await invoiceOf(withCode.order._id);
    const line = discounted.lines.find((l) => l.kind === 'goods')!;
    expect(line).toMatchObject({ rate: 5, grossPaise: 299_900, discountPaise: 60_000, totalPaise: 239_900 });
    // ₹2,399 less CGST and SGST of ₹57.12 each (2.5 % of the value before tax, to the paisa).
    expect(line).toMatchObject({ taxablePaise: 228_476, cgstPaise: 5712, sgstPaise: 5712 });
    expect(discounted.totalPaise).toBe(259_900);
    const text = await pdfText((await call(buyer, 'GET', `/order/${withCode.order._id}/invoice`)).rawPayload);
    expect(text).toContain('Discount');
    expect(text).toContain('₹600');

    const full = placed(await orderWith(app, shopper(), [{ variantId: tee2999.variantId }]));
    const plain = (await invoiceOf(full.order._id)).lines.find((l) => l.kind === 'goods')!;
    expect(plain).toMatchObject({ rate: 18, grossPaise: 299_900, discountPaise: 0, totalPaise: 299_900 });
  });

  it('charges 999 for any 3 of 499, 599 and 699, and the invoice lines add up to it to the paisa', async () => {
    const offer = await createOffer(app, admin, {
      name: 'Any 3 for 999',
      kind: 'bundle',
      bundleQuantity: 3,
      bundlePrice: 999,
    });
    const answer = placed(
      await orderWith(
        app,
        shopper(),
        [{ variantId: tee499.variantId }, { variantId: tee599.variantId }, { variantId: tee699.variantId }],
        {
          paymentMethod: 'online',
        },
      ),
    );
    expect(answer.breakdown).toMatchObject({ subtotal: 1797, discount: 798, deliveryFee: 120, codFee: 0, total: 1119 });
    expect(answer.breakdown!.appliedOffers).toEqual([{ _id: offer._id, name: 'Any 3 for 999', discount: 798 }]);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, answer.order._id));
    expect(row).toMatchObject({ subtotalPaise: 179_700, discountPaise: 79_800, totalPaise: 111_900 });
    expect(answer.order.items.reduce((sum, item) => sum + item.price * item.quantity - item.discount!, 0)).toBeCloseTo(
      999,
      9,
    );

    await call(admin, 'DELETE', `/offers/${offer._id}`);
  });

  it('invoices a bundle sold cash on delivery with goods lines adding up to 999 to the paisa', async () => {
    const offer = await createOffer(app, admin, {
      name: 'Three for 999',
      kind: 'bundle',
      bundleQuantity: 3,
      bundlePrice: 999,
    });
    const answer = placed(
      await orderWith(app, shopper(), [
        { variantId: tee499.variantId },
        { variantId: tee599.variantId },
        { variantId: tee699.variantId },
      ]),
    );
    const invoice = await invoiceOf(answer.order._id);
    const goods = invoice.lines.filter((l) => l.kind === 'goods');
    expect(goods.reduce((sum, l) => sum + l.totalPaise, 0)).toBe(99_900);
    expect(goods.reduce((sum, l) => sum + (l.discountPaise ?? 0), 0)).toBe(79_800);
    for (const l of goods) expect(l.totalPaise).toBe(l.grossPaise! - l.discountPaise!);
    expect(invoice.totalPaise).toBe(99_900 + 20_000);
    await call(admin, 'DELETE', `/offers/${offer._id}`);
  });

  it('quotes the cart with the reason in words when a code does not apply, and a nudge toward an offer', async () => {
    await createCoupon(app, admin, { code: 'SAVE10', type: 'percent', value: 10, minCartValue: 1000 });
    await createCoupon(app, admin, { code: 'GONE', type: 'flat', value: 100, endsAt: '2020-01-01T00:00:00.000Z' });
    await createCoupon(app, admin, { code: 'PREPAID', type: 'flat', value: 100, prepaidOnly: true });
    const offer = await createOffer(app, admin, {
      name: 'Buy 2 get 1',
      kind: 'buy_x_get_y',
      buyQuantity: 2,
      getQuantity: 1,
    });
    const buyer = shopper();
    const itemId = await addToCart(app, buyer, { variantId: tee699.variantId, size: 'M', quantity: 1 });
    const quote = async (couponCode: string, paymentMethod: 'cod' | 'online' = 'online') =>
      envelope(QuoteAnswer).parse(
        (await call(buyer, 'POST', '/cart/quote', { itemIds: [itemId], couponCode, paymentMethod })).json(),
      ).data.quote;
    expect((await quote('save10')).coupon).toMatchObject({
      code: 'SAVE10',
      applied: false,
      reason: 'Add ₹301 more to use SAVE10',
    });
    expect((await quote('GONE')).coupon).toMatchObject({ applied: false, reason: COUPON_REASONS.expired });
    expect((await quote('NOPE')).coupon).toMatchObject({ applied: false, reason: COUPON_REASONS.unknown });
    expect((await quote('PREPAID', 'cod')).coupon).toMatchObject({
      applied: false,
      reason: COUPON_REASONS.prepaidOnly,
    });
    const ok = await quote('PREPAID');
    expect(ok).toMatchObject({ subtotal: 699, discount: 100, total: 719, coupon: { applied: true } });
    expect(ok.nudges).toContain('Add 2 more to get Buy 2 get 1');
    // Another shopper's cart line is not found.
    expect((await call(shopper(), 'POST', '/cart/quote', { itemIds: [itemId] })).statusCode).toBe(404);
    await call(admin, 'DELETE', `/offers/${offer._id}`);
  });

  it('refuses an order with 422 and the reason when its code no longer applies, and a code used once per customer', async () => {
    const code = await createCoupon(app, admin, { code: 'ONCE', type: 'flat', value: 50 });
    const buyer = shopper();
    placed(await orderWith(app, buyer, [{ variantId: tee499.variantId }], { couponCode: 'ONCE' }));
    const again = await orderWith(app, buyer, [{ variantId: tee599.variantId }], {
      couponCode: 'ONCE',
      paymentMethod: 'online',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'UNPROCESSABLE', message: 'Already used' });

    await call(admin, 'DELETE', `/coupons/${code._id}`);
    const ended = await orderWith(app, shopper(), [{ variantId: tee599.variantId }], { couponCode: 'ONCE' });
    expect(ended.statusCode).toBe(422);
    expect(ended.json().message).toBe('This code has expired');
  });

  it('gives a use back when its order is cancelled before shipping, not after', async () => {
    const code = await createCoupon(app, admin, { code: 'BACK', type: 'flat', value: 50, usageLimit: 2 });
    const usesNow = async () => (await app.db.select().from(coupons).where(eq(coupons.id, code._id)))[0]!.usesCount;
    const first = placed(await orderWith(app, shopper(), [{ variantId: tee499.variantId }], { couponCode: 'BACK' }));
    const second = placed(await orderWith(app, shopper(), [{ variantId: tee499.variantId }], { couponCode: 'BACK' }));
    expect(await usesNow()).toBe(2);
    const third = await orderWith(app, shopper(), [{ variantId: tee499.variantId }], { couponCode: 'BACK' });
    expect(third.json().message).toBe(COUPON_REASONS.usedUp);

    expect((await call(admin, 'PUT', `/order/${first.order._id}/status`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    expect(await usesNow()).toBe(1);
    for (const status of ['processing', 'shipped', 'cancelled']) {
      expect((await call(admin, 'PUT', `/order/${second.order._id}/status`, { status })).statusCode).toBe(200);
    }
    expect(await usesNow()).toBe(1);
    const list = envelope(CouponList).parse((await call(admin, 'GET', '/coupons')).json()).data.coupons;
    // The use of the order cancelled after shipping stays spent; neither order counts as a sale.
    expect(list.find((c) => c.code === 'BACK')).toMatchObject({
      uses: 1,
      usageLimit: 2,
      discountGiven: 0,
      salesBrought: 0,
    });
  });
});
