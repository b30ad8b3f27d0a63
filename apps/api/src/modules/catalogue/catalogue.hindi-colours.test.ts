import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  API_BASE_PATH,
  CartAnswer,
  Color,
  COLOR_NAME_MAX,
  ColorList,
  envelope,
  ProductDetail,
  ProductFacets,
  ProductList,
  VariantList,
  Wishlist,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { call, createShop } from '../../../test/fixtures/catalogue.ts';
import { addToCart, createShoppers, type Shopper } from '../../../test/fixtures/cart.ts';

/*
 * A colour's optional Hindi name (docs/decisions/0323): written by the admin as a product's is,
 * answered by the storefront's reads in the language they ask for (the product page's colours and
 * variants, the cards, the cart and wishlist lines), and found by a Devanagari search.
 */

// "Aasmani neela" (sky blue).
const HINDI_COLOUR = 'आसमानी नीला';

let app: TestApp;
let admin: TestUser;
let shopper: Shopper;
let colorId: string;
let productId: string;
let variantId: string;

const detail = async (query = '') =>
  envelope(ProductDetail).parse((await call(app, { method: 'GET', url: `${API.product.one(productId)}${query}` })).body)
    .data;
const list = async (query: string) =>
  envelope(ProductList).parse((await call(app, { method: 'GET', url: `${API.product.list}?${query}` })).body).data;
const patchColor = (id: string, body: object) =>
  call(app, { method: 'PATCH', url: API.color.one(id), cookie: admin.cookie, body });

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT: 'off' });
  admin = await createUser(app, { role: 'admin' });
  [shopper] = (await createShoppers(app, 1)) as [Shopper];
  const shop = await createShop(app, admin.cookie, {
    color: { name: 'Sky Blue', hex: '#7FB2E5' },
    product: { name: 'Horizon Tee', description: 'Light cotton.', story: 'Made for open skies.' },
  });
  colorId = shop.color._id;
  productId = shop.product._id;
  variantId = shop.variant._id;
}, 60_000);

afterAll(async () => {
  await app.close();
});

describe("the admin writes a colour's Hindi name", () => {
  it('keeps it composed and trimmed, lists it beside the English, and takes a blank one as none', async () => {
    const res = await patchColor(colorId, { nameHi: `  ${HINDI_COLOUR.normalize('NFD')} ` });
    expect(res.status).toBe(200);
    expect(envelope(Color).parse(res.body).data).toMatchObject({ name: 'Sky Blue', nameHi: HINDI_COLOUR });

    const colours = envelope(ColorList).parse((await call(app, { method: 'GET', url: API.color.list })).body).data;
    expect(colours.colors.find((c) => c._id === colorId)).toMatchObject({ name: 'Sky Blue', nameHi: HINDI_COLOUR });

    const created = await call(app, {
      method: 'POST',
      url: API.color.list,
      cookie: admin.cookie,
      body: { name: 'Ash', nameHi: '   ', hex: '#B2BEB5' },
    });
    expect(created.status).toBe(201);
    expect(envelope(Color).parse(created.body).data.nameHi).toBeNull();
    const cleared = await patchColor(created.body.data._id, { nameHi: '' });
    expect(envelope(Color).parse(cleared.body).data.nameHi).toBeNull();
  });

  it('refuses a Hindi name longer than an English one may be, and control characters, field by field', async () => {
    const tooLong = await patchColor(colorId, { nameHi: 'न'.repeat(COLOR_NAME_MAX + 1) });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.errors)).toEqual(['nameHi']);
    const control = await patchColor(colorId, { nameHi: 'नीला\u0007' });
    expect(control.status).toBe(400);
    expect(Object.keys(control.body.errors)).toEqual(['nameHi']);
    // A shopper may not write one.
    const shoppers = await call(app, {
      method: 'PATCH',
      url: API.color.one(colorId),
      cookie: shopper.cookie,
      body: { nameHi: 'लाल' },
    });
    expect(shoppers.status).toBe(403);
    expect((await detail('?lang=hi')).colors[0]!.name).toBe(HINDI_COLOUR);
  });
});

