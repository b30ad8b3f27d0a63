import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pdfText } from '../../../test/fixtures/documents.ts';
import { COD_CHARGE_RUPEES, COD_TEXTS, DEFAULT_COD_RULES, SUCCESS, type CheckoutOptions } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
} from '../../../test/fixtures/cart.ts';
import { call, capturedWebhook, createAdmin, orderRow, placed, stockOf } from '../../../test/fixtures/orders.ts';
import { refunds } from '../../db/schema/index.ts';

describe('part-paid cash on delivery (an area whose parcels come back)', () => {
  let app: TestApp;
  let admin: Shopper;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' }, {}, { codRules: 'shop-defaults' });
    admin = await createAdmin(app);
    // One COD parcel to PIN prefix 141 refused at the door; the rate counts from one finished order.
    const [earlier] = (await createShoppers(app, 1)) as [Shopper];
    const tee = await createVariant(app, { stock: { M: 5 } });
    const itemId = await addToCart(app, earlier, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const res = await call(app, earlier, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    });
    const id = res.json().data.order._id as string;
    await call(app, earlier, 'POST', `/order/${id}/confirm`, {});
    await call(app, admin, 'PUT', `/order/${id}/status`, { status: 'shipped' });
    expect((await call(app, admin, 'POST', `/order/${id}/refused-at-door`)).statusCode).toBe(200);
    const saved = await call(app, admin, 'PUT', '/cod/rules', { ...DEFAULT_COD_RULES, returnRateMinOrders: 1 });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => app.close());

  it('takes the COD charge online now, shows both parts on the invoice, and a cancellation refunds the token once', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const tee = await createVariant(app, { stock: { M: 5 }, pricePaise: 99_900 });
    const itemId = await addToCart(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const options = (
      await call(app, shopper, 'GET', `/checkout/options?pin=${DELIVERY_ADDRESS.postalCode}&itemIds=${itemId}`)
    ).json().data as CheckoutOptions;
    expect(options.codOutcome).toBe('cod_partial');
    expect(options.reasons[0]!.code).toBe('area-returns');
    expect(options.methods.find((m) => m.method === 'cod_partial')).toMatchObject({
      allowed: true,
      payNowAmount: COD_CHARGE_RUPEES,
    });

    const res = await call(app, shopper, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    });
    expect(res.statusCode).toBe(201);
    const answer = placed(res);
    expect(answer.order).toMatchObject({
      status: 'awaiting_confirmation',
      paymentMethod: 'cod',
      prepaidAmount: COD_CHARGE_RUPEES,
      dueOnDelivery: 999 + 200 - COD_CHARGE_RUPEES,
    });
    expect(answer.razorpayOrder).toMatchObject({ amount: COD_CHARGE_RUPEES * 100 });
    expect(await stockOf(app, tee.variantId, 'M')).toBe(4);
    // Not confirmed by a tap: by paying the token.
    const tapped = await call(app, shopper, 'POST', `/order/${answer.order._id}/confirm`, {});
    expect(tapped.statusCode).toBe(409);
    expect(tapped.json().message).toBe(COD_TEXTS.payTokenToConfirm);

    // The provider's webhook says so first (for the token's amount), then the browser's verify call.
    const gateway = app.payments.simulated!;
    const paymentId = gateway.newPaymentId();
    const hook = await capturedWebhook(app, answer.razorpayOrder!.id, paymentId, COD_CHARGE_RUPEES * 100);
    expect(hook.statusCode).toBe(200);
    const paid = await call(app, shopper, 'POST', '/order/verify', {
      orderId: answer.order._id,
      razorpayPaymentId: paymentId,
      razorpaySignature: gateway.signPayment(answer.razorpayOrder!.id, paymentId),
      itemIds: [itemId],
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.order).toMatchObject({ status: 'processing', prepaidAmount: COD_CHARGE_RUPEES });
    const row = await orderRow(app, answer.order._id);
    expect(row).toMatchObject({ status: 'processing', paymentStatus: 'pending', razorpayPaymentId: paymentId });

    const invoice = await call(app, shopper, 'GET', `/order/${answer.order._id}/invoice`);
    expect(invoice.statusCode).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain('Paid online: ₹80.00');
    expect(text).toContain('Due on delivery: ₹1,119.00');

    const cancelled = await call(app, admin, 'PUT', `/order/${answer.order._id}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    // Asked again: already cancelled, nothing changes (the token is refunded once, below).
    const again = await call(app, admin, 'PUT', `/order/${answer.order._id}/status`, { status: 'cancelled' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(SUCCESS.orderStatusUnchanged(answer.order.orderNumber, 'cancelled'));
    await app.jobs.settled();
    const rows = await app.db.select().from(refunds).where(eq(refunds.orderId, answer.order._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountPaise).toBe(COD_CHARGE_RUPEES * 100);
    expect(gateway.refunds.filter((r) => r.paymentId === paymentId)).toHaveLength(1);
    expect((await orderRow(app, answer.order._id)).paymentStatus).toBe('refunded');
    expect(await stockOf(app, tee.variantId, 'M')).toBe(5);
  });
});
