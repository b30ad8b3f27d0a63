import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, SHOPPING_MESSAGES } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { DELIVERY_ADDRESS, addToCart, createShoppers, createVariant } from '../../../test/fixtures/cart.ts';
import { promotionSettings } from '../../db/schema/index.ts';

// Only PostgreSQL has a second connection to hold a row lock while the checkout runs; the embedded
// database serves one statement at a time.
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('a size that has sold out, on a sale day', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
  });
  afterAll(() => app?.close());

  it('is refused from a read of the stock, before the checkout prices anything', async () => {
    const drop = await createVariant(app, { stock: { M: 1 } });
    const [first, late] = await createShoppers(app, 2);
    const order = (itemId: string, cookie: string) =>
      app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/order`,
        headers: { cookie },
        payload: { itemIds: [itemId], shippingAddress: DELIVERY_ADDRESS, paymentMethod: 'cod', contact: '9876543210' },
      });
    const lateLine = await addToCart(app, late!, { variantId: drop.variantId, size: 'M', quantity: 1 });
    const firstLine = await addToCart(app, first!, { variantId: drop.variantId, size: 'M', quantity: 1 });
    expect((await order(firstLine, first!.cookie)).statusCode).toBe(201);

    // The owner is saving the shop's promotion settings, so every checkout that prices its cart
    // waits for that transaction. A late buyer of a sold-out size is answered from a plain read of
    // the stock before any of that work: were the checkout to price the cart first, this
    // transaction would wait for an answer that waits for it, and the test would never end.
    const answer = await app.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${promotionSettings} in access exclusive mode`);
      return order(lateLine, late!.cookie);
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      SHOPPING_MESSAGES.orderLineShort(`${drop.productName} (${drop.colorName}, size M)`, 0),
    );
  }, 20_000);
});
