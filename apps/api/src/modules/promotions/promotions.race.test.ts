import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, COUPON_REASONS } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import { createAdmin } from '../../../test/fixtures/orders.ts';
import { createCoupon, orderWith } from '../../../test/fixtures/promotions.ts';
import { coupons, orders } from '../../db/schema/index.ts';

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
});
