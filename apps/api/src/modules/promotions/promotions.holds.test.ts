import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, COUPON_REASONS, QuoteAnswer, UNPAID_ONLINE_ORDER_TTL_MINUTES, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
  type VariantFixture,
} from '../../../test/fixtures/cart.ts';
import { call, createAdmin, lifecycleOf, orderRow, payOnline, placed } from '../../../test/fixtures/orders.ts';
import { createCoupon, orderWith } from '../../../test/fixtures/promotions.ts';
import { coupons } from '../../db/schema/index.ts';
import { expireUnpaidOnlineOrders } from '../orders/index.ts';

/**
 * A coupon is spent by a real sale: an order paid online, or cash on delivery. An online order
 * waiting for its payment holds a use (the usage limit cannot be oversold by unpaid orders), and
 * gives it back when it expires, is cancelled, or a newer checkout of the same shopper takes it.
 */
describe('coupon uses held by unpaid online orders', () => {
  let app: TestApp;
  let admin: Shopper;
  let tee: VariantFixture;
  let other: VariantFixture;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    tee = await createVariant(app, { pricePaise: 99_900, stock: { M: 100 } });
    other = await createVariant(app, { pricePaise: 79_900, stock: { M: 100 } });
  });
  afterAll(() => app.close());

  const shopper = async () => (await createShoppers(app, 1))[0]!;
  const usesOf = async (id: string) => (await app.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.usesCount;
  const quote = async (who: Shopper, couponCode: string, paymentMethod: 'cod' | 'online' = 'online') => {
    const itemId = await addToCart(app, who, { variantId: other.variantId, size: 'M', quantity: 1 });
    const res = await call(app, who, 'POST', API.cart.quote, { itemIds: [itemId], couponCode, paymentMethod });
    return envelope(QuoteAnswer).parse(res.json()).data.quote.coupon;
  };

  it('leaves the code usable after the payment sheet was closed, and the hold moves to the next checkout', async () => {
    const code = await createCoupon(app, admin, { code: 'HOLDME', type: 'flat', value: 100 });
    const buyer = await shopper();
    const unpaid = await orderWith(app, buyer, [{ variantId: tee.variantId }], {
      couponCode: 'HOLDME',
      paymentMethod: 'online',
    });
    expect(unpaid.statusCode, unpaid.body).toBe(201);
    // The sheet is closed: the order waits for its payment and holds the one use.
    expect(await usesOf(code._id)).toBe(1);
    expect(await quote(buyer, 'HOLDME', 'cod')).toMatchObject({ applied: true });

    // The shopper pays cash on delivery instead, with the same code (other lines): the unpaid
    // order's hold moves to this order, which replaces it.
    const cod = await orderWith(app, buyer, [{ variantId: other.variantId }], { couponCode: 'HOLDME' });
    expect(cod.statusCode, cod.body).toBe(201);
    expect(placed(cod).order.couponCode).toBe('HOLDME');
    expect(await orderRow(app, placed(unpaid).order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await usesOf(code._id)).toBe(1);

    // A cash-on-delivery order is a use: the next checkout with the code is refused.
    expect(await quote(buyer, 'HOLDME')).toMatchObject({ applied: false, reason: COUPON_REASONS.alreadyUsed });
    const again = await orderWith(app, buyer, [{ variantId: tee.variantId }], {
      couponCode: 'HOLDME',
      paymentMethod: 'online',
    });
    expect([again.statusCode, again.json().message]).toEqual([422, COUPON_REASONS.alreadyUsed]);
  });

  it('counts a paid online order as a use, and refuses the code after it', async () => {
    const code = await createCoupon(app, admin, { code: 'PAIDUSE', type: 'flat', value: 100 });
    const buyer = await shopper();
    const first = placed(
      await orderWith(app, buyer, [{ variantId: tee.variantId }], { couponCode: 'PAIDUSE', paymentMethod: 'online' }),
    );
    expect((await payOnline(app, buyer, first)).res.statusCode).toBe(200);
    expect(await usesOf(code._id)).toBe(1);
    expect(await quote(buyer, 'PAIDUSE')).toMatchObject({ applied: false, reason: COUPON_REASONS.alreadyUsed });
    const again = await orderWith(app, buyer, [{ variantId: other.variantId }], {
      couponCode: 'PAIDUSE',
      paymentMethod: 'online',
    });
    expect([again.statusCode, again.json().message]).toEqual([422, COUPON_REASONS.alreadyUsed]);
    // The paid order was not replaced by the refused checkout.
    expect(await orderRow(app, first.order._id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
  });

  it('keeps the usage limit with a hold, and gives the use back when the unpaid order expires', async () => {
    const code = await createCoupon(app, admin, { code: 'ONLYONE', type: 'flat', value: 100, usageLimit: 1 });
    const [holder, next] = [await shopper(), await shopper()];
    const held = placed(
      await orderWith(app, holder, [{ variantId: tee.variantId }], { couponCode: 'ONLYONE', paymentMethod: 'online' }),
    );
    // Held by an unpaid order, the one use is not free for anyone else.
    const refused = await orderWith(app, next, [{ variantId: tee.variantId }], { couponCode: 'ONLYONE' });
    expect([refused.statusCode, refused.json().message]).toEqual([422, COUPON_REASONS.usedUp]);
    // ...but its holder may check out with it again (the hold moves).
    expect(await quote(holder, 'ONLYONE')).toMatchObject({ applied: true });

    // Not paid in time: the sweep cancels it and the use comes back.
    const later = new Date(Date.now() + (UNPAID_ONLINE_ORDER_TTL_MINUTES + 1) * 60_000);
    expect(await expireUnpaidOnlineOrders(lifecycleOf(app), later)).toContain(held.order._id);
    expect(await usesOf(code._id)).toBe(0);
    const now = await orderWith(app, next, [{ variantId: other.variantId }], { couponCode: 'ONLYONE' });
    expect(now.statusCode, now.body).toBe(201);
    expect(await usesOf(code._id)).toBe(1);
  });

  it('lets a shopper with uses left keep an unpaid order and use the code again', async () => {
    const code = await createCoupon(app, admin, { code: 'TWICE', type: 'flat', value: 100, perCustomerLimit: 2 });
    const buyer = await shopper();
    const unpaid = placed(
      await orderWith(app, buyer, [{ variantId: tee.variantId }], { couponCode: 'TWICE', paymentMethod: 'online' }),
    );
    const cod = await orderWith(app, buyer, [{ variantId: other.variantId }], { couponCode: 'TWICE' });
    expect(cod.statusCode, cod.body).toBe(201);
    // Two uses allowed: the unpaid order keeps its hold beside the new order's use.
    expect((await orderRow(app, unpaid.order._id)).status).toBe('pending');
    expect(await usesOf(code._id)).toBe(2);
    // A third checkout takes the unpaid order's hold: one paid use plus this one make two.
    const third = await orderWith(app, buyer, [{ variantId: other.variantId }], {
      couponCode: 'TWICE',
      paymentMethod: 'online',
    });
    expect(third.statusCode, third.body).toBe(201);
    expect((await orderRow(app, unpaid.order._id)).status).toBe('cancelled');
    expect(await usesOf(code._id)).toBe(2);
  });
});
