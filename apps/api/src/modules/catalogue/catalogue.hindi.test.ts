import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  API_BASE_PATH,
  CartAnswer,
  envelope,
  Product,
  PRODUCT_NAME_MAX,
  ProductDetail,
  ProductList,
  Wishlist,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { call, createShop } from '../../../test/fixtures/catalogue.ts';
import { addToCart, createShoppers, type Shopper } from '../../../test/fixtures/cart.ts';

/*
 * A product's optional Hindi name and story (docs/decisions/0319): written by the admin, answered
 * by the storefront's reads in the language they ask for, found by a Devanagari search, kept apart
 * per language in memory, and on the Hindi page's head.
 */

const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>StoryFit</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

// "Badal" (cloud), its nukta-free and nukta forms: one word to a search however it is typed.
const HINDI_NAME = 'बादल ड्रिफ़्ट टी';
const HINDI_STORY = 'मुंबई की एक भीगी दोपहर में जन्मी।\n\nभारी सूती कपड़ा, ढीला कट, हर धुलाई के बाद और नरम।';

let app: TestApp;
let admin: TestUser;
let shopper: Shopper;
let distDir: string;
let productId: string;
let variantId: string;

const product = (query = '') => call(app, { method: 'GET', url: `${API.product.one(productId)}${query}` });
const detail = async (query = '') => envelope(ProductDetail).parse((await product(query)).body).data;
const list = async (query: string) =>
  envelope(ProductList).parse((await call(app, { method: 'GET', url: `${API.product.list}?${query}` })).body).data;

beforeAll(async () => {
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-dist-'));
  await fs.writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
  app = await createTestApp({ WEB_DIST_DIR: distDir, RATE_LIMIT: 'off' });
  admin = await createUser(app, { role: 'admin' });
  [shopper] = (await createShoppers(app, 1)) as [Shopper];
  const shop = await createShop(app, admin.cookie, {
    product: {
      name: 'Cloud Drift Tee',
      description: 'Heavyweight cotton, boxy cut.',
      story: 'Born on a rain-soaked afternoon in Mumbai.',
    },
  });
  productId = shop.product._id;
  variantId = shop.variant._id;
}, 60_000);

afterAll(async () => {
  await app.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

describe("the admin writes a product's Hindi name and story", () => {
  it('keeps them composed, and a blank one as none', async () => {
    // Typed decomposed (the nukta apart), as some keyboards write it.
    const typed = HINDI_NAME.normalize('NFD');
    const res = await call(app, {
      method: 'PATCH',
      url: API.product.one(productId),
      cookie: admin.cookie,
      body: { nameHi: `  ${typed}  `, storyHi: HINDI_STORY },
    });
    expect(res.status).toBe(200);
    const saved = envelope(Product).parse(res.body).data;
    expect(saved.nameHi).toBe(HINDI_NAME.normalize('NFC'));
    expect(saved.storyHi).toBe(HINDI_STORY);
    expect(saved.name).toBe('Cloud Drift Tee');

    const other = await call(app, {
      method: 'POST',
      url: API.product.list,
      cookie: admin.cookie,
      body: { name: 'Plain Tee', description: 'Plain.', story: 'Plain.', nameHi: '   ', storyHi: '' },
    });
    expect(other.status).toBe(201);
    expect(envelope(Product).parse(other.body).data).toMatchObject({ nameHi: null, storyHi: null });
  });

  it('refuses a Hindi name longer than an English one may be, and control characters, field by field', async () => {
    const tooLong = await call(app, {
      method: 'PATCH',
      url: API.product.one(productId),
      cookie: admin.cookie,
      body: { nameHi: 'क'.repeat(PRODUCT_NAME_MAX + 1) },
    });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.errors)).toEqual(['nameHi']);

    const control = await call(app, {
      method: 'PATCH',
      url: API.product.one(productId),
      cookie: admin.cookie,
      body: { storyHi: 'कहानी\u0000' },
    });
    expect(control.status).toBe(400);
    expect(Object.keys(control.body.errors)).toEqual(['storyHi']);
    expect((await detail('?lang=hi')).name).toBe(HINDI_NAME);
  });

  it("lists them beside the English in the admin's list only", async () => {
    const admins = await app.inject({
      url: `${API_BASE_PATH}${API.product.list}?all=true&limit=100`,
      headers: { cookie: admin.cookie },
    });
    const row = envelope(ProductList)
      .parse(admins.json())
      .data.products.find((p) => p._id === productId);
    expect(row).toMatchObject({ name: 'Cloud Drift Tee', nameHi: HINDI_NAME, storyHi: HINDI_STORY });

    const shoppers = (await list('limit=100')).products.find((p) => p._id === productId);
    expect(shoppers).not.toHaveProperty('nameHi');
    expect(shoppers).not.toHaveProperty('storyHi');
  });
});

