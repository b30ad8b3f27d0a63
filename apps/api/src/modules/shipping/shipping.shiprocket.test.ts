import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, ShipmentAnswer, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper } from '../../../test/fixtures/cart.ts';
import { call, checkout, createAdmin, orderRow, placed } from '../../../test/fixtures/orders.ts';
import { shiprocketWebhook, startFakeShiprocket } from '../../../test/fixtures/shiprocket.ts';

describe('the shop with Shiprocket configured', () => {
  let fake: Awaited<ReturnType<typeof startFakeShiprocket>>;
  let app: TestApp;
  let admin: Shopper;

  beforeAll(async () => {
    fake = await startFakeShiprocket();
    app = await createTestApp({
      RATE_LIMIT: 'off',
      SHIPROCKET_EMAIL: 'api@storyfit.test',
      SHIPROCKET_PASSWORD: 'secret-password',
      SHIPROCKET_WEBHOOK_TOKEN: 'dashboard-token',
      SHIPROCKET_BASE_URL: fake.baseUrl,
    });
    admin = await createAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const webhook = (body: object, token?: string) =>
    app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/shipping/webhook`,
      payload: body,
      headers: token ? { 'x-api-key': token } : {},
    });

  it('books through Shiprocket, and its webhook (with its token) moves the order', async () => {
    expect(app.courier.provider).toBe('shiprocket');
    const tee = await createVariant(app);
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
    const { order } = placed(res);
    await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'processing' });
    const booked = await call(app, admin, 'POST', `/order/${order._id}/shipment`, {});
    expect(booked.statusCode, booked.body).toBe(201);
    const shipment = envelope(ShipmentAnswer).parse(booked.json()).data.shipment;
    expect(shipment).toMatchObject({ awb: '141123221084922', courier: 'Xpressbees Surface', status: 'created' });
    const created = fake.requests.find((r) => r.path === '/orders/create/adhoc')!.body as Record<string, unknown>;
    expect(created).toMatchObject({ payment_method: 'COD', billing_phone: '9876543210', billing_pincode: '141001' });

    const pickedUp = shiprocketWebhook(shipment.awb, { id: 42, label: 'PICKED UP' }, '19 05 2023 15:32:17');
    expect((await webhook(pickedUp)).statusCode).toBe(401);
    expect((await webhook(pickedUp, 'wrong-token')).statusCode).toBe(401);
    expect((await orderRow(app, order._id)).status).toBe('processing');
    expect((await webhook(pickedUp, 'dashboard-token')).statusCode).toBe(200);
    expect((await webhook(pickedUp, 'dashboard-token')).statusCode).toBe(200);
    expect((await orderRow(app, order._id)).status).toBe('shipped');
    const delivered = shiprocketWebhook(shipment.awb, { id: 7, label: 'DELIVERED' }, '20 05 2023 11:00:00');
    expect((await webhook(delivered, 'dashboard-token')).statusCode).toBe(200);
    const row = await orderRow(app, order._id);
    expect(row.status).toBe('delivered');
    expect(row.paymentStatus).toBe('paid');
    const shown = envelope(ShipmentAnswer).parse(
      (await call(app, buyer, 'GET', `/order/${order._id}/shipment`)).json(),
    );
    expect(shown.data.shipment.events.map((e) => e.status)).toEqual(['picked_up', 'delivered']);
  });

  it('has no simulated-courier call', async () => {
    const res = await call(app, null, 'POST', '/shipping/simulated/events', {
      awb: 'SIM0000000000',
      event: 'delivered',
    });
    expect(res.statusCode).toBe(404);
  });
});
