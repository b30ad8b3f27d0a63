import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_TTL_HOURS, OrderAnswer, SUCCESS, envelope, type Order } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  DELIVERY_ADDRESS,
  createShoppers,
  createVariant,
  type Shopper,
  type VariantFixture,
} from '../../../test/fixtures/cart.ts';
import {
  call,
  capturedWebhook,
  checkout,
  createAdmin,
  historyOf,
  lifecycleOf,
  orderRow,
  payOnline,
  placed,
  stockOf,
  untilNonePending,
} from '../../../test/fixtures/orders.ts';
import { orderIdempotencyKeys, orderStatusHistory, orders } from '../../db/schema/index.ts';
import { changeOrder, expireUnpaidOnlineOrders } from './orders.lifecycle.ts';
import { REFUND_RECONCILIATION_QUEUE, reconcileRefunds } from '../payments/index.ts';
import { lockOrder } from './orders.repository.ts';
import { loadOrders } from './orders.service.ts';
import { eventsAfter, outboxEnd } from '../../../test/fixtures/events.ts';

/** The test's flaky subscriber: refuses this many more deliveries, then records the orders it handled. */
const flaky = { refusals: 0, attempts: new Map<string, number>(), handled: new Set<string>() };

describe('the order lifecycle', () => {
  let app: TestApp;
  let admin: Shopper;
  let tee: VariantFixture;
  /** Where the outbox ended before the step under test. */
  let mark = 0;
  const events = () => eventsAfter(app, mark);

  const orderOf = (res: { json(): unknown }): Order => envelope(OrderAnswer).parse(res.json()).data.order;
  /** The order as its owner reads it now. */
  const current = async (id: string): Promise<Order> => (await loadOrders(app.db, [id]))[0]!;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    app.orderEvents.subscribe('test-flaky', ['order.placed'], async (event) => {
      flaky.attempts.set(event.orderId, (flaky.attempts.get(event.orderId) ?? 0) + 1);
      if (flaky.refusals > 0) {
        flaky.refusals -= 1;
        throw new Error('mail server down');
      }
      flaky.handled.add(event.orderId);
    });
    admin = await createAdmin(app);
    tee = await createVariant(app, { pricePaise: 50_000, stock: { M: 500, L: 5 } });
  });
  afterAll(() => app.close());

  describe('the unpaid-order sweep', () => {
    it('cancels 32 orders expiring at the same moment, each with its stock back and one history row, even with two sweeps at once', async () => {
      const shoppers = await createShoppers(app, 32);
      const before = await stockOf(app, tee.variantId, 'M');
      const ids: string[] = [];
      for (const shopper of shoppers) {
        const { res } = await checkout(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 2 }, 'online');
        expect(res.statusCode).toBe(201);
        ids.push(placed(res).order._id);
      }
      expect(await stockOf(app, tee.variantId, 'M')).toBe(before - 64);
      const sameMoment = new Date(Date.now() - 31 * 60_000);
      await app.db.update(orders).set({ createdAt: sameMoment }).where(inArray(orders.id, ids));

      const [one, two] = await Promise.all([
        expireUnpaidOnlineOrders(lifecycleOf(app)),
        expireUnpaidOnlineOrders(lifecycleOf(app)),
      ]);
      // Each order is cancelled by one sweep only. The shop's own sweep runs every minute beside
      // these two and may take some of them: what counts is that every one ends cancelled, once.
      const swept = [...one, ...two];
      expect(new Set(swept).size).toBe(swept.length);
      expect(swept.every((id) => ids.includes(id))).toBe(true);
      await untilNonePending(app, ids);
      expect(await stockOf(app, tee.variantId, 'M')).toBe(before);
      const rows = await app.db.select().from(orders).where(inArray(orders.id, ids));
      expect(rows.every((r) => r.status === 'cancelled' && r.paymentStatus === 'failed')).toBe(true);
      const cancelledRows = await app.db
        .select({ orderId: orderStatusHistory.orderId })
        .from(orderStatusHistory)
        .where(inArray(orderStatusHistory.orderId, ids));
      // One "placed" and one "cancelled" row per order.
      expect(cancelledRows).toHaveLength(64);
      expect(await expireUnpaidOnlineOrders(lifecycleOf(app))).toEqual([]);
      // 64 requests and two sweeps of 32 orders: a few seconds alone, far more on a busy machine.
    }, 120_000);
  });

  describe('no hoarding', () => {
    it('checking the same cart line out again replaces the older unpaid order instead of stacking', async () => {
      const [buyer] = (await createShoppers(app, 1)) as [Shopper];
      const before = await stockOf(app, tee.variantId, 'L');
      const first = await checkout(app, buyer, { variantId: tee.variantId, size: 'L', quantity: 1 }, 'online');
      const firsts = [placed(first.res).order._id];
      for (let i = 0; i < 5; i++) {
        const res = await call(app, buyer, 'POST', '/order', {
          itemIds: [first.itemId],
          paymentMethod: 'online',
          contact: '9876543210',
          shippingAddress: DELIVERY_ADDRESS,
        });
        expect(res.statusCode).toBe(201);
        firsts.push(placed(res).order._id);
      }
      expect(await stockOf(app, tee.variantId, 'L')).toBe(before - 1);
      const rows = await app.db.select().from(orders).where(inArray(orders.id, firsts));
      expect(rows.filter((r) => r.status === 'pending')).toHaveLength(1);
      expect(rows.find((r) => r.status === 'pending')!.id).toBe(firsts.at(-1));
      expect(await historyOf(app, firsts[0]!)).toEqual([
        { from: null, to: 'pending' },
        { from: 'pending', to: 'cancelled' },
      ]);
    });

    it('parallel checkouts of one line leave one live order and the rest of the size on sale', async () => {
      const [buyer] = (await createShoppers(app, 1)) as [Shopper];
      const before = await stockOf(app, tee.variantId, 'M');
      const { itemId } = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'online');
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          call(app, buyer, 'POST', '/order', {
            itemIds: [itemId],
            paymentMethod: 'online',
            contact: '9876543210',
            shippingAddress: DELIVERY_ADDRESS,
          }),
        ),
      );
      expect(results.every((r) => r.statusCode === 201)).toBe(true);
      const live = await app.db.select().from(orders).where(eq(orders.userId, buyer.id));
      expect(live.filter((r) => r.status === 'pending')).toHaveLength(1);
      expect(await stockOf(app, tee.variantId, 'M')).toBe(before - 1);
    });

    it('allows at most 3 live unpaid online orders per customer', async () => {
      const [buyer] = (await createShoppers(app, 1)) as [Shopper];
      const sizes = ['M', 'L', 'XL'] as const;
      const variant = await createVariant(app, { pricePaise: 30_000, stock: { M: 5, L: 5, XL: 5, XXL: 5 } });
      for (const size of sizes) {
        const { res } = await checkout(app, buyer, { variantId: variant.variantId, size, quantity: 1 }, 'online');
        expect(res.statusCode).toBe(201);
      }
      const { res } = await checkout(app, buyer, { variantId: variant.variantId, size: 'XXL', quantity: 1 }, 'online');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('3 online orders waiting for payment');
      expect(await stockOf(app, variant.variantId, 'XXL')).toBe(5);
      // Cash on delivery is not held back by unpaid online orders.
      const cod = await checkout(app, buyer, { variantId: variant.variantId, size: 'XXL', quantity: 1 }, 'cod');
      expect(cod.res.statusCode).toBe(201);
    });
  });

  describe('Idempotency-Key on POST /order', () => {
    it('answers the first result for the same key and body, refuses another body with 409', async () => {
      const [buyer] = (await createShoppers(app, 1)) as [Shopper];
      const headers = { 'idempotency-key': 'checkout-7f3a' };
      const first = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod', headers);
      expect(first.res.statusCode).toBe(201);
      const before = await stockOf(app, tee.variantId, 'M');
      const body = {
        itemIds: [first.itemId],
        paymentMethod: 'cod',
        contact: '9876543210',
        shippingAddress: DELIVERY_ADDRESS,
      };
      const again = await call(app, buyer, 'POST', '/order', body, headers);
      expect(again.statusCode).toBe(201);
      expect(placed(again).order._id).toBe(placed(first.res).order._id);
      expect(await stockOf(app, tee.variantId, 'M')).toBe(before);
      expect(await app.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(1);

      const other = await call(app, buyer, 'POST', '/order', { ...body, paymentMethod: 'online' }, headers);
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe('This Idempotency-Key was already used for a different order request');

      // Another customer's same key is their own.
      const [stranger] = (await createShoppers(app, 1)) as [Shopper];
      const theirs = await checkout(
        app,
        stranger,
        { variantId: tee.variantId, size: 'M', quantity: 1 },
        'cod',
        headers,
      );
      expect(theirs.res.statusCode).toBe(201);
      expect(placed(theirs.res).order._id).not.toBe(placed(first.res).order._id);
    });

    it("a key claimed more than 24 hours ago places a new order, and that order is then the key's answer", async () => {
      const [buyer] = (await createShoppers(app, 1)) as [Shopper];
      const headers = { 'idempotency-key': 'checkout-old-key' };
      const first = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod', headers);
      expect(first.res.statusCode).toBe(201);
      // Just inside the day the key still answers the first order; a moment past it, it is free.
      const aged = (hours: number) =>
        app.db
          .update(orderIdempotencyKeys)
          .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
          .where(eq(orderIdempotencyKeys.userId, buyer.id));
      await aged(IDEMPOTENCY_KEY_TTL_HOURS - 0.1);
      const body = {
        itemIds: [first.itemId],
        paymentMethod: 'cod',
        contact: '9876543210',
        shippingAddress: DELIVERY_ADDRESS,
      };
      const second = await call(app, buyer, 'POST', '/order', body, headers);
      expect(second.statusCode).toBe(201);
      expect(placed(second).order._id).toBe(placed(first.res).order._id);
      await aged(IDEMPOTENCY_KEY_TTL_HOURS + 0.1);
      const third = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod', headers);
      expect(third.res.statusCode).toBe(201);
      const newOrder = placed(third.res).order._id;
      expect(newOrder).not.toBe(placed(first.res).order._id);
      expect(await app.db.select().from(orders).where(eq(orders.userId, buyer.id))).toHaveLength(2);
      // One row for the key, now naming the new order: a retry answers it.
      const keys = await app.db.select().from(orderIdempotencyKeys).where(eq(orderIdempotencyKeys.userId, buyer.id));
      expect(keys.map((k) => k.orderId)).toEqual([newOrder]);
    });
  });

  describe('admin changes, refunds and cancellation requests', () => {
    const payWholeOrder = async (buyer: Shopper, quantity = 1) => {
      const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity }, 'online');
      const answer = placed(res);
      const { res: verified, paymentId } = await payOnline(app, buyer, answer);
      expect(verified.statusCode).toBe(200);
      return { answer, paymentId };
    };

    it('cancelling a paid online order refunds it once through the payments port, shown on the order and in the CSV', async () => {
      const [buyer] = (await createShoppers(app, 1)) as [Shopper];
      const before = await stockOf(app, tee.variantId, 'M');
      const { answer, paymentId } = await payWholeOrder(buyer, 2);
      mark = await outboxEnd(app);
      const res = await call(app, admin, 'PUT', `/order/${answer.order._id}/status`, { status: 'cancelled' });
      expect(res.statusCode).toBe(200);
      // The refund is owed from the commit on, and asked of the provider by a job right after it:
      // the answer, read after the commit, may already show it done.
      expect(orderOf(res).status).toBe('cancelled');
      expect(['refund_pending', 'refunded']).toContain(orderOf(res).paymentStatus);
      // The refund's job, not every mail queued meanwhile: a busy machine writes those later.
      await vi.waitFor(async () => expect((await current(answer.order._id)).paymentStatus).toBe('refunded'), {
        timeout: 60_000,
        interval: 200,
      });
      const order = await current(answer.order._id);
      expect(order.status).toBe('cancelled');
      expect(order.paymentStatus).toBe('refunded');
      expect(order.refund).toMatchObject({ amount: answer.order.totalAmount, status: 'processed' });
      expect(order.refund!.id).toMatch(/^rfnd_/);
      expect(await stockOf(app, tee.variantId, 'M')).toBe(before);
      const refunds = app.payments.simulated!.refunds.filter((r) => r.paymentId === paymentId);
      expect(refunds).toEqual([
        { id: order.refund!.id, paymentId, amount: answer.razorpayOrder!.amount, status: 'processed' },
      ]);
      // The units back (announced by the inventory as the cancellation returns them), then the order's events.
      expect(
        (await events()).map((e) => ('to' in e && e.type === 'order.payment-changed' ? `payment ${e.to}` : e.type)),
      ).toEqual([
        'stock.changed',
        'refund.due',
        'payment refund_pending',
        'order.cancelled',
        'refund.settled',
        'payment refunded',
        'order.refund-updated',
      ]);

      // Cancelling it again (a stale screen) changes nothing, refunds nothing more, and is no error.
      const again = await call(app, admin, 'PUT', `/order/${answer.order._id}/status`, { status: 'cancelled' });
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toBe(SUCCESS.orderStatusUnchanged(order.orderNumber, 'cancelled'));
      // A late webhook for the same payment changes nothing and refunds nothing more.
      await capturedWebhook(app, answer.razorpayOrder!.id, paymentId, answer.razorpayOrder!.amount, 'evt-after');
      expect(app.payments.simulated!.refunds.filter((r) => r.paymentId === paymentId)).toHaveLength(1);

      const csv = await call(app, admin, 'GET', '/order/export.csv');
      const line = csv.body.split('\r\n').find((l) => l.startsWith(order.orderNumber))!;
      expect(line.endsWith(`,Refunded,Refunded,${order.refund!.id},${order.totalAmount.toFixed(2)}`), line).toBe(true);
    });

    it('a refund the provider refuses stays pending and is tried again until the provider takes it, once', async () => {
      const [buyer] = (await createShoppers(app, 1)) as [Shopper];
      const { answer, paymentId } = await payWholeOrder(buyer);
      const gateway = app.payments.simulated!;
      gateway.failRefunds = true;
      try {
        const res = await call(app, admin, 'PUT', `/order/${answer.order._id}/status`, { status: 'cancelled' });
        expect(res.statusCode).toBe(200);
        expect(orderOf(res)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
        // Refused twice at least: the job is waiting for its next try, the last error kept.
        await vi.waitFor(
          async () => {
            const { jobs } = await app.jobs.list({ state: 'retrying', limit: 50, offset: 0 });
            const job = jobs.find((j) => j.queue === 'event.refunds');
            expect(job?.retryCount).toBeGreaterThanOrEqual(2);
            expect(job?.lastError).toBeTruthy();
          },
          { timeout: 15_000, interval: 100 },
        );
        const waiting = await current(answer.order._id);
        expect(waiting).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_pending' });
      } finally {
        gateway.failRefunds = false;
      }
      await vi.waitFor(
        async () => {
          const order = await current(answer.order._id);
          expect(order).toMatchObject({ paymentStatus: 'refunded', refund: { status: 'processed' } });
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(gateway.refunds.filter((r) => r.paymentId === paymentId)).toHaveLength(1);
    });

    it('a refund the provider holds is settled by the reconciliation an hour later, once, when no webhook came', async () => {
      const [buyer] = (await createShoppers(app, 1)) as [Shopper];
      const { answer, paymentId } = await payWholeOrder(buyer);
      const gateway = app.payments.simulated!;
      gateway.holdRefunds = true;
      try {
        await call(app, admin, 'PUT', `/order/${answer.order._id}/status`, { status: 'cancelled' });
        // The refund's job asked the provider and wrote down the provider's refund (the mails
        // queued beside it may still be written): until then there is nothing to reconcile.
        await vi.waitFor(
          async () => {
            const asked = gateway.refunds.find((r) => r.paymentId === paymentId);
            expect(asked).toBeDefined();
            expect((await current(answer.order._id)).refund).toMatchObject({ id: asked!.id });
          },
          { timeout: 60_000, interval: 100 },
        );
      } finally {
        gateway.holdRefunds = false;
      }
      const held = gateway.refunds.find((r) => r.paymentId === paymentId)!;
      expect(held.status).toBe('pending');
      gateway.settleRefund(held.id, 'processed');
      // Within the hour the provider's webhook is waited for.
      expect(await reconcileRefunds(lifecycleOf(app))).toBe(0);
      const anHourOn = new Date(Date.now() + 61 * 60_000);
      expect(await reconcileRefunds(lifecycleOf(app), anHourOn)).toBe(1);
      expect(await current(answer.order._id)).toMatchObject({
        paymentStatus: 'refunded',
        refund: { id: held.id, status: 'processed' },
      });
      expect(await reconcileRefunds(lifecycleOf(app), anHourOn)).toBe(0);
      // It runs as a schedule of the job engine.
      const schedules = (await app.db.execute(
        sql`select cron from pgboss.schedule where name = ${REFUND_RECONCILIATION_QUEUE}`,
      )) as unknown as { rows: { cron: string }[] };
      expect(schedules.rows).toEqual([{ cron: '*/10 * * * *' }]);
    });

    it('approving a request cancels the order, puts stock back and refunds it', async () => {
      const [buyer] = (await createShoppers(app, 1)) as [Shopper];
      const before = await stockOf(app, tee.variantId, 'M');
      const { answer } = await payWholeOrder(buyer);
      const asked = await call(app, buyer, 'POST', '/order/cancel', {
        orderId: answer.order._id,
        reason: 'Wrong size',
      });
      expect(asked.statusCode).toBe(200);
      expect(orderOf(asked).cancellationRequest).toMatchObject({ requested: true, outcome: 'open' });

      mark = await outboxEnd(app);
      const approved = await call(app, admin, 'POST', `/order/${answer.order._id}/cancellation/approve`);
      expect(approved.statusCode).toBe(200);
      // Refunded by a job after the commit, which may have run before the answer was read.
      expect(orderOf(approved).status).toBe('cancelled');
      expect(['refund_pending', 'refunded']).toContain(orderOf(approved).paymentStatus);
      // The refund's job, not every mail queued meanwhile: a busy machine writes those later.
      await vi.waitFor(async () => expect((await current(answer.order._id)).paymentStatus).toBe('refunded'), {
        timeout: 60_000,
        interval: 200,
      });
      // The approval committed the refund as owed; the job then made it.
      const payments = (await events()).flatMap((e) =>
        e.type === 'order.payment-changed' && 'to' in e && 'orderId' in e && e.orderId === answer.order._id
          ? [e.to]
          : [],
      );
      expect(payments).toEqual(['refund_pending', 'refunded']);
      const order = await current(answer.order._id);
      expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect(order.cancellationRequest).toMatchObject({ outcome: 'approved', outcomeNote: null });
      expect(order.cancellationRequest.decidedAt).not.toBeNull();
      expect(await stockOf(app, tee.variantId, 'M')).toBe(before);
      expect((await call(app, admin, 'POST', `/order/${answer.order._id}/cancellation/approve`)).statusCode).toBe(409);
    });

    it('declining keeps the order with a note the customer reads; a request cannot be made twice', async () => {
      const [buyer] = (await createShoppers(app, 1)) as [Shopper];
      const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
      const id = placed(res).order._id;
      await call(app, buyer, 'POST', '/order/cancel', { orderId: id, reason: 'Changed my mind' });
      const blank = await call(app, admin, 'POST', `/order/${id}/cancellation/decline`, { note: '  ' });
      expect(blank.statusCode).toBe(400);
      mark = await outboxEnd(app);
      const declined = await call(app, admin, 'POST', `/order/${id}/cancellation/decline`, { note: 'Already packed' });
      expect(declined.statusCode).toBe(200);
      // Accepted cash on delivery went on to processing by itself as it was placed.
      expect(orderOf(declined)).toMatchObject({ status: 'processing' });
      expect(orderOf(declined).cancellationRequest).toMatchObject({
        outcome: 'declined',
        outcomeNote: 'Already packed',
      });
      expect(await events()).toEqual([
        { type: 'order.cancellation-declined', orderId: id, note: 'Already packed', automatic: false },
      ]);
      const twice = await call(app, buyer, 'POST', '/order/cancel', { orderId: id, reason: 'Please' });
      expect(twice.statusCode).toBe(400);
    });

    it('shipping an order with an open request declines it automatically; delivery marks cash on delivery paid', async () => {
      const [buyer] = (await createShoppers(app, 1)) as [Shopper];
      const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
      const id = placed(res).order._id;
      await call(app, buyer, 'POST', '/order/cancel', { orderId: id, reason: 'Too late?' });
      mark = await outboxEnd(app);
      const shipped = orderOf(await call(app, admin, 'PUT', `/order/${id}/status`, { status: 'shipped' }));
      expect(shipped.cancellationRequest).toMatchObject({
        outcome: 'declined',
        outcomeNote: 'The order had already been shipped',
      });
      expect((await events()).map((e) => e.type)).toEqual(['order.cancellation-declined', 'order.status-changed']);
      const delivered = orderOf(await call(app, admin, 'PUT', `/order/${id}/status`, { status: 'delivered' }));
      expect(delivered).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
      expect(await historyOf(app, id)).toEqual([
        { from: null, to: 'pending' },
        { from: 'pending', to: 'processing' },
        { from: 'processing', to: 'shipped' },
        { from: 'shipped', to: 'delivered' },
      ]);
    });
  });

  describe('events and in-transaction effects', () => {
    it('a failing subscriber never affects the order and is tried again; a failing effect rolls the change back, events and all', async () => {
      const [buyer] = (await createShoppers(app, 1)) as [Shopper];
      const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
      expect(res.statusCode).toBe(201);
      const id = placed(res).order._id;
      await app.jobs.settled();
      expect(flaky.handled.has(id)).toBe(true);

      // A subscriber that fails is tried again, with the same event, until it succeeds; the order is untouched.
      const [second] = (await createShoppers(app, 1)) as [Shopper];
      flaky.refusals = 2;
      const again = await checkout(app, second, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
      expect(again.res.statusCode).toBe(201);
      const secondId = placed(again.res).order._id;
      await vi.waitFor(() => expect(flaky.handled.has(secondId)).toBe(true), { timeout: 15_000, interval: 100 });
      expect(flaky.attempts.get(secondId)).toBe(3);
      expect((await orderRow(app, secondId)).status).toBe('processing');

      let failing = true;
      app.orderEvents.registerTransitionEffect(async (_tx, event) => {
        if (failing && event.type === 'order.status-changed' && event.orderId === id) throw new Error('no invoice');
      });
      mark = await outboxEnd(app);
      const refused = await call(app, admin, 'PUT', `/order/${id}/status`, { status: 'shipped' });
      expect(refused.statusCode).toBe(500);
      expect(await events()).toEqual([]);
      expect((await orderRow(app, id)).status).toBe('processing');
      expect(await historyOf(app, id)).toHaveLength(2);
      failing = false;
      const done = await call(app, admin, 'PUT', `/order/${id}/status`, { status: 'shipped' });
      expect(done.statusCode).toBe(200);
    });
  });

  describe('the declared tables', () => {
    it('refuse a payment or status move they do not list, even from code that skipped its own checks', async () => {
      const [buyer] = (await createShoppers(app, 1)) as [Shopper];
      const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
      const id = placed(res).order._id;
      const attempt = (changes: Parameters<typeof changeOrder>[3]) =>
        app.db.transaction(async (tx) => {
          const order = (await lockOrder(tx, id))!;
          await changeOrder(tx, () => {}, order, changes);
        });
      await expect(attempt({ paymentStatus: 'refunded' })).rejects.toThrow('not in the payment table');
      await expect(attempt({ paymentStatus: 'refund_failed' })).rejects.toThrow('not in the payment table');
      await call(app, admin, 'PUT', `/order/${id}/status`, { status: 'shipped' });
      await expect(attempt({ status: 'pending' })).rejects.toThrow('not in the order table');
      expect(await orderRow(app, id)).toMatchObject({ status: 'shipped', paymentStatus: 'pending' });
    });
  });

  describe('payments arriving together', () => {
    it('a verify and two webhooks for one payment at once: paid once, never a 500', async () => {
      const buyers = await createShoppers(app, 4);
      for (const buyer of buyers) {
        const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'online');
        const answer = placed(res);
        const gateway = app.payments.simulated!;
        const paymentId = gateway.newPaymentId();
        const amount = answer.razorpayOrder!.amount;
        const providerOrderId = answer.razorpayOrder!.id;
        const answers = await Promise.all([
          call(app, buyer, 'POST', '/order/verify', {
            orderId: answer.order._id,
            razorpayPaymentId: paymentId,
            razorpaySignature: gateway.signPayment(providerOrderId, paymentId),
            itemIds: [],
          }),
          capturedWebhook(app, providerOrderId, paymentId, amount),
          capturedWebhook(app, providerOrderId, paymentId, amount, `evt_${paymentId}`),
        ]);
        expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
        expect(await orderRow(app, answer.order._id)).toMatchObject({
          paymentStatus: 'paid',
          razorpayPaymentId: paymentId,
        });
      }
    }, 30_000);
  });
});
