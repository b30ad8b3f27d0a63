import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_PARCEL,
  PARCEL_LIMITS,
  CATALOGUE_MESSAGES,
  envelope,
  ProductDetail,
  SERVER_MESSAGES,
  SUCCESS,
  VALIDATION,
  Variant,
  VariantList,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { orderItems, orders, variants } from '../../db/schema/index.ts';
import { call, createShop, form, pngBytes } from '../../../test/fixtures/catalogue.ts';

let app: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { role: 'admin' });
  customer = await createUser(app);
});
afterAll(() => app.close());

const uploaded = (url: string) => path.join(app.dataDir, 'uploads', url.replace(/^\/media\//, ''));

describe('who may write the catalogue', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const writes = [
    { method: 'POST', url: '/product', body: { name: 'x', description: 'x', story: 'x' } },
    { method: 'PATCH', url: `/product/${id}`, body: { name: 'x' } },
    { method: 'DELETE', url: `/product/${id}` },
    { method: 'POST', url: '/color', body: { name: 'Teal', hex: '#008080' } },
    { method: 'PATCH', url: `/color/${id}`, body: { name: 'x' } },
    { method: 'DELETE', url: `/color/${id}` },
    { method: 'POST', url: '/variant', body: { productId: id } },
    { method: 'PATCH', url: `/variant/${id}`, body: { price: 1 } },
    { method: 'DELETE', url: `/variant/${id}` },
    { method: 'POST', url: '/images', body: { variantId: id } },
    { method: 'PUT', url: `/images/${id}`, body: {} },
    { method: 'DELETE', url: `/images/${id}` },
  ] as const;

  it.each(writes)('$method $url answers 401 to a visitor and 403 to a customer', async (write) => {
    const visitor = await call(app, write);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: SERVER_MESSAGES.unauthenticated });
    const shopper = await call(app, { ...write, cookie: customer.cookie });
    expect(shopper.status).toBe(403);
    expect(shopper.body).toEqual({ success: false, code: 'FORBIDDEN', message: SERVER_MESSAGES.forbidden });
  });

  it('a customer uploading a variant photo is refused before the upload is read', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/variant',
      cookie: customer.cookie,
      body: form({ productId: id, colorId: id, price: '1' }, [{ bytes: await pngBytes() }]),
    });
    expect(res.status).toBe(403);
  });
});

