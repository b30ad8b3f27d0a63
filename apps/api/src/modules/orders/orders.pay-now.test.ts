import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  OrderList,
  PAYMENT_STATUS_LABELS,
  PayNowAnswer,
  SHOPPING_MESSAGES,
  SimulatedPayAnswer,
  UNPAID_ONLINE_ORDER_TTL_MINUTES,
  envelope,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import {
  call,
  checkout,
  historyOf,
  lifecycleOf,
  orderRow,
  placed,
  payOnline,
  stockOf,
} from '../../../test/fixtures/orders.ts';
import { cartItems, orders } from '../../db/schema/index.ts';
import { expireUnpaidOnlineOrders } from './orders.lifecycle.ts';

/**
 * Pay now: an online order whose payment sheet was closed is paid later, from the shopper's
 * orders, as the same order (the open provider order), confirmed only by the signed verify or the
 * webhook as any payment is.
 */
describe('Pay now on an unpaid online order', () => {
  let app: TestApp;
  let owner: Shopper;
  let stranger: Shopper;
  let tee: VariantFixture;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    [owner, stranger] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    tee = await createVariant(app, { pricePaise: 99_900, stock: { M: 50 } });
  });
  afterAll(() => app.close());

  const placeOnline = async (who: Shopper = owner) => {
    const { res, itemId } = await checkout(app, who, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'online');
    expect(res.statusCode, res.body).toBe(201);
    return { answer: placed(res), itemId };
  };
  const payNow = (who: Shopper | null, orderId: string) => call(app, who, 'POST', API.order.pay(orderId));
  const myOrders = async (who: Shopper) =>
    envelope(OrderList).parse((await call(app, who, 'GET', `${API.order.user}?limit=50`)).json()).data.orders;

  it("reopens the same order's payment for its owner, and the signed payment makes that order paid", async () => {
    const { answer, itemId } = await placeOnline();
    const stockAfterPlacing = await stockOf(app, tee.variantId, 'M');
    // The sheet was closed: nothing was paid. Later, from My Account:
    const res = await payNow(owner, answer.order._id);
    expect(res.statusCode, res.body).toBe(200);
    const again = envelope(PayNowAnswer).parse(res.json()).data;
    expect(again.order._id).toBe(answer.order._id);
    expect(again.order.paymentStatus).toBe('pending');
    // The open provider order, for what the order still owes: a payment on any attempt lands here.
    expect(again.razorpayOrder).toEqual(answer.razorpayOrder);
    // A second Pay now (another closed sheet) is the same attempt again: no new order, no history row.
    expect(envelope(PayNowAnswer).parse((await payNow(owner, answer.order._id)).json()).data.razorpayOrder).toEqual(
      answer.razorpayOrder,
    );
    expect(await historyOf(app, answer.order._id)).toEqual([{ from: null, to: 'pending' }]);
    expect(await stockOf(app, tee.variantId, 'M')).toBe(stockAfterPlacing);

    // The simulated bank takes the payment for the owner, the browser's signed verify confirms it.
    const bank = await call(app, owner, 'POST', API.payments.simulatedPay, {
      razorpayOrderId: again.razorpayOrder.id,
      outcome: 'success',
    });
    expect(bank.statusCode, bank.body).toBe(200);
    const signed = envelope(SimulatedPayAnswer).parse(bank.json()).data;
    const verify = await call(app, owner, 'POST', API.order.verify, {
      orderId: again.order._id,
      razorpayPaymentId: signed.razorpay_payment_id,
      razorpaySignature: signed.razorpay_signature,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const row = await orderRow(app, answer.order._id);
    expect(row).toMatchObject({ paymentStatus: 'paid', razorpayPaymentId: signed.razorpay_payment_id });
    // Paid from My Account, its lines leave the cart as a checkout's do.
    expect(await app.db.select().from(cartItems).where(eq(cartItems.id, itemId))).toEqual([]);
    // Attempts write no history: placed, then ready to ship once paid.
    expect(await historyOf(app, answer.order._id)).toEqual([
      { from: null, to: 'pending' },
      { from: 'pending', to: 'processing' },
    ]);

    // Paid, it takes no further attempt.
    const paid = await payNow(owner, answer.order._id);
    expect([paid.statusCode, paid.json().message]).toEqual([409, SHOPPING_MESSAGES.paymentAlreadyMade]);
  });

  it("answers another shopper's order as not found and a visitor as not signed in", async () => {
    const { answer } = await placeOnline();
    const other = await payNow(stranger, answer.order._id);
    expect([other.statusCode, other.json().message]).toEqual([404, SHOPPING_MESSAGES.orderNotFound]);
    expect((await payNow(null, answer.order._id)).statusCode).toBe(401);
    // Nor can the stranger take the payment at the simulated bank.
    const bank = await call(app, stranger, 'POST', API.payments.simulatedPay, {
      razorpayOrderId: answer.razorpayOrder!.id,
      outcome: 'success',
    });
    expect(bank.statusCode).toBe(404);
    expect((await orderRow(app, answer.order._id)).paymentStatus).toBe('pending');
  });

  it('refuses a cash-on-delivery order, a cancelled one and one whose time to pay ran out', async () => {
    const cod = await checkout(app, owner, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
    const onCod = await payNow(owner, placed(cod.res).order._id);
    expect([onCod.statusCode, onCod.json().message]).toEqual([409, SHOPPING_MESSAGES.paymentNotOnline]);

    // Unpaid for longer than the time to pay, before the sweep came: no new attempt.
    const late = await placeOnline();
    const before = new Date(Date.now() - (UNPAID_ONLINE_ORDER_TTL_MINUTES + 1) * 60_000);
    await app.db.update(orders).set({ createdAt: before }).where(eq(orders.id, late.answer.order._id));
    const expired = await payNow(owner, late.answer.order._id);
    expect(expired.statusCode).toBe(409);
    // The shop's own sweep may have cancelled it in the meantime: then it reads as cancelled.
    expect([
      SHOPPING_MESSAGES.payNowExpired(UNPAID_ONLINE_ORDER_TTL_MINUTES),
      SHOPPING_MESSAGES.payNowCancelled,
    ]).toContain(expired.json().message);

    // Once swept, it is cancelled and reads "Payment not completed", a single entry in the list.
    await expireUnpaidOnlineOrders(lifecycleOf(app));
    const swept = await payNow(owner, late.answer.order._id);
    expect([swept.statusCode, swept.json().message]).toEqual([409, SHOPPING_MESSAGES.payNowCancelled]);
    const listed = (await myOrders(owner)).filter((o) => o._id === late.answer.order._id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(PAYMENT_STATUS_LABELS.failed).toBe('Payment not completed');
  });

  it('lists an attempt a newer checkout replaced no more: the newer order is the one entry', async () => {
    const buyer = (await createShoppers(app, 1))[0]!;
    const first = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'online');
    const firstOrder = placed(first.res).order;
    // Checked out again, the same cart line: the unpaid first attempt is replaced.
    const second = await call(app, buyer, 'POST', API.order.root, {
      itemIds: [first.itemId],
      paymentMethod: 'online',
      contact: '9876543210',
      shippingAddress: (await orderRow(app, firstOrder._id)).shippingAddress,
    });
    expect(second.statusCode, second.body).toBe(201);
    expect((await orderRow(app, firstOrder._id)).status).toBe('cancelled');
    expect((await myOrders(buyer)).map((o) => o._id)).toEqual([placed(second).order._id]);
    const refused = await payNow(buyer, firstOrder._id);
    expect([refused.statusCode, refused.json().message]).toEqual([409, SHOPPING_MESSAGES.payNowCancelled]);

    // A replaced attempt that was paid after all (the payment came late, and is refunded) stays listed.
    const { res } = await payOnline(app, buyer, placed(first.res));
    expect(res.statusCode).toBe(400);
    expect((await myOrders(buyer)).map((o) => o._id).sort()).toEqual([placed(second).order._id, firstOrder._id].sort());
  });
});
