import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AdminOrderAnswer,
  ReturnAnswer,
  ReturnList,
  ShipmentAnswer,
  envelope,
  type Return,
  type ShipmentStatus,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import {
  call,
  checkout,
  createAdmin,
  expectStockMatchesMovements,
  historyOf,
  placed,
  stockOf,
} from '../../../test/fixtures/orders.ts';
import { publish } from '../../../test/fixtures/events.ts';
import type { ShipmentRequest } from '../../lib/courier/courier.ts';
import { creditNotes, invoices, sentMails, shipments, stockMovements } from '../../db/schema/index.ts';
import { bookReplacementShipment, replacementShipmentOf } from '../shipping/index.ts';
import { expireExchanges, shipReplacement, type ReturnsDeps } from './returns.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An exchange's replacement ships as a forward parcel of the same order at no charge: sent when the
 * returned parcel reaches the shop (or at pickup, when the owner says so), with its own invoice,
 * booked once through the courier however often its job runs; the held unit is consumed once.
 */
describe("an exchange's replacement parcel", () => {
  let app: TestApp;
  let admin: Shopper;
  let tee: VariantFixture;
  let deps: ReturnsDeps;
  let booked: ShipmentRequest[];

  const returnOf = (res: { json(): unknown }): Return => envelope(ReturnAnswer).parse(res.json()).data.return;
  const move = async (id: string, status: string) => {
    const res = await call(app, admin, 'PUT', `/returns/${id}/status`, { status });
    expect(res.statusCode, res.body).toBe(200);
    return returnOf(res);
  };
  const simulate = async (awb: string, event: Exclude<ShipmentStatus, 'created' | 'cancelled'>) => {
    const res = await call(app, null, 'POST', '/shipping/simulated/events', { awb, event });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const mine = async (who: Shopper, id: string) =>
    envelope(ReturnList)
      .parse((await call(app, who, 'GET', '/returns/user')).json())
      .data.returns.find((r) => r._id === id)!;
  const replacementsOf = (returnId: string) =>
    app.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.returnId, returnId), eq(shipments.direction, 'forward')));
  const movementsOf = async (returnId: string) =>
    (await app.db.select().from(stockMovements).where(eq(stockMovements.referenceId, returnId)))
      .map((row) => `${row.reason} ${row.size} ${row.delta}`)
      .sort();

  /**
   * A cash-on-delivery order of one M, shipped through the courier and delivered by it: the order
   * has its own forward parcel, delivered, when the exchange is asked for.
   */
  async function deliveredByCourier() {
    const [who] = (await createShoppers(app, 1)) as [Shopper];
    const { res } = await checkout(app, who, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
    expect(res.statusCode, res.body).toBe(201);
    const order = placed(res).order;
    expect((await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'processing' })).statusCode).toBe(
      200,
    );
    const shipped = await call(app, admin, 'POST', `/order/${order._id}/shipment`, {});
    expect(shipped.statusCode, shipped.body).toBe(201);
    const own = envelope(ShipmentAnswer).parse(shipped.json()).data.shipment;
    await simulate(own.awb, 'picked_up');
    await simulate(own.awb, 'delivered');
    await app.jobs.settled();
    return { who, order, own };
  }

  async function askExchange(who: Shopper, orderId: string, itemId: string) {
    const res = await call(app, who, 'POST', '/returns', {
      orderId,
      lines: [{ itemId, quantity: 1, reason: 'too_small', exchangeSize: 'L' }],
      refundTo: 'store_credit',
    });
    expect(res.statusCode, res.body).toBe(201);
    return returnOf(res);
  }

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    tee = await createVariant(app, { pricePaise: 79_900, stock: { M: 50, L: 50 } });
    deps = {
      db: app.db,
      outbox: app.outbox as never,
      inventory: app.inventory,
      ledger: app.ledger,
      payments: app.payments,
      returnAddress: [],
      replacements: { ship: (input) => bookReplacementShipment(app.shipping, input), of: replacementShipmentOf },
    };
    booked = [];
    const book = app.courier.book.bind(app.courier);
    vi.spyOn(app.courier, 'book').mockImplementation(async (request) => {
      booked.push(request);
      return book(request);
    });
  });
  afterAll(() => app.close());

  it('ships when the parcel reaches the shop: invoice, one forward parcel at no charge, stock moved once', async () => {
    const { who, order, own } = await deliveredByCourier();
    const [m, l] = [await stockOf(app, tee.variantId, 'M'), await stockOf(app, tee.variantId, 'L')];
    const ret = await askExchange(who, order._id, order.items[0]!._id);
    expect(await stockOf(app, tee.variantId, 'L')).toBe(l - 1);

    await move(ret._id, 'approved');
    await app.jobs.settled();
    const pickup = (await mine(who, ret._id)).pickup!;
    expect(pickup).toMatchObject({ direction: 'return' });
    await simulate(pickup.awb, 'picked_up');
    await app.jobs.settled();
    // Not at pickup unless the owner says so: nothing is sent while the parcel travels.
    expect((await mine(who, ret._id)).replacement).toBeNull();
    expect(await replacementsOf(ret._id)).toHaveLength(0);

    await simulate(pickup.awb, 'delivered');
    await app.jobs.settled();
    const received = await mine(who, ret._id);
    expect(received.status).toBe('received');
    // The new size is on its way before the inspection, with its own invoice.
    expect(received.replacementInvoiceNumber).toMatch(/^SF\//);
    expect(received.replacement).toMatchObject({ direction: 'forward', status: 'created' });
    expect(received.replacement!.awb).not.toBe(own.awb);
    const request = booked.find((r) => r.direction === 'forward' && r.items[0]?.sku.endsWith('-L'))!;
    expect(request).toMatchObject({ collectPaise: 0, subtotalPaise: 79_900, items: [{ units: 1 }] });
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.returnId, ret._id));
    expect(invoice).toMatchObject({ orderId: order._id, totalPaise: 79_900 });
    expect(invoice!.lines[0]!.description).toContain('size L');
    // The credit note of the returned M waits for the inspection.
    expect(await app.db.select().from(creditNotes).where(eq(creditNotes.returnId, ret._id))).toHaveLength(0);
    expect(await stockOf(app, tee.variantId, 'L')).toBe(l - 1);
    expect(await stockOf(app, tee.variantId, 'M')).toBe(m);

    // The booking job run again (a retry, another instance) finds the parcel: booked once.
    await publish(app, [{ type: 'return.replacement-due', returnId: ret._id, orderId: order._id }]);
    await app.jobs.settled();
    expect(await replacementsOf(ret._id)).toHaveLength(1);
    const mails = await app.db
      .select()
      .from(sentMails)
      .where(like(sentMails.subject, `%new size for order #${order.orderNumber} is on its way`));
    expect(mails.map((mail) => mail.key)).toEqual([`return-replacement:${ret._id}`]);

    // The owner's order page and the shopper's order still show the order's own parcel, delivered.
    const page = envelope(AdminOrderAnswer).parse((await call(app, admin, 'GET', `/order/${order._id}`)).json()).data;
    expect(page.order).toMatchObject({ status: 'delivered', shipment: { awb: own.awb, status: 'delivered' } });
    const theirs = await call(app, admin, 'GET', `/returns?orderId=${order._id}`);
    expect(envelope(ReturnList).parse(theirs.json()).data.returns[0]!.replacement!.awb).toBe(received.replacement!.awb);

    // The replacement's own journey never moves the order, nor mails as the order's parcel does.
    const history = (await historyOf(app, order._id)).length;
    for (const step of ['picked_up', 'out_for_delivery', 'delivered'] as const)
      await simulate(received.replacement!.awb, step);
    await app.jobs.settled();
    expect((await mine(who, ret._id)).replacement).toMatchObject({ status: 'delivered' });
    expect((await historyOf(app, order._id)).length).toBe(history);
    const outForDelivery = await app.db
      .select()
      .from(sentMails)
      .where(like(sentMails.subject, `%#${order.orderNumber}%out for delivery%`));
    expect(outForDelivery).toHaveLength(0);

    const accepted = await move(ret._id, 'accepted');
    expect(accepted.creditNoteNumber).toMatch(/^CN\//);
    expect(accepted.replacementInvoiceNumber).toBe(received.replacementInvoiceNumber);
    expect(await app.db.select().from(invoices).where(eq(invoices.returnId, ret._id))).toHaveLength(1);
    expect(await stockOf(app, tee.variantId, 'M')).toBe(m + 1);
    expect(await stockOf(app, tee.variantId, 'L')).toBe(l - 1);
    expect(await movementsOf(ret._id)).toEqual(['exchange-held L -1', 'return-restocked M 1']);
    await expectStockMatchesMovements(app, tee.variantId);
    const [ownInvoice] = await app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order._id), isNull(invoices.returnId)));
    expect(ownInvoice!.number).not.toBe(invoice!.number);
  });

  it('two booking jobs at the same instant leave one live parcel (the loser is called off with the courier)', async () => {
    const { who, order } = await deliveredByCourier();
    const ret = await askExchange(who, order._id, order.items[0]!._id);
    await move(ret._id, 'approved');
    await app.jobs.settled();
    // The owner marks the parcel received by hand; the jobs below race the one it wrote.
    const [cancelledBefore, bookedBefore] = [app.courier.simulated!.cancelled.length, booked.length];
    await move(ret._id, 'received');
    await Promise.all([shipReplacement(deps, ret._id), shipReplacement(deps, ret._id), shipReplacement(deps, ret._id)]);
    await app.jobs.settled();
    const rows = await replacementsOf(ret._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('created');
    // Every booking but the one kept was called off with the courier.
    expect(booked.length - bookedBefore).toBeGreaterThanOrEqual(1);
    expect(app.courier.simulated!.cancelled.length - cancelledBefore).toBe(booked.length - bookedBefore - 1);
    expect((await mine(who, ret._id)).replacement!.awb).toBe(rows[0]!.awb);
  });

  it('at pickup when the owner says so: sent once the courier has the parcel; never expired, never given back', async () => {
    expect(
      (await call(app, admin, 'PUT', '/returns/settings', { feeRupees: 60, replacementAtPickup: true })).statusCode,
    ).toBe(200);
    const { who, order } = await deliveredByCourier();
    const [m, l] = [await stockOf(app, tee.variantId, 'M'), await stockOf(app, tee.variantId, 'L')];
    const ret = await askExchange(who, order._id, order.items[0]!._id);
    await move(ret._id, 'approved');
    await app.jobs.settled();
    const pickup = (await mine(who, ret._id)).pickup!;
    await simulate(pickup.awb, 'picked_up');
    await simulate(pickup.awb, 'in_transit');
    await app.jobs.settled();
    const travelling = await mine(who, ret._id);
    expect(travelling.status).toBe('approved');
    expect(travelling.replacement).toMatchObject({ direction: 'forward' });
    expect(travelling.replacementInvoiceNumber).toMatch(/^SF\//);
    expect(await replacementsOf(ret._id)).toHaveLength(1);

    // Fourteen days on, an exchange whose parcel is still travelling is not expired: its size is sent.
    expect(await expireExchanges(deps, new Date(Date.now() + 15 * DAY_MS))).not.toContain(ret._id);

    await simulate(pickup.awb, 'delivered');
    await app.jobs.settled();
    expect((await mine(who, ret._id)).status).toBe('received');
    expect(await replacementsOf(ret._id)).toHaveLength(1);
    expect(await app.db.select().from(invoices).where(eq(invoices.returnId, ret._id))).toHaveLength(1);

    // The inspection fails: the replacement already went, so nothing goes back on the shelf.
    const refused = await call(app, admin, 'PUT', `/returns/${ret._id}/status`, {
      status: 'refused',
      note: 'Worn and washed',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await stockOf(app, tee.variantId, 'L')).toBe(l - 1);
    expect(await stockOf(app, tee.variantId, 'M')).toBe(m);
    expect(await movementsOf(ret._id)).toEqual(['exchange-held L -1']);
    await expectStockMatchesMovements(app, tee.variantId);
    expect(
      (await call(app, admin, 'PUT', '/returns/settings', { feeRupees: 60, replacementAtPickup: false })).statusCode,
    ).toBe(200);
  });

  it('is not sent at pickup while the setting is off', async () => {
    const { who, order } = await deliveredByCourier();
    const l = await stockOf(app, tee.variantId, 'L');
    const ret = await askExchange(who, order._id, order.items[0]!._id);
    await move(ret._id, 'approved');
    await app.jobs.settled();
    const pickup = (await mine(who, ret._id)).pickup!;
    await simulate(pickup.awb, 'picked_up');
    await app.jobs.settled();
    expect((await mine(who, ret._id)).replacement).toBeNull();
    expect(await app.db.select().from(invoices).where(eq(invoices.returnId, ret._id))).toHaveLength(0);
    expect(await stockOf(app, tee.variantId, 'L')).toBe(l - 1);
  });
});
