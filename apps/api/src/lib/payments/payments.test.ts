import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { PaymentProviderError, type Payments } from './port.ts';
import { razorpayPayments } from './razorpay.ts';
import { simulatedPayments } from './simulated.ts';

const KEY_ID = 'rzp_test_standin';
const KEY_SECRET = 'standin-key-secret';

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: unknown };

/**
 * A stand-in for api.razorpay.com on the loopback: it checks the key pair as Razorpay does (basic
 * authentication), keeps refunds by their `X-Refund-Idempotency` key as Razorpay documents it (the
 * same key and body answer the refund made; the same key with another body is a BAD_REQUEST), and
 * records every request it was sent.
 */
function razorpayStandIn() {
  const seen: Seen[] = [];
  const byKey = new Map<string, { body: string; entity: object }>();
  const refunds = new Map<string, { id: string; payment_id: string; amount: number; status: string }>();
  const error = (res: http.ServerResponse, status: number, description: string) =>
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description } }));
  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? JSON.parse(raw) : undefined;
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
    const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return error(res, 401, 'The api key provided is invalid');
    const create = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(req.url!);
    if (create?.[1] === 'pay_Unavailable001') return error(res, 503, 'Service unavailable');
    if (req.method === 'POST' && create) {
      const key = req.headers['x-refund-idempotency'];
      const earlier = typeof key === 'string' ? byKey.get(key) : undefined;
      if (earlier && earlier.body !== raw) {
        return error(res, 400, 'Different request with the same idempotency key has already been processed.');
      }
      const entity = earlier?.entity ?? {
        id: `rfnd_${crypto.randomBytes(7).toString('hex')}`,
        entity: 'refund',
        amount: body.amount,
        currency: 'INR',
        payment_id: create[1],
        receipt: body.receipt,
        status: 'pending',
        speed_requested: body.speed,
      };
      if (typeof key === 'string') byKey.set(key, { body: raw, entity });
      refunds.set((entity as { id: string }).id, entity as never);
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(entity));
    }
    // Orders and S2S UPI payments (docs/decisions/0298): an order's amount due, and a UPI payment of it.
    const order = /^\/v1\/orders\/(order_\w+)$/.exec(req.url!);
    if (req.method === 'GET' && order) {
      if (order[1] === 'order_Unknown00001') return error(res, 400, 'The id provided does not exist');
      return res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: order[1], entity: 'order', amount: 91_900, amount_paid: 0, amount_due: 91_900 }));
    }
    if (req.method === 'POST' && req.url === '/v1/payments/create/upi') {
      if (body.upi?.flow === 'collect') {
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ razorpay_payment_id: 'pay_Collect000001' }));
      }
      return res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          razorpay_payment_id: 'pay_Intent0000001',
          link: `upi://pay?pa=shop@razorpay&pn=StoryFit&tr=Intent0000001&am=${body.amount / 100}&cu=INR&mc=5651`,
        }),
      );
    }
    const fetch = /^\/v1\/payments\/(pay_\w+)\/refunds\/(rfnd_\w+)$/.exec(req.url!);
    const refund = fetch ? refunds.get(fetch[2]!) : undefined;
    if (req.method === 'GET' && refund && refund.payment_id === fetch![1]) {
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(refund));
    }
    return error(res, 400, 'The id provided does not exist');
  });
  return { server, seen, refunds };
}

