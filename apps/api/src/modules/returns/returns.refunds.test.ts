import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RETURN_MESSAGES, ReturnAnswer, ReturnList, envelope, type Return } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import { call, checkout, createAdmin, payOnline, placed } from '../../../test/fixtures/orders.ts';
import { publish } from '../../../test/fixtures/events.ts';
import { PaymentProviderError } from '../../lib/payments/port.ts';
import { refunds } from '../../db/schema/index.ts';
import { sendProviderRefund } from '../payments/index.ts';

/**
 * Return refunds reconciled with the provider: each made once, whatever runs twice or fails on the
 * way; the owner reads every refund's state on the Returns screen and sends a failed one again; a
 * UPI payout's reference is recorded once.
 */
describe('return refunds', () => {
  let app: TestApp;
  let admin: Shopper;
  let tee: VariantFixture;

  const returnOf = (res: { json(): unknown }): Return => envelope(ReturnAnswer).parse(res.json()).data.return;
  const move = (id: string, status: string, extra: object = {}) =>
    call(app, admin, 'PUT', `/returns/${id}/status`, { status, ...extra });
  /** The return as the owner's Returns screen lists it. */
  const listed = async (ret: Return) =>
    envelope(ReturnList)
      .parse((await call(app, admin, 'GET', `/returns?orderId=${ret.orderId}`)).json())
      .data.returns.find((r) => r._id === ret._id)!;
  const faults = (refunds: 'fail' | 'ok') => call(app, null, 'POST', '/payments/simulated/faults', { refunds });
  const refundsOf = (paymentId: string) => app.payments.simulated!.refunds.filter((r) => r.paymentId === paymentId);

  /** A paid, delivered online order of one ₹799 tee, and its return to the original payment, inspected and accepted. */
  async function acceptedReturn() {
    const [who] = (await createShoppers(app, 1)) as [Shopper];
    const { res } = await checkout(app, who, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'online');
    expect(res.statusCode, res.body).toBe(201);
    const answer = placed(res);
    const { paymentId } = await payOnline(app, who, answer);
    expect(
      (await call(app, admin, 'PUT', `/order/${answer.order._id}/status`, { status: 'delivered' })).statusCode,
    ).toBe(200);
    const asked = await call(app, who, 'POST', '/returns', {
      orderId: answer.order._id,
      lines: [{ itemId: answer.order.items[0]!._id, quantity: 1, reason: 'changed_mind' }],
      refundTo: 'original',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const ret = returnOf(asked);
    for (const status of ['approved', 'received']) expect((await move(ret._id, status)).statusCode).toBe(200);
    const accepted = await move(ret._id, 'accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { ret: returnOf(accepted), paymentId };
  }

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off', JOBS_RETRY_FIRST_SECONDS: '1', JOBS_RETRY_MAX_SECONDS: '1' });
    admin = await createAdmin(app);
    tee = await createVariant(app, { pricePaise: 79_900, stock: { M: 50 } });
  });
  afterAll(() => app.close());

  it('a provider fault leaves it pending, retried until the provider takes it, then made once', async () => {
    expect((await faults('fail')).statusCode).toBe(200);
    const { ret, paymentId } = await acceptedReturn();
    expect(ret.refund).toMatchObject({ status: 'pending', id: null });
    await vi.waitFor(
      async () => {
        const [row] = await app.db.select().from(refunds).where(eq(refunds.returnId, ret._id));
        expect(row!.failureReason).toContain('refused the refund');
      },
      { timeout: 20_000, interval: 200 },
    );
    // The owner reads it as pending while the provider is away.
    expect((await listed(ret)).refund).toMatchObject({ status: 'pending' });
    expect(refundsOf(paymentId)).toEqual([]);

    expect((await faults('ok')).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await listed(ret)).refund).toMatchObject({ status: 'processed' }), {
      timeout: 30_000,
      interval: 200,
    });
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect(refundsOf(paymentId)[0]!.amount).toBe(ret.refundAmount * 100);
    const processed = (await listed(ret)).refund!;
    expect(processed.id).toBe(refundsOf(paymentId)[0]!.id);

    // Its job run again, twice at once and once more by its event: still one refund.
    const [row] = await app.db.select().from(refunds).where(eq(refunds.returnId, ret._id));
    const deps = { db: app.db, payments: app.payments, ledger: app.ledger };
    await Promise.all([sendProviderRefund(deps, row!.id), sendProviderRefund(deps, row!.id)]);
    await publish(app, [
      {
        type: 'refund.due',
        refundId: row!.id,
        orderId: row!.orderId,
        returnId: ret._id,
        cause: 'return',
        tender: 'online',
        route: 'provider',
        amountPaise: row!.amountPaise,
      },
    ]);
    await app.jobs.settled();
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect((await listed(ret)).refund).toEqual(processed);
  });

  it('an answer lost after the provider made it: the retry is answered with the same refund', async () => {
    const refund = app.payments.refund.bind(app.payments);
    const lost = vi.spyOn(app.payments, 'refund').mockImplementationOnce(async (input) => {
      await refund(input);
      throw new PaymentProviderError('The connection closed before the answer', true);
    });
    const { ret, paymentId } = await acceptedReturn();
    await vi.waitFor(async () => expect((await listed(ret)).refund).toMatchObject({ status: 'processed' }), {
      timeout: 30_000,
      interval: 200,
    });
    expect(lost.mock.calls.length).toBeGreaterThanOrEqual(2);
    lost.mockRestore();
    expect(refundsOf(paymentId)).toHaveLength(1);
  });

  it('a refusal is failed at once; the owner sends it again from the Returns screen, and it is made once', async () => {
    const refused = vi
      .spyOn(app.payments, 'refund')
      .mockRejectedValueOnce(new PaymentProviderError('The payment cannot be refunded now', false));
    const { ret, paymentId } = await acceptedReturn();
    await vi.waitFor(async () => expect((await listed(ret)).refund).toMatchObject({ status: 'failed' }), {
      timeout: 20_000,
      interval: 200,
    });
    refused.mockRestore();
    expect(refundsOf(paymentId)).toEqual([]);

    const retry = () => call(app, admin, 'POST', `/returns/${ret._id}/refund`);
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    expect((await call(app, buyer, 'POST', `/returns/${ret._id}/refund`)).statusCode).toBe(403);
    const again = await retry();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ message: RETURN_MESSAGES.refundRetried });
    // Pending again (or already processed, when its job was quicker than this answer).
    expect(['pending', 'processed']).toContain(returnOf(again).refund!.status);
    await vi.waitFor(async () => expect((await listed(ret)).refund).toMatchObject({ status: 'processed' }), {
      timeout: 20_000,
      interval: 200,
    });
    expect(refundsOf(paymentId)).toHaveLength(1);
    // Only a failed refund is sent again.
    const twice = await retry();
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: RETURN_MESSAGES.refundNotFailed });
    await app.jobs.settled();
    expect(refundsOf(paymentId)).toHaveLength(1);
  });

  it('a return without a provider refund has none to send again', async () => {
    const [who] = (await createShoppers(app, 1)) as [Shopper];
    const { res } = await checkout(app, who, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
    const order = placed(res).order;
    expect((await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'delivered' })).statusCode).toBe(200);
    const ret = returnOf(
      await call(app, who, 'POST', '/returns', {
        orderId: order._id,
        lines: [{ itemId: order.items[0]!._id, quantity: 1, reason: 'changed_mind' }],
        refundTo: 'store_credit',
      }),
    );
    const res2 = await call(app, admin, 'POST', `/returns/${ret._id}/refund`);
    expect(res2.statusCode).toBe(404);
    expect(res2.json()).toMatchObject({ message: RETURN_MESSAGES.noProviderRefund });
  });

  it("a UPI payout records the owner's reference once, and one reference pays one return", async () => {
    const upiReturn = async () => {
      const [who] = (await createShoppers(app, 1)) as [Shopper];
      const { res } = await checkout(app, who, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
      const order = placed(res).order;
      expect((await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'delivered' })).statusCode).toBe(
        200,
      );
      const ret = returnOf(
        await call(app, who, 'POST', '/returns', {
          orderId: order._id,
          lines: [{ itemId: order.items[0]!._id, quantity: 1, reason: 'defective' }],
          refundTo: 'upi',
          upiId: 'asha@okaxis',
        }),
      );
      for (const status of ['approved', 'received']) expect((await move(ret._id, status)).statusCode).toBe(200);
      return ret;
    };
    const first = await upiReturn();
    expect((await move(first._id, 'accepted')).json()).toMatchObject({
      message: RETURN_MESSAGES.payoutReferenceRequired,
    });
    const paid = await move(first._id, 'accepted', { payoutReference: 'UTR-401122334455' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(returnOf(paid)).toMatchObject({ status: 'accepted', payoutReference: 'UTR-401122334455', refund: null });
    // Accepted once: a second reference is refused and the first one stays.
    expect((await move(first._id, 'accepted', { payoutReference: 'UTR-999' })).statusCode).toBe(409);
    expect((await listed(first)).payoutReference).toBe('UTR-401122334455');

    // The same transfer cannot pay a second return.
    const second = await upiReturn();
    const reused = await move(second._id, 'accepted', { payoutReference: 'UTR-401122334455' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ message: RETURN_MESSAGES.payoutReferenceUsed });
    expect(await listed(second)).toMatchObject({ status: 'received', payoutReference: null });
  });
});
