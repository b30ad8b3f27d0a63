import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, envelope, ProductList, ProductListQuery, VariantList } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { call, createShop, form, pngBytes } from '../../../test/fixtures/catalogue.ts';
import { fold } from '../../db/text-folding.ts';
import { productPageStatement } from './catalogue.repository.ts';
import { searchWords } from './catalogue.search.ts';

let app: TestApp;
let admin: TestUser;
let customer: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { role: 'admin' });
  customer = await createUser(app);
  const cafe = await createShop(app, admin.cookie, {
    color: { name: 'Crème Brûlée', hex: '#E8D3B0' },
    product: {
      name: 'Café Racer Tee',
      description: 'Soft 220 GSM jersey.',
      story: 'Espresso stops on the Konkan coast.',
    },
    price: '799',
    quantity: { M: 0, L: 3, XL: 0, XXL: 0 },
  });
  const monsoon = await createShop(app, admin.cookie, {
    color: { name: 'Indigo', hex: '#34406B' },
    product: {
      name: 'Monsoon Drift Tee',
      description: 'Heavyweight cotton with 100% organic yarn_blend.',
      story: 'Born on a rain-soaked afternoon in Mumbai, watching the sea from a café.',
    },
    price: '1299',
    quantity: { M: 4, L: 0, XL: 1, XXL: 0 },
  });
  const racer = await createShop(app, admin.cookie, {
    color: { name: 'Jet Black', hex: '#1C1C1E' },
    product: { name: 'Night Rider Tee', description: 'Boxy fit.', story: 'For the racer in every late-night ride.' },
    price: '999',
  });
  // A second colour of the monsoon tee, and a product with no variant yet (a draft).
  const white = await call(app, {
    method: 'POST',
    url: '/color',
    cookie: admin.cookie,
    body: { name: 'Chalk White', hex: '#F2F0EB' },
  });
  const second = await call(app, {
    method: 'POST',
    url: '/variant',
    cookie: admin.cookie,
    body: form({ productId: monsoon.product._id, colorId: white.body.data._id, price: '1199', quantity: '{"L": 6}' }, [
      { bytes: await pngBytes('#F2F0EB') },
    ]),
  });
  expect(second.status).toBe(201);
  const draft = await call(app, {
    method: 'POST',
    url: '/product',
    cookie: admin.cookie,
    body: { name: 'Draft Tee', description: 'Not ready', story: 'Coming soon' },
  });
  Object.assign(ids, {
    cafe: cafe.product._id,
    monsoon: monsoon.product._id,
    racer: racer.product._id,
    draft: draft.body.data._id,
    whiteVariant: second.body.data._id,
  });
});
afterAll(() => app.close());

/** The products the words find as typed: an answer corrected to the catalogue's nearest words found none. */
async function productSearch(query: string) {
  const res = await call(app, { method: 'GET', url: `/product?search=${encodeURIComponent(query)}` });
  expect(res.status, query).toBe(200);
  const list = envelope(ProductList).parse(res.body).data;
  return list.showingResultsFor ? [] : list.products.map((p) => p._id);
}
async function variantSearch(query: string) {
  const res = await call(app, { method: 'GET', url: `/variant?search=${encodeURIComponent(query)}` });
  expect(res.status, query).toBe(200);
  return envelope(VariantList).parse(res.body).data.variants;
}

describe('search folding', () => {
  it('folds case and accents and splits words', () => {
    expect(fold('CAFÉ Crème Brûlée Øre Łódź')).toBe('cafe creme brulee ore lodz');
    expect(searchWords('  Café,  café  RACER ')).toEqual(['cafe', 'racer']);
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(8);
  });
});