describe('the Razorpay adapter, against a stand-in for its API host', () => {
  const standIn = razorpayStandIn();
  let payments: Payments;

  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.server.address() as AddressInfo;
    payments = razorpayPayments({ keyId: KEY_ID, keySecret: KEY_SECRET }, { apiUrl: `http://127.0.0.1:${port}` });
  });
  afterAll(() => new Promise((resolve) => standIn.server.close(resolve)));
  beforeEach(() => {
    standIn.seen.length = 0;
  });

  const refundInput = {
    paymentId: 'pay_Standin000001',
    amountPaise: 91_900,
    receipt: 'refund_6a1f0c3e-0000-4000-8000-000000000001',
    idempotencyKey: '6a1f0c3e-0000-4000-8000-000000000001',
    notes: { orderId: '6a1f0c3e-0000-4000-8000-00000000000a' },
  };

  it("starts a UPI intent payment of the order's amount due with S2S create/upi, and answers Razorpay's link untouched", async () => {
    const started = await payments.startUpi({
      providerOrderId: 'order_Standin00001',
      flow: 'intent',
      email: 'ritu@example.in',
      contact: '9876501234',
    });
    expect(started).toEqual({
      paymentId: 'pay_Intent0000001',
      link: 'upi://pay?pa=shop@razorpay&pn=StoryFit&tr=Intent0000001&am=919&cu=INR&mc=5651',
    });
    expect(standIn.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /v1/orders/order_Standin00001',
      'POST /v1/payments/create/upi',
    ]);
    expect(standIn.seen[1]!.body).toEqual({
      amount: 91_900,
      currency: 'INR',
      order_id: 'order_Standin00001',
      email: 'ritu@example.in',
      contact: '9876501234',
      method: 'upi',
      upi: { flow: 'intent' },
    });
    const collect = await payments.startUpi({
      providerOrderId: 'order_Standin00001',
      flow: 'vpa',
      vpa: 'ritu@okaxis',
      email: 'ritu@example.in',
      contact: '9876501234',
    });
    expect(collect).toEqual({ paymentId: 'pay_Collect000001', link: null });
    expect(standIn.seen[3]!.body).toMatchObject({ upi: { flow: 'collect', vpa: 'ritu@okaxis', expiry_time: 5 } });
    await expect(
      payments.startUpi({ providerOrderId: 'order_Unknown00001', flow: 'qr', email: 'a@b.in', contact: '9876501234' }),
    ).rejects.toMatchObject({ name: 'PaymentProviderError', retryable: false });
  });

  it('posts a normal-speed refund with the key pair and the X-Refund-Idempotency header', async () => {
    const refund = await payments.refund(refundInput);

    expect(refund).toEqual({
      id: expect.stringMatching(/^rfnd_/),
      paymentId: 'pay_Standin000001',
      amount: 91_900,
      status: 'pending',
    });
    expect(standIn.seen).toHaveLength(1);
    const [request] = standIn.seen;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/payments/pay_Standin000001/refund' });
    expect(request!.headers['x-refund-idempotency']).toBe(refundInput.idempotencyKey);
    expect(request!.headers['content-type']).toContain('application/json');
    expect(request!.headers['user-agent']).toMatch(/^razorpay-node@/);
    expect(request!.body).toEqual({
      amount: 91_900,
      speed: 'normal',
      receipt: refundInput.receipt,
      notes: refundInput.notes,
    });
  });

  it('sends a retry exactly as the first call, so Razorpay answers the refund it made', async () => {
    const input = { ...refundInput, idempotencyKey: '6a1f0c3e-0000-4000-8000-000000000002' };
    const first = await payments.refund(input);
    const retry = await payments.refund(input);

    expect(retry).toEqual(first);
    expect(standIn.seen).toHaveLength(2);
    expect(standIn.seen[1]!.headers['x-refund-idempotency']).toBe(standIn.seen[0]!.headers['x-refund-idempotency']);
    expect(standIn.seen[1]!.body).toEqual(standIn.seen[0]!.body);
  });

  it("answers Razorpay's refusal with its description, and sends nothing for a key Razorpay would refuse", async () => {
    const key = '6a1f0c3e-0000-4000-8000-000000000003';
    await payments.refund({ ...refundInput, idempotencyKey: key });
    await expect(payments.refund({ ...refundInput, idempotencyKey: key, amountPaise: 100 })).rejects.toThrow(
      'Razorpay answered 400: Different request with the same idempotency key has already been processed.',
    );

    await expect(payments.refund({ ...refundInput, idempotencyKey: key, amountPaise: 100 })).rejects.toMatchObject({
      retryable: false,
    });

    standIn.seen.length = 0;
    await expect(payments.refund({ ...refundInput, idempotencyKey: 'short' })).rejects.toThrow(/idempotency key/);
    await expect(payments.refund({ ...refundInput, idempotencyKey: 'has spaces in it' })).rejects.toThrow(
      /idempotency key/,
    );
    expect(standIn.seen).toEqual([]);
  });

  it('says a refund is worth retrying when Razorpay is unavailable or does not answer at all', async () => {
    const unavailable = payments.refund({ ...refundInput, paymentId: 'pay_Unavailable001' });
    await expect(unavailable).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(unavailable).rejects.toMatchObject({
      message: 'Razorpay answered 503: Service unavailable',
      retryable: true,
    });

    // A port nothing listens on: the call gets no answer.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = razorpayPayments(
      { keyId: KEY_ID, keySecret: KEY_SECRET },
      { apiUrl: `http://127.0.0.1:${port}` },
    );
    await expect(unreachable.refund(refundInput)).rejects.toMatchObject({ retryable: true });
    await expect(unreachable.fetchRefund('pay_Standin000001', 'rfnd_Any000000000')).rejects.toMatchObject({
      message: expect.stringMatching(/^Razorpay: .*ECONNREFUSED/),
      retryable: true,
    });
  });

  it("fetches a refund's current status from Razorpay", async () => {
    const made = await payments.refund({ ...refundInput, idempotencyKey: '6a1f0c3e-0000-4000-8000-000000000004' });
    standIn.refunds.get(made.id)!.status = 'processed';
    standIn.seen.length = 0;

    expect(await payments.fetchRefund('pay_Standin000001', made.id)).toEqual({ ...made, status: 'processed' });
    expect(standIn.seen).toMatchObject([{ method: 'GET', url: `/v1/payments/pay_Standin000001/refunds/${made.id}` }]);
    expect(standIn.seen[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    );
    await expect(payments.fetchRefund('pay_Standin000001', 'rfnd_Unknown0000000')).rejects.toThrow(
      'Razorpay answered 400: The id provided does not exist',
    );
  });
});

