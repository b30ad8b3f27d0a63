import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  API_BASE_PATH,
  ColorList,
  ProductDetail,
  ProductList,
  ReviewList,
  VariantList,
  envelope,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { eventually } from '../../../test/instances.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
  type VariantFixture,
} from '../../../test/fixtures/cart.ts';

describe('public catalogue answers kept in memory', () => {
  let app: TestApp;
  /** A second API instance on the same database. */
  let other: TestApp;
  let admin: TestUser;
  let shopper: Shopper;
  let tee: VariantFixture;

  const detail = async (on: TestApp, headers: Record<string, string> = {}) =>
    on.inject({ url: `${API_BASE_PATH}${API.product.one(tee.productId)}`, headers });
  const detailData = async (on: TestApp) => envelope(ProductDetail).parse((await detail(on)).json()).data;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    other = await createTestApp({ RATE_LIMIT: 'off' }, { database: app.database });
    admin = await createUser(app, { role: 'admin' });
    [shopper] = (await createShoppers(app, 1)) as [Shopper];
    tee = await createVariant(app, { name: 'Cache Tee', stock: { M: 5, L: 5 }, withImage: true });
  }, 60_000);
  afterAll(async () => {
    await other.close();
    await app.close();
  });

  it('answers with a strong ETag and a CDN-friendly Cache-Control, and 304 when the client has it', async () => {
    const first = await detail(app);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+$/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    await eventually(
      async () => app.publicCache.size,
      (size) => size > 0,
    );

    const again = await detail(app);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['x-request-id']).toBeTruthy();
    envelope(ProductDetail).parse(again.json());

    const notModified = await detail(app, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect((await detail(app, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('keeps brotli and gzip bytes of the same answer, each with its own ETag', async () => {
    const plain = await detail(app);
    await eventually(
      async () => (await detail(app, { 'accept-encoding': 'br' })).headers['content-encoding'],
      (encoding) => encoding === 'br',
    );
    const br = await detail(app, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await detail(app, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    expect(
      (await detail(app, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string })).statusCode,
    ).toBe(304);
  });

  it('tags an answer compressed on its way out with its encoding, as the kept ones are', async () => {
    // Nothing kept: this answer comes from its route and is compressed by the server as it leaves.
    app.publicCache.invalidate('*');
    const gz = await detail(app, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    app.publicCache.invalidate('*');
    const plain = await detail(app);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gz.headers.etag).not.toBe(plain.headers.etag);
    expect(gz.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-gz"`);
    expect((await detail(app, { 'if-none-match': gz.headers.etag as string })).statusCode).toBe(304);
  });

  it('shows a catalogue write through another instance within a second', async () => {
    expect((await detailData(other)).name).toBe('Cache Tee');
    expect((await detailData(app)).name).toBe('Cache Tee');
    const res = await app.inject({
      method: 'PATCH',
      url: `${API_BASE_PATH}${API.product.one(tee.productId)}`,
      payload: { name: 'Cache Tee Renamed' },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    for (const instance of [app, other]) {
      const seen = await eventually(
        () => detailData(instance),
        (d) => d.name === 'Cache Tee Renamed',
      );
      expect(seen.name).toBe('Cache Tee Renamed');
    }
    const list = await eventually(
      async () =>
        envelope(ProductList).parse((await other.inject(`${API_BASE_PATH}${API.product.list}?limit=50`)).json()).data,
      (l) => l.products.some((p) => p.name === 'Cache Tee Renamed'),
    );
    expect(list.products.map((p) => p.name)).toContain('Cache Tee Renamed');
  });

  it('shows a write through the same instance at once: the write answers after its own change is heard', async () => {
    for (const round of [1, 2, 3, 4, 5]) {
      const name = `Cache Tee ${round}`;
      await eventually(
        async () => app.publicCache.size,
        (size) => size > 0,
      );
      expect((await detail(app)).statusCode).toBe(200);
      const res = await app.inject({
        method: 'PATCH',
        url: `${API_BASE_PATH}${API.product.one(tee.productId)}`,
        payload: { name },
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(200);
      // No waiting: the very next read shows the write.
      expect((await detailData(app)).name).toBe(name);
    }
  });

  it('shows a new review in the rating of the product and the product list', async () => {
    const listed = async (on: TestApp) =>
      envelope(ProductList)
        .parse((await on.inject(`${API_BASE_PATH}${API.product.list}?limit=50`)).json())
        .data.products.find((p) => p._id === tee.productId);
    expect((await detailData(other)).reviewCount).toBe(0);
    expect((await listed(other))?.reviewCount).toBe(0);
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.review.create}`,
      payload: { productId: tee.productId, rating: 4, comment: 'Soft and roomy.' },
      headers: { cookie: shopper.cookie },
    });
    expect(res.statusCode).toBe(201);
    const seen = await eventually(
      () => detailData(other),
      (d) => d.reviewCount === 1,
    );
    expect(seen).toMatchObject({ reviewCount: 1, averageRating: 4 });
    expect(
      await eventually(
        () => listed(other),
        (p) => p?.reviewCount === 1,
      ),
    ).toMatchObject({ reviewCount: 1, averageRating: 4 });
  });

  it("keeps a product's reviews in memory, and shows a review's author renamed", async () => {
    const url = `${API_BASE_PATH}${API.review.forProduct(tee.productId)}`;
    const authors = async (on: TestApp) =>
      envelope(ReviewList)
        .parse((await on.inject(url)).json())
        .data.reviews.map((r) => r.user.name);
    const first = await other.inject(url);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, must-revalidate/);
    // The review above dropped every kept answer: the list is the one the other instance keeps now.
    await eventually(
      async () => other.publicCache.size,
      (size) => size > 0,
    );
    expect(await authors(other)).toEqual([shopper.name]);
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.user.updateProfile}`,
      payload: { name: 'Renamed Shopper', phone: '9876543210' },
      headers: { cookie: shopper.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(
      await eventually(
        () => authors(other),
        (names) => names[0] === 'Renamed Shopper',
      ),
    ).toEqual(['Renamed Shopper']);
  });

  it("shows an order's stock change in the product and in search, and nowhere else drops answers", async () => {
    const unrelated = await createVariant(app, { name: 'Unrelated Tee', stock: { M: 3 } });
    const unrelatedUrl = `${API_BASE_PATH}${API.product.one(unrelated.productId)}`;
    const colours = `${API_BASE_PATH}${API.color.list}`;
    const search = `${API_BASE_PATH}${API.variant.list}?search=${encodeURIComponent('cache tee')}`;
    // Warm the answers (and let the catalogue writes above settle).
    await eventually(
      async () => (await detailData(other)).variants[0]!.quantity.M,
      (m) => m === 5,
    );
    for (const url of [unrelatedUrl, colours, search]) await other.inject(url);
    await eventually(
      async () =>
        (await other.inject({ url: colours, headers: { 'accept-encoding': 'br' } })).headers['content-encoding'],
      (encoding) => encoding === 'br',
    );
    const unrelatedEtag = (await other.inject(unrelatedUrl)).headers.etag;
    const coloursEtag = (await other.inject(colours)).headers.etag;

    const line = await addToCart(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 2 });
    const order = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.order.root}`,
      payload: { itemIds: [line], paymentMethod: 'cod', contact: 9876543210, shippingAddress: DELIVERY_ADDRESS },
      headers: { cookie: shopper.cookie },
    });
    expect(order.statusCode).toBe(201);

    const after = await eventually(
      () => detailData(other),
      (d) => d.variants[0]!.quantity.M === 3,
    );
    expect(after.variants[0]!.quantity).toMatchObject({ M: 3, L: 5 });
    const found = await eventually(
      async () => envelope(VariantList).parse((await other.inject(search)).json()).data,
      (l) => l.variants.find((v) => v._id === tee.variantId)?.quantity.M === 3,
    );
    expect(found.variants.find((v) => v._id === tee.variantId)?.quantity.M).toBe(3);
    // Another product's page and the colours do not show this stock: they stay as they were.
    expect((await other.inject(unrelatedUrl)).headers.etag).toBe(unrelatedEtag);
    const coloursNow = await other.inject({ url: colours, headers: { 'if-none-match': coloursEtag as string } });
    expect(coloursNow.statusCode).toBe(304);
    envelope(ColorList).parse((await other.inject(colours)).json());
  });

  it('never keeps a personal answer: carts, or every product as only an admin sees them', async () => {
    const hidden = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.product.list}`,
      payload: { name: 'Not Yet Sold Tee', description: 'No variant yet.', story: 'Soon.' },
      headers: { cookie: admin.cookie },
    });
    expect(hidden.statusCode).toBe(201);
    const allUrl = `${API_BASE_PATH}${API.product.list}?limit=50&all=true`;
    const names = (body: string) =>
      envelope(ProductList)
        .parse(JSON.parse(body))
        .data.products.map((p) => p.name);
    const asAdmin = await eventually(
      async () => names((await app.inject({ url: allUrl, headers: { cookie: admin.cookie } })).body),
      (list) => list.includes('Not Yet Sold Tee'),
    );
    expect(asAdmin).toContain('Not Yet Sold Tee');
    const adminAgain = await app.inject({ url: allUrl, headers: { cookie: admin.cookie } });
    expect(adminAgain.headers['cache-control']).toBe('private, no-store');
    expect(names((await app.inject(allUrl)).body)).not.toContain('Not Yet Sold Tee');
    expect(names((await app.inject(allUrl)).body)).not.toContain('Not Yet Sold Tee');

    const cart = await app.inject({ url: `${API_BASE_PATH}${API.cart.root}`, headers: { cookie: shopper.cookie } });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control'] ?? '').not.toMatch(/public/);
    expect(cart.headers.etag).toBeUndefined();
    // Another shopper asking the same URL never gets the first one's cart.
    const [stranger] = (await createShoppers(app, 1)) as [Shopper];
    const theirs = await app.inject({ url: `${API_BASE_PATH}${API.cart.root}`, headers: { cookie: stranger.cookie } });
    expect(theirs.json().data.cart.items).toEqual([]);
    expect((await app.inject(`${API_BASE_PATH}${API.cart.root}`)).statusCode).toBe(401);
  });
});

describe('compiled answer serialisation', () => {
  let validated: TestApp;
  let compiled: TestApp;

  beforeAll(async () => {
    validated = await createTestApp({ RATE_LIMIT: 'off' });
    compiled = await createTestApp({ RATE_LIMIT: 'off' }, { database: validated.database, responses: 'compiled' });
    await createVariant(validated, { name: 'Serialised Tee', stock: { M: 2, XL: 1 }, withImage: true });
  }, 60_000);
  afterAll(async () => {
    await compiled.close();
    await validated.close();
  });

  it('writes the same answers as the zod-validated serialiser', async () => {
    const list = envelope(ProductList).parse((await validated.inject(`${API_BASE_PATH}${API.product.list}`)).json());
    const id = list.data.products[0]!._id;
    for (const url of [
      `${API_BASE_PATH}${API.product.list}?limit=5`,
      `${API_BASE_PATH}${API.product.one(id)}`,
      `${API_BASE_PATH}${API.color.list}`,
      `${API_BASE_PATH}${API.variant.list}?search=tee`,
    ]) {
      const a = await validated.inject(url);
      const b = await compiled.inject(url);
      expect(b.statusCode, url).toBe(200);
      expect(b.json(), url).toEqual(a.json());
    }
  });
});