describe('GET /product search', () => {
  it('matches name, description, story and colour names, ignoring case and accents', async () => {
    expect(await productSearch('cafe racer')).toEqual([ids.cafe]);
    expect(await productSearch('CAFÉ')).toEqual([ids.cafe, ids.monsoon]); // name beats story
    expect(await productSearch('creme')).toEqual([ids.cafe]); // colour name
    expect(await productSearch('brulee')).toEqual([ids.cafe]);
    expect(await productSearch('heavyweight')).toEqual([ids.monsoon]); // description
    expect(await productSearch('mumbai')).toEqual([ids.monsoon]); // story
    expect(await productSearch('chalk')).toEqual([ids.monsoon]); // second colour
    expect(await productSearch('zzzz')).toEqual([]);
  });

  it('reads a word for the cut every tee has (oversize, oversized, baggy) as the whole range, narrowed by the other words', async () => {
    // No text of these three says "oversized", yet every tee of the shop is.
    expect(await productSearch('oversized')).toHaveLength(3);
    for (const query of ['oversize', 'Baggy', 'oversize tee']) {
      expect((await productSearch(query)).sort(), query).toEqual([ids.cafe, ids.monsoon, ids.racer].sort());
    }
    expect(await productSearch('baggy mumbai')).toEqual([ids.monsoon]);
    // Sorted by relevance, as the search page asks, with no word left to rank by: newest first.
    const ranked = await call(app, { method: 'GET', url: '/product?search=oversize&sort=relevance' });
    expect(ranked.status).toBe(200);
    expect(ranked.body.data.products).toHaveLength(3);
    expect((await variantSearch('oversized indigo')).map((v) => v.product._id)).toEqual([ids.monsoon]);
  });

  it('ranks a name hit above a story hit', async () => {
    expect(await productSearch('racer')).toEqual([ids.cafe, ids.racer]);
    expect(await productSearch('rider racer')).toEqual([ids.racer]);
  });

  it.each([
    ["'", []],
    ['"', []],
    ['\\', []],
    ["'; drop table products; --", []],
    ['%%%___', []],
    ['😀🔥', []],
    ['a'.repeat(2048), []],
    ['\u0000null\u0000byte', []],
    ['<script>alert(1)</script>', []],
    ['$1 $2 ?', []],
    ['%', ['monsoon']],
    ['_', ['monsoon']],
    ["' or '1'='1", ['monsoon']], // plain words: "or" and "1" both appear in its description
  ] as const)('answers 200 with sane results for the hostile search %#', async (query, expected) => {
    expect(await productSearch(query)).toEqual(expected.map((key) => ids[key]));
  });

  it('treats % and _ as literal characters', async () => {
    expect(await productSearch('100%')).toEqual([ids.monsoon]);
    expect(await productSearch('yarn_blend')).toEqual([ids.monsoon]);
    expect(await productSearch('yarnxblend')).toEqual([]);
    const all = await call(app, { method: 'GET', url: '/product' });
    expect(all.body.data.products).toHaveLength(3); // the catalogue survived
  });
});

