import crypto from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  API_BASE_PATH,
  CreateOrderAnswer,
  OrderAnswer,
  PublicConfig,
  SHOPPING_MESSAGES,
  SimulatedFaults,
  SimulatedPayAnswer,
  SimulatedRefundList,
  envelope,
  type CreateOrderAnswer as Placed,
  type Size,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { cartItems, orderItems, orders, paymentEvents, variantStock } from '../../db/schema/index.ts';
import { hmacSha256Hex, paymentSignature } from '../../lib/payments/signature.ts';
import { simulatedPayments } from '../../lib/payments/simulated.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
  type VariantFixture,
} from '../../../test/fixtures/cart.ts';
import { untilNonePending } from '../../../test/fixtures/orders.ts';
import { expireUnpaidOnlineOrders, UNPAID_SWEEP_QUEUE } from '../orders/index.ts';

const lifecycleOf = (a: TestApp) => ({
  db: a.db,
  payments: a.payments,
  events: a.orderEvents,
  inventory: a.inventory,
  ledger: a.ledger,
});

const PAID_OUT = '00000000-0000-4000-8000-000000000000';

describe('online payment through the simulated gateway', () => {
  let app: TestApp;
  let shopper: Shopper;
  let other: Shopper;
  let tee: VariantFixture;

  const post = (who: Shopper | null, url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${url}`,
      payload,
      headers: { ...(who ? { cookie: who.cookie } : {}), ...headers },
    });
  const orderRow = async (id: string) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const stockOf = async (variantId: string, size: Size) =>
    (
      await app.db
        .select({ quantity: variantStock.quantity })
        .from(variantStock)
        .where(and(eq(variantStock.variantId, variantId), eq(variantStock.size, size)))
    )[0]!.quantity;
  const cartLineIds = async (who: Shopper) =>
    (await app.inject({ url: `${API_BASE_PATH}/cart`, headers: { cookie: who.cookie } }))
      .json()
      .data.cart.items.map((i: { _id: string }) => i._id);

  /** Adds a line and places an online order for it; answers the order, provider order and line id. */
  const placeOnline = async (who: Shopper, quantity = 1): Promise<Placed & { itemId: string }> => {
    const itemId = await addToCart(app, who, { variantId: tee.variantId, size: 'M', quantity });
    const res = await post(who, '/order', {
      itemIds: [itemId],
      paymentMethod: 'online',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    });
    expect(res.statusCode).toBe(201);
    return { ...envelope(CreateOrderAnswer).parse(res.json()).data, itemId };
  };
  const pay = async (who: Shopper, razorpayOrderId: string) => {
    const res = await post(who, '/payments/simulated/pay', { razorpayOrderId, outcome: 'success' });
    expect(res.statusCode).toBe(200);
    return envelope(SimulatedPayAnswer).parse(res.json()).data;
  };
  const webhook = (event: object, sign: (raw: string) => string, eventId?: string) => {
    const raw = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/payments/webhook`,
      payload: raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sign(raw),
        ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
      },
    });
  };
  const switchFaults = async (body: object) => {
    const res = await post(null, '/payments/simulated/faults', body);
    expect(res.statusCode).toBe(200);
    return envelope(SimulatedFaults).parse(res.json()).data;
  };
  /** The refunds of one payment as the simulated provider lists them. */
  const providerRefundsOf = async (paymentId: string) => {
    const res = await app.inject(`${API_BASE_PATH}/payments/simulated/refunds`);
    expect(res.statusCode).toBe(200);
    return envelope(SimulatedRefundList)
      .parse(res.json())
      .data.refunds.filter((r) => r.paymentId === paymentId);
  };
  const capturedEvent = (razorpayOrderId: string, paymentId: string, amount: number) => ({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, order_id: razorpayOrderId } } },
  });

  beforeAll(async () => {
    app = await createTestApp();
    [shopper, other] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    tee = await createVariant(app, { pricePaise: 74_900, stock: { M: 50 } });
  });
  afterAll(() => app.close());

  it('tells the web which gateway runs and serves its checkout script', async () => {
    const config = envelope(PublicConfig).parse((await app.inject(`${API_BASE_PATH}/config`)).json()).data;
    expect(config).toEqual({
      paymentProvider: 'simulated',
      razorpayKeyId: 'rzp_test_simulated',
      checkoutScriptUrl: `${API_BASE_PATH}/payments/simulated/checkout.js`,
    });
    const script = await app.inject(config.checkoutScriptUrl);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('window.Razorpay = Razorpay');
    expect(script.body).toContain(`'${API_BASE_PATH}/payments/simulated/pay'`);
  });

  it('pays, verifies once and removes the paid lines from the cart', async () => {
    const placed = await placeOnline(shopper);
    const response = await pay(shopper, placed.razorpayOrder!.id);
    expect(response.razorpay_order_id).toBe(placed.razorpayOrder!.id);
    expect(response.razorpay_payment_id).toMatch(/^pay_\w{14}$/);

    const verify = {
      orderId: placed.order._id,
      razorpayPaymentId: response.razorpay_payment_id,
      razorpaySignature: response.razorpay_signature,
      itemIds: [placed.itemId],
    };
    const res = await post(shopper, '/order/verify', verify);
    expect(res.statusCode).toBe(200);
    const body = envelope(OrderAnswer).parse(res.json());
    expect(body.message).toBe('Payment verified successfully');
    // Paid: ready to ship by itself.
    expect(body.data.order).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      razorpayPaymentId: response.razorpay_payment_id,
    });
    expect(await cartLineIds(shopper)).not.toContain(placed.itemId);
    const paidAt = (await orderRow(placed.order._id)).paidAt;
    expect(paidAt).toBeInstanceOf(Date);

    // The same valid signature again is a replay: refused, nothing changes.
    const replay = await post(shopper, '/order/verify', verify);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('Payment verification failed');
    expect((await orderRow(placed.order._id)).paidAt).toEqual(paidAt);
  });

  it("takes an Idempotency-Key on verification from the shop's own pages, and a repeat still changes nothing", async () => {
    // A shopper of their own: the per-user limit on placing orders counts this file's other orders.
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const placed = await placeOnline(buyer);
    const response = await pay(buyer, placed.razorpayOrder!.id);
    const verify = {
      orderId: placed.order._id,
      razorpayPaymentId: response.razorpay_payment_id,
      razorpaySignature: response.razorpay_signature,
      itemIds: [placed.itemId],
    };
    const headers = { 'idempotency-key': crypto.randomUUID(), origin: new URL(app.config.publicUrl).origin };
    const res = await post(buyer, '/order/verify', verify, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order.paymentStatus).toBe('paid');
    const paidAt = (await orderRow(placed.order._id)).paidAt;

    expect((await post(buyer, '/order/verify', verify, headers)).statusCode).toBe(400);
    expect((await orderRow(placed.order._id)).paidAt).toEqual(paidAt);
    const tooLong = await post(buyer, '/order/verify', verify, { 'idempotency-key': 'k'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);

    // Client generators see the header on both calls a client may retry.
    const document = (await app.inject('/api/docs/json')).json();
    for (const operation of [
      document.paths[`${API_BASE_PATH}/order`].post,
      document.paths[`${API_BASE_PATH}/order/verify`].post,
    ]) {
      expect(operation.parameters).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
      );
    }
  });

  it("refuses a forged signature or another order's signature and changes nothing", async () => {
    const target = await placeOnline(shopper);
    const elsewhere = await placeOnline(shopper);
    const paidElsewhere = await pay(shopper, elsewhere.razorpayOrder!.id);
    const before = await orderRow(target.order._id);

    const attempts = [
      { razorpayPaymentId: 'pay_Forged00000000', razorpaySignature: 'f'.repeat(64) },
      {
        razorpayPaymentId: 'pay_Forged00000000',
        razorpaySignature: paymentSignature('guess', target.razorpayOrder!.id, 'pay_Forged00000000'),
      },
      { razorpayPaymentId: paidElsewhere.razorpay_payment_id, razorpaySignature: paidElsewhere.razorpay_signature },
    ];
    for (const attempt of attempts) {
      const res = await post(shopper, '/order/verify', {
        orderId: target.order._id,
        itemIds: [target.itemId],
        ...attempt,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Payment verification failed');
    }
    expect(await orderRow(target.order._id)).toEqual(before);
    expect(await cartLineIds(shopper)).toContain(target.itemId);
  });

  it("answers 404 to another user's order, for paying and for verifying", async () => {
    const placed = await placeOnline(shopper);
    const payTheirs = await post(other, '/payments/simulated/pay', {
      razorpayOrderId: placed.razorpayOrder!.id,
      outcome: 'success',
    });
    expect(payTheirs.statusCode).toBe(404);

    const response = await pay(shopper, placed.razorpayOrder!.id);
    const verifyTheirs = await post(other, '/order/verify', {
      orderId: placed.order._id,
      razorpayPaymentId: response.razorpay_payment_id,
      razorpaySignature: response.razorpay_signature,
      itemIds: [],
    });
    expect(verifyTheirs.statusCode).toBe(404);
    expect((await orderRow(placed.order._id)).paymentStatus).toBe('pending');
  });

  it('answers a declined payment with its description and leaves the order payable', async () => {
    const placed = await placeOnline(shopper);
    const res = await post(shopper, '/payments/simulated/pay', {
      razorpayOrderId: placed.razorpayOrder!.id,
      outcome: 'failure',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      message: 'Your bank declined the payment (simulated failure).',
    });
    expect((await orderRow(placed.order._id)).paymentStatus).toBe('pending');
    await pay(shopper, placed.razorpayOrder!.id);
  });

  it('switches the provider-order fault by a development call: placing online fails, then works again', async () => {
    expect(await switchFaults({})).toEqual({ refunds: 'ok', orders: 'ok' });
    expect(await switchFaults({ orders: 'fail' })).toEqual({ refunds: 'ok', orders: 'fail' });
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const itemId = await addToCart(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const body = {
      itemIds: [itemId],
      paymentMethod: 'online',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    };
    try {
      expect((await post(buyer, '/order', body)).statusCode).toBe(503);
    } finally {
      expect(await switchFaults({ orders: 'ok' })).toEqual({ refunds: 'ok', orders: 'ok' });
    }
    expect((await post(buyer, '/order', body)).statusCode).toBe(201);

    for (const wrong of [{ refunds: 'later' }, { orders: true }, { payments: 'fail' }]) {
      const res = await post(null, '/payments/simulated/faults', wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });

  it('gives the stock back and keeps the cart line when the provider cannot create its order', async () => {
    // A shopper of their own: a cart line that already backs an unpaid order would be replaced.
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const before = await stockOf(tee.variantId, 'M');
    const itemId = await addToCart(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 2 });
    app.payments.simulated!.failOrders = true;
    try {
      const res = await post(buyer, '/order', {
        itemIds: [itemId],
        paymentMethod: 'online',
        contact: '9876543210',
        shippingAddress: DELIVERY_ADDRESS,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'UNAVAILABLE',
        message: SHOPPING_MESSAGES.paymentUnavailable,
      });
    } finally {
      app.payments.simulated!.failOrders = false;
    }
    expect(await stockOf(tee.variantId, 'M')).toBe(before);
    expect(await cartLineIds(buyer)).toContain(itemId);
    const [failed] = await app.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, buyer.id), eq(orders.status, 'cancelled')))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    expect(failed).toMatchObject({ status: 'cancelled', razorpayOrderId: null });
    const lines = await app.db.select().from(orderItems).where(eq(orderItems.orderId, failed!.id));
    expect(lines.map((l) => l.quantity)).toEqual([2]);

    // The same line can be checked out again once the provider is back.
    const again = await post(buyer, '/order', {
      itemIds: [itemId],
      paymentMethod: 'online',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    });
    expect(again.statusCode).toBe(201);
    expect(await stockOf(tee.variantId, 'M')).toBe(before - 2);
  });

  it('refuses a webhook with a bad signature', async () => {
    const placed = await placeOnline(shopper);
    const event = capturedEvent(placed.razorpayOrder!.id, 'pay_Webhook0000001', placed.razorpayOrder!.amount);
    const res = await webhook(event, (raw) => hmacSha256Hex('not-the-secret', raw));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid webhook signature');
    const unsigned = await app.inject({ method: 'POST', url: `${API_BASE_PATH}/payments/webhook`, payload: event });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderRow(placed.order._id)).paymentStatus).toBe('pending');
  });

  it('marks the order paid from a signed webhook once, however often it is delivered', async () => {
    const placed = await placeOnline(shopper);
    const gateway = simulatedPayments(app.config).simulated!;
    const event = capturedEvent(placed.razorpayOrder!.id, 'pay_Webhook0000002', placed.razorpayOrder!.amount);

    const first = await webhook(event, gateway.signWebhook, 'evt_0001');
    expect(first.statusCode).toBe(200);
    const paid = await orderRow(placed.order._id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', razorpayPaymentId: 'pay_Webhook0000002' });
    // Paid without the browser: the order's lines leave the cart.
    expect(await cartLineIds(shopper)).not.toContain(placed.itemId);

    expect((await webhook(event, gateway.signWebhook, 'evt_0001')).statusCode).toBe(200);
    const orderPaid = {
      event: 'order.paid',
      payload: {
        payment: {
          entity: {
            id: 'pay_Webhook0000002',
            amount: placed.razorpayOrder!.amount,
            order_id: placed.razorpayOrder!.id,
          },
        },
        order: { entity: { id: placed.razorpayOrder!.id } },
      },
    };
    expect((await webhook(orderPaid, gateway.signWebhook, 'evt_0002')).statusCode).toBe(200);
    expect(await orderRow(placed.order._id)).toEqual(paid);
    const events = await app.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, placed.order._id));
    expect(events.map((e) => e.providerEventId).sort()).toEqual(['evt_0001', 'evt_0002']);
  });

  it('accepts the browser verify of the same payment after the webhook, once', async () => {
    const placed = await placeOnline(shopper);
    const response = await pay(shopper, placed.razorpayOrder!.id);
    const gateway = simulatedPayments(app.config).simulated!;
    await webhook(
      capturedEvent(placed.razorpayOrder!.id, response.razorpay_payment_id, placed.razorpayOrder!.amount),
      gateway.signWebhook,
      'evt_0003',
    );
    const verify = {
      orderId: placed.order._id,
      razorpayPaymentId: response.razorpay_payment_id,
      razorpaySignature: response.razorpay_signature,
      itemIds: [],
    };
    expect((await post(shopper, '/order/verify', verify)).statusCode).toBe(200);
    expect((await post(shopper, '/order/verify', verify)).statusCode).toBe(400);
  });

  it('ignores a webhook whose amount differs from the order total', async () => {
    const placed = await placeOnline(shopper);
    const gateway = simulatedPayments(app.config).simulated!;
    const event = capturedEvent(placed.razorpayOrder!.id, 'pay_Webhook0000004', 100);
    expect((await webhook(event, gateway.signWebhook, 'evt_0004')).statusCode).toBe(200);
    expect((await orderRow(placed.order._id)).paymentStatus).toBe('pending');
  });

  it('does not trust a signed webhook without an amount for payment', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const placed = await placeOnline(buyer);
    const gateway = simulatedPayments(app.config).simulated!;
    const event = capturedEvent(placed.razorpayOrder!.id, 'pay_Webhook0000005', 0);
    delete (event.payload.payment.entity as { amount?: number }).amount;
    expect((await webhook(event, gateway.signWebhook, 'evt_0005')).statusCode).toBe(200);
    expect((await orderRow(placed.order._id)).paymentStatus).toBe('pending');
    // A complete delivery of the same payment is applied.
    const complete = capturedEvent(placed.razorpayOrder!.id, 'pay_Webhook0000005', placed.razorpayOrder!.amount);
    expect((await webhook(complete, gateway.signWebhook, 'evt_0006')).statusCode).toBe(200);
    expect((await orderRow(placed.order._id)).paymentStatus).toBe('paid');
  });

  describe('unpaid online orders', () => {
    const age = (id: string, minutes: number) =>
      app.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(orders.id, id));

    it('are cancelled 30 minutes after placing, with their stock restored, by concurrent sweeps once', async () => {
      // Three customers: one customer's second checkout of the same line would replace the first.
      const [a, b, c] = (await createShoppers(app, 3)) as [Shopper, Shopper, Shopper];
      const stale = await placeOnline(a, 3);
      const fresh = await placeOnline(b, 1);
      const paid = await placeOnline(c, 1);
      const paidResponse = await pay(c, paid.razorpayOrder!.id);
      await post(c, '/order/verify', {
        orderId: paid.order._id,
        razorpayPaymentId: paidResponse.razorpay_payment_id,
        razorpaySignature: paidResponse.razorpay_signature,
        itemIds: [],
      });
      const codLine = await addToCart(app, other, { variantId: tee.variantId, size: 'M', quantity: 1 });
      const cod = await post(other, '/order', {
        itemIds: [codLine],
        paymentMethod: 'cod',
        contact: '9876543210',
        shippingAddress: DELIVERY_ADDRESS,
      });
      const before = await stockOf(tee.variantId, 'M');
      await age(stale.order._id, 31);
      await age(fresh.order._id, 29);
      await age(paid.order._id, 45);
      await age(cod.json().data.order._id, 45);

      // Two API instances sweeping at the same moment. The shop's own scheduled sweep (every
      // minute) may take the stale order first: whoever does, it is cancelled once.
      const [one, two] = await Promise.all([
        expireUnpaidOnlineOrders(lifecycleOf(app)),
        expireUnpaidOnlineOrders(lifecycleOf(app)),
      ]);
      expect([[], [stale.order._id]]).toContainEqual([...one, ...two]);
      await untilNonePending(app, [stale.order._id]);
      expect(await stockOf(tee.variantId, 'M')).toBe(before + 3);
      expect(await orderRow(stale.order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
      expect((await orderRow(fresh.order._id)).status).toBe('pending');
      expect((await orderRow(paid.order._id)).paymentStatus).toBe('paid');
      expect((await orderRow(cod.json().data.order._id)).status).toBe('processing');

      expect(await expireUnpaidOnlineOrders(lifecycleOf(app))).toEqual([]);
      expect(await stockOf(tee.variantId, 'M')).toBe(before + 3);
    });

    it('are swept by a scheduled job on the shop job queue, once a minute across all instances', async () => {
      const stale = await placeOnline(other);
      await age(stale.order._id, 40);
      const schedules = (await app.db.execute(
        sql`select cron from pgboss.schedule where name = ${UNPAID_SWEEP_QUEUE}`,
      )) as unknown as { rows: { cron: string }[] };
      expect(schedules.rows).toEqual([{ cron: '* * * * *' }]);
      // The job the schedule sends each minute, sent now.
      await app.jobs.runNow(UNPAID_SWEEP_QUEUE);
      await vi.waitFor(async () => expect((await orderRow(stale.order._id)).status).toBe('cancelled'), {
        timeout: 5000,
        interval: 50,
      });
    });

    it('with refunds switched to fail, a late payment waits refund_pending, and is refunded once when they work again', async () => {
      const gateway = simulatedPayments(app.config).simulated!;
      const latePayment = async (placed: Placed) => {
        const response = await pay(other, placed.razorpayOrder!.id);
        await age(placed.order._id, 31);
        await expireUnpaidOnlineOrders(lifecycleOf(app));
        const late = capturedEvent(
          placed.razorpayOrder!.id,
          response.razorpay_payment_id,
          placed.razorpayOrder!.amount,
        );
        expect((await webhook(late, gateway.signWebhook, `evt_${response.razorpay_payment_id}`)).statusCode).toBe(200);
        return response.razorpay_payment_id;
      };

      const refused = await placeOnline(other);
      expect(await switchFaults({ refunds: 'fail' })).toEqual({ refunds: 'fail', orders: 'ok' });
      let refusedPayment: string;
      try {
        refusedPayment = await latePayment(refused);
        // Refused at least once, waiting for the next try.
        await vi.waitFor(
          async () => {
            const { jobs } = await app.jobs.list({ state: 'retrying', limit: 50, offset: 0 });
            expect(jobs.some((job) => job.queue === 'event.refunds')).toBe(true);
          },
          { timeout: 10_000, interval: 100 },
        );
        expect(await orderRow(refused.order._id)).toMatchObject({
          status: 'cancelled',
          paymentStatus: 'refund_pending',
        });
        expect(await providerRefundsOf(refusedPayment)).toEqual([]);
      } finally {
        expect(await switchFaults({ refunds: 'ok' })).toEqual({ refunds: 'ok', orders: 'ok' });
      }
      // The refund's own job, not the order's mails: on a busy machine those drawing invoices take longer.
      await vi.waitFor(
        async () =>
          expect(await orderRow(refused.order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' }),
        { timeout: 90_000, interval: 200 },
      );
      expect(await providerRefundsOf(refusedPayment)).toHaveLength(1);

      const refunded = await placeOnline(other);
      const paymentId = await latePayment(refunded);
      await vi.waitFor(
        async () =>
          expect(await orderRow(refunded.order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' }),
        { timeout: 90_000, interval: 200 },
      );
      expect(await providerRefundsOf(paymentId)).toEqual([
        { id: expect.stringMatching(/^rfnd_/), paymentId, amount: refunded.razorpayOrder!.amount, status: 'processed' },
      ]);
    });

    it('cannot be paid once expired; a late captured payment is recorded for a refund', async () => {
      const placed = await placeOnline(other);
      const response = await pay(other, placed.razorpayOrder!.id);
      await age(placed.order._id, 31);
      await expireUnpaidOnlineOrders(lifecycleOf(app));

      const verify = await post(other, '/order/verify', {
        orderId: placed.order._id,
        razorpayPaymentId: response.razorpay_payment_id,
        razorpaySignature: response.razorpay_signature,
        itemIds: [placed.itemId],
      });
      expect(verify.statusCode).toBe(400);
      expect(verify.json().message).toBe(
        'This order was cancelled before its payment was confirmed. Any amount debited will be refunded.',
      );
      expect(await cartLineIds(other)).toContain(placed.itemId);
      const payAgain = await post(other, '/payments/simulated/pay', {
        razorpayOrderId: placed.razorpayOrder!.id,
        outcome: 'success',
      });
      expect(payAgain.statusCode).toBe(400);

      const gateway = simulatedPayments(app.config).simulated!;
      const late = capturedEvent(placed.razorpayOrder!.id, response.razorpay_payment_id, placed.razorpayOrder!.amount);
      expect((await webhook(late, gateway.signWebhook, 'evt_late')).statusCode).toBe(200);
      // Paid after it was cancelled: recorded and refunded by a job right after, exactly once.
      await app.jobs.settled();
      expect(await orderRow(placed.order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      const refunds = app.payments.simulated!.refunds.filter((r) => r.paymentId === response.razorpay_payment_id);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.amount).toBe(placed.razorpayOrder!.amount);
      expect((await webhook(late, gateway.signWebhook, 'evt_late_again')).statusCode).toBe(200);
      await app.jobs.settled();
      expect(app.payments.simulated!.refunds.filter((r) => r.paymentId === response.razorpay_payment_id)).toHaveLength(
        1,
      );
    });
  });

  it('refuses paying or verifying a cash-on-delivery order', async () => {
    // A customer of their own: the others' open orders already hold as much of this size as one may.
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const itemId = await addToCart(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const cod = await post(shopper, '/order', {
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    });
    const res = await post(shopper, '/order/verify', {
      orderId: cod.json().data.order._id,
      razorpayPaymentId: 'pay_Anything000000',
      razorpaySignature: 'a'.repeat(64),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Payment verification failed');
    const unknown = await post(shopper, '/order/verify', {
      orderId: PAID_OUT,
      razorpayPaymentId: 'pay_Anything000000',
      razorpaySignature: 'a'.repeat(64),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('with Razorpay keys', () => {
  let app: TestApp;
  let shopper: Shopper;

  beforeAll(async () => {
    app = await createTestApp({
      RAZORPAY_KEY_ID: 'rzp_test_key123',
      RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
    });
    [shopper] = (await createShoppers(app, 1)) as [Shopper];
  });
  afterAll(() => app.close());

  /** An online order as if Razorpay had created its provider order (no network in tests). */
  const insertOnlineOrder = async (razorpayOrderId: string) => {
    const [row] = await app.db
      .insert(orders)
      .values({
        userId: shopper.id,
        paymentMethod: 'online',
        subtotalPaise: 79_900,
        deliveryFeePaise: 12_000,
        totalPaise: 91_900,
        contact: '9876543210',
        shippingAddress: DELIVERY_ADDRESS,
        expectedDelivery: new Date(),
        razorpayOrderId,
      })
      .returning({ id: orders.id });
    // Its one line, so the invoice issued when it is paid adds up to the total.
    await app.db.insert(orderItems).values({
      orderId: row!.id,
      productName: 'Story Tee',
      colorName: 'Black',
      size: 'M',
      quantity: 1,
      unitPricePaise: 79_900,
    });
    return row!.id;
  };

  it("answers Razorpay's key and checkout script, and has no simulated gateway", async () => {
    const config = (await app.inject(`${API_BASE_PATH}/config`)).json().data;
    expect(config).toEqual({
      paymentProvider: 'razorpay',
      razorpayKeyId: 'rzp_test_key123',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    const pay = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/payments/simulated/pay`,
      payload: { razorpayOrderId: 'order_x', outcome: 'success' },
      headers: { cookie: shopper.cookie },
    });
    expect(pay.statusCode).toBe(404);
    expect((await app.inject(`${API_BASE_PATH}/payments/simulated/checkout.js`)).statusCode).toBe(404);
    const faults = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/payments/simulated/faults`,
      payload: { refunds: 'fail' },
    });
    expect(faults.statusCode).toBe(404);
    expect((await app.inject(`${API_BASE_PATH}/payments/simulated/refunds`)).statusCode).toBe(404);
  });

  it("verifies Razorpay's signature of order_id|payment_id with the key secret", async () => {
    const orderId = await insertOnlineOrder('order_RzpTest0000001');
    const verify = (signature: string) =>
      app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/order/verify`,
        payload: { orderId, razorpayPaymentId: 'pay_RzpTest0000001', razorpaySignature: signature },
        headers: { cookie: shopper.cookie },
      });
    const simulatedStyle = simulatedPayments(app.config).simulated!.signPayment(
      'order_RzpTest0000001',
      'pay_RzpTest0000001',
    );
    expect((await verify(simulatedStyle)).statusCode).toBe(400);
    const genuine = paymentSignature('razorpay-key-secret', 'order_RzpTest0000001', 'pay_RzpTest0000001');
    const res = await verify(genuine);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.order.paymentStatus).toBe('paid');
  });

  it('checks webhooks with the webhook secret over the raw body', async () => {
    const orderId = await insertOnlineOrder('order_RzpTest0000002');
    // Spacing a JSON re-serialisation would lose: the signature covers these exact bytes.
    const raw = `{ "event": "payment.captured", "payload": { "payment": { "entity": { "id": "pay_RzpTest0000002", "amount": 91900, "order_id": "order_RzpTest0000002" } } } }`;
    const send = (signature: string) =>
      app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/payments/webhook`,
        payload: raw,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      });
    expect((await send(hmacSha256Hex('razorpay-key-secret', raw))).statusCode).toBe(400);
    expect((await send(hmacSha256Hex('razorpay-webhook-secret', JSON.stringify(JSON.parse(raw))))).statusCode).toBe(
      400,
    );
    expect((await send(hmacSha256Hex('razorpay-webhook-secret', raw))).statusCode).toBe(200);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ paymentStatus: 'paid', razorpayPaymentId: 'pay_RzpTest0000002' });
    expect(await app.db.select().from(cartItems)).toEqual([]);
  });
});

describe('in production on the simulated gateway', () => {
  let app: TestApp;

  beforeAll(async () => {
    // The simulated gateway on purpose, as production allows only when asked.
    app = await createTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-forty-characters!',
      PAYMENTS: 'simulated',
    });
  });
  afterAll(() => app.close());

  it('answers 404 to the fault switch and the list of refunds, while checkout still works', async () => {
    expect(app.payments.provider).toBe('simulated');
    const faults = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/payments/simulated/faults`,
      payload: { refunds: 'fail' },
    });
    expect(faults.statusCode).toBe(404);
    expect(app.payments.simulated!.failRefunds).toBe(false);
    expect((await app.inject(`${API_BASE_PATH}/payments/simulated/refunds`)).statusCode).toBe(404);
    expect((await app.inject(`${API_BASE_PATH}/payments/simulated/checkout.js`)).statusCode).toBe(200);
  });
});
