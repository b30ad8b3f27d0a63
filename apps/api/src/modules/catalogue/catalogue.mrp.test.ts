import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { call, createShop, form, pngBytes } from '../../../test/fixtures/catalogue.ts';

describe('MRP and the sale flag', () => {
  let app: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createUser(app, { role: 'admin' });
  });
  afterAll(() => app.close());

  it('shows an MRP above the price on the card and the product page, filters by the selling price, and marks sale items', async () => {
    const { product, color } = await createShop(app, admin.cookie, { price: '999' });
    const variantOf = async () => (await call(app, { method: 'GET', url: `/product/${product._id}` })).body.data;

    // A second colour with an MRP: refused at or below its price, kept above it.
    const other = await call(app, {
      method: 'POST',
      url: '/color',
      cookie: admin.cookie,
      body: { name: 'Indigo', hex: '#2B3A67' },
    });
    const fields = async (mrp: string) =>
      form(
        { productId: product._id, colorId: other.body.data._id, price: '799', mrp, quantity: JSON.stringify({ M: 3 }) },
        [{ bytes: await pngBytes('#2B3A67') }],
      );
    const refused = await call(app, {
      method: 'POST',
      url: '/variant',
      cookie: admin.cookie,
      body: await fields('799'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CATALOGUE_MESSAGES.mrpNotAbovePrice);
    const created = await call(app, {
      method: 'POST',
      url: '/variant',
      cookie: admin.cookie,
      body: form(
        {
          productId: product._id,
          colorId: other.body.data._id,
          price: '799',
          mrp: '1299',
          quantity: JSON.stringify({ M: 3 }),
        },
        [{ bytes: await pngBytes('#2B3A67') }],
      ),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ price: 799, mrp: 1299 });
    expect(color._id).toBeTruthy();

    const detail = await variantOf();
    expect(detail.variants.map((v: { price: number; mrp: number | null }) => [v.price, v.mrp]).sort()).toEqual([
      [799, 1299],
      [999, null],
    ]);
    // The card's price is the lowest selling price; the price filter reads selling prices, not MRPs.
    const within = await call(app, { method: 'GET', url: '/product?maxPrice=800' });
    expect(within.body.data.products.map((p: { _id: string }) => p._id)).toContain(product._id);
    const above = await call(app, { method: 'GET', url: '/product?minPrice=1000' });
    expect(above.body.data.products.map((p: { _id: string }) => p._id)).not.toContain(product._id);

    // 0 clears the MRP.
    const cleared = await call(app, {
      method: 'PATCH',
      url: `/variant/${created.body.data._id}`,
      cookie: admin.cookie,
      body: form({ mrp: '0' }),
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data.mrp).toBeNull();

    const sale = await call(app, {
      method: 'PATCH',
      url: `/product/${product._id}`,
      cookie: admin.cookie,
      body: { onSale: true },
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect(sale.body.data.onSale).toBe(true);
    expect((await variantOf()).onSale).toBe(true);
  });
});