describe('the search through trigram indexes', () => {
  it("finds a word's products from the indexes of the name, description, story and colour names", async () => {
    const { page } = productPageStatement(app.db, ProductListQuery.parse({ search: 'monsoon' }), [['monsoon']], false);
    const plan = await app.db.transaction(async (tx) => {
      // A catalogue of a few products is cheaper to read whole than through an index: the planner
      // is told to avoid that, as it would on a grown catalogue, to show which indexes it can use.
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = (await tx.execute(sql`explain ${page}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    for (const index of [
      'products_search_name_trgm_idx',
      'products_search_description_trgm_idx',
      'products_search_story_trgm_idx',
      'colors_search_name_trgm_idx',
    ]) {
      expect(plan, plan).toContain(index);
    }
  });
});

describe('GET /product filters and sorting', () => {
  it('hides drafts from the storefront but lists them for an admin asking for all', async () => {
    // "draft" is one letter from "Drift", which the search reads it as; the draft itself never shows.
    expect(await productSearch('draft')).toEqual([ids.monsoon]);
    const forAdmin = await app.inject({ url: `${API_BASE_PATH}/product?all=true`, headers: { cookie: admin.cookie } });
    expect(forAdmin.json().data.products.map((p: { _id: string }) => p._id)).toContain(ids.draft);
    const forCustomer = await app.inject({
      url: `${API_BASE_PATH}/product?all=true`,
      headers: { cookie: customer.cookie },
    });
    expect(forCustomer.json().data.products.map((p: { _id: string }) => p._id)).not.toContain(ids.draft);
  });

  it('filters by colour, size in stock and price, and sorts by price', async () => {
    const list = async (qs: string) =>
      envelope(ProductList).parse((await call(app, { method: 'GET', url: `/product?${qs}` })).body).data.products;
    const white = await list('color=chalk%20white');
    expect(white.map((p) => p._id)).toEqual([ids.monsoon]);
    expect(white[0]!.variant?._id).toBe(ids.whiteVariant); // the card shows the chosen colour
    expect(white[0]!.colors.map((c) => c.name)).toEqual(['Indigo', 'Chalk White']);
    expect(white[0]!.price).toBe(1199); // from the cheapest colour

    expect((await list('size=M')).map((p) => p._id).sort()).toEqual([ids.monsoon, ids.racer].sort());
    expect((await list('size=L')).map((p) => p._id)).toContain(ids.cafe);
    expect((await list('maxPrice=800')).map((p) => p._id)).toEqual([ids.cafe]);
    expect((await list('minPrice=1000')).map((p) => p._id)).toEqual([ids.monsoon]);
    expect((await list('sort=price-asc')).map((p) => p.price)).toEqual([799, 999, 1199]);
    expect((await list('sort=price-desc')).map((p) => p.price)).toEqual([1199, 999, 799]);
    expect((await call(app, { method: 'GET', url: '/product?sort=cheapest' })).status).toBe(400);
    expect((await call(app, { method: 'GET', url: '/product?limit=1000' })).status).toBe(400);
  });

  it('pages with totalPages, an empty page past the end', async () => {
    const first = (await call(app, { method: 'GET', url: '/product?limit=2' })).body.data;
    expect(first.products).toHaveLength(2);
    expect(first.totalPages).toBe(2);
    const past = (await call(app, { method: 'GET', url: '/product?limit=2&page=5' })).body.data;
    expect(past).toEqual({ products: [], totalPages: 2 });
  });
});

describe('GET /variant?search=', () => {
  it('finds variants by product text or their own colour, ranked, safe for hostile input', async () => {
    const white = await variantSearch('chalk');
    expect(white.map((v) => v._id)).toEqual([ids.whiteVariant]);
    const monsoon = await variantSearch('MONSOON');
    expect(monsoon.map((v) => v.color.name)).toEqual(['Indigo', 'Chalk White']);
    expect((await variantSearch('monsoon indigo')).map((v) => v.color.name)).toEqual(['Indigo']);
    expect((await variantSearch('café')).map((v) => v.product.name)).toEqual([
      'Café Racer Tee',
      'Monsoon Drift Tee',
      'Monsoon Drift Tee',
    ]);
    for (const hostile of ["'", '%%', "'; delete from variants; --", '🧵'.repeat(600)]) {
      expect(await variantSearch(hostile)).toEqual([]);
    }
    expect((await call(app, { method: 'GET', url: '/variant' })).body.data.variants).toHaveLength(4);
  });
});

describe('GET /variant?search= from the search index', () => {
  const named = async (query: string, extra = '') => {
    const res = await call(app, { method: 'GET', url: `/variant?search=${encodeURIComponent(query)}${extra}` });
    expect(res.status, query).toBe(200);
    const { variants, totalPages } = envelope(VariantList).parse(res.body).data;
    return { names: variants.map((v) => `${v.product.name} / ${v.color.name}`), totalPages };
  };
  const CAFE = 'Café Racer Tee / Crème Brûlée';
  const INDIGO = 'Monsoon Drift Tee / Indigo';
  const CHALK = 'Monsoon Drift Tee / Chalk White';
  const RIDER = 'Night Rider Tee / Jet Black';

  it('ignores case and accents in the words and in the catalogue', async () => {
    for (const query of ['crème brûlée', 'CREME BRULEE', 'cRèMe', 'brûlée café', 'ÇAFÉ RÃCER']) {
      expect((await named(query)).names, query).toEqual([CAFE]);
    }
    expect((await named('MUMBAÏ')).names).toEqual([INDIGO, CHALK]);
  });

  it('matches every character literally: no wildcard, pattern or regular expression', async () => {
    expect((await named('100%')).names).toEqual([INDIGO, CHALK]);
    expect((await named('yarn_blend')).names).toEqual([INDIGO, CHALK]);
    for (const query of ['mo_soon', '%soon', 'mon%', '[a-z]+', '(.*)', '.*', '^$', '\\', 'dri$t', '${name}']) {
      expect((await named(query)).names, query).toEqual([]);
    }
    expect((await named('monsoon|indigo')).names).toEqual([INDIGO]); // two words, both needed
  });

  it('treats control characters as spaces and counts only the first 200 characters', async () => {
    expect((await named('monsoon\u0000indigo')).names).toEqual([INDIGO]);
    expect((await named('\u0000\u0000')).names).toHaveLength(4); // no words left: the whole list
    expect((await named(`${'zzzz '.repeat(40)}monsoon`)).names).toEqual([]);
    expect((await named(`monsoon ${'é'.repeat(10_000)}`)).names).toEqual([]);
    const broken = await call(app, { method: 'GET', url: '/variant?search=%ED%A0%80%20monsoon' });
    expect(broken.status).toBe(200);
    expect(broken.body.data.variants).toEqual([]);
  });

  it('applies the other filters and pages to the ranked matches', async () => {
    expect((await named('monsoon', '&size=XL')).names).toEqual([INDIGO]);
    expect((await named('monsoon', '&color=chalk%20white')).names).toEqual([CHALK]);
    expect((await named('tee', '&maxPrice=1000')).names).toEqual([RIDER, CAFE]);
    expect((await named('tee', `&productId=${ids.monsoon}`)).names).toEqual([INDIGO, CHALK]);
    expect(await named('tee', '&limit=2')).toEqual({ names: [RIDER, INDIGO], totalPages: 2 });
    expect(await named('tee', '&limit=2&page=2')).toEqual({ names: [CHALK, CAFE], totalPages: 2 });
    expect(await named('tee', '&limit=2&page=3')).toEqual({ names: [], totalPages: 2 });
    expect(await named('zzzz', '&size=M')).toEqual({ names: [], totalPages: 0 });
  });
});
