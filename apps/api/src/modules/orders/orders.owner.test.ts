import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, AdminOrderAnswer, CreateOrderAnswer, ORDER_HISTORY_NOTES, envelope, type Order } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  addToCart,
  createShoppers,
  createVariant,
  DELIVERY_ADDRESS,
  type Shopper,
  type VariantFixture,
} from '../../../test/fixtures/cart.ts';
import { call, createAdmin } from '../../../test/fixtures/orders.ts';
import { startSmtpServer, type ReceivedMail } from '../../../test/smtp-server.ts';
import { orders, variants } from '../../db/schema/index.ts';

describe("the owner's order page and the owner's mails", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let received: ReceivedMail[];
  let app: TestApp;
  let shopper: Shopper;
  let stranger: Shopper;
  let admin: Shopper;
  let tee: VariantFixture;

  const placeCod = async (): Promise<Order> => {
    // Earlier orders are delivered first, so the limit of open cash-on-delivery orders leaves room.
    await app.db
      .update(orders)
      .set({ status: 'delivered' })
      .where(and(eq(orders.userId, shopper.id), inArray(orders.status, ['pending', 'processing'])));
    const itemId = await addToCart(app, shopper, { variantId: tee.variantId, size: 'XL', quantity: 2 });
    const res = await call(app, shopper, 'POST', API.order.root, {
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    });
    expect(res.statusCode).toBe(201);
    return envelope(CreateOrderAnswer).parse(res.json()).data.order;
  };
  const mailsTo = async (address: string, subject: string) => {
    await app.jobs.settled();
    // Quoted-printable parts wrap long lines with a soft break: read them whole.
    return received
      .map((mail) => ({ ...mail, raw: mail.raw.replace(/=\r?\n/g, '') }))
      .filter((mail) => mail.to.includes(address) && mail.raw.includes(subject));
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    received = smtp.received;
    app = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OWNER_EMAIL: 'owner@storyfit.test',
      SUPPORT_EMAIL: 'help@storyfit.test',
      PUBLIC_URL: 'https://shop.storyfit.test',
      RATE_LIMIT: 'off',
    });
    [shopper, stranger] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    admin = await createAdmin(app);
    tee = await createVariant(app, { pricePaise: 69_900, stock: { XL: 20 } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('answers one order to the admin with the line SKUs and the status history, oldest first', async () => {
    const order = await placeCod();
    expect((await call(app, admin, 'PUT', API.order.status(order._id), { status: 'shipped' })).statusCode).toBe(200);

    const res = await call(app, admin, 'GET', API.order.one(order._id));
    expect(res.statusCode).toBe(200);
    const { order: shown, history } = envelope(AdminOrderAnswer).parse(res.json()).data;
    const [sku] = await app.db.select({ sku: variants.sku }).from(variants).where(eq(variants.id, tee.variantId));
    expect(shown.items).toMatchObject([{ sku: sku!.sku, size: 'XL', quantity: 2 }]);
    expect(shown.contact).toBe('9876543210');
    expect(history.map((change) => [change.from, change.to])).toEqual([
      [null, 'pending'],
      ['pending', 'processing'],
      ['processing', 'shipped'],
    ]);
    // Placed by the shopper, ready to ship by the shop itself (accepted cash on delivery), shipped by the admin.
    expect(history.map((change) => change.by)).toEqual([shopper.name, null, admin.name]);
    expect(history[1]!.note).toBe(ORDER_HISTORY_NOTES.codConfirmed);
  });

  it('keeps one order from shoppers: 403 for a customer, 401 without a session, 404 for an unknown id', async () => {
    const order = await placeCod();
    expect((await call(app, shopper, 'GET', API.order.one(order._id))).statusCode).toBe(403);
    expect((await call(app, stranger, 'GET', API.order.one(order._id))).statusCode).toBe(403);
    expect((await call(app, null, 'GET', API.order.one(order._id))).statusCode).toBe(401);
    expect((await call(app, admin, 'GET', API.order.one(crypto.randomUUID()))).statusCode).toBe(404);
  });

  it('mails the owner (OWNER_EMAIL, not support) over SMTP about a new order, with a link to its page', async () => {
    const order = await placeCod();
    const [notice, ...more] = await mailsTo('owner@storyfit.test', `New order #${order.orderNumber}`);
    expect(more).toEqual([]);
    expect(notice!.raw).toContain(`https://shop.storyfit.test/admin/orders/${order._id}`);
    expect(await mailsTo('help@storyfit.test', `New order #${order.orderNumber}`)).toEqual([]);
    // The customer's confirmation still goes to the customer.
    expect(await mailsTo(shopper.email, `order #${order.orderNumber} is confirmed`)).toHaveLength(1);
  });

  it('mails the owner once about a cancellation request, with the reason the customer gave', async () => {
    const order = await placeCod();
    const res = await call(app, shopper, 'POST', API.order.cancel, { orderId: order._id, reason: 'Wrong size' });
    expect(res.statusCode).toBe(200);
    const notices = await mailsTo('owner@storyfit.test', `Cancellation requested for order #${order.orderNumber}`);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.raw).toContain('Wrong size');
    expect(notices[0]!.raw).toContain(`/admin/orders/${order._id}`);
  });
});
