import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DELIVERY_ADDRESS, createShoppers, createVariant, type Shopper } from '../../../test/fixtures/cart.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { checkout, copiesOfOrder, placed } from '../../../test/fixtures/orders.ts';
import { rowsRead } from '../../../test/plans.ts';
import { orders } from '../../db/schema/index.ts';
import { codRecordOf, codRecordRead } from './cod-risk.repository.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The COD record checkout reads for every cash-on-delivery order does not grow with the shop's
 * open orders: a PIN's and its prefix's return rates count finished orders, and only those are
 * read, however many orders a sale leaves open to the same town.
 */
describe('the COD record read at checkout', () => {
  let app: TestApp;
  let buyer: Shopper;
  let others: Shopper[];

  const input = (now: Date) => ({
    userId: buyer.id,
    phone: '9876543210',
    returnedSince: new Date(now.getTime() - 30 * DAY_MS),
    pin: DELIVERY_ADDRESS.postalCode,
    prefix: DELIVERY_ADDRESS.postalCode.slice(0, 3),
    ratesSince: new Date(now.getTime() - 90 * DAY_MS),
  });

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    const { variantId } = await createVariant(app, { stock: { M: 1000 } });
    [buyer] = (await createShoppers(app, 1)) as [Shopper];
    others = await createShoppers(app, 30);
    const { res } = await checkout(app, others[0]!, { variantId, size: 'M', quantity: 1 }, 'cod');
    expect(res.statusCode, res.body).toBe(201);
    const orderId = placed(res).order._id;
    // 600 open COD orders to the same PIN, then 3 of them delivered and 1 returned to origin.
    await copiesOfOrder(
      app,
      orderId,
      others.map((other) => other.id),
      600,
    );
    await app.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
    const finished = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, others[1]!.id))
      .limit(3);
    for (const { id } of finished.slice(0, 2)) {
      await app.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, id));
    }
    await app.db
      .update(orders)
      .set({ status: 'cancelled', returnedToOriginAt: new Date() })
      .where(eq(orders.id, finished[2]!.id));
  }, 60_000);
  afterAll(() => app.close());

  it('counts the finished orders to the PIN and its prefix, reading those alone', async () => {
    const now = new Date();
    const record = await codRecordOf(app.db, input(now));
    expect(record.rates).toEqual({ pin: { finished: 4, returned: 1 }, prefix: { finished: 4, returned: 1 } });

    const read = await rowsRead(app, codRecordRead(app.db, input(now)));
    // The four finished orders, and the buyer's own history (none): not the 597 still open.
    expect(read.get('orders') ?? 0, JSON.stringify([...read])).toBeLessThanOrEqual(4);
  });
});