describe('the storefront answers in the language it asks for', () => {
  it('a product: the Hindi name and story, the story opening as its description; English otherwise', async () => {
    const hindi = await detail('?lang=hi');
    expect(hindi.name).toBe(HINDI_NAME);
    expect(hindi.story).toBe(HINDI_STORY);
    expect(hindi.description).toBe('मुंबई की एक भीगी दोपहर में जन्मी।');
    expect(hindi.variants[0]!.product.name).toBe(HINDI_NAME);

    const english = await detail();
    expect(english).toMatchObject({ name: 'Cloud Drift Tee', description: 'Heavyweight cotton, boxy cut.' });
    expect(await detail('?lang=en')).toEqual(english);
    expect((await product('?lang=fr')).status).toBe(400);
  });

  it('a product without Hindi texts reads in English on a Hindi page', async () => {
    const plain = await createShop(app, admin.cookie, {
      color: { name: 'Chalk', hex: '#F4F1EA' },
      product: { name: 'Chalk Tee', description: 'Soft.', story: 'A quiet tee.' },
    });
    const hindi = envelope(ProductDetail).parse(
      (await call(app, { method: 'GET', url: `${API.product.one(plain.product._id)}?lang=hi` })).body,
    ).data;
    expect(hindi).toMatchObject({ name: 'Chalk Tee', description: 'Soft.', story: 'A quiet tee.' });
  });

  it("the list's cards", async () => {
    const card = (await list('limit=100&lang=hi')).products.find((p) => p._id === productId);
    expect(card).toMatchObject({ name: HINDI_NAME, story: HINDI_STORY });
    expect((await list('limit=100')).products.find((p) => p._id === productId)?.name).toBe('Cloud Drift Tee');
  });

  it('keeps each language’s answer apart in memory, and drops both when the Hindi name changes', async () => {
    const english = await product();
    const hindi = await product('?lang=hi');
    expect(hindi.res.headers.etag).not.toBe(english.res.headers.etag);
    expect((await product()).body.data.name).toBe('Cloud Drift Tee');

    await call(app, {
      method: 'PATCH',
      url: API.product.one(productId),
      cookie: admin.cookie,
      body: { nameHi: 'बादल टी' },
    });
    expect((await product('?lang=hi')).body.data.name).toBe('बादल टी');
    await call(app, {
      method: 'PATCH',
      url: API.product.one(productId),
      cookie: admin.cookie,
      body: { nameHi: HINDI_NAME },
    });
    expect((await product('?lang=hi')).body.data.name).toBe(HINDI_NAME);
  });

  it("the cart's and the wishlist's lines, in the caller's language", async () => {
    await addToCart(app, shopper, { variantId, size: 'M', quantity: 1 });
    const cart = (headers: Record<string, string>) =>
      app.inject({ url: `${API_BASE_PATH}${API.cart.root}`, headers: { cookie: shopper.cookie, ...headers } });
    const name = (res: Awaited<ReturnType<typeof cart>>) =>
      envelope(CartAnswer).parse(res.json()).data.cart.items[0]!.variant.product.name;
    expect(name(await cart({ 'accept-language': 'hi-IN' }))).toBe(HINDI_NAME);
    expect(name(await cart({ cookie: `${shopper.cookie}; lang=hi` }))).toBe(HINDI_NAME);
    expect(name(await cart({}))).toBe('Cloud Drift Tee');

    const added = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.wishlist.root}`,
      headers: { cookie: shopper.cookie, 'accept-language': 'hi' },
      payload: { variantId, size: 'L' },
    });
    expect(envelope(Wishlist).parse(added.json()).data.items[0]!.variant.product.name).toBe(HINDI_NAME);
  });
});

describe('a search finds a product by its Hindi name', () => {
  const found = async (search: string, lang = '') =>
    (await list(`search=${encodeURIComponent(search)}&limit=100${lang}`)).products.map((p) => p.name);

  it('by a word of it, with or without the nukta, whatever the language of the answer', async () => {
    expect(await found('बादल')).toEqual(['Cloud Drift Tee']);
    expect(await found('ड्रिफ़्ट', '&lang=hi')).toEqual([HINDI_NAME]);
    expect(await found('ड्रिफ्ट', '&lang=hi')).toEqual([HINDI_NAME]);
    expect(await found('बादल drift')).toEqual(['Cloud Drift Tee']);
  });

  it('still reads a Hindi word of the table as its English meaning, and finds nothing for a Hindi word of no name', async () => {
    // "सूती" (cotton) is in the story of both, by its English meaning.
    expect(await found('सूती')).toContain('Cloud Drift Tee');
    expect(await found('बरसात')).toEqual([]);
  });
});

describe("the Hindi product page's head", () => {
  it('names the product in Hindi, with its story opening, a Hindi locale and its own address', async () => {
    const res = await app.inject({ url: `/hi/product/${productId}` });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(`<title>${HINDI_NAME} | StoryFit</title>`);
    expect(head).toContain(`<meta property="og:title" content="${HINDI_NAME} | StoryFit" />`);
    expect(head).toMatch(/<meta name="description" content="मुंबई की एक भीगी दोपहर में जन्मी। ₹[\d,]+ से।" \/>/);
    expect(head).toContain('<meta property="og:locale" content="hi_IN" />');
    expect(head).toContain(`<link rel="canonical" href="http://localhost:3000/hi/product/${productId}" />`);
    expect(head).toContain(`"name":"${HINDI_NAME}"`);

    const english = await app.inject({ url: `/product/${productId}` });
    expect(english.body).toContain('<title>Cloud Drift Tee | StoryFit</title>');
    expect(english.body).toContain('<meta property="og:locale" content="en_IN" />');
  });
});
