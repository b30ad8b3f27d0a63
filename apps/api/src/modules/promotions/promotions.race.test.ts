import { and, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, COUPON_REASONS, UNPAID_ONLINE_ORDER_TTL_MINUTES } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import { createAdmin, lifecycleOf, payOnline, placed } from '../../../test/fixtures/orders.ts';
import { createCoupon, orderWith } from '../../../test/fixtures/promotions.ts';
import { coupons, orderPromotions, orders } from '../../db/schema/index.ts';
import { expireUnpaidOnlineOrders } from '../orders/index.ts';

describe('a coupon limit under concurrent checkouts', () => {
  let app: TestApp;
  let admin: Shopper;
  let buyers: Shopper[];
  let tee: VariantFixture;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    buyers = await createShoppers(app, 21);
    tee = await createVariant(app, { pricePaise: 99_900, stock: { M: 100 } });
  });
  afterAll(() => app.close());

  it('gives the last 5 uses to exactly 5 of 20 racing buyers, and a cancelled order gives its use back', async () => {
    const code = await createCoupon(app, admin, { code: 'LAST5', type: 'percent', value: 10, usageLimit: 8 });
    // 3 of the 8 uses are gone already.
    await app.db.update(coupons).set({ usesCount: 3 }).where(eq(coupons.id, code._id));

    const answers = await Promise.all(
      buyers
        .slice(0, 20)
        .map((buyer) => orderWith(app, buyer, [{ variantId: tee.variantId }], { couponCode: 'LAST5' })),
    );
    const won = answers.filter((res) => res.statusCode === 201);
    const lost = answers.filter((res) => res.statusCode !== 201);
    expect(won).toHaveLength(5);
    expect(lost.map((res) => [res.statusCode, res.json().message])).toEqual(
      Array.from({ length: 15 }, () => [422, COUPON_REASONS.usedUp]),
    );
    const carrying = await app.db.select({ id: orders.id }).from(orders).where(isNotNull(orders.couponCode));
    expect(carrying).toHaveLength(5);
    const [row] = await app.db.select().from(coupons).where(eq(coupons.id, code._id));
    expect(row!.usesCount).toBe(8);

    // One winner's order is cancelled before it ships: its use comes back, and the next buyer gets it.
    const cancelled = won[0]!.json().data.order._id as string;
    const cancel = await app.inject({
      method: 'PUT',
      url: `${API_BASE_PATH}/order/${cancelled}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [after] = await app.db.select().from(coupons).where(eq(coupons.id, code._id));
    expect(after!.usesCount).toBe(7);
    const late = await orderWith(app, buyers[20]!, [{ variantId: tee.variantId }], { couponCode: 'LAST5' });
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json().data.order.couponCode).toBe('LAST5');
  });

  it('keeps the limit exact with holds: unpaid orders hold, expired ones give back, never more than K sales', async () => {
    const K = 4;
    const code = await createCoupon(app, admin, { code: 'HOLD4', type: 'flat', value: 100, usageLimit: K });
    const racers = await createShoppers(app, 12);
    const uses = async () => (await app.db.select().from(coupons).where(eq(coupons.id, code._id)))[0]!.usesCount;
    // Sales: orders carrying the code that are cash on delivery or paid online, not cancelled.
    const sales = async () =>
      app.db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(orderPromotions, eq(orderPromotions.orderId, orders.id))
        .where(
          and(
            eq(orderPromotions.couponId, code._id),
            isNull(orderPromotions.releasedAt),
            ne(orders.status, 'cancelled'),
            or(eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'paid')),
          ),
        );
    const race = (who: Shopper[]) =>
      Promise.all(
        who.map((buyer, i) =>
          orderWith(app, buyer, [{ variantId: tee.variantId }], {
            couponCode: 'HOLD4',
            paymentMethod: i % 4 === 0 ? 'cod' : 'online',
          }),
        ),
      );

    // Round one: 8 racing checkouts (2 of them cash on delivery) for 4 uses. Exactly 4 get the code,
    // at least 2 of them online orders that only hold it until they are paid.
    const first = await race(racers.slice(0, 8));
    const won = first.filter((res) => res.statusCode === 201).map((res) => placed(res));
    expect(won).toHaveLength(K);
    expect(first.filter((res) => res.statusCode !== 201).map((res) => res.json().message)).toEqual(
      Array.from({ length: 4 }, () => COUPON_REASONS.usedUp),
    );
    expect(await uses()).toBe(K);
    const unpaid = won.filter((answer) => answer.order.paymentMethod === 'online');
    // One unpaid winner pays; the others abandon their payment sheet and their orders expire.
    const payer = unpaid[0];
    if (payer) {
      const owner = racers.find((r) => r.id === payer.order.user._id)!;
      expect((await payOnline(app, owner, payer)).res.statusCode).toBe(200);
    }
    const abandoned = unpaid.slice(1).map((answer) => answer.order._id);
    expect(abandoned.length).toBeGreaterThan(0);
    const later = new Date(Date.now() + (UNPAID_ONLINE_ORDER_TTL_MINUTES + 1) * 60_000);
    const expired = await expireUnpaidOnlineOrders(lifecycleOf(app), later);
    expect(expired).toEqual(expect.arrayContaining(abandoned));
    // Each expired hold came back: the uses are the sales again.
    expect(await uses()).toBe(K - abandoned.length);
    expect(await sales()).toHaveLength(K - abandoned.length);

    // Round two: released holds make the code usable again, for exactly as many as came back.
    const second = await race(racers.slice(8, 12));
    const wonAgain = second.filter((res) => res.statusCode === 201);
    expect(wonAgain).toHaveLength(Math.min(abandoned.length, 4));
    expect(await uses()).toBe(K - abandoned.length + wonAgain.length);
    // Every order still holding the code paid now: never more sales than the limit.
    for (const answer of wonAgain.map((res) => placed(res)).filter((a) => a.order.paymentMethod === 'online')) {
      const owner = racers.find((r) => r.id === answer.order.user._id)!;
      expect((await payOnline(app, owner, answer)).res.statusCode).toBe(200);
    }
    const holding = await app.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderPromotions, eq(orderPromotions.orderId, orders.id))
      .where(
        and(
          eq(orderPromotions.couponId, code._id),
          isNull(orderPromotions.releasedAt),
          inArray(orders.status, ['pending', 'awaiting_confirmation']),
          eq(orders.paymentMethod, 'online'),
          eq(orders.paymentStatus, 'pending'),
        ),
      );
    expect(holding).toEqual([]);
    expect((await sales()).length).toBeLessThanOrEqual(K);
    expect(await sales()).toHaveLength(await uses());
  });
});
