import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, DeliveryAnswer, DeliveryRule, INDIA_MESSAGES, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
  type VariantFixture,
} from '../../../test/fixtures/cart.ts';
import { findPin } from './delivery.pins.ts';

describe('delivery to a PIN code', () => {
  let app: TestApp;
  let admin: TestUser;
  let shopper: Shopper;
  let tee: VariantFixture;
  let dear: VariantFixture;

  const check = (pin: string) => app.inject({ url: `${API_BASE_PATH}/delivery/${pin}` });
  const addRule = (payload: object) =>
    app.inject({ method: 'POST', url: `${API_BASE_PATH}/delivery/rules`, headers: { cookie: admin.cookie }, payload });
  const order = async (paymentMethod: 'cod' | 'online', shippingAddress: object, variant = tee) => {
    const itemId = await addToCart(app, shopper, { variantId: variant.variantId, size: 'M', quantity: 1 });
    return app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/order`,
      headers: { cookie: shopper.cookie },
      payload: { itemIds: [itemId], paymentMethod, contact: '9876543210', shippingAddress },
    });
  };

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off', COD_LIMIT_RUPEES: '3000' });
    admin = await createUser(app, { role: 'admin' });
    [shopper] = (await createShoppers(app, 1)) as [Shopper];
    tee = await createVariant(app, { pricePaise: 79_900, stock: { M: 50 } });
    dear = await createVariant(app, { pricePaise: 349_900, stock: { M: 50 } });
  });
  afterAll(() => app.close());

  it('knows the district and state of a real PIN, with a shorter window inside Punjab', async () => {
    const ludhiana = envelope(DeliveryAnswer).parse((await check('141001')).json()).data;
    expect(ludhiana).toMatchObject({
      pin: '141001',
      serviceable: true,
      cod: true,
      codLimit: 3000,
      district: 'Ludhiana',
      state: 'Punjab',
    });
    const mumbai = envelope(DeliveryAnswer).parse((await check('400001')).json()).data;
    expect(mumbai).toMatchObject({ state: 'Maharashtra', district: 'Mumbai' });
    expect(mumbai.expectedDelivery.to > ludhiana.expectedDelivery.to).toBe(true);
    expect(mumbai.expectedDelivery.from <= mumbai.expectedDelivery.to).toBe(true);
    expect(findPin('194101')?.state).toBe('Ladakh');
    expect(findPin('500001')?.state).toBe('Telangana');
  });

  it('answers 400 for a malformed PIN and 404 for one India Post does not have', async () => {
    for (const bad of ['14100', '1410011', '041001', 'abcdef']) {
      const res = await check(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(INDIA_MESSAGES.pinInvalid);
    }
    const unknown = await check('999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(INDIA_MESSAGES.pinUnknown);
  });

  it('lets admins block PINs or prefixes and turn off cash on delivery, and only admins', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${API_BASE_PATH}/delivery/rules`,
          headers: { cookie: shopper.cookie },
          payload: { kind: 'blocked', prefix: '7' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await addRule({ kind: 'blocked', prefix: '0' })).statusCode).toBe(400);
    const blocked = envelope(DeliveryRule).parse((await addRule({ kind: 'blocked', prefix: '744' })).json()).data;
    expect((await addRule({ kind: 'no-cod', prefix: '400001', note: 'courier has no cash service' })).statusCode).toBe(
      201,
    );
    expect(envelope(DeliveryAnswer).parse((await check('744101')).json()).data).toMatchObject({
      serviceable: false,
      cod: false,
    });
    expect(envelope(DeliveryAnswer).parse((await check('400001')).json()).data).toMatchObject({
      serviceable: true,
      cod: false,
    });
    const list = await app.inject({ url: `${API_BASE_PATH}/delivery/rules`, headers: { cookie: admin.cookie } });
    expect(
      list
        .json()
        .data.rules.map((r: { prefix: string }) => r.prefix)
        .sort(),
    ).toEqual(['400001', '744']);
    const removed = await app.inject({
      method: 'DELETE',
      url: `${API_BASE_PATH}/delivery/rules/${blocked._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(envelope(DeliveryAnswer).parse((await check('744101')).json()).data.serviceable).toBe(true);
  });

  it('refuses cash on delivery where the PIN does not allow it and above the limit, but takes online payment', async () => {
    const mumbai = { ...DELIVERY_ADDRESS, city: 'Mumbai', state: 'Maharashtra', postalCode: '400001' };
    const byPin = await order('cod', mumbai);
    expect(byPin.statusCode).toBe(400);
    expect(byPin.json().message).toBe(INDIA_MESSAGES.codNotAvailablePin);
    const byAmount = await order('cod', DELIVERY_ADDRESS, dear);
    expect(byAmount.statusCode).toBe(400);
    expect(byAmount.json().message).toBe('Cash on delivery is available for orders up to ₹3,000');
    expect((await order('online', mumbai)).statusCode).toBe(201);
    const cod = await order('cod', DELIVERY_ADDRESS);
    expect(cod.statusCode, cod.body).toBe(201);
  });

  it('refuses an address whose state contradicts its PIN, naming the field, and an unknown PIN', async () => {
    const res = await order('online', { ...DELIVERY_ADDRESS, state: 'Haryana' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'shippingAddress.state': 'PIN code 141001 is in Punjab' });
    const unknown = await order('online', { ...DELIVERY_ADDRESS, postalCode: '999999' });
    expect(unknown.json().errors).toEqual({ 'shippingAddress.postalCode': INDIA_MESSAGES.pinUnknown });
    // Any spelling of the right state is accepted and stored as the official name.
    const lower = await order('online', { ...DELIVERY_ADDRESS, state: 'punjab' });
    expect(lower.statusCode).toBe(201);
    expect(lower.json().data.order.shippingAddress.state).toBe('Punjab');
  });

  it('refuses shipping to a blocked PIN with its message on the PIN field, for any payment', async () => {
    const rule = envelope(DeliveryRule).parse((await addRule({ kind: 'blocked', prefix: '1410' })).json()).data;
    const res = await order('online', DELIVERY_ADDRESS);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: INDIA_MESSAGES.pinNotServiceable,
      errors: { 'shippingAddress.postalCode': INDIA_MESSAGES.pinNotServiceable },
    });
    await app.inject({
      method: 'DELETE',
      url: `${API_BASE_PATH}/delivery/rules/${rule._id}`,
      headers: { cookie: admin.cookie },
    });
    expect((await order('online', DELIVERY_ADDRESS)).statusCode).toBe(201);
  });
});

describe('delivery dates by zone from the warehouse PIN', () => {
  let app: TestApp;
  let mumbaiWarehouse: TestApp;
  const answer = async (target: TestApp, pin: string) =>
    envelope(DeliveryAnswer).parse((await target.inject({ url: `${API_BASE_PATH}/delivery/${pin}` })).json()).data;
  const days = (a: DeliveryAnswer) => [a.expectedDelivery.from, a.expectedDelivery.to];

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    mumbaiWarehouse = await createTestApp({ RATE_LIMIT: 'off', WAREHOUSE_PIN: '400001' });
  });
  afterAll(async () => {
    await app.close();
    await mumbaiWarehouse.close();
  });

  it('puts each PIN in its zone from the Ludhiana warehouse, the nearer zones arriving no later', async () => {
    const zones = await Promise.all(
      ['141001', '144001', '400001', '302001', '781001', '744101'].map((pin) => answer(app, pin)),
    );
    expect(zones.map((a) => a.zone)).toEqual([
      'same_city',
      'same_state',
      'metro',
      'rest_of_india',
      'north_east_islands',
      'north_east_islands',
    ]);
    const lastDays = zones.map((a) => a.expectedDelivery.to);
    expect([...lastDays].sort()).toEqual(lastDays);
    expect(lastDays[0]! < lastDays[4]!).toBe(true);
  });

  it('counts from the configured WAREHOUSE_PIN: Mumbai is then the same city and Ludhiana the rest of India', async () => {
    const mumbai = await answer(mumbaiWarehouse, '400001');
    const ludhiana = await answer(mumbaiWarehouse, '141001');
    expect([mumbai.zone, ludhiana.zone]).toEqual(['same_city', 'rest_of_india']);
    expect(days(mumbai)).toEqual(days(await answer(app, '141001')));
  });
});
