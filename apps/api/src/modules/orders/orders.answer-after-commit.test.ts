import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_BASE_PATH, CreateOrderAnswer, IDEMPOTENCY_KEY_HEADER, envelope } from '@shop/shared';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/app.ts';
import type { Database } from '../../db/client.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
} from '../../../test/fixtures/cart.ts';

/**
 * A rush takes the pool's connections the moment an order commits: the order is placed, so its
 * buyer must be told so. Answered "try again" instead, a buyer who tries again orders twice. The
 * shop's pool here has one connection, and the test asks for it (for longer than a request waits
 * for one) just as the order's COMMIT is sent, so it is first in the pool's queue after the commit.
 */
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('an order committed as the pool empties', () => {
  let database: Database;
  let app: TestApp;
  let shopper: Shopper;
  /** Set while the test waits for the order's commit; the hog it starts then. */
  let onCommit: (() => void) | undefined;

  beforeAll(async () => {
    database = await openTestDatabase({
      poolSize: 1,
      onStatement: (text) => {
        if (!/^\s*commit\b/i.test(text) || !onCommit) return;
        const hog = onCommit;
        onCommit = undefined;
        hog();
      },
    });
    app = await createTestApp({ RATE_LIMIT: 'off' }, { database });
    app.addHook('onClose', () => database.close());
    await app.ready();
    [shopper] = (await createShoppers(app, 1)) as [Shopper];
  });
  afterAll(() => app.close());

  it('is answered as placed, with its order, though the next request takes the only connection', async () => {
    const tee = await createVariant(app, { stock: { M: 3 } });
    const itemId = await addToCart(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 });
    let hog: Promise<unknown> | undefined;
    // Longer than a request waits for a connection (5 s).
    // (drizzle sends a query once it is awaited: `then` sends it now.)
    onCommit = () => (hog = database.db.execute(sql`select pg_sleep(6)`).then(() => 'done'));
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.order.root}`,
      // As the web sends it: the key's answer is kept after the commit, on the same connection.
      headers: { cookie: shopper.cookie, [IDEMPOTENCY_KEY_HEADER]: `answer-after-commit-${itemId}` },
      payload: { itemIds: [itemId], paymentMethod: 'cod', contact: 9876543210, shippingAddress: DELIVERY_ADDRESS },
    });
    expect(hog, 'the rush began at the commit').toBeDefined();
    expect(res.statusCode, res.body).toBe(201);
    const { order } = envelope(CreateOrderAnswer).parse(res.json()).data;
    expect(order.items).toHaveLength(1);
    expect(order.status).toBe('processing');
    await hog;
  });
});
