import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutDefaults, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { DELIVERY_ADDRESS, createShoppers, createVariant, type VariantFixture } from '../../../test/fixtures/cart.ts';
import { call, checkout } from '../../../test/fixtures/orders.ts';

describe('checkout defaults for buying again', () => {
  let app: TestApp;
  let tee: VariantFixture;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    tee = await createVariant(app, { stock: { M: 20 } });
  });
  afterAll(() => app.close());

  it("starts from the last order's address (the saved one it matches) and way to pay; nothing before a first order", async () => {
    const [who, other] = await createShoppers(app, 2);
    const defaults = async () => {
      const res = await call(app, who!, 'GET', '/user/checkout-defaults');
      expect(res.statusCode, res.body).toBe(200);
      return envelope(CheckoutDefaults).parse(res.json()).data;
    };
    expect(await defaults()).toEqual({
      hasOrdered: false,
      addressId: null,
      shippingAddress: null,
      paymentMethod: null,
      contact: null,
    });

    const line = { variantId: tee.variantId, size: 'M' as const, quantity: 1 };
    expect((await checkout(app, who!, line, 'online')).res.statusCode).toBe(201);
    expect(await defaults()).toEqual({
      hasOrdered: true,
      addressId: null,
      shippingAddress: DELIVERY_ADDRESS,
      paymentMethod: 'online',
      contact: '9876543210',
    });

    const saved = await call(app, who!, 'POST', '/user/add_address', { ...DELIVERY_ADDRESS, street: 'MALL ROAD ' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await checkout(app, who!, line, 'cod')).res.statusCode).toBe(201);
    const after = await defaults();
    expect(after).toMatchObject({ hasOrdered: true, shippingAddress: null, paymentMethod: 'cod' });
    expect(after.addressId).toBe(saved.json().data.address._id);

    // Another shopper's orders are not theirs to start from.
    const theirs = await call(app, other!, 'GET', '/user/checkout-defaults');
    expect(theirs.json().data.hasOrdered).toBe(false);
    expect((await call(app, null, 'GET', '/user/checkout-defaults')).statusCode).toBe(401);
  });
});
