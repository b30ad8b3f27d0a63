import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shiprocketWebhook, startFakeShiprocket } from '../../../test/fixtures/shiprocket.ts';
import { CourierError, type ShipmentRequest } from './port.ts';
import { shiprocketCourier, shiprocketStatus } from './shiprocket.ts';

const request: ShipmentRequest = {
  reference: '100042-Fa1b2c3',
  direction: 'forward',
  orderDate: new Date('2026-11-20T06:30:00Z'),
  customer: {
    name: 'Asha Rani Verma',
    phone: '9876543210',
    email: 'asha@example.in',
    line1: '12-B, Mall Road',
    line2: 'Civil Lines',
    city: 'Ludhiana',
    state: 'Punjab',
    pin: '141001',
  },
  items: [{ name: 'Story Tee (Black)', sku: 'SKU-1-L', units: 2, unitPricePaise: 69_900 }],
  collectPaise: 149_800,
  subtotalPaise: 139_800,
  parcel: { weightGrams: 500, lengthCm: 30, breadthCm: 25, heightCm: 3 },
};

describe('the Shiprocket adapter against recorded answers of its documented shapes', () => {
  let fake: Awaited<ReturnType<typeof startFakeShiprocket>>;
  const courier = () =>
    shiprocketCourier({
      email: 'api@storyfit.test',
      password: 'secret-password',
      webhookToken: 'dashboard-token',
      pickupLocation: 'Ludhiana Studio',
      baseUrl: fake.baseUrl,
    });

  beforeAll(async () => {
    fake = await startFakeShiprocket();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  afterAll(() => fake.close());

  it('books a cash-on-delivery parcel: logs in, creates the order, assigns the AWB, asks for the pickup', async () => {
    const booked = await courier().book(request);
    expect(booked).toEqual({
      providerOrderId: '281248157',
      providerShipmentId: '280652026',
      awb: '141123221084922',
      courierName: 'Xpressbees Surface',
      trackingUrl: 'https://shiprocket.co/tracking/141123221084922',
    });
    expect(fake.logins()).toBe(1);
    expect(fake.requests[0]!.body).toEqual({ email: 'api@storyfit.test', password: 'secret-password' });
    expect(fake.calls()).toEqual([
      'POST /orders/create/adhoc',
      'POST /courier/assign/awb',
      'POST /courier/generate/pickup',
    ]);
    const [create, assign, pickup] = fake.requests.slice(1);
    expect(create!.token).toBe('token-1');
    expect(create!.body).toEqual({
      order_id: '100042-Fa1b2c3',
      order_date: '2026-11-20 12:00',
      pickup_location: 'Ludhiana Studio',
      billing_customer_name: 'Asha',
      billing_last_name: 'Rani Verma',
      billing_address: '12-B, Mall Road',
      billing_address_2: 'Civil Lines',
      billing_city: 'Ludhiana',
      billing_pincode: '141001',
      billing_state: 'Punjab',
      billing_country: 'India',
      billing_email: 'asha@example.in',
      billing_phone: '9876543210',
      shipping_is_billing: true,
      order_items: [{ name: 'Story Tee (Black)', sku: 'SKU-1-L', units: 2, selling_price: 699 }],
      payment_method: 'COD',
      sub_total: 1398,
      length: 30,
      breadth: 25,
      height: 3,
      weight: 0.5,
    });
    expect(assign!.body).toEqual({ shipment_id: 280652026 });
    expect(pickup!.body).toEqual({ shipment_id: [280652026] });
  });

  it('keeps its token, and logs in again once when Shiprocket answers 401', async () => {
    const shiprocket = courier();
    await shiprocket.cancel({
      providerOrderId: '281248157',
      providerShipmentId: '1',
      awb: 'x',
      courierName: 'x',
      trackingUrl: 'x',
    });
    await shiprocket.cancel({
      providerOrderId: '281248158',
      providerShipmentId: '1',
      awb: 'x',
      courierName: 'x',
      trackingUrl: 'x',
    });
    expect(fake.logins()).toBe(1);
    expect(fake.requests.filter((r) => r.path === '/orders/cancel').map((r) => r.body)).toEqual([
      { ids: [281248157] },
      { ids: [281248158] },
    ]);
    fake.revokeTokens();
    await shiprocket.cancel({
      providerOrderId: '281248159',
      providerShipmentId: '1',
      awb: 'x',
      courierName: 'x',
      trackingUrl: 'x',
    });
    expect(fake.logins()).toBe(2);
    expect(fake.requests.at(-1)!.token).toMatch(/^token-\d+$/);
  });

  it('books a return: the return order, then its AWB as a return', async () => {
    const booked = await courier().book({ ...request, direction: 'return', collectPaise: 0 });
    expect(booked.providerOrderId).toBe('281248999');
    expect(fake.calls()).toEqual([
      'POST /orders/create/return',
      'POST /courier/assign/awb',
      'POST /courier/generate/pickup',
    ]);
    const [create, assign] = fake.requests.slice(1);
    expect(create!.body).toMatchObject({
      order_id: '100042-Fa1b2c3',
      pickup_customer_name: 'Asha Rani Verma',
      pickup_pincode: '141001',
      pickup_phone: '9876543210',
      shipping_customer_name: 'StoryFit',
      shipping_city: 'Ludhiana',
      payment_method: 'Prepaid',
    });
    expect(assign!.body).toEqual({ shipment_id: 280652999, is_return: 1 });
  });

  it('tells a refusal from an outage: 422 and no AWB are final, 5xx, 429 and no answer may be retried', async () => {
    fake.answer('POST /orders/create/adhoc', () => ({
      status: 422,
      body: {
        message: 'Oops! Invalid Data.',
        errors: { billing_pincode: ['The billing pincode must be 6 digits.'] },
        status_code: 422,
      },
    }));
    const refused = await courier()
      .book(request)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CourierError);
    expect(refused).toMatchObject({ retryable: false, message: expect.stringContaining('Oops! Invalid Data.') });

    fake.answer('POST /orders/create/adhoc', () => ({ status: 502, body: { message: 'Bad gateway' } }));
    expect(
      await courier()
        .book(request)
        .catch((error: unknown) => error),
    ).toMatchObject({ retryable: true });
    fake.answer('POST /orders/create/adhoc', () => ({ status: 429, body: { message: 'Too Many Attempts.' } }));
    expect(
      await courier()
        .book(request)
        .catch((error: unknown) => error),
    ).toMatchObject({ retryable: true });

    fake.answer('POST /orders/create/adhoc', () => ({
      body: { order_id: 1, shipment_id: 2, status: 'NEW', status_code: 1 },
    }));
    fake.answer('POST /courier/assign/awb', () => ({
      body: { awb_assign_status: 0, response: { data: { awb_assign_error: 'Selected courier is not serviceable' } } },
    }));
    const noAwb = await courier()
      .book(request)
      .catch((error: unknown) => error);
    expect(noAwb).toMatchObject({ retryable: false, message: expect.stringContaining('not serviceable') });

    const away = shiprocketCourier({
      email: 'a',
      password: 'b',
      webhookToken: undefined,
      pickupLocation: 'x',
      baseUrl: 'http://127.0.0.1:9/v1/external',
    });
    expect(await away.book(request).catch((error: unknown) => error)).toMatchObject({
      name: 'CourierError',
      retryable: true,
    });
  });

  it('makes the label and downloads its PDF', async () => {
    const pdf = await courier().label(
      {
        providerOrderId: '281248157',
        providerShipmentId: '280652026',
        awb: '141123221084922',
        courierName: 'x',
        trackingUrl: 'x',
      },
      request,
    );
    expect(pdf.toString()).toBe('%PDF-1.4 label of 141123221084922');
    expect(fake.requests.find((r) => r.path === '/courier/generate/label')!.body).toEqual({ shipment_id: [280652026] });
  });

  it('tracks by AWB: the scans it knows, oldest first, in India time', async () => {
    const events = await courier().track('141123221084922');
    expect(fake.calls()).toEqual(['GET /courier/track/awb/141123221084922']);
    expect(events.map((e) => [e.status, e.at.toISOString()])).toEqual([
      ['picked_up', '2022-07-18T08:20:00.000Z'],
      ['in_transit', '2022-07-18T15:32:00.000Z'],
      ['out_for_delivery', '2022-07-19T03:27:00.000Z'],
      ['delivered', '2022-07-19T06:07:00.000Z'],
    ]);
    expect(events[3]).toMatchObject({
      awb: '141123221084922',
      location: 'MADANPALLI, ANDHRA PRADESH',
      description: 'Delivered',
    });
  });

  it('checks the webhook token and reads its documented body', () => {
    const shiprocket = courier();
    expect(shiprocket.verifyWebhook({ 'x-api-key': 'dashboard-token' })).toBe(true);
    expect(shiprocket.verifyWebhook({ 'x-api-key': 'dashboard-tokem' })).toBe(false);
    expect(shiprocket.verifyWebhook({})).toBe(false);
    const body = shiprocketWebhook('19041424751540', { id: 18, label: 'IN TRANSIT' }, '23 05 2023 11:43:52');
    const event = shiprocket.parseWebhook(body);
    expect(event).toEqual({
      eventId: '19041424751540:18:2023-05-23T06:13:52.000Z',
      awb: '19041424751540',
      status: 'in_transit',
      at: new Date('2023-05-23T06:13:52.000Z'),
      location: 'Chomu_SamodRd_D (Rajasthan)',
      description: 'IN TRANSIT',
    });
    // The same update again has the same id; a status the shop does not follow is no event.
    expect(shiprocket.parseWebhook(body)!.eventId).toBe(event!.eventId);
    expect(
      shiprocket.parseWebhook(shiprocketWebhook('1', { id: 59, label: 'BOX PACKING' }, '23 05 2023 11:43:52')),
    ).toBeNull();
    expect(shiprocket.parseWebhook({ nothing: true })).toBeNull();
    // Without a token set in the configuration, every webhook is refused.
    const unset = shiprocketCourier({
      email: 'a',
      password: 'b',
      webhookToken: undefined,
      pickupLocation: 'x',
      baseUrl: fake.baseUrl,
    });
    expect(unset.verifyWebhook({ 'x-api-key': '' })).toBe(false);
  });

  it('maps its status table to the shop’s', () => {
    expect(shiprocketStatus(6)).toBe('in_transit');
    expect(shiprocketStatus(42)).toBe('picked_up');
    expect(shiprocketStatus(17)).toBe('out_for_delivery');
    expect(shiprocketStatus('7')).toBe('delivered');
    expect(shiprocketStatus(21)).toBe('delivery_failed');
    expect(shiprocketStatus(9)).toBe('returning_to_origin');
    expect(shiprocketStatus(10)).toBe('returned_to_origin');
    expect(shiprocketStatus(12)).toBe('lost');
    expect(shiprocketStatus(8)).toBe('cancelled');
    expect(shiprocketStatus('NA', 'RTO DELIVERED')).toBe('returned_to_origin');
    expect(shiprocketStatus(999)).toBeNull();
  });

  it('passes failed-delivery answers to the NDR action', async () => {
    const shiprocket = courier();
    const booked = {
      providerOrderId: '1',
      providerShipmentId: '2',
      awb: '141123221084922',
      courierName: 'x',
      trackingUrl: 'x',
    };
    await shiprocket.resolveFailedDelivery(booked, { type: 'reattempt' });
    await shiprocket.resolveFailedDelivery(booked, {
      type: 'change_address',
      address: { ...request.customer, phone: '9123456780' },
    });
    await shiprocket.resolveFailedDelivery(booked, { type: 'return' });
    const actions = fake.requests.filter((r) => r.path === '/ndr/141123221084922/action').map((r) => r.body);
    expect(actions).toEqual([
      { action: 're-attempt', comments: 'The customer asked for another attempt' },
      {
        action: 're-attempt',
        comments: 'The customer gave a new address or phone number',
        address1: '12-B, Mall Road',
        address2: 'Civil Lines, Ludhiana, Punjab, 141001',
        phone: '9123456780',
      },
      { action: 'return', comments: 'The customer cancelled the order' },
    ]);
  });
});
