import { and, eq, ne, sql, sum } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_BASE_PATH, type Size } from '@shop/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { eventually } from '../../test/instances.ts';
import { DELIVERY_ADDRESS, addToCart, createShoppers, createVariant, type Shopper } from '../../test/fixtures/cart.ts';
import { withTimeout } from '../lib/dependencies/dependencies.ts';
import { orderItems, orders, products, variantStock } from './schema/index.ts';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

/**
 * A database failover or restart as the API sees it: every connection of the shop is ended by the
 * server (`pg_terminate_backend`, SQLSTATE 57P01) while orders are being placed, or the database
 * refuses connections for a while. Only this file's own database is touched.
 */
describe.runIf(onPostgres)('the database dropping connections', { timeout: 120_000 }, () => {
  let app: TestApp;
  let admin: pg.Client;
  let database: string;
  const SIZE: Size = 'M';
  const STOCK = 200;

  const terminateShopBackends = async () => {
    const { rows } = await admin.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    );
    return rows[0]!.n;
  };
  const order = (who: Shopper, itemId: string) =>
    app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/order`,
      headers: { cookie: who.cookie },
      payload: { itemIds: [itemId], paymentMethod: 'cod', contact: '9876543210', shippingAddress: DELIVERY_ADDRESS },
    });
  const stockOf = async (variantId: string) => {
    const [row] = await app.db
      .select({ quantity: variantStock.quantity })
      .from(variantStock)
      .where(and(eq(variantStock.variantId, variantId), eq(variantStock.size, SIZE)));
    return row!.quantity;
  };
  const unitsInLiveOrders = async (variantId: string) => {
    const [row] = await app.db
      .select({ units: sum(orderItems.quantity).mapWith(Number) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.variantId, variantId), ne(orders.status, 'cancelled')));
    return row?.units ?? 0;
  };

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    const result = await app.db.execute(sql`select current_database() as name`);
    database = (result as unknown as { rows: { name: string }[] }).rows[0]!.name;
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL_TEST });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`alter database ${pg.escapeIdentifier(database)} allow_connections true`).catch(() => {});
    await admin?.end();
    if (!closed) await app?.close();
  });
  let closed = false;

  it('survives its connections being ended three times during a burst of orders: nothing acknowledged is lost, stock does not drift', async () => {
    const variant = await createVariant(app, { stock: { [SIZE]: STOCK } });
    const shoppers = await createShoppers(app, 60);
    const lines = await Promise.all(
      shoppers.map(async (who) => ({
        who,
        itemId: await addToCart(app, who, { ...variant, size: SIZE, quantity: 1 }),
      })),
    );

    const answers: Promise<{ statusCode: number; json(): unknown }>[] = [];
    let terminated = 0;
    for (let round = 0; round < 3; round++) {
      for (const { who, itemId } of lines.slice(round * 20, round * 20 + 20)) answers.push(order(who, itemId));
      // Ended while those orders are in flight: some hold a connection in a transaction.
      await new Promise((resolve) => setTimeout(resolve, 15));
      terminated += await terminateShopBackends();
    }
    const settled = await Promise.all(answers);
    expect(terminated).toBeGreaterThan(0);

    const statuses = settled.map((res) => res.statusCode);
    // Placed, or refused as "try again": never a crash, never an internal error.
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
    for (const res of settled.filter((r) => r.statusCode === 503)) {
      expect(res.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });
    }
    // Every acknowledged order is in the database.
    const acknowledged = settled
      .filter((res) => res.statusCode === 201)
      .map((res) => (res.json() as { data: { order: { _id: string } } }).data.order._id);
    const stored = await app.db.select({ id: orders.id }).from(orders);
    for (const id of acknowledged) expect(stored.some((row) => row.id === id)).toBe(true);
    // Stock taken equals the units of the orders that exist: none lost, none taken twice.
    expect((await stockOf(variant.variantId)) + (await unitsInLiveOrders(variant.variantId))).toBe(STOCK);

    // The pool has reconnected: the refused shoppers can place their orders now.
    const refused = lines.filter((_, i) => settled[i]!.statusCode === 503);
    for (const { who, itemId } of refused) expect((await order(who, itemId)).statusCode).toBe(201);
    expect(await stockOf(variant.variantId)).toBe(STOCK - lines.length);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);

    // The catalogue's LISTEN connection came back: a change made by hand still reaches the cache.
    const detail = async () =>
      (await app.inject(`${API_BASE_PATH}${API.product.one(variant.productId)}`)).json() as { data: { name: string } };
    expect((await detail()).data.name).toBe(variant.productName);
    await app.db.update(products).set({ name: 'Renamed After Failover' }).where(eq(products.id, variant.productId));
    const seen = await eventually(detail, (answer) => answer.data.name === 'Renamed After Failover', 5000);
    expect(seen.data.name).toBe('Renamed After Failover');
  });

  it('answers 503 from /readyz while the database refuses connections, and 200 once it is back', async () => {
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    await admin.query(`alter database ${pg.escapeIdentifier(database)} allow_connections false`);
    await terminateShopBackends();
    const down = await app.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', failing: { DATABASE_URL: expect.any(String) } });
    expect(JSON.stringify(down.json())).toContain('DATABASE_URL');
    // A call that needs the database is refused as "try again", not as an internal error.
    const cart = await app.inject({ url: `${API_BASE_PATH}/cart`, headers: { cookie: shopper.cookie } });
    expect(cart.statusCode).toBe(503);
    expect(cart.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });

    await admin.query(`alter database ${pg.escapeIdentifier(database)} allow_connections true`);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('closes without waiting: no connection was left checked out by a transaction whose BEGIN failed', async () => {
    // The pool ends only once every client is back: a leaked one would keep this waiting forever.
    await withTimeout(app.close(), 10_000, 'the app did not close');
    closed = true;
  });
});
