import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpiAppsAnswer, UpiAttemptAnswer, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import { call, checkout, orderRow, placed } from '../../../test/fixtures/orders.ts';

/**
 * UPI from the buy-now sheet, through the simulated gateway: an app's intent, a QR code and a UPI
 * ID start a provider payment; only the provider's signed webhook (sent by the simulated UPI app)
 * marks the order paid; the apps are ranked by the shop's own outcomes with each.
 */
describe('UPI payments', () => {
  let app: TestApp;
  let shoppers: Shopper[];
  let tee: VariantFixture;
  let next = 0;
  const shopper = () => shoppers[next++]!;

  const onlineOrder = async (who: Shopper) => {
    const { res } = await checkout(app, who, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'online');
    expect(res.statusCode, res.body).toBe(201);
    return placed(res);
  };
  const start = async (who: Shopper, body: object) => call(app, who, 'POST', '/payments/upi', body);
  const started = async (who: Shopper, body: object) => {
    const res = await start(who, body);
    expect(res.statusCode, res.body).toBe(201);
    return envelope(UpiAttemptAnswer).parse(res.json()).data.attempt;
  };
  const attemptOf = async (who: Shopper, id: string) =>
    envelope(UpiAttemptAnswer).parse((await call(app, who, 'GET', `/payments/upi/${id}`)).json()).data.attempt;
  const answer = (who: Shopper, link: string, body: object) => {
    const paymentId = link.split('/').pop()!;
    return call(app, who, 'POST', `/payments/simulated/upi/${paymentId}/answer`, body);
  };
  const ranking = async (who: Shopper) =>
    envelope(UpiAppsAnswer).parse((await call(app, who, 'GET', '/payments/upi/apps')).json()).data.apps;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    shoppers = await createShoppers(app, 12);
    tee = await createVariant(app, { pricePaise: 79_900, stock: { M: 100 } });
  });
  afterAll(() => app.close());

  it("pays an order when the app's payment reaches the shop by the signed webhook, never before", async () => {
    const who = shopper();
    const order = await onlineOrder(who);
    const attempt = await started(who, { razorpayOrderId: order.razorpayOrder!.id, flow: 'intent', app: 'phonepe' });
    expect(attempt).toMatchObject({ flow: 'intent', app: 'phonepe', status: 'pending' });
    expect(attempt.link).toMatch(/\/payments\/simulated\/upi\/pay_/);
    // The app opened and the buyer came back: nothing is paid until the provider says so.
    expect((await orderRow(app, order.order._id)).paymentStatus).toBe('pending');

    const page = await app.inject({ method: 'GET', url: attempt.link! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay ₹919');

    // Another shopper cannot pay, start or read it.
    const stranger = shopper();
    expect((await answer(stranger, attempt.link!, { outcome: 'success' })).statusCode).toBe(404);
    expect((await start(stranger, { razorpayOrderId: order.razorpayOrder!.id, flow: 'qr' })).statusCode).toBe(404);
    expect((await call(app, stranger, 'GET', `/payments/upi/${attempt._id}`)).statusCode).toBe(404);

    const paid = await answer(who, attempt.link!, { outcome: 'success' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.outcome).toBe('paid');
    expect(await attemptOf(who, attempt._id)).toMatchObject({ status: 'paid' });
    expect(await orderRow(app, order.order._id)).toMatchObject({ paymentStatus: 'paid', status: 'processing' });
    // A paid order takes no second UPI payment.
    expect((await start(who, { razorpayOrderId: order.razorpayOrder!.id, flow: 'qr' })).statusCode).toBe(400);
  });

  it('keeps the order unpaid after a decline and after no answer, and pays it when a late webhook comes', async () => {
    const who = shopper();
    const order = await onlineOrder(who);
    const razorpayOrderId = order.razorpayOrder!.id;

    const declined = await started(who, { razorpayOrderId, flow: 'intent', app: 'gpay' });
    expect((await answer(who, declined.link!, { outcome: 'failure' })).json().data.outcome).toBe('payment-failed');
    expect(await attemptOf(who, declined._id)).toMatchObject({ status: 'failed' });
    expect((await orderRow(app, order.order._id)).paymentStatus).toBe('pending');

    const silent = await started(who, { razorpayOrderId, flow: 'intent', app: 'paytm' });
    expect((await answer(who, silent.link!, { outcome: 'timeout' })).statusCode).toBe(200);
    expect(await attemptOf(who, silent._id)).toMatchObject({ status: 'pending' });
    expect((await orderRow(app, order.order._id)).paymentStatus).toBe('pending');

    const late = await started(who, { razorpayOrderId, flow: 'intent', app: 'bhim' });
    expect((await answer(who, late.link!, { outcome: 'late', delayMs: 200 })).statusCode).toBe(200);
    expect(await attemptOf(who, late._id)).toMatchObject({ status: 'pending' });
    await expect.poll(async () => (await attemptOf(who, late._id)).status, { timeout: 5000 }).toBe('paid');
    expect((await orderRow(app, order.order._id)).paymentStatus).toBe('paid');
  });

  it('draws a QR code from a upi://pay link, and refuses a UPI ID that is not one', async () => {
    const who = shopper();
    const order = await onlineOrder(who);
    const qr = await started(who, { razorpayOrderId: order.razorpayOrder!.id, flow: 'qr' });
    expect(qr.app).toBeNull();
    expect(qr.link).toMatch(/^upi:\/\/pay\?pa=[^&]+&pn=StoryFit&tr=pay_\w+&am=919\.00&cu=INR/);
    const bad = await start(who, { razorpayOrderId: order.razorpayOrder!.id, flow: 'vpa', vpa: 'not a upi id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.vpa).toBe('Enter a UPI ID like name@bank');
    const vpa = await started(who, { razorpayOrderId: order.razorpayOrder!.id, flow: 'vpa', vpa: 'asha@okaxis' });
    expect(vpa).toMatchObject({ flow: 'vpa', link: null, status: 'pending' });
  });

  it("ranks the apps by the shop's own paid share with each, an app with no tries in the middle and 'other' last", async () => {
    // So far: PhonePe 1 of 1 paid, BHIM 1 of 1 (late), Google Pay 0 of 1; Paytm's try has not expired yet.
    const apps = await ranking(shopper());
    expect(apps.map((a) => a.app)).toEqual(['phonepe', 'bhim', 'paytm', 'gpay', 'other']);
    expect(apps.find((a) => a.app === 'gpay')).toMatchObject({ successRate: 0, attempts: 1 });
    expect(apps.find((a) => a.app === 'paytm')).toMatchObject({ successRate: null, attempts: 0 });
    expect((await app.inject({ method: 'GET', url: '/api/v1/payments/upi/apps' })).statusCode).toBe(401);
  });
});