describe('the storefront names the colour in the language it asks for', () => {
  it("the product page's colours and variants", async () => {
    const hindi = await detail('?lang=hi');
    expect(hindi.colors.map((c) => c.name)).toEqual([HINDI_COLOUR]);
    expect(hindi.variants[0]!.color.name).toBe(HINDI_COLOUR);
    const english = await detail();
    expect(english.colors.map((c) => c.name)).toEqual(['Sky Blue']);
    expect(english.variants[0]!.color.name).toBe('Sky Blue');
  });

  it("the list's cards", async () => {
    const card = (lang: string) =>
      list(`limit=100${lang}`).then((page) => page.products.find((p) => p._id === productId)!.colors);
    expect((await card('&lang=hi')).map((c) => c.name)).toEqual([HINDI_COLOUR]);
    expect((await card('')).map((c) => c.name)).toEqual(['Sky Blue']);
  });

  it("the list's colour filter: its choices named in Hindi, and a Hindi name filters the list", async () => {
    const facets = async (query: string) =>
      envelope(ProductFacets).parse((await call(app, { method: 'GET', url: `${API.product.facets}?${query}` })).body)
        .data.colors;
    // Each choice carries the value its filter writes, the English name, the same in both languages.
    const sky = { value: 'Sky Blue', nameHi: HINDI_COLOUR, hex: '#7FB2E5', count: 1 };
    expect(await facets('lang=hi')).toContainEqual({ name: HINDI_COLOUR, ...sky });
    expect(await facets('')).toContainEqual({ name: 'Sky Blue', ...sky });
    expect((await facets('')).map((c) => c.name)).not.toContain(HINDI_COLOUR);

    const chosen = encodeURIComponent(HINDI_COLOUR);
    const filtered = await list(`color=${chosen}&limit=100&lang=hi`);
    expect(filtered.products.map((p) => p._id)).toEqual([productId]);
    expect((await list('color=sky%20blue&limit=100')).products.map((p) => p._id)).toEqual([productId]);
    // The other filters' counts hold with the Hindi colour chosen.
    const sizes = envelope(ProductFacets).parse(
      (await call(app, { method: 'GET', url: `${API.product.facets}?color=${chosen}&lang=hi` })).body,
    ).data.sizes;
    expect(sizes.find((s) => s.size === 'M')?.count).toBe(1);
  });

  it('a colour without a Hindi name keeps its English name on a Hindi page', async () => {
    const plain = await createShop(app, admin.cookie, {
      color: { name: 'Charcoal', hex: '#36454F' },
      product: { name: 'Slate Tee', description: 'Soft.', story: 'A quiet tee.' },
    });
    const hindi = envelope(ProductDetail).parse(
      (await call(app, { method: 'GET', url: `${API.product.one(plain.product._id)}?lang=hi` })).body,
    ).data;
    expect(hindi.colors.map((c) => c.name)).toEqual(['Charcoal']);
  });

  it("the cart's and the wishlist's lines, in the caller's language", async () => {
    await addToCart(app, shopper, { variantId, size: 'M', quantity: 1 });
    const cart = (headers: Record<string, string>) =>
      app.inject({ url: `${API_BASE_PATH}${API.cart.root}`, headers: { cookie: shopper.cookie, ...headers } });
    const colour = (res: Awaited<ReturnType<typeof cart>>) =>
      envelope(CartAnswer).parse(res.json()).data.cart.items[0]!.variant.color.name;
    expect(colour(await cart({ 'accept-language': 'hi-IN' }))).toBe(HINDI_COLOUR);
    expect(colour(await cart({}))).toBe('Sky Blue');

    const added = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.wishlist.root}`,
      headers: { cookie: shopper.cookie, 'accept-language': 'hi' },
      payload: { variantId, size: 'L' },
    });
    expect(envelope(Wishlist).parse(added.json()).data.items[0]!.variant.color.name).toBe(HINDI_COLOUR);
  });

  it('a renamed Hindi colour is answered at once (the kept answers are dropped)', async () => {
    expect((await detail('?lang=hi')).colors[0]!.name).toBe(HINDI_COLOUR);
    await patchColor(colorId, { nameHi: 'आसमानी' });
    expect((await detail('?lang=hi')).colors[0]!.name).toBe('आसमानी');
    await patchColor(colorId, { nameHi: HINDI_COLOUR });
    expect((await detail('?lang=hi')).colors[0]!.name).toBe(HINDI_COLOUR);
  });
});

describe("a Devanagari search finds tees by their colour's Hindi name", () => {
  it('in the list and in the variant search', async () => {
    const found = (await list(`search=${encodeURIComponent('आसमानी')}&limit=100`)).products.map((p) => p.name);
    expect(found).toEqual(['Horizon Tee']);

    const variants = envelope(VariantList).parse(
      (
        await call(app, {
          method: 'GET',
          url: `${API.variant.list}?search=${encodeURIComponent('आसमानी')}&limit=100`,
          cookie: admin.cookie,
        })
      ).body,
    ).data.variants;
    expect(variants.map((v) => v._id)).toEqual([variantId]);
  });
});