describe('the simulated gateway, as Razorpay answers refunds', () => {
  let dataDir: string;
  let payments: Payments;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-payments-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));
  beforeEach(() => {
    payments = simulatedPayments(testConfig({ DATA_DIR: dataDir }));
  });

  const input = {
    paymentId: 'pay_Simulated00001',
    amountPaise: 74_900,
    receipt: 'refund_6a1f0c3e-0000-4000-8000-000000000011',
    idempotencyKey: '6a1f0c3e-0000-4000-8000-000000000011',
    notes: { orderId: '6a1f0c3e-0000-4000-8000-00000000001a' },
  };

  it('answers a repeated key with the same refund and records one refund', async () => {
    const first = await payments.refund(input);
    const again = await payments.refund(input);

    expect(first).toEqual({
      id: expect.stringMatching(/^rfnd_\w{14}$/),
      paymentId: input.paymentId,
      amount: 74_900,
      status: 'processed',
    });
    expect(again).toEqual(first);
    expect(payments.simulated!.refunds).toEqual([first]);

    const other = await payments.refund({ ...input, idempotencyKey: '6a1f0c3e-0000-4000-8000-000000000012' });
    expect(other.id).not.toBe(first.id);
    expect(payments.simulated!.refunds).toHaveLength(2);
  });

  it('answers the same refund to a repeated key while it is pending, and its status once settled', async () => {
    const gateway = payments.simulated!;
    gateway.holdRefunds = true;
    const pending = await payments.refund(input);
    gateway.holdRefunds = false;
    expect(pending.status).toBe('pending');

    expect(await payments.refund(input)).toEqual(pending);
    expect(await payments.fetchRefund(input.paymentId, pending.id)).toEqual(pending);

    gateway.settleRefund(pending.id, 'processed');
    expect(await payments.refund(input)).toEqual({ ...pending, status: 'processed' });
    expect(await payments.fetchRefund(input.paymentId, pending.id)).toEqual({ ...pending, status: 'processed' });
    expect(gateway.refunds).toHaveLength(1);
  });

  it('records nothing while refunds fail, so a retry with the key afterwards refunds once', async () => {
    const gateway = payments.simulated!;
    gateway.failRefunds = true;
    await expect(payments.refund(input)).rejects.toMatchObject({
      message: 'Simulated gateway refused the refund',
      retryable: true,
    });
    expect(gateway.refunds).toEqual([]);

    gateway.failRefunds = false;
    const made = await payments.refund(input);
    expect(await payments.refund(input)).toEqual(made);
    expect(gateway.refunds).toEqual([made]);
  });

  it('refuses what Razorpay refuses: another request under a used key, a malformed key, an unknown refund', async () => {
    await payments.refund(input);
    await expect(payments.refund({ ...input, amountPaise: 100 })).rejects.toMatchObject({
      message: 'Different request with the same idempotency key has already been processed.',
      retryable: false,
    });
    await expect(payments.refund({ ...input, idempotencyKey: 'short' })).rejects.toThrow(/idempotency key/);
    await expect(payments.fetchRefund(input.paymentId, 'rfnd_Unknown0000000')).rejects.toThrow(
      'The id provided does not exist',
    );
    expect(payments.simulated!.refunds).toHaveLength(1);
  });
});
