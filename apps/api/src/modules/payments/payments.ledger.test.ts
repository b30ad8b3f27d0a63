import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE_PATH, AdminOrderAnswer, ReturnAnswer, Wallet, envelope, type Order, type Return } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  addToCart,
  createShoppers,
  createVariant,
  DELIVERY_ADDRESS,
  type Shopper,
  type VariantFixture,
} from '../../../test/fixtures/cart.ts';
import { call, createAdmin, payOnline, placed } from '../../../test/fixtures/orders.ts';
import { creditWallet } from '../wallet/index.ts';

/**
 * Money has one owner: every rupee that paid an order is a tender, every rupee that goes back a
 * refund split over those tenders, whatever the cause (a cancellation, a return), and settled by
 * one path (the provider's answer, its webhook, the reconciliation).
 */
describe('the payments ledger', () => {
  let app: TestApp;
  let admin: Shopper;
  let tee: VariantFixture;

  const balanceOf = async (who: Shopper) =>
    envelope(Wallet).parse((await call(app, who, 'GET', '/user/wallet')).json()).data.balance;
  const grant = (who: Shopper, rupees: number) =>
    app.db.transaction((tx) =>
      creditWallet(tx, {
        userId: who.id,
        amountPaise: rupees * 100,
        reason: 'return-credit',
        referenceId: crypto.randomUUID(),
      }),
    );
  const orderOf = async (who: Shopper, id: string): Promise<Order> => {
    const res = await call(app, who, 'GET', '/order/user');
    return (res.json() as { data: { orders: Order[] } }).data.orders.find((o) => o._id === id) as Order;
  };
  const providerRefundsOf = (paymentId: string) =>
    app.payments.simulated!.refunds.filter((r) => r.paymentId === paymentId);
  const faults = (refunds: 'hold' | 'ok') => call(app, null, 'POST', '/payments/simulated/faults', { refunds });

  /** An online order of `quantity` ₹799 tees, store credit first (the rest paid online when there is a rest). */
  async function placeWithCredit(who: Shopper, quantity: number) {
    const itemId = await addToCart(app, who, { variantId: tee.variantId, size: 'M', quantity });
    const res = await call(app, who, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: 'online',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
      useStoreCredit: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = placed(res);
    const paymentId = answer.razorpayOrder ? (await payOnline(app, who, answer)).paymentId : null;
    return { order: answer.order, answer, paymentId };
  }

  async function deliverAndReturn(who: Shopper, order: Order, refundTo: 'original' | 'store_credit') {
    expect((await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'delivered' })).statusCode).toBe(200);
    const asked = await call(app, who, 'POST', '/returns', {
      orderId: order._id,
      lines: [{ itemId: order.items[0]!._id, quantity: order.items[0]!.quantity, reason: 'changed_mind' }],
      refundTo,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const ret = envelope(ReturnAnswer).parse(asked.json()).data.return;
    for (const status of ['approved', 'received']) {
      expect((await call(app, admin, 'PUT', `/returns/${ret._id}/status`, { status })).statusCode).toBe(200);
    }
    // The owner sees where the refund will go before accepting it.
    const before = (await call(app, admin, 'GET', `/returns?orderId=${order._id}`)).json() as {
      data: { returns: Return[] };
    };
    const preview = before.data.returns[0]!.refundSplit!;
    const accepted = await call(app, admin, 'PUT', `/returns/${ret._id}/status`, { status: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { ret: envelope(ReturnAnswer).parse(accepted.json()).data.return, preview };
  }

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off', JOBS_RETRY_FIRST_SECONDS: '1', JOBS_RETRY_MAX_SECONDS: '1' });
    admin = await createAdmin(app);
    tee = await createVariant(app, { pricePaise: 79_900, stock: { M: 200 } });
  });
  afterAll(() => app.close());

  it('a return of an order paid wholly with store credit puts the refund back in the wallet', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    await grant(buyer, 2000);
    const { order, paymentId } = await placeWithCredit(buyer, 1);
    expect(paymentId).toBeNull();
    expect(order.tenders).toEqual([{ kind: 'store_credit', amount: order.totalAmount }]);
    const after = await balanceOf(buyer);
    const { ret, preview } = await deliverAndReturn(buyer, order, 'original');
    expect(preview).toEqual([{ tender: 'store_credit', route: 'wallet', amount: ret.refundAmount, status: null }]);
    expect(ret.refundSplit).toEqual([
      { tender: 'store_credit', route: 'wallet', amount: ret.refundAmount, status: 'processed' },
    ]);
    expect(await balanceOf(buyer)).toBe(after + ret.refundAmount);
    const seen = await orderOf(buyer, order._id);
    expect(seen.refunds).toMatchObject([
      { cause: 'return', route: 'wallet', status: 'processed', amount: ret.refundAmount },
    ]);
  });

  it('a mixed payment cancelled: the online part to the provider, the credit part to the wallet, each once', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    await grant(buyer, 1000);
    const { order, answer, paymentId } = await placeWithCredit(buyer, 2);
    const online = answer.razorpayOrder!.amount;
    expect(online).toBe(order.totalAmount * 100 - 100_000);
    expect(await balanceOf(buyer)).toBe(0);
    const cancelled = await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balanceOf(buyer)).toBe(1000);
    await vi.waitFor(async () => expect((await orderOf(buyer, order._id)).paymentStatus).toBe('refunded'), {
      timeout: 60_000,
      interval: 200,
    });
    expect(providerRefundsOf(paymentId!)).toEqual([expect.objectContaining({ amount: online, status: 'processed' })]);
    const seen = await orderOf(buyer, order._id);
    expect(seen.tenders).toEqual([
      { kind: 'store_credit', amount: 1000 },
      { kind: 'online', amount: online / 100 },
    ]);
    expect(seen.refunds!.map((r) => [r.tender, r.route, r.amount, r.status]).sort()).toEqual([
      ['online', 'provider', online / 100, 'processed'],
      ['store_credit', 'wallet', 1000, 'processed'],
    ]);
    // Cancelling again changes nothing and refunds nothing more.
    expect((await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await balanceOf(buyer)).toBe(1000);
    expect((await orderOf(buyer, order._id)).refunds).toHaveLength(2);
  });

  it('a mixed payment returned: split over both, never more to the provider than it took', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    await grant(buyer, 1000);
    const { order, answer, paymentId } = await placeWithCredit(buyer, 2);
    const { ret } = await deliverAndReturn(buyer, order, 'original');
    await vi.waitFor(() => expect(providerRefundsOf(paymentId!)).toHaveLength(1), { timeout: 60_000, interval: 200 });
    const split = ret.refundSplit!;
    expect(split.map((p) => p.tender)).toEqual(['store_credit', 'online']);
    expect(split.reduce((sum, p) => sum + Math.round(p.amount * 100), 0)).toBe(Math.round(ret.refundAmount * 100));
    const [made] = providerRefundsOf(paymentId!);
    expect(made!.amount).toBe(Math.round(split[1]!.amount * 100));
    expect(made!.amount).toBeLessThanOrEqual(answer.razorpayOrder!.amount);
    expect(await balanceOf(buyer)).toBe(split[0]!.amount);
  });

  it('a return refund the provider holds becomes processed by its signed webhook, and the shopper sees it', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const { order, paymentId } = await placeWithCredit(buyer, 1);
    expect((await faults('hold')).json()).toMatchObject({ data: { refunds: 'hold' } });
    try {
      await deliverAndReturn(buyer, order, 'original');
      await vi.waitFor(() => expect(providerRefundsOf(paymentId!)).toHaveLength(1), { timeout: 60_000, interval: 200 });
    } finally {
      await faults('ok');
    }
    const [held] = providerRefundsOf(paymentId!);
    expect(held!.status).toBe('pending');
    const mine = async () =>
      ((await call(app, buyer, 'GET', `/returns/user?orderId=${order._id}`)).json() as { data: { returns: Return[] } })
        .data.returns[0]!;
    // The provider has the refund as soon as it is asked; the shop writes its id down when the
    // refund job's call returns, a moment later.
    await vi.waitFor(async () => expect((await mine()).refund).toMatchObject({ status: 'pending', id: held!.id }), {
      timeout: 30_000,
      interval: 200,
    });

    const gateway = app.payments.simulated!;
    gateway.settleRefund(held!.id, 'processed');
    const raw = JSON.stringify({
      event: 'refund.processed',
      payload: { refund: { entity: { id: held!.id, payment_id: paymentId } } },
    });
    const hook = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/payments/webhook`,
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': gateway.signWebhook(raw) },
    });
    expect(hook.statusCode).toBe(200);
    expect((await mine()).refund).toMatchObject({ status: 'processed', id: held!.id });
    expect((await mine()).refundSplit).toEqual([expect.objectContaining({ route: 'provider', status: 'processed' })]);
  });

  it('a refund the provider reported failed is sent again under a new key, and only that one is paid', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const { order, paymentId } = await placeWithCredit(buyer, 1);
    expect((await faults('hold')).statusCode).toBe(200);
    let returnId: string;
    try {
      returnId = (await deliverAndReturn(buyer, order, 'original')).ret._id;
      await vi.waitFor(() => expect(providerRefundsOf(paymentId!)).toHaveLength(1), { timeout: 60_000, interval: 200 });
    } finally {
      await faults('ok');
    }
    const gateway = app.payments.simulated!;
    const [refused] = providerRefundsOf(paymentId!);
    const refundOf = async () =>
      ((await call(app, admin, 'GET', `/returns?orderId=${order._id}`)).json() as { data: { returns: Return[] } }).data
        .returns[0]!.refund;
    // The provider has the refund as soon as it is asked; the shop writes its id down when the
    // refund job's call returns, a moment later, and a bank's answer comes after that.
    await vi.waitFor(async () => expect(await refundOf()).toMatchObject({ status: 'pending', id: refused!.id }), {
      timeout: 30_000,
      interval: 200,
    });
    // The bank turned it down after the provider accepted it: its webhook says so.
    gateway.settleRefund(refused!.id, 'failed');
    const raw = JSON.stringify({
      event: 'refund.failed',
      payload: { refund: { entity: { id: refused!.id, payment_id: paymentId } } },
    });
    const hook = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/payments/webhook`,
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': gateway.signWebhook(raw) },
    });
    expect(hook.statusCode).toBe(200);
    expect(await refundOf()).toMatchObject({ status: 'failed' });

    // Under its old key the provider would answer the failed refund again; a new key makes a new one.
    const retried = await call(app, admin, 'POST', `/returns/${returnId}/refund`);
    expect(retried.statusCode, retried.body).toBe(200);
    await vi.waitFor(async () => expect(await refundOf()).toMatchObject({ status: 'processed' }), {
      timeout: 60_000,
      interval: 200,
    });
    const sent = providerRefundsOf(paymentId!);
    expect(sent.map((r) => r.status)).toEqual(['failed', 'processed']);
    expect(sent[1]!.amount).toBe(refused!.amount);
  });

  it('credit on an unpaid order replaced by a new checkout pays the new order again', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    await grant(buyer, 800);
    const itemId = await addToCart(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 2 });
    const body = {
      itemIds: [itemId],
      paymentMethod: 'online',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
      useStoreCredit: true,
    };
    const first = placed(await call(app, buyer, 'POST', '/order', body));
    expect(first.order.storeCredit).toBe(800);
    const second = placed(await call(app, buyer, 'POST', '/order', body));
    expect(second.order._id).not.toBe(first.order._id);
    expect(second.order.storeCredit).toBe(800);
    expect(second.razorpayOrder!.amount).toBe(second.order.totalAmount * 100 - 80_000);
    expect(await balanceOf(buyer)).toBe(0);
    // The replaced attempt is no entry of the shopper's list (the newer order is); the owner sees it.
    expect(await orderOf(buyer, first.order._id)).toBeUndefined();
    const old = envelope(AdminOrderAnswer).parse((await call(app, admin, 'GET', `/order/${first.order._id}`)).json())
      .data.order;
    expect(old).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(old.refunds).toMatchObject([{ tender: 'store_credit', route: 'wallet', amount: 800, status: 'processed' }]);
  });
});
