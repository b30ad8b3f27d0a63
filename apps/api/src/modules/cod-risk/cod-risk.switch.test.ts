import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { COD_TEXTS, type Order, type PayOnlineQuote, type PayOnlineStart } from '@shop/shared';
import { PLAIN_COD_RULES, createTestApp, type TestApp } from '../../../test/app.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
} from '../../../test/fixtures/cart.ts';
import { call, capturedWebhook, createAdmin, orderRow, placed, stockOf } from '../../../test/fixtures/orders.ts';
import { startSmtpServer, type ReceivedMail } from '../../../test/smtp-server.ts';
import { codDecisions, creditNotes, invoices, orders } from '../../db/schema/index.ts';
import { createLinkSigner } from '../../lib/links/link-signer.ts';
import { reconcileRefunds } from '../payments/index.ts';

/** The signed "Pay online instead" link of a mail: the order id and its token. */
function payLinkIn(mail: ReceivedMail) {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /pay-online\/([0-9a-f-]{36})\?token=([\w%-]+)/.exec(text);
  if (!match) throw new Error('no pay-online link in the mail');
  return { orderId: match[1]!, token: decodeURIComponent(match[2]!) };
}

describe('a cash-on-delivery order paid online instead, before it ships', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: Shopper;
  let tee: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT: 'off' },
      {},
      // 10 % off for paying online, at most ₹100.
      {
        codRules: {
          ...PLAIN_COD_RULES,
          prepaidDiscountKind: 'percent',
          prepaidDiscountValue: 10,
          prepaidDiscountCapRupees: 100,
        },
      },
    );
    admin = await createAdmin(app);
    tee = (await createVariant(app, { pricePaise: 99_900, stock: { M: 50 } })).variantId;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const codOrder = async (who?: Shopper) => {
    const buyer = who ?? ((await createShoppers(app, 1)) as [Shopper])[0];
    const itemId = await addToCart(app, buyer, { variantId: tee, size: 'M', quantity: 1 });
    const res = await call(app, buyer, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { buyer, order: placed(res).order };
  };
  const mailTo = async (email: string, subject: string) => {
    await app.jobs.settled();
    const mail = smtp.received.find((m) => m.to.includes(email) && m.raw.includes(subject));
    expect(mail, `a mail "${subject}" to ${email}`).toBeDefined();
    return mail!;
  };
  /** The shop's own link signer (the same secret the app signs with). */
  const links = () => createLinkSigner(app.config);
  const quote = (orderId: string, token: string) =>
    call(app, null, 'GET', `/order/${orderId}/pay-online?token=${encodeURIComponent(token)}`);
  const start = (orderId: string, token: string) => call(app, null, 'POST', `/order/${orderId}/pay-online`, { token });
  /** The simulated bank, as the widget calls it from a page nobody signed in to. */
  const bank = async (razorpayOrderId: string) => {
    const res = await call(app, null, 'POST', '/payments/simulated/pay', { razorpayOrderId, outcome: 'success' });
    return res;
  };
  const verify = (orderId: string, token: string, paid: { razorpay_payment_id: string; razorpay_signature: string }) =>
    call(app, null, 'POST', `/order/${orderId}/pay-online/verify`, {
      token,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    });
  const orderInvoices = (orderId: string) =>
    app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), isNull(invoices.returnId)));
  const orderCreditNotes = (orderId: string) =>
    app.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
  const orderAnswer = async (who: Shopper, orderId: string) => {
    const list = (await call(app, who, 'GET', '/order/user')).json().data.orders as Order[];
    return list.find((o) => o._id === orderId)!;
  };

  it('pays a firm COD order online from its confirmation mail without signing in: new total, invoice replaced, stock untouched, paid once', async () => {
    const { buyer, order } = await codOrder();
    expect(order).toMatchObject({ status: 'processing', totalAmount: 999 + 200 });
    const stock = await stockOf(app, tee, 'M');
    const link = payLinkIn(await mailTo(buyer.email, 'is confirmed'));
    expect(link.orderId).toBe(order._id);

    // A wrong token, or the confirmation link's token, opens nothing.
    expect((await quote(order._id, 'forged')).statusCode).toBe(404);
    expect((await quote(order._id, links().sign(order._id))).statusCode).toBe(404);

    const shown = await quote(order._id, link.token);
    expect(shown.statusCode, shown.body).toBe(200);
    // ₹999 goods, 10 % off (₹99.90, in whole rupees ₹100: the cap), no ₹80 COD charge: ₹1,019.
    expect(shown.json().data as PayOnlineQuote).toMatchObject({
      orderNumber: order.orderNumber,
      codTotal: 1199,
      codFee: 80,
      prepaidDiscount: 100,
      newTotal: 1019,
      payNow: 1019,
      paid: false,
    });

    const started = await start(order._id, link.token);
    expect(started.statusCode, started.body).toBe(200);
    const { razorpayOrder } = started.json().data as PayOnlineStart;
    expect(razorpayOrder.amount).toBe(101_900);
    // Asked again (a reload, a second tab): the same provider order, never a second one.
    expect(((await start(order._id, link.token)).json().data as PayOnlineStart).razorpayOrder.id).toBe(
      razorpayOrder.id,
    );

    const paid = await bank(razorpayOrder.id);
    expect(paid.statusCode, paid.body).toBe(200);
    const done = await verify(order._id, link.token, paid.json().data);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: COD_TEXTS.paidOnlineInstead, data: { paid: true, newTotal: 1019 } });

    const row = await orderRow(app, order._id);
    expect(row).toMatchObject({
      status: 'processing',
      paymentMethod: 'online',
      paymentStatus: 'paid',
      totalPaise: 101_900,
      deliveryFeePaise: 12_000,
      discountPaise: 10_000,
      prepaidDiscountPaise: 10_000,
      razorpayOrderId: razorpayOrder.id,
      razorpayPaymentId: paid.json().data.razorpay_payment_id,
    });
    expect(await stockOf(app, tee, 'M')).toBe(stock);

    // The first invoice is cancelled by a credit note and a new one issued at the new amounts.
    const docs = await orderInvoices(order._id);
    expect(docs).toHaveLength(2);
    const [replaced, current] = [docs.find((d) => d.replacedAt)!, docs.find((d) => !d.replacedAt)!];
    expect(replaced.totalPaise).toBe(119_900);
    expect(current.totalPaise).toBe(101_900);
    expect(current.lines.find((l) => l.kind === 'goods')).toMatchObject({ discountPaise: 10_000 });
    expect(current.lines.some((l) => l.description === 'Cash on delivery charge' && l.totalPaise > 0)).toBe(false);
    const notes = await orderCreditNotes(order._id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ invoiceId: replaced.id, totalPaise: 119_900 });
    const shopperView = await orderAnswer(buyer, order._id);
    expect(shopperView).toMatchObject({
      paymentMethod: 'online',
      totalAmount: 1019,
      prepaidDiscount: 100,
      invoiceNumber: current.number,
      creditNoteNumber: null,
    });

    // Nothing is taken twice: the same payment again, the provider's webhook, the bank, the page.
    expect((await verify(order._id, link.token, paid.json().data)).statusCode).toBe(200);
    const hook = await capturedWebhook(app, razorpayOrder.id, paid.json().data.razorpay_payment_id, 101_900);
    expect(hook.statusCode).toBe(200);
    expect((await bank(razorpayOrder.id)).statusCode).toBe(400);
    expect((await quote(order._id, link.token)).json().data).toMatchObject({ paid: true });
    expect((await start(order._id, link.token)).statusCode).toBe(409);
    expect(await orderInvoices(order._id)).toHaveLength(2);
    expect((await orderRow(app, order._id)).totalPaise).toBe(101_900);

    // Cancelled later, the refund is of what was paid, and the credit note cancels the new invoice.
    expect((await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    await app.jobs.settled();
    expect(app.payments.simulated!.refunds.filter((r) => r.paymentId === row.razorpayPaymentId)).toMatchObject([
      { amount: 101_900 },
    ]);
    const after = await orderCreditNotes(order._id);
    expect(after).toHaveLength(2);
    expect(after.find((n) => n.invoiceId === current.id)).toMatchObject({ totalPaise: 101_900 });
  }, 90_000);

  it('confirms an order waiting for confirmation by its payment, reported first by the provider’s webhook', async () => {
    await call(app, admin, 'PUT', '/cod/rules', {
      ...PLAIN_COD_RULES,
      confirmFirstCodOrder: true,
      prepaidDiscountKind: 'rupees',
      prepaidDiscountValue: 50,
      prepaidDiscountCapRupees: 0,
    });
    const { buyer, order } = await codOrder();
    expect(order.status).toBe('awaiting_confirmation');
    const mail = await mailTo(buyer.email, 'Please confirm');
    expect(mail.raw).toContain(COD_TEXTS.payOnlineInstead);
    const link = payLinkIn(mail);

    const started = (await start(order._id, link.token)).json().data as PayOnlineStart;
    expect(started.quote).toMatchObject({ codFee: 80, prepaidDiscount: 50, newTotal: 1069 });
    const paymentId = app.payments.simulated!.newPaymentId();
    // An amount that is not the switch's is never taken for it.
    await capturedWebhook(app, started.razorpayOrder.id, paymentId, 100);
    expect((await orderRow(app, order._id)).paymentMethod).toBe('cod');
    const hook = await capturedWebhook(app, started.razorpayOrder.id, paymentId, 106_900);
    expect(hook.statusCode).toBe(200);

    const row = await orderRow(app, order._id);
    expect(row).toMatchObject({
      status: 'processing',
      paymentMethod: 'online',
      paymentStatus: 'paid',
      totalPaise: 106_900,
    });
    const docs = await orderInvoices(order._id);
    expect(docs).toHaveLength(1);
    expect(docs[0]!.totalPaise).toBe(106_900);
    expect(await orderCreditNotes(order._id)).toHaveLength(0);
    const [decision] = await app.db.select().from(codDecisions).where(eq(codDecisions.orderId, order._id));
    expect(decision!.confirmedAt).not.toBeNull();
    await call(app, admin, 'PUT', '/cod/rules', PLAIN_COD_RULES);
  });

  it('refuses once the order has shipped, is with the courier, is cancelled, or is part-paid, each with its reason', async () => {
    const sign = (orderId: string) => links().sign(orderId, 'pay-online');
    const expectRefused = async (orderId: string, status: number, message: string) => {
      for (const res of [await quote(orderId, sign(orderId)), await start(orderId, sign(orderId))]) {
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().message).toBe(message);
      }
    };

    const shipped = (await codOrder()).order;
    await call(app, admin, 'PUT', `/order/${shipped._id}/status`, { status: 'shipped' });
    await expectRefused(shipped._id, 409, COD_TEXTS.switchRefused.shipped(shipped.orderNumber));

    const booked = (await codOrder()).order;
    expect((await call(app, admin, 'POST', `/order/${booked._id}/shipment`, {})).statusCode).toBe(201);
    await expectRefused(booked._id, 409, COD_TEXTS.switchRefused['with-courier'](booked.orderNumber));

    const cancelled = (await codOrder()).order;
    await call(app, admin, 'PUT', `/order/${cancelled._id}/status`, { status: 'cancelled' });
    await expectRefused(cancelled._id, 409, COD_TEXTS.switchRefused.cancelled(cancelled.orderNumber));

    const { buyer, order: partPaid } = await codOrder();
    await app.db.update(orders).set({ prepaidPaise: 8000 }).where(eq(orders.id, partPaid._id));
    await expectRefused(partPaid._id, 422, COD_TEXTS.switchRefused['part-paid'](partPaid.orderNumber));
    expect((await orderAnswer(buyer, partPaid._id)).paymentMethod).toBe('cod');
  });

  it('refunds a payment that arrives once the order has shipped, and leaves the order as it was', async () => {
    const { order } = await codOrder();
    const token = links().sign(order._id, 'pay-online');
    const { razorpayOrder } = (await start(order._id, token)).json().data as PayOnlineStart;
    // The owner ships while the shopper is still on the payment page.
    await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'shipped' });
    const paid = await bank(razorpayOrder.id);
    expect(paid.statusCode).toBe(200);
    const late = await verify(order._id, token, paid.json().data);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(COD_TEXTS.switchPaidTooLate(order.orderNumber));

    expect(await orderRow(app, order._id)).toMatchObject({
      status: 'shipped',
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      totalPaise: 119_900,
    });
    await app.jobs.settled();
    // The webhook of the same payment, later, refunds nothing more.
    await capturedWebhook(app, razorpayOrder.id, paid.json().data.razorpay_payment_id, razorpayOrder.amount);
    await app.jobs.settled();
    const refunds = app.payments.simulated!.refunds.filter((r) => r.paymentId === paid.json().data.razorpay_payment_id);
    expect(refunds).toMatchObject([{ amount: razorpayOrder.amount }]);
  });

  it('a late switch payment refund the provider holds is settled by the reconciliation, and the shopper sees it', async () => {
    const { buyer, order } = await codOrder();
    const token = links().sign(order._id, 'pay-online');
    const { razorpayOrder } = (await start(order._id, token)).json().data as PayOnlineStart;
    await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'shipped' });
    const gateway = app.payments.simulated!;
    gateway.holdRefunds = true;
    let paymentId: string;
    try {
      const paid = await bank(razorpayOrder.id);
      paymentId = paid.json().data.razorpay_payment_id;
      expect((await verify(order._id, token, paid.json().data)).statusCode).toBe(409);
      // The refund's job asked the provider and wrote down the provider's refund: until then the
      // shopper's order names no reference, and there is nothing to reconcile.
      await vi.waitFor(
        async () => {
          const asked = gateway.refunds.find((r) => r.paymentId === paymentId);
          expect(asked).toBeDefined();
          expect((await orderAnswer(buyer, order._id)).refunds).toMatchObject([
            { cause: 'cod-switch', route: 'provider', status: 'pending', reference: asked!.id },
          ]);
        },
        { timeout: 30_000, interval: 100 },
      );
    } finally {
      gateway.holdRefunds = false;
    }
    const [held] = gateway.refunds.filter((r) => r.paymentId === paymentId);
    expect(held).toMatchObject({ status: 'pending', amount: razorpayOrder.amount });
    gateway.settleRefund(held!.id, 'processed');
    // The provider's webhook never came: an hour on, the reconciliation asks and settles it, once.
    const deps = { db: app.db, payments: app.payments, ledger: app.ledger };
    const anHourOn = new Date(Date.now() + 61 * 60_000);
    expect(await reconcileRefunds(deps, anHourOn)).toBe(1);
    expect(await reconcileRefunds(deps, anHourOn)).toBe(0);
    expect((await orderAnswer(buyer, order._id)).refunds).toMatchObject([
      { cause: 'cod-switch', route: 'provider', status: 'processed', amount: razorpayOrder.amount / 100 },
    ]);
    // The order stays cash on delivery, as it was.
    expect(await orderRow(app, order._id)).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'pending' });
  });
});
