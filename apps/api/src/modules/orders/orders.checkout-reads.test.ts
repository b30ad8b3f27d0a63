import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addToCart, createShoppers, createVariant, type Shopper } from '../../../test/fixtures/cart.ts';
import { checkout, copiesOfOrder, placed } from '../../../test/fixtures/orders.ts';
import { rowsRead } from '../../../test/plans.ts';
import type { Tx } from '../../db/client.ts';
import { findCheckoutState } from './orders.repository.ts';

/**
 * Checkout's read of the cart lines does not grow with other customers' orders of the same size:
 * on a sale day every buyer of a popular size checks out past hundreds of its order lines.
 */
describe("checkout's read of the lines", () => {
  let app: TestApp;
  let buyer: Shopper;
  let variantId: string;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    variantId = (await createVariant(app, { stock: { M: 1000 } })).variantId;
    [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const others = await createShoppers(app, 30);
    const { res } = await checkout(app, others[0]!, { variantId, size: 'M', quantity: 1 }, 'cod');
    expect(res.statusCode, res.body).toBe(201);
    // 600 open orders of the size by 30 other customers, written since the statistics were last taken.
    await copiesOfOrder(
      app,
      placed(res).order._id,
      others.map((other) => other.id),
      600,
    );
  }, 60_000);
  afterAll(() => app.close());

  it("reads only the buyer's own open orders for the units they hold of a size", async () => {
    const { res } = await checkout(app, buyer, { variantId, size: 'M', quantity: 2 }, 'cod');
    expect(res.statusCode, res.body).toBe(201);
    const itemId = await addToCart(app, buyer, { variantId, size: 'M', quantity: 1 });

    const read = await rowsRead(app, findCheckoutState(app.db as unknown as Tx, buyer.id, [itemId]));
    // The buyer's one open order and its one line; not the 601 lines others hold of the size.
    expect(read.get('order_items') ?? 0, JSON.stringify([...read])).toBeLessThanOrEqual(1);
    expect(read.get('orders') ?? 0, JSON.stringify([...read])).toBeLessThanOrEqual(1);
    // And what it reads is right: the two units the buyer's open order holds.
    const [line] = await findCheckoutState(app.db as unknown as Tx, buyer.id, [itemId]);
    expect(line?.heldUnits).toBe(2);
  });
});
