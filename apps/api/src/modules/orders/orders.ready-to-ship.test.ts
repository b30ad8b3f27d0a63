import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderAnswer, COD_TEXTS, ORDER_HISTORY_NOTES, OrderList, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import {
  call,
  capturedWebhook,
  checkout,
  createAdmin,
  lifecycleOf,
  orderRow,
  payOnline,
  placed,
} from '../../../test/fixtures/orders.ts';
import { orderStatusHistory, orders } from '../../db/schema/index.ts';
import { readyFirmPendingOrders } from './orders.lifecycle.ts';

/**
 * A firm order is ready to ship without a hand step: paid online (by the browser's verify call or
 * by the provider's webhook) or cash on delivery the shop accepted (as placed, or once the shopper
 * confirmed it), it is processing, listed under "To ship", and the owner books its parcel directly.
 */
describe('orders ready to ship by themselves', () => {
  let app: TestApp;
  let admin: Shopper;
  let tee: VariantFixture;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    tee = await createVariant(app, { pricePaise: 79_900, stock: { M: 40, L: 40 } });
  });
  afterAll(() => app.close());

  /** The ids the owner's "To ship" lists hold: the orders list and the dashboard's, which agree. */
  async function toShip(): Promise<string[]> {
    const listed = envelope(OrderList).parse(
      (await call(app, admin, 'GET', '/order?shipping=to_ship&limit=100')).json(),
    );
    const dashboard = envelope(OrderList).parse(
      (await call(app, admin, 'POST', '/dashboard/orders', { page: 1, limit: 100, shipping: 'to_ship' })).json(),
    );
    const ids = listed.data.orders.map((o) => o._id);
    expect(dashboard.data.orders.map((o) => o._id).sort()).toEqual([...ids].sort());
    return ids;
  }

  /** The owner's page of the order: its status history with who made each step and why. */
  async function timeline(orderId: string) {
    const res = await call(app, admin, 'GET', `/order/${orderId}`);
    expect(res.statusCode).toBe(200);
    return envelope(AdminOrderAnswer)
      .parse(res.json())
      .data.history.map((h) => ({ from: h.from, to: h.to, by: h.by, note: h.note }));
  }

  async function bookDirectly(orderId: string) {
    const booked = await call(app, admin, 'POST', `/order/${orderId}/shipment`, {});
    expect(booked.statusCode, booked.body).toBe(201);
  }

  async function onlineOrder() {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'online');
    expect(res.statusCode, res.body).toBe(201);
    return { buyer, answer: placed(res) };
  }

  it('an online order paid through the browser is processing, listed to ship, and its parcel booked directly', async () => {
    const { buyer, answer } = await onlineOrder();
    const id = answer.order._id;
    expect(answer.order.status).toBe('pending');
    expect(await toShip()).not.toContain(id);

    const { res } = await payOnline(app, buyer, answer);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await toShip()).toContain(id);
    // Credited to the shop itself, with why.
    expect(await timeline(id)).toEqual([
      { from: null, to: 'pending', by: buyer.name, note: ORDER_HISTORY_NOTES.placed },
      { from: 'pending', to: 'processing', by: null, note: ORDER_HISTORY_NOTES.paymentReceived },
    ]);

    await bookDirectly(id);
    expect(await toShip()).not.toContain(id);
    expect((await orderRow(app, id)).status).toBe('processing');
  });

  it('an online order paid through the provider webhook alone is processing and listed to ship', async () => {
    const { answer } = await onlineOrder();
    const id = answer.order._id;
    const paymentId = app.payments.simulated!.newPaymentId(answer.razorpayOrder!.id);
    const hook = await capturedWebhook(app, answer.razorpayOrder!.id, paymentId, answer.razorpayOrder!.amount, 'evt-1');
    expect(hook.statusCode).toBe(200);
    expect(await orderRow(app, id)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await toShip()).toContain(id);
    // The same news again changes nothing: one step into processing.
    await capturedWebhook(app, answer.razorpayOrder!.id, paymentId, answer.razorpayOrder!.amount, 'evt-2');
    expect((await timeline(id)).filter((step) => step.to === 'processing')).toHaveLength(1);
    await bookDirectly(id);
  });

  it('an accepted cash-on-delivery order is processing as placed, listed to ship, and its parcel booked directly', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'L', quantity: 1 }, 'cod');
    expect(res.statusCode, res.body).toBe(201);
    const { order } = placed(res);
    expect(order.status).toBe('processing');
    expect(await toShip()).toContain(order._id);
    expect(await timeline(order._id)).toEqual([
      { from: null, to: 'pending', by: buyer.name, note: ORDER_HISTORY_NOTES.placed },
      { from: 'pending', to: 'processing', by: null, note: ORDER_HISTORY_NOTES.codConfirmed },
    ]);
    await bookDirectly(order._id);
  });

  it('asking for processing again answers done and changes nothing', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'L', quantity: 1 }, 'cod');
    const { order } = placed(res);
    const again = await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'processing' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(`Order #${order.orderNumber} is already processing; nothing was changed`);
    expect(await timeline(order._id)).toHaveLength(2);
  });

  it('firm orders an older shop left pending move on to processing with the sweep, once; an unpaid one stays', async () => {
    const [codBuyer] = (await createShoppers(app, 1)) as [Shopper];
    const cod = placed(
      (await checkout(app, codBuyer, { variantId: tee.variantId, size: 'L', quantity: 1 }, 'cod')).res,
    );
    const paidOnline = await onlineOrder();
    expect((await payOnline(app, paidOnline.buyer, paidOnline.answer)).res.statusCode).toBe(200);
    const unpaid = await onlineOrder();
    // As a shop from before firm orders moved on by themselves left them: pending, no such step.
    const upgraded = [cod.order._id, paidOnline.answer.order._id];
    for (const id of upgraded) {
      await app.db.update(orders).set({ status: 'pending' }).where(eq(orders.id, id));
      await app.db
        .delete(orderStatusHistory)
        .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.toStatus, 'processing')));
    }
    expect(await toShip()).not.toContain(cod.order._id);

    expect((await readyFirmPendingOrders(lifecycleOf(app))).sort()).toEqual([...upgraded].sort());
    expect(await readyFirmPendingOrders(lifecycleOf(app))).toEqual([]);
    const listed = await toShip();
    expect(listed).toEqual(expect.arrayContaining(upgraded));
    expect(listed).not.toContain(unpaid.answer.order._id);
    expect((await orderRow(app, unpaid.answer.order._id)).status).toBe('pending');
    expect((await timeline(cod.order._id)).at(-1)).toEqual({
      from: 'pending',
      to: 'processing',
      by: null,
      note: ORDER_HISTORY_NOTES.codConfirmed,
    });
    expect((await timeline(paidOnline.answer.order._id)).at(-1)).toMatchObject({
      to: 'processing',
      note: ORDER_HISTORY_NOTES.paymentReceived,
    });
    await bookDirectly(cod.order._id);
  });
});

