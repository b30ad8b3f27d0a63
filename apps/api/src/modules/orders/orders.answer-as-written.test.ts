import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, OrderList, envelope, type Order } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
} from '../../../test/fixtures/cart.ts';
import { call, placed } from '../../../test/fixtures/orders.ts';
import { creditWallet } from '../wallet/index.ts';

/**
 * An order paid in full at placing (cash on delivery, or store credit for all of it) is answered
 * from what its transaction wrote, not read back after the commit. The answer must be the order
 * exactly as every later read shows it: lines in the same order, SKUs, the invoice's number, the
 * store credit's tender, the confirmation deadline of an order waiting for the shopper.
 */
describe("a placed order's answer is the order as it is read afterwards", () => {
  let app: TestApp;
  let asking: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    // The shop's own COD rules: a first cash-on-delivery order waits for the shopper's confirmation.
    asking = await createTestApp({ RATE_LIMIT: 'off' }, {}, { codRules: 'shop-defaults' });
  });
  afterAll(async () => {
    await app.close();
    await asking.close();
  });

  /** The shopper's own order as their orders page reads it. */
  async function readBack(on: TestApp, who: Shopper, id: string): Promise<Order> {
    const res = await call(on, who, 'GET', API.order.user);
    expect(res.statusCode, res.body).toBe(200);
    const order = envelope(OrderList)
      .parse(res.json())
      .data.orders.find((o) => o._id === id);
    expect(order).toBeDefined();
    return order!;
  }

  async function place(on: TestApp, who: Shopper, itemIds: string[], extra: object = {}) {
    const res = await call(on, who, 'POST', API.order.root, {
      itemIds,
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return placed(res).order;
  }

  it('cash on delivery of several lines, in the order the lines are read, with its invoice number', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    // Names whose order differs by case and by word: the answer sorts its lines as the database does.
    const tees = [
      await createVariant(app, { name: 'zebra Tee', withImage: true }),
      await createVariant(app, { name: 'Zebra tee' }),
      await createVariant(app, { name: 'Arrow Tee', withImage: true }),
    ];
    const itemIds = [];
    for (const tee of tees)
      itemIds.push(await addToCart(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }));
    itemIds.push(await addToCart(app, buyer, { variantId: tees[2]!.variantId, size: 'XL', quantity: 2 }));
    const answer = await place(app, buyer, itemIds);
    expect(answer.invoiceNumber).toMatch(/^SF\/\d\d-\d\d\/\d{6}$/);
    expect(answer.items.every((item) => item.sku)).toBe(true);
    expect(answer).toEqual(await readBack(app, buyer, answer._id));
  });

  it('online, paid in full by store credit, with its tender', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const tee = await createVariant(app, { name: 'Credit Tee' });
    await app.db.transaction((tx) =>
      creditWallet(tx, {
        userId: buyer.id,
        amountPaise: 500_000,
        reason: 'return-credit',
        referenceId: crypto.randomUUID(),
      }),
    );
    const itemId = await addToCart(app, buyer, { variantId: tee.variantId, size: 'L', quantity: 1 });
    const answer = await place(app, buyer, [itemId], { paymentMethod: 'online', useStoreCredit: true });
    expect(answer).toMatchObject({ paymentStatus: 'paid', tenders: [{ kind: 'store_credit' }] });
    expect(answer.invoiceNumber).not.toBeNull();
    expect(answer).toEqual(await readBack(app, buyer, answer._id));
  });

  it('cash on delivery that waits for the shopper, with its deadline and no invoice yet', async () => {
    const [buyer] = (await createShoppers(asking, 1)) as [Shopper];
    const tee = await createVariant(asking, { name: 'Waiting Tee' });
    const itemId = await addToCart(asking, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const answer = await place(asking, buyer, [itemId]);
    expect(answer).toMatchObject({ status: 'awaiting_confirmation', invoiceNumber: null });
    expect(answer.codConfirmation?.byTap).toBe(true);
    expect(answer).toEqual(await readBack(asking, buyer, answer._id));
  });
});
