import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '@shop/shared';
import { orderStatusHistory, orders, variantStock } from './db/schema/index.ts';
import type { TestApp } from '../test/app.ts';
import { DELIVERY_ADDRESS, addToCart, createShoppers, createVariant, type Shopper } from '../test/fixtures/cart.ts';
import {
  call,
  createAdmin,
  expectStockBalances,
  expectStockMatchesMovements,
  placed,
} from '../test/fixtures/orders.ts';
import { scratchPostgres } from '../test/scratch-postgres.ts';
import { serverReady, sparePort, startServer, type ServerProcess } from '../test/server-process.ts';

const postgresUrl = process.env.DATABASE_URL_TEST;
if (!postgresUrl) console.warn('\n  NOTE: the crash test on PostgreSQL is skipped: it needs DATABASE_URL_TEST.\n');

const STOCK = { M: 40, L: 40 } as const;

/**
 * The server process killed (SIGKILL, no chance to clean up) in the middle of a burst of orders
 * and cancellations on PostgreSQL: every transaction either committed whole or not at all, so
 * after a restart no unit of stock is lost or made up and every order's history matches it.
 */
describe.runIf(postgresUrl)('an API process killed mid-burst on PostgreSQL', { timeout: 180_000 }, () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>> | undefined;
  let url: string;
  let helper: TestApp;
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const port = sparePort();
  const jwtSecret = crypto.randomBytes(24).toString('hex');

  async function server() {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-crash-'));
    dirs.push(dataDir);
    const run = startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: jwtSecret,
      RATE_LIMIT: 'off',
    });
    servers.push(run);
    await serverReady(run);
    return run;
  }

  const send = (who: Shopper, method: 'POST' | 'PUT', route: string, body: object) =>
    fetch(`http://127.0.0.1:${port}${API_BASE_PATH}${route}`, {
      method,
      headers: { cookie: who.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function checkInvariants(variantId: string) {
    await expectStockBalances(helper, variantId, STOCK);
    const all = await helper.db.select({ id: orders.id, status: orders.status }).from(orders);
    const history = await helper.db
      .select({
        orderId: orderStatusHistory.orderId,
        from: orderStatusHistory.fromStatus,
        to: orderStatusHistory.toStatus,
      })
      .from(orderStatusHistory)
      .where(
        inArray(
          orderStatusHistory.orderId,
          all.map((o) => o.id),
        ),
      )
      .orderBy(orderStatusHistory.createdAt, orderStatusHistory.id);
    for (const order of all) {
      const chain = history.filter((h) => h.orderId === order.id);
      expect(chain[0]).toMatchObject({ from: null, to: 'pending' });
      expect(chain.at(-1)!.to, `history of ${order.id}`).toBe(order.status);
    }
    return all;
  }

  beforeAll(async () => {
    scratch = await scratchPostgres(postgresUrl!, 'crash', jwtSecret);
    url = scratch.url;
    helper = scratch.view;
  });

  afterAll(async () => {
    for (const run of servers) if (run.child.exitCode === null) run.child.kill('SIGKILL');
    await Promise.all(servers.map((run) => run.exited));
    await scratch?.close();
    await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it('leaves stock and history consistent, and the restarted server takes orders again', async () => {
    const { variantId } = await createVariant(helper, { pricePaise: 45_000, stock: STOCK });
    const boss = await createAdmin(helper);
    const buyers = await createShoppers(helper, 30);
    const lines = await Promise.all(
      buyers.map(async (buyer) => [
        await addToCart(helper, buyer, { variantId, size: 'M', quantity: 1 }),
        await addToCart(helper, buyer, { variantId, size: 'L', quantity: 1 }),
      ]),
    );
    const order = (i: number) => ({
      itemIds: lines[i]!,
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    });
    // Ten orders placed before the burst, to be cancelled during it.
    const earlier: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await call(helper, buyers[i]!, 'POST', '/order', order(i));
      expect(res.statusCode).toBe(201);
      earlier.push(placed(res).order._id);
    }

    const first = await server();
    let answered = 0;
    const burst = [
      ...buyers.slice(10).map((buyer, i) => () => send(buyer, 'POST', '/order', order(i + 10))),
      ...earlier.map((id) => () => send(boss, 'PUT', `/order/${id}/status`, { status: 'cancelled' })),
    ].map((request) =>
      request().then(
        (res) => {
          answered++;
          return res.status;
        },
        () => 'cut off' as const,
      ),
    );
    // Killed as soon as the first answers are out, while the rest are still being worked on.
    while (answered < 3 && first.child.exitCode === null) await new Promise((r) => setTimeout(r, 2));
    first.child.kill('SIGKILL');
    const outcomes = await Promise.all(burst);
    await first.exited;
    expect(outcomes.filter((o) => o === 'cut off').length, 'requests cut off by the kill').toBeGreaterThan(0);
    expect(outcomes.every((o) => o === 'cut off' || o === 200 || o === 201)).toBe(true);

    // Consistent even before anything restarts: the database undid whatever had not committed.
    await checkInvariants(variantId);

    await server();
    // Everything the burst left undone can be done again on the restarted server.
    for (let i = 10; i < 30; i++) {
      const res = await send(buyers[i]!, 'POST', '/order', order(i));
      // 404: the cart lines went with the order the burst had already placed.
      expect([201, 404]).toContain(res.status);
    }
    for (const id of earlier) {
      const res = await send(boss, 'PUT', `/order/${id}/status`, { status: 'cancelled' });
      expect([200, 409]).toContain(res.status);
    }
    const all = await checkInvariants(variantId);
    // Cash on delivery accepted as placed is ready to ship by itself.
    expect(all.filter((o) => o.status === 'processing')).toHaveLength(20);
    expect(all.filter((o) => o.status === 'cancelled')).toHaveLength(10);
    expect(await helper.db.select().from(variantStock).where(eq(variantStock.variantId, variantId))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ size: 'M', quantity: 20 }),
        expect.objectContaining({ size: 'L', quantity: 20 }),
      ]),
    );
    // Each stock change and its movement committed together or not at all, the kill between them.
    expect(await expectStockMatchesMovements(helper)).toBeGreaterThan(0);
  });
});