describe('a cash-on-delivery order that waits for the shopper', () => {
  let app: TestApp;
  let admin: Shopper;

  beforeAll(async () => {
    // The shop's own rules: a customer's first cash-on-delivery order waits for their confirmation.
    app = await createTestApp({ RATE_LIMIT: 'off' }, {}, { codRules: 'shop-defaults' });
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  const toShip = async () =>
    envelope(OrderList)
      .parse((await call(app, admin, 'GET', '/order?shipping=to_ship&limit=100')).json())
      .data.orders.map((o) => o._id);

  it('is not listed to ship until the shopper confirms it; confirmed, it is, and its parcel is booked directly', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const tee = await createVariant(app, { stock: { M: 3 } });
    const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
    expect(res.statusCode, res.body).toBe(201);
    const { order } = placed(res);
    expect(order.status).toBe('awaiting_confirmation');
    expect(await toShip()).not.toContain(order._id);
    const early = await call(app, admin, 'POST', `/order/${order._id}/shipment`, {});
    expect(early.statusCode).toBe(409);

    const confirmed = await call(app, buyer, 'POST', `/order/${order._id}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: COD_TEXTS.confirmed, data: { status: 'processing' } });
    expect(await toShip()).toContain(order._id);
    const booked = await call(app, admin, 'POST', `/order/${order._id}/shipment`, {});
    expect(booked.statusCode, booked.body).toBe(201);
  });
});