describe('colours', () => {
  it('creates, lists, renames and deletes a colour with the success messages', async () => {
    const created = await call(app, {
      method: 'POST',
      url: '/color',
      cookie: admin.cookie,
      body: { name: 'Sea Green', hex: '#2e8b57' },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(SUCCESS.colorCreated);
    expect(created.body.data).toMatchObject({ name: 'Sea Green', hex: '#2E8B57' });

    const list = await call(app, { method: 'GET', url: '/color' });
    expect(list.body.data.colors.map((c: { name: string }) => c.name)).toContain('Sea Green');

    const renamed = await call(app, {
      method: 'PATCH',
      url: `/color/${created.body.data._id}`,
      cookie: admin.cookie,
      body: { name: 'Deep Sea' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ message: SUCCESS.colorUpdated, data: { name: 'Deep Sea', hex: '#2E8B57' } });

    const deleted = await call(app, { method: 'DELETE', url: `/color/${created.body.data._id}`, cookie: admin.cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(SUCCESS.colorDeleted);
    const again = await call(app, { method: 'DELETE', url: `/color/${created.body.data._id}`, cookie: admin.cookie });
    expect(again.status).toBe(404);
  });

  it('refuses a blank name or hex with the SPEC messages, a malformed hex, and a duplicate name (409)', async () => {
    const blank = await call(app, {
      method: 'POST',
      url: '/color',
      cookie: admin.cookie,
      body: { name: ' ', hex: '' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toMatchObject({ name: VALIDATION.nameRequired, hex: VALIDATION.hexRequired });
    const missing = await call(app, { method: 'POST', url: '/color', cookie: admin.cookie, body: {} });
    expect(missing.body.errors).toMatchObject({ name: VALIDATION.nameRequired, hex: VALIDATION.hexRequired });
    const badHex = await call(app, {
      method: 'POST',
      url: '/color',
      cookie: admin.cookie,
      body: { name: 'Odd', hex: 'red' },
    });
    expect(badHex.status).toBe(400);
    expect(badHex.body.errors.hex).toBe(VALIDATION.hexInvalid);

    await call(app, { method: 'POST', url: '/color', cookie: admin.cookie, body: { name: 'Rust', hex: '#B7410E' } });
    const duplicate = await call(app, {
      method: 'POST',
      url: '/color',
      cookie: admin.cookie,
      body: { name: 'rust', hex: '#B7410E' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(CATALOGUE_MESSAGES.colorNameTaken);
  });
});

describe('products', () => {
  it('creates, updates and deletes a product; validation uses the SPEC messages', async () => {
    const invalid = await call(app, {
      method: 'POST',
      url: '/product',
      cookie: admin.cookie,
      body: { name: '', description: ' ' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      name: VALIDATION.nameRequired,
      description: VALIDATION.descriptionRequired,
      story: VALIDATION.storyRequired,
    });

    const created = await call(app, {
      method: 'POST',
      url: '/product',
      cookie: admin.cookie,
      body: { name: '  Chai Break Tee ', description: 'Soft jersey', story: 'Four o clock ritual', role: 'admin' },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(SUCCESS.productCreated);
    expect(created.body.data).toEqual({
      _id: expect.any(String),
      name: 'Chai Break Tee',
      description: 'Soft jersey',
      story: 'Four o clock ritual',
      nameHi: null,
      storyHi: null,
      onSale: false,
      package: DEFAULT_PARCEL,
    });
    const id = created.body.data._id;

    const updated = await call(app, {
      method: 'PATCH',
      url: `/product/${id}`,
      cookie: admin.cookie,
      body: { story: 'New story' },
    });
    expect(updated.body).toMatchObject({
      message: SUCCESS.productUpdated,
      data: { name: 'Chai Break Tee', story: 'New story' },
    });

    const detail = await call(app, { method: 'GET', url: `/product/${id}` });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      story: 'New story',
      variants: [],
      price: null,
      variant: null,
      reviewCount: 0,
    });

    const deleted = await call(app, { method: 'DELETE', url: `/product/${id}`, cookie: admin.cookie });
    expect(deleted.body.message).toBe(SUCCESS.productDeleted);
    expect((await call(app, { method: 'GET', url: `/product/${id}` })).status).toBe(404);
    expect(
      (await call(app, { method: 'PATCH', url: `/product/${id}`, cookie: admin.cookie, body: { name: 'x' } })).status,
    ).toBe(404);
  });

  it("keeps each product's package for the courier: set on create and update, listed for admins only, checked", async () => {
    const boxed = { weightGrams: 420, lengthCm: 32, breadthCm: 26, heightCm: 6 };
    const created = await call(app, {
      method: 'POST',
      url: '/product',
      cookie: admin.cookie,
      body: { name: 'Heavy Hoodie Tee', description: 'Thick', story: 'Winter', package: boxed },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.package).toEqual(boxed);
    const id = created.body.data._id;

    const resized = { ...boxed, weightGrams: 380 };
    const updated = await call(app, {
      method: 'PATCH',
      url: `/product/${id}`,
      cookie: admin.cookie,
      body: { package: resized },
    });
    expect(updated.body.data).toMatchObject({ name: 'Heavy Hoodie Tee', package: resized });
    const renamed = await call(app, {
      method: 'PATCH',
      url: `/product/${id}`,
      cookie: admin.cookie,
      body: { name: 'Hoodie Tee' },
    });
    expect(renamed.body.data.package).toEqual(resized);

    const tooLight = await call(app, {
      method: 'PATCH',
      url: `/product/${id}`,
      cookie: admin.cookie,
      body: { package: { ...boxed, weightGrams: 10 } },
    });
    expect(tooLight.status).toBe(400);
    expect(tooLight.body.errors['package.weightGrams']).toBe(
      `Weight must be at least ${PARCEL_LIMITS.minWeightGrams} g`,
    );

    const listed = async (cookie?: string) =>
      (
        await call(app, {
          method: 'GET',
          url: `/product?all=true&limit=100&search=Hoodie`,
          ...(cookie ? { cookie } : {}),
        })
      ).body.data.products.find((p: { _id: string }) => p._id === id);
    expect((await listed(admin.cookie))?.package).toEqual(resized);
    const publicList = (await call(app, { method: 'GET', url: '/product?limit=100' })).body.data.products;
    expect(publicList.every((p: object) => !('package' in p))).toBe(true);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await call(app, { method: 'GET', url: '/product/00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CATALOGUE_MESSAGES.productNotFound);
    expect((await call(app, { method: 'GET', url: "/product/1' or '1'='1" })).status).toBe(400);
  });
});

describe('variants', () => {
  it('creates a variant from a multipart form: stock per size (blank = 0), rupee price, generated SKU, WebP widths', async () => {
    const shop = await createShop(app, admin.cookie, {
      color: { name: 'Indigo', hex: '#34406B' },
      product: { name: 'Monsoon Drift Oversized Tee', description: 'Boxy cut', story: 'Rain in Mumbai' },
      price: '999.50',
      quantity: { M: 5, L: 0, XL: '2', XXL: '' },
    });
    const variant = Variant.parse(shop.variant);
    expect(variant.quantity).toEqual({ M: 5, L: 0, XL: 2, XXL: 0 });
    expect(variant.price).toBe(999.5);
    expect(variant.sku).toMatch(/^SF-MDOT-IND-[0-9A-F]{4}$/);
    expect(variant.product).toMatchObject({ name: 'Monsoon Drift Oversized Tee' });
    expect(variant.color).toMatchObject({ name: 'Indigo', hex: '#34406B' });
    expect(variant.image?.sources.map((s) => s.width)).toEqual([320, 400]);
    expect(variant.image?.url).toMatch(/^\/media\/images\/[0-9a-f]{24}-400\.webp$/);
    expect(variant.image?.avif?.map((s) => s.width)).toEqual([320, 400]);
    expect(fs.existsSync(uploaded(variant.image!.url))).toBe(true);

    const detail = envelope(ProductDetail).parse(
      (await call(app, { method: 'GET', url: `/product/${shop.product._id}` })).body,
    );
    expect(detail.data).toMatchObject({
      price: 999.5,
      sizes: ['M', 'L', 'XL', 'XXL'],
      colors: [{ _id: shop.color._id, name: 'Indigo', hex: '#34406B', imageUrl: variant.image!.url }],
      variant: { _id: variant._id, price: 999.5 },
    });
    expect(detail.data.variants[0]).toEqual(variant);

    // The storefront list shows it at once.
    const list = await call(app, { method: 'GET', url: '/product' });
    expect(list.body.data.products.map((p: { _id: string }) => p._id)).toContain(shop.product._id);
  });

  it('keeps a given SKU and refuses a second variant of the same product and colour, or a taken SKU (409)', async () => {
    const shop = await createShop(app, admin.cookie, {
      color: { name: 'Olive', hex: '#6B7048' },
      product: { name: 'Olive Grove Tee', description: 'd', story: 's' },
    });
    const again = await call(app, {
      method: 'POST',
      url: '/variant',
      cookie: admin.cookie,
      body: form({ productId: shop.product._id, colorId: shop.color._id, price: '10', quantity: '{}' }, [
        { bytes: await pngBytes('#111111') },
      ]),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CATALOGUE_MESSAGES.variantExists);

    const color = await call(app, {
      method: 'POST',
      url: '/color',
      cookie: admin.cookie,
      body: { name: 'Khaki', hex: '#C3B091' },
    });
    const custom = await call(app, {
      method: 'POST',
      url: '/variant',
      cookie: admin.cookie,
      body: form(
        {
          productId: shop.product._id,
          colorId: color.body.data._id,
          price: '10',
          quantity: '{}',
          sku: 'OLIVE-KHAKI-1',
        },
        [{ bytes: await pngBytes('#C3B091') }],
      ),
    });
    expect(custom.status).toBe(201);
    expect(custom.body.data.sku).toBe('OLIVE-KHAKI-1');
    const color2 = await call(app, {
      method: 'POST',
      url: '/color',
      cookie: admin.cookie,
      body: { name: 'Stone', hex: '#888888' },
    });
    const clash = await call(app, {
      method: 'POST',
      url: '/variant',
      cookie: admin.cookie,
      body: form({ productId: shop.product._id, colorId: color2.body.data._id, price: '10', sku: 'OLIVE-KHAKI-1' }, [
        { bytes: await pngBytes('#888888') },
      ]),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(CATALOGUE_MESSAGES.skuTaken);
  });

  it('validates the variant form with the SPEC messages', async () => {
    const empty = await call(app, {
      method: 'POST',
      url: '/variant',
      cookie: admin.cookie,
      body: form({ price: '', quantity: '{"M":-1}' }),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({
      productId: VALIDATION.productRequired,
      colorId: VALIDATION.colorRequired,
      price: VALIDATION.priceRequired,
      'quantity.M': VALIDATION.sizeQuantityNonNegative('M'),
    });
    const negative = await call(app, {
      method: 'POST',
      url: '/variant',
      cookie: admin.cookie,
      body: form({
        productId: crypto.randomUUID(),
        colorId: crypto.randomUUID(),
        price: '-1',
        quantity: '{"XXL":"-3"}',
      }),
    });
    expect(negative.body.errors).toMatchObject({
      price: VALIDATION.priceNonNegative,
      'quantity.XXL': VALIDATION.sizeQuantityNonNegative('XXL'),
    });
    const noImage = await call(app, {
      method: 'POST',
      url: '/variant',
      cookie: admin.cookie,
      body: form({ productId: crypto.randomUUID(), colorId: crypto.randomUUID(), price: '1', quantity: '{}' }),
    });
    expect(noImage.status).toBe(400);
    expect(noImage.body).toMatchObject({
      message: VALIDATION.imageRequired,
      errors: { image: VALIDATION.imageRequired },
    });
    const unknownProduct = await call(app, {
      method: 'POST',
      url: '/variant',
      cookie: admin.cookie,
      body: form({ productId: crypto.randomUUID(), colorId: crypto.randomUUID(), price: '1' }, [
        { bytes: await pngBytes() },
      ]),
    });
    expect(unknownProduct.status).toBe(404);
  });

  it('updates price and stock (multipart or JSON), replaces the photo and removes the old files', async () => {
    const shop = await createShop(app, admin.cookie, {
      color: { name: 'Mustard', hex: '#D9A93A' },
      product: { name: 'Desert Sun Tee', description: 'd', story: 's' },
    });
    const oldUrl: string = shop.variant.image.url;
    const patched = await call(app, {
      method: 'PATCH',
      url: `/variant/${shop.variant._id}`,
      cookie: admin.cookie,
      body: form({ price: '1299', quantity: JSON.stringify({ M: 1, L: 2, XL: '', XXL: 4 }) }, [
        { bytes: await pngBytes('#ABCDEF', 1200, 1500) },
      ]),
    });
    expect(patched.status).toBe(200);
    expect(patched.body.message).toBe(SUCCESS.variantUpdated);
    expect(patched.body.data).toMatchObject({
      price: 1299,
      quantity: { M: 1, L: 2, XL: 0, XXL: 4 },
      sku: shop.variant.sku,
    });
    expect(patched.body.data.image.sources.map((s: { width: number }) => s.width)).toEqual([320, 480, 640, 960, 1200]);
    expect(fs.existsSync(uploaded(oldUrl))).toBe(false);
    for (const file of shop.variant.image.avif) expect(fs.existsSync(uploaded(file.url))).toBe(false);

    const json = await call(app, {
      method: 'PATCH',
      url: `/variant/${shop.variant._id}`,
      cookie: admin.cookie,
      body: { price: 1099 },
    });
    expect(json.body.data).toMatchObject({ price: 1099, quantity: { M: 1, L: 2, XL: 0, XXL: 4 } });
    const bad = await call(app, {
      method: 'PATCH',
      url: `/variant/${shop.variant._id}`,
      cookie: admin.cookie,
      body: { price: -5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.price).toBe(VALIDATION.priceNonNegative);
    const missing = await call(app, {
      method: 'PATCH',
      url: `/variant/${crypto.randomUUID()}`,
      cookie: admin.cookie,
      body: { price: 5 },
    });
    expect(missing.status).toBe(404);
  });

  it('lists variants with filters, pagination and totalPages', async () => {
    const all = envelope(VariantList).parse((await call(app, { method: 'GET', url: '/variant?limit=2' })).body);
    expect(all.data.variants.length).toBe(2);
    const everything = envelope(VariantList).parse(
      (await call(app, { method: 'GET', url: '/variant?limit=100' })).body,
    );
    expect(all.data.totalPages).toBe(Math.ceil(everything.data.variants.length / 2));

    const one = everything.data.variants[0]!;
    const byProduct = (await call(app, { method: 'GET', url: `/variant?productId=${one.product._id}` })).body.data;
    expect(byProduct.variants.every((v: Variant) => v.product._id === one.product._id)).toBe(true);
    const byColorId = (await call(app, { method: 'GET', url: `/variant?color=${one.color._id}` })).body.data;
    expect(byColorId.variants.map((v: Variant) => v._id)).toContain(one._id);
    const byColorName = (await call(app, { method: 'GET', url: `/variant?color=${one.color.name.toUpperCase()}` })).body
      .data;
    expect(byColorName.variants.every((v: Variant) => v.color.name === one.color.name)).toBe(true);

    const inStockL = (await call(app, { method: 'GET', url: '/variant?size=L&limit=100' })).body.data
      .variants as Variant[];
    expect(inStockL.every((v) => v.quantity.L > 0)).toBe(true);
    expect(inStockL.length).toBeLessThan(everything.data.variants.length);

    const cheap = (await call(app, { method: 'GET', url: '/variant?maxPrice=999.5&limit=100' })).body.data
      .variants as Variant[];
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((v) => v.price <= 999.5)).toBe(true);
    const dear = (await call(app, { method: 'GET', url: '/variant?minPrice=1000&limit=100' })).body.data
      .variants as Variant[];
    expect(dear.every((v) => v.price >= 1000)).toBe(true);

    const past = (await call(app, { method: 'GET', url: '/variant?page=99' })).body.data;
    expect(past).toEqual({ variants: [], totalPages: Math.ceil(everything.data.variants.length / 10) });
    expect((await call(app, { method: 'GET', url: '/variant?size=S' })).status).toBe(400);
  });

  it('refuses to delete a colour or product still used by a variant (409), then deletes in order', async () => {
    const shop = await createShop(app, admin.cookie, {
      color: { name: 'Maroon', hex: '#6E2A35' },
      product: { name: 'Night Market Tee', description: 'd', story: 's' },
    });
    const colorDelete = await call(app, { method: 'DELETE', url: `/color/${shop.color._id}`, cookie: admin.cookie });
    expect(colorDelete.status).toBe(409);
    expect(colorDelete.body.message).toBe(CATALOGUE_MESSAGES.colorInUse);
    const productDelete = await call(app, {
      method: 'DELETE',
      url: `/product/${shop.product._id}`,
      cookie: admin.cookie,
    });
    expect(productDelete.status).toBe(409);
    expect(productDelete.body.message).toBe(CATALOGUE_MESSAGES.productHasVariants);

    const imageUrl: string = shop.variant.image.url;
    const variantDelete = await call(app, {
      method: 'DELETE',
      url: `/variant/${shop.variant._id}`,
      cookie: admin.cookie,
    });
    expect(variantDelete.status).toBe(200);
    expect(variantDelete.body.message).toBe(SUCCESS.variantDeleted);
    expect(fs.existsSync(uploaded(imageUrl))).toBe(false);
    expect((await call(app, { method: 'DELETE', url: `/color/${shop.color._id}`, cookie: admin.cookie })).status).toBe(
      200,
    );
    expect(
      (await call(app, { method: 'DELETE', url: `/product/${shop.product._id}`, cookie: admin.cookie })).status,
    ).toBe(200);
  });

  it('refuses to delete a variant that is in an order (409) and keeps its photo', async () => {
    const shop = await createShop(app, admin.cookie, {
      color: { name: 'Charcoal', hex: '#45474D' },
      product: { name: 'Ordered Tee', description: 'd', story: 's' },
    });
    const [order] = await app.db
      .insert(orders)
      .values({
        userId: customer.id,
        paymentMethod: 'cod',
        subtotalPaise: 99900,
        deliveryFeePaise: 20000,
        totalPaise: 119900,
        contact: '9876543210',
        shippingAddress: {
          houseNumber: '1',
          street: 's',
          colony: 'c',
          city: 'Ludhiana',
          state: 'Punjab',
          postalCode: '141001',
          country: 'India',
        },
        expectedDelivery: new Date(),
      })
      .returning();
    await app.db.insert(orderItems).values({
      orderId: order!.id,
      variantId: shop.variant._id,
      productName: 'Ordered Tee',
      colorName: 'Charcoal',
      imageUrl: shop.variant.image.url,
      size: 'M',
      quantity: 1,
      unitPricePaise: 99900,
    });
    const res = await call(app, { method: 'DELETE', url: `/variant/${shop.variant._id}`, cookie: admin.cookie });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CATALOGUE_MESSAGES.variantOrdered);
    const [still] = await app.db.select().from(variants).where(eq(variants.id, shop.variant._id));
    expect(still).toBeDefined();

    // Replacing the photo keeps the file an order line still shows.
    await call(app, {
      method: 'PATCH',
      url: `/variant/${shop.variant._id}`,
      cookie: admin.cookie,
      body: form({}, [{ bytes: await pngBytes('#010203') }]),
    });
    expect(fs.existsSync(uploaded(shop.variant.image.url))).toBe(true);
  });
});

describe('variant edits keep what they do not mention', () => {
  it('a price-only edit leaves the stock alone', async () => {
    const shop = await createShop(app, admin.cookie, {
      color: { name: 'Sky Blue', hex: '#8DB6D9' },
      product: { name: 'Kite Festival Tee', description: 'd', story: 's' },
      quantity: { M: 3, L: 4, XL: 5, XXL: 6 },
    });
    const res = await call(app, {
      method: 'PATCH',
      url: `/variant/${shop.variant._id}`,
      cookie: admin.cookie,
      body: form({ price: '450' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      price: 450,
      quantity: { M: 3, L: 4, XL: 5, XXL: 6 },
      image: shop.variant.image,
    });
  });
});
