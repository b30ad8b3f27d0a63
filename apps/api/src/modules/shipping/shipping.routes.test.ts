import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  AdminOrderAnswer,
  FailedDeliveryView,
  OrderList,
  Parcel,
  ShipmentAnswer,
  envelope,
  type ShipmentStatus,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import {
  call,
  checkout,
  createAdmin,
  expectStockBalances,
  historyOf,
  orderRow,
  payOnline,
  placed,
  stockOf,
} from '../../../test/fixtures/orders.ts';
import { creditNotes, orders, refunds, shipmentEvents, shipments, stockMovements } from '../../db/schema/index.ts';
import { pdfText } from '../../../test/fixtures/documents.ts';
import { FAILED_DELIVERY_WAIT_QUEUE, SHIPPING_POLL_QUEUE } from './shipping.jobs.ts';
import { signFailedDeliveryToken } from './shipping.links.ts';
import { shippingSecret } from '../../lib/courier/courier.ts';
import { bookReturnShipment } from './index.ts';

const shipmentOf = (res: { json(): unknown }) => envelope(ShipmentAnswer).parse(res.json()).data.shipment;

describe('shipping through the simulated courier', () => {
  let app: TestApp;
  let admin: Shopper;
  let buyer: Shopper;
  let stranger: Shopper;
  let tee: VariantFixture;
  const initial = { M: 40, L: 40, XL: 40, XXL: 40 };

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off', SUPPORT_EMAIL: 'owner@storyfit.test' });
    admin = await createAdmin(app);
    [buyer, stranger] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    tee = await createVariant(app, { pricePaise: 69_900, stock: initial });
  });
  afterAll(() => app.close());

  /** An accepted cash-on-delivery (or paid online) order: processing by itself, ready to ship. */
  async function processingOrder(method: 'cod' | 'online' = 'cod', quantity = 2) {
    // A shopper of its own: the limits against hoarding cap one shopper's open orders.
    const [who] = (await createShoppers(app, 1)) as [Shopper];
    const { res } = await checkout(app, who, { variantId: tee.variantId, size: 'L', quantity }, method);
    expect(res.statusCode, res.body).toBe(201);
    const answer = placed(res);
    if (method === 'online') expect((await payOnline(app, who, answer)).res.statusCode).toBe(200);
    expect((await orderRow(app, answer.order._id)).status).toBe('processing');
    return Object.assign(answer.order, { who });
  }

  async function book(orderId: string, body: object = {}) {
    const res = await call(app, admin, 'POST', `/order/${orderId}/shipment`, body);
    expect(res.statusCode, res.body).toBe(201);
    return shipmentOf(res);
  }

  const simulate = (awb: string, event: Exclude<ShipmentStatus, 'created' | 'cancelled'>) =>
    call(app, null, 'POST', '/shipping/simulated/events', { awb, event });

  /** The courier's webhook as the simulated courier sends it, with its token unless told otherwise. */
  const webhook = (body: object, token: string | null = app.courier.simulated!.webhookToken) =>
    app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/shipping/webhook`,
      payload: body,
      headers: token === null ? {} : { 'x-api-key': token },
    });

  const courierEvent = (
    awb: string,
    status: ShipmentStatus,
    at: Date,
    eventId = `evt-${awb}-${status}-${at.getTime()}`,
  ) => ({
    eventId,
    awb,
    status,
    at: at.toISOString(),
    location: 'Delhi hub',
    description: status,
  });

  async function mails(): Promise<string[]> {
    await app.jobs.settled();
    const dir = path.join(app.dataDir, 'outbox');
    const files = await fs.readdir(dir).catch(() => [] as string[]);
    return Promise.all(files.sort().map((f) => fs.readFile(path.join(dir, f), 'utf8')));
  }
  const subjects = async (orderNumber: string) =>
    (await mails())
      .map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? '')
      .filter((subject) => subject.includes(`#${orderNumber}`));

  it('books a processing order with the package defaults, and shows it to its shopper and the admin only', async () => {
    const order = await processingOrder('cod', 3);
    const parcel = await call(app, admin, 'GET', `/order/${order._id}/parcel`);
    expect(parcel.statusCode).toBe(200);
    // Three units of a 250 g tee; the sides of the largest package.
    expect(envelope(Parcel).parse(parcel.json()).data).toEqual({
      weightGrams: 750,
      lengthCm: 30,
      breadthCm: 25,
      heightCm: 3,
    });

    const shipment = await book(order._id, { weightGrams: 800 });
    expect(shipment).toMatchObject({
      direction: 'forward',
      status: 'created',
      courier: 'StoryFit Express (simulated)',
      parcel: { weightGrams: 800, lengthCm: 30, breadthCm: 25, heightCm: 3 },
      events: [],
    });
    expect(shipment.awb).toMatch(/^SIM\d{10}$/);
    expect(shipment.trackingUrl).toContain(shipment.awb);

    const mine = await call(app, order.who, 'GET', `/order/${order._id}/shipment`);
    expect(shipmentOf(mine)).toEqual(shipment);
    expect((await call(app, admin, 'GET', `/order/${order._id}/shipment`)).statusCode).toBe(200);
    expect((await call(app, stranger, 'GET', `/order/${order._id}/shipment`)).statusCode).toBe(404);
    expect((await call(app, null, 'GET', `/order/${order._id}/shipment`)).statusCode).toBe(401);
    // The shopper is no admin: booking is refused.
    expect((await call(app, order.who, 'POST', `/order/${order._id}/shipment`, {})).statusCode).toBe(403);

    // The order's own shape carries the parcel, in the shopper's list and the admin's.
    const list = envelope(OrderList).parse((await call(app, order.who, 'GET', '/order/user')).json()).data;
    expect(list.orders.find((o) => o._id === order._id)?.shipment?.awb).toBe(shipment.awb);
  });

  it('refuses to book an order not being processed, a second parcel, an unknown order and a parcel out of limits', async () => {
    // An online order not paid yet stays pending: nothing to ship.
    const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'online');
    const pending = placed(res).order;
    expect(pending.status).toBe('pending');
    expect((await call(app, admin, 'POST', `/order/${pending._id}/shipment`, {})).statusCode).toBe(409);

    const order = await processingOrder();
    expect((await call(app, admin, 'POST', `/order/${order._id}/shipment`, { heightCm: 0 })).statusCode).toBe(400);
    await book(order._id);
    const again = await call(app, admin, 'POST', `/order/${order._id}/shipment`, {});
    expect(again.statusCode).toBe(409);
    const unknown = await call(app, admin, 'POST', `/order/00000000-0000-4000-8000-000000000000/shipment`, {});
    expect(unknown.statusCode).toBe(404);
    expect((await call(app, admin, 'GET', `/order/${pending._id}/shipment`)).statusCode).toBe(404);
  });

  it('two bookings of one order at once: one parcel, the other refused and called off with the courier', async () => {
    const order = await processingOrder();
    const answers = await Promise.all([1, 2].map(() => call(app, admin, 'POST', `/order/${order._id}/shipment`, {})));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const rows = await app.db.select().from(shipments).where(eq(shipments.orderId, order._id));
    expect(rows).toHaveLength(1);
  });

  it('prints the label and the packing slip as PDFs', async () => {
    const order = await processingOrder();
    expect((await call(app, admin, 'GET', `/order/${order._id}/shipment/label`)).statusCode).toBe(404);
    const shipment = await book(order._id);
    const label = await call(app, admin, 'GET', `/order/${order._id}/shipment/label`);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(label.rawPayload.toString('latin1')).toContain(shipment.awb);
    const slip = await call(app, admin, 'GET', `/order/${order._id}/packing-slip`);
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    expect(slip.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(app, buyer, 'GET', `/order/${order._id}/packing-slip`)).statusCode).toBe(403);
  });

  it("dates the packing slip in India's time zone: an order placed at 00:30 on 2 Dec in India says 2 Dec", async () => {
    const order = await processingOrder();
    await app.db
      .update(orders)
      .set({ createdAt: new Date('2026-12-01T19:00:00Z') })
      .where(eq(orders.id, order._id));
    const slip = await call(app, admin, 'GET', `/order/${order._id}/packing-slip`);
    expect(slip.statusCode).toBe(200);
    const text = await pdfText(slip.rawPayload);
    expect(text).toContain('Placed 2 Dec 2026');
    expect(text).not.toContain('2026-12-01');
  });

  it('cancels a parcel before pickup, and refuses after it', async () => {
    const order = await processingOrder();
    const first = await book(order._id);
    const cancel = () =>
      app.inject({
        method: 'DELETE',
        url: `${API_BASE_PATH}/order/${order._id}/shipment`,
        headers: { cookie: admin.cookie },
      });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(shipmentOf(cancelled).status).toBe('cancelled');
    expect(app.courier.simulated!.cancelled).toContain(first.awb);
    // A new parcel may be booked for the order, and once picked up it stays.
    const second = await book(order._id);
    expect((await simulate(second.awb, 'picked_up')).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
  });

  it('an order cancelled before pickup has its parcel called off with the courier', async () => {
    const order = await processingOrder();
    const shipment = await book(order._id);
    const cancelled = await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    await app.jobs.settled();
    expect(app.courier.simulated!.cancelled).toContain(shipment.awb);
    expect(shipmentOf(await call(app, admin, 'GET', `/order/${order._id}/shipment`)).status).toBe('cancelled');
  });

  it('webhook events move the order to shipped and delivered (cash collected), each applied once', async () => {
    const order = await processingOrder('cod');
    const shipment = await book(order._id);
    const t0 = new Date(Date.now() - 60 * 60_000);
    const pickedUp = courierEvent(shipment.awb, 'picked_up', t0);
    expect((await webhook(pickedUp)).statusCode).toBe(200);
    expect((await webhook(pickedUp)).statusCode).toBe(200);
    expect((await orderRow(app, order._id)).status).toBe('shipped');
    const delivered = courierEvent(shipment.awb, 'delivered', new Date(t0.getTime() + 30 * 60_000));
    await Promise.all([webhook(delivered), webhook(delivered)]);
    const row = await orderRow(app, order._id);
    expect(row.status).toBe('delivered');
    expect(row.paymentStatus).toBe('paid');
    expect((await historyOf(app, order._id)).map((h) => h.to)).toEqual([
      'pending',
      'processing',
      'shipped',
      'delivered',
    ]);
    const events = await app.db
      .select()
      .from(shipmentEvents)
      .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
      .where(eq(shipments.orderId, order._id));
    expect(events).toHaveLength(2);
    const shown = shipmentOf(await call(app, order.who, 'GET', `/order/${order._id}/shipment`));
    expect(shown.status).toBe('delivered');
    expect(shown.events.map((e) => e.status)).toEqual(['picked_up', 'delivered']);
    // Shipped and delivered are the order's mails; the shipped one carries the AWB.
    const mailed = await mails();
    const shippedMail = mailed.find((m) => m.includes(`#${order.orderNumber} has shipped`));
    expect(shippedMail).toContain(shipment.awb);
    expect(await subjects(order.orderNumber)).toEqual(
      expect.arrayContaining([expect.stringContaining('has been delivered')]),
    );
  });

  it('refuses a forged webhook with 401 and ignores what is no tracking update', async () => {
    const order = await processingOrder();
    const shipment = await book(order._id);
    const forged = await webhook(courierEvent(shipment.awb, 'delivered', new Date()), 'not-the-token');
    expect(forged.statusCode).toBe(401);
    expect((await webhook(courierEvent(shipment.awb, 'delivered', new Date()), null)).statusCode).toBe(401);
    expect((await orderRow(app, order._id)).status).toBe('processing');
    expect((await webhook({ hello: 'world' })).statusCode).toBe(200);
  });

  it('an older event after a newer one is kept on the timeline and moves nothing', async () => {
    const order = await processingOrder();
    const shipment = await book(order._id);
    const now = Date.now();
    await webhook(courierEvent(shipment.awb, 'out_for_delivery', new Date(now - 10 * 60_000)));
    // In transit is a move the table allows from out for delivery, but it happened before.
    await webhook(courierEvent(shipment.awb, 'in_transit', new Date(now - 50 * 60_000)));
    // And a status the table does not list from here (created after out for delivery).
    await webhook(courierEvent(shipment.awb, 'picked_up', new Date(now - 5 * 60_000)));
    const shown = shipmentOf(await call(app, admin, 'GET', `/order/${order._id}/shipment`));
    expect(shown.status).toBe('out_for_delivery');
    expect(shown.events.map((e) => e.status)).toEqual(['in_transit', 'out_for_delivery', 'picked_up']);
    const moved = await app.db
      .select({ status: shipmentEvents.status, moved: shipmentEvents.moved })
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, shown._id));
    expect(moved.filter((e) => e.moved).map((e) => e.status)).toEqual(['out_for_delivery']);
    expect((await orderRow(app, order._id)).status).toBe('shipped');
    expect(await subjects(order.orderNumber)).toEqual(
      expect.arrayContaining([expect.stringContaining('is out for delivery')]),
    );
  });

  it('an event stamped days ahead is kept with its arrival time and cannot stop the later events, delivered included', async () => {
    const order = await processingOrder();
    const shipment = await book(order._id);
    const sent = Date.now();
    const ahead = courierEvent(shipment.awb, 'in_transit', new Date(sent + 3 * 24 * 60 * 60_000));
    expect((await webhook(ahead)).statusCode).toBe(200);
    const kept = shipmentOf(await call(app, admin, 'GET', `/order/${order._id}/shipment`));
    expect(kept.status).toBe('in_transit');
    expect(new Date(kept.events[0]!.at).getTime()).toBeLessThanOrEqual(Date.now());
    // The real events that follow move the parcel; delivered even when scanned before the stamp arrived.
    await webhook(courierEvent(shipment.awb, 'out_for_delivery', new Date()));
    expect(shipmentOf(await call(app, admin, 'GET', `/order/${order._id}/shipment`)).status).toBe('out_for_delivery');
    await webhook(courierEvent(shipment.awb, 'delivered', new Date(sent - 60_000)));
    expect(shipmentOf(await call(app, admin, 'GET', `/order/${order._id}/shipment`)).status).toBe('delivered');
    expect((await orderRow(app, order._id)).status).toBe('delivered');
  });

  it("orders events by the courier's own running number when it gives one, whatever their stamps", async () => {
    const order = await processingOrder();
    const shipment = await book(order._id);
    const now = Date.now();
    const numbered = (status: ShipmentStatus, minutesAgo: number, sequence: number) => ({
      ...courierEvent(shipment.awb, status, new Date(now - minutesAgo * 60_000)),
      sequence,
    });
    await webhook(numbered('out_for_delivery', 10, 2));
    // Back to the hub: numbered after, stamped earlier by a hub whose clock runs behind.
    await webhook(numbered('in_transit', 50, 3));
    // An event the courier numbers before, arriving late with a later stamp, moves nothing.
    await webhook(numbered('out_for_delivery', 1, 1));
    const shown = shipmentOf(await call(app, admin, 'GET', `/order/${order._id}/shipment`));
    expect(shown.status).toBe('in_transit');
  });

  it('a cash-on-delivery parcel back at origin restores its stock once, even when the event arrives twice', async () => {
    const before = await stockOf(app, tee.variantId, 'L');
    const order = await processingOrder('cod', 2);
    expect(await stockOf(app, tee.variantId, 'L')).toBe(before - 2);
    const shipment = await book(order._id);
    for (const step of ['picked_up', 'in_transit', 'delivery_failed', 'returning_to_origin'] as const) {
      expect((await simulate(shipment.awb, step)).statusCode).toBe(200);
    }
    const back = courierEvent(shipment.awb, 'returned_to_origin', new Date(Date.now() + 1000), `rto-${shipment.awb}`);
    const answers = await Promise.all([webhook(back), webhook(back), webhook(back)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    await webhook(back);
    // The same news again under another id (a poll after the webhook): the parcel is already back.
    await webhook(
      courierEvent(shipment.awb, 'returned_to_origin', new Date(Date.now() + 2000), `rto2-${shipment.awb}`),
    );

    expect(await stockOf(app, tee.variantId, 'L')).toBe(before);
    const movements = await app.db
      .select({ reason: stockMovements.reason, delta: stockMovements.delta })
      .from(stockMovements)
      .where(and(eq(stockMovements.referenceId, order._id), eq(stockMovements.reason, 'returned-to-origin')));
    expect(movements).toEqual([{ reason: 'returned-to-origin', delta: 2 }]);
    const row = await orderRow(app, order._id);
    expect(row.status).toBe('cancelled');
    expect(row.returnedToOriginAt).toBeInstanceOf(Date);
    expect(row.paymentStatus).toBe('pending');
    const notes = await app.db.select().from(creditNotes).where(eq(creditNotes.orderId, order._id));
    expect(notes).toHaveLength(1);
    expect(await app.db.select().from(refunds).where(eq(refunds.orderId, order._id))).toEqual([]);
    await expectStockBalances(app, tee.variantId, initial);
  });

  it('a prepaid parcel back at origin is refunded once', async () => {
    const order = await processingOrder('online', 1);
    const shipment = await book(order._id);
    await simulate(shipment.awb, 'picked_up');
    await simulate(shipment.awb, 'returning_to_origin');
    const back = courierEvent(shipment.awb, 'returned_to_origin', new Date(Date.now() + 1000), `rto-${shipment.awb}`);
    await Promise.all([webhook(back), webhook(back)]);
    await app.jobs.settled();
    const paid = await app.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(paid).toHaveLength(1);
    expect(app.payments.simulated!.refunds.filter((r) => r.paymentId === paid[0]!.providerPaymentId)).toHaveLength(1);
    const row = await orderRow(app, order._id);
    expect(row.status).toBe('cancelled');
    expect(['refund_pending', 'refunded']).toContain(row.paymentStatus);
  });

  it('a failed delivery is mailed with a signed link: the shopper changes the address, the courier is told', async () => {
    const order = await processingOrder('cod');
    const shipment = await book(order._id);
    await simulate(shipment.awb, 'picked_up');
    await simulate(shipment.awb, 'delivery_failed');
    const mail = (await mails()).find((m) =>
      m.includes(`We could not deliver your StoryFit order #${order.orderNumber}`),
    );
    expect(mail).toBeDefined();
    const token = /\/failed-delivery\/([\w.-]+)/.exec(mail!.replace(/=\r?\n/g, ''))![1]!;

    const view = await call(app, null, 'GET', `/shipping/failed-delivery/${token}`);
    expect(view.statusCode).toBe(200);
    expect(envelope(FailedDeliveryView).parse(view.json()).data).toMatchObject({
      orderNumber: order.orderNumber,
      awb: shipment.awb,
      choice: null,
      contact: '9876543210',
    });

    // A bad link is 401; a PIN the rules refuse is 400 and changes nothing.
    expect((await call(app, null, 'GET', `/shipping/failed-delivery/${token.slice(0, -2)}xx`)).statusCode).toBe(401);
    const wrongState = await call(app, null, 'POST', `/shipping/failed-delivery/${token}`, {
      choice: 'change_address',
      line1: '7, Lake Road',
      city: 'Ludhiana',
      state: 'Kerala',
      pin: '141001',
      contact: '9123456780',
    });
    expect(wrongState.statusCode).toBe(400);
    expect(Object.keys((wrongState.json() as { errors: object }).errors)).toContain('state');

    const answer = await call(app, null, 'POST', `/shipping/failed-delivery/${token}`, {
      choice: 'change_address',
      line1: '7, Lake Road',
      line2: 'Model Town',
      city: 'Ludhiana',
      state: 'Punjab',
      pin: '141002',
      contact: '9123456780',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(envelope(FailedDeliveryView).parse(answer.json()).data.choice).toBe('change_address');
    const row = await orderRow(app, order._id);
    expect(row.contact).toBe('9123456780');
    expect(row.shippingAddress).toMatchObject({
      houseNumber: '7',
      street: 'Lake Road',
      colony: 'Model Town',
      postalCode: '141002',
    });
    // The owner's order page shows the failed delivery and the shopper's answer.
    const page = envelope(AdminOrderAnswer).parse((await call(app, admin, 'GET', `/order/${order._id}`)).json()).data;
    expect(page.order.shipment!.failedDelivery).toMatchObject({ choice: 'change_address', chosenBy: 'shopper' });
    expect(page.order.shipment!.failedDelivery!.attemptedAt).toEqual(expect.any(String));
    await app.jobs.settled();
    const told = app.courier.simulated!.ndrActions.filter((a) => a.awb === shipment.awb);
    expect(told).toEqual([
      {
        awb: shipment.awb,
        action: { type: 'change_address', address: expect.objectContaining({ pin: '141002', phone: '9123456780' }) },
      },
    ]);
    // Answered once: a second answer is refused.
    expect((await call(app, null, 'POST', `/shipping/failed-delivery/${token}`, { choice: 'cancel' })).statusCode).toBe(
      409,
    );
    // The retried delivery goes through.
    await simulate(shipment.awb, 'out_for_delivery');
    await simulate(shipment.awb, 'delivered');
    expect((await orderRow(app, order._id)).status).toBe('delivered');
  });

  it('after 48 hours the link is gone (410) and the owner decides', async () => {
    const order = await processingOrder('cod');
    const shipment = await book(order._id);
    await simulate(shipment.awb, 'picked_up');
    await simulate(shipment.awb, 'delivery_failed');
    const past = new Date(Date.now() - 60_000);
    await app.db.update(shipments).set({ answerBy: past }).where(eq(shipments.id, shipment._id));
    // The link the server mailed for this deadline, signed with its own secret.
    const token = signFailedDeliveryToken(shippingSecret(app.config, 'failed-delivery-links'), shipment._id, past);
    expect((await call(app, null, 'GET', `/shipping/failed-delivery/${token}`)).statusCode).toBe(410);
    expect(
      (await call(app, null, 'POST', `/shipping/failed-delivery/${token}`, { choice: 'reattempt' })).statusCode,
    ).toBe(410);

    await app.jobs.runNow(FAILED_DELIVERY_WAIT_QUEUE);
    await app.jobs.settled();
    const [waiting] = await app.db.select().from(shipments).where(eq(shipments.id, shipment._id));
    expect(waiting!.ndrOwnerDecidesAt).toBeInstanceOf(Date);
    expect(await subjects(order.orderNumber)).toEqual(
      expect.arrayContaining([expect.stringContaining('needs your decision')]),
    );
    const list = envelope(OrderList).parse(
      (await call(app, admin, 'GET', '/order?shipping=failed_delivery')).json(),
    ).data;
    expect(list.orders.map((o) => o._id)).toContain(order._id);

    const decided = await call(app, admin, 'POST', `/order/${order._id}/shipment/failed-delivery`, {
      choice: 'cancel',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const decidedPage = envelope(AdminOrderAnswer).parse(
      (await call(app, admin, 'GET', `/order/${order._id}`)).json(),
    ).data;
    expect(decidedPage.order.shipment!.failedDelivery).toMatchObject({ choice: 'cancel', chosenBy: 'owner' });
    await app.jobs.settled();
    expect(app.courier.simulated!.ndrActions.filter((a) => a.awb === shipment.awb)).toEqual([
      { awb: shipment.awb, action: { type: 'return' } },
    ]);
    expect(
      (await call(app, buyer, 'POST', `/order/${order._id}/shipment/failed-delivery`, { choice: 'cancel' })).statusCode,
    ).toBe(403);
  });

  it('filters the admin list by where the parcel is', async () => {
    const toShip = await processingOrder();
    const moving = await processingOrder();
    const movingParcel = await book(moving._id);
    await simulate(movingParcel.awb, 'in_transit');
    const returning = await processingOrder();
    const returningParcel = await book(returning._id);
    await simulate(returningParcel.awb, 'picked_up');
    await simulate(returningParcel.awb, 'returning_to_origin');
    const ids = async (filter: string) =>
      envelope(OrderList)
        .parse((await call(app, admin, 'GET', `/order?shipping=${filter}&limit=100`)).json())
        .data.orders.map((o) => o._id);
    expect(await ids('to_ship')).toContain(toShip._id);
    expect(await ids('to_ship')).not.toContain(moving._id);
    expect(await ids('in_transit')).toEqual(expect.arrayContaining([moving._id]));
    expect(await ids('in_transit')).not.toContain(toShip._id);
    expect(await ids('returning')).toEqual([returning._id]);

    // The dashboard's list, which the owner's All Orders screen reads, filters the same way beside its method filter.
    const listed = async (body: object) =>
      envelope(OrderList)
        .parse((await call(app, admin, 'POST', '/dashboard/orders', { page: 1, limit: 50, ...body })).json())
        .data.orders.map((o) => o._id);
    expect(await listed({ shipping: 'returning' })).toEqual([returning._id]);
    expect(await listed({ shipping: 'in_transit' })).toContain(moving._id);
    expect(await listed({ shipping: 'in_transit' })).not.toContain(toShip._id);
    expect(await listed({ shipping: 'to_ship' })).toContain(toShip._id);
    expect(await listed({ shipping: 'returning', method: 'online' })).toEqual([]);

    // The all-orders CSV the owner downloads from that list holds the orders it lists.
    const exported = async (query: string) => {
      const res = await call(app, admin, 'GET', `/order/export.csv?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1);
      return rows.map((row) => row.split(',')[0]);
    };
    expect(await exported('shipping=returning')).toEqual([returning.orderNumber]);
    expect(await exported('shipping=to_ship')).toContain(toShip.orderNumber);
    expect(await exported('shipping=to_ship')).not.toContain(moving.orderNumber);
    expect(await exported('shipping=in_transit&method=cod')).toContain(moving.orderNumber);
    expect(await exported('shipping=returning&method=online')).toEqual([]);
    expect(await exported('shipping=all')).toEqual(expect.arrayContaining([toShip.orderNumber, returning.orderNumber]));
    const unknown = await call(app, admin, 'GET', '/order/export.csv?shipping=lost');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('shipping');
  });

  it('the poll asks the courier about parcels silent for 12 hours and applies what it says once', async () => {
    const order = await processingOrder();
    const shipment = await book(order._id);
    // The courier knows of a pickup whose webhook never came.
    app.courier.simulated!.happen(shipment.awb, 'picked_up');
    await app.db
      .update(shipments)
      .set({ lastHeardAt: new Date(Date.now() - 13 * 60 * 60_000) })
      .where(eq(shipments.id, shipment._id));
    await app.jobs.runNow(SHIPPING_POLL_QUEUE);
    await app.jobs.settled();
    expect((await orderRow(app, order._id)).status).toBe('shipped');
    await app.db
      .update(shipments)
      .set({ lastHeardAt: new Date(Date.now() - 13 * 60 * 60_000) })
      .where(eq(shipments.id, shipment._id));
    await app.jobs.runNow(SHIPPING_POLL_QUEUE);
    await app.jobs.settled();
    const [{ n }] = (
      (await app.db.execute(
        sql`select count(*)::int as n from ${shipmentEvents} where shipment_id = ${shipment._id}`,
      )) as unknown as {
        rows: [{ n: number }];
      }
    ).rows;
    expect(n).toBe(1);
  });

  it('books a reverse pickup for the returns feature, its events naming the return', async () => {
    const order = await processingOrder('cod', 2);
    const forward = await book(order._id);
    await simulate(forward.awb, 'delivered');
    const [item] = (
      (await app.db.execute(sql`select id from order_items where order_id = ${order._id}`)) as unknown as {
        rows: [{ id: string }];
      }
    ).rows;
    const returnId = '11111111-2222-4333-8444-555555555555';
    const reverse = await bookReturnShipment(app.shipping, {
      orderId: order._id,
      returnId,
      lines: [{ orderItemId: item.id, quantity: 1 }],
    });
    expect(reverse).toMatchObject({ direction: 'return', status: 'created', parcel: { weightGrams: 250 } });
    await simulate(reverse.awb, 'picked_up');
    await simulate(reverse.awb, 'delivered');
    const events = (
      (await app.db.execute(
        sql`select type, payload from outbox_events where payload->>'shipmentId' = ${reverse._id} order by position`,
      )) as unknown as { rows: { type: string; payload: { returnId: string; to?: string } }[] }
    ).rows;
    expect(events.map((e) => [e.type, e.payload.to ?? null, e.payload.returnId])).toEqual([
      ['shipment.booked', null, returnId],
      ['shipment.status-changed', 'picked_up', returnId],
      ['shipment.status-changed', 'delivered', returnId],
    ]);
    // The order is untouched by its return parcel.
    expect((await orderRow(app, order._id)).status).toBe('delivered');
    // The admin's "shown" parcel is still the forward one.
    expect(shipmentOf(await call(app, order.who, 'GET', `/order/${order._id}/shipment`)).awb).toBe(forward.awb);
  });
});

describe('the simulated courier call outside development', () => {
  it('is not there in production', async () => {
    const app = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PAYMENTS: 'simulated' });
    try {
      const res = await app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/shipping/simulated/events`,
        payload: { awb: 'SIM0000000000', event: 'delivered' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('the simulated courier on a clock (demos)', () => {
  it('walks a booked parcel one step forward each tick, moving its order', async () => {
    const app = await createTestApp({ RATE_LIMIT: 'off', SIMULATED_COURIER_CLOCK_SECONDS: '5' });
    try {
      const admin = await createAdmin(app);
      const [who] = (await createShoppers(app, 1)) as [Shopper];
      const tee = await createVariant(app);
      const { res } = await checkout(app, who, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
      const { order } = placed(res);
      expect((await call(app, admin, 'POST', `/order/${order._id}/shipment`, {})).statusCode).toBe(201);
      await expect
        .poll(async () => (await orderRow(app, order._id)).status, { timeout: 15_000, interval: 500 })
        .toBe('shipped');
    } finally {
      await app.close();
    }
  }, 30_000);
});
