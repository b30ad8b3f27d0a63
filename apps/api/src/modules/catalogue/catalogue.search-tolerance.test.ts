import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  API,
  API_BASE_PATH,
  envelope,
  ErrorBody,
  ProductDetail,
  ProductFacets,
  ProductList,
  SearchMissList,
} from '@shop/shared';
import { reviews } from '../../db/schema/index.ts';
import { SEARCH_MISSES_KEPT } from './catalogue.service.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { createShop } from '../../../test/fixtures/catalogue.ts';
import {
  alternativesOf,
  editDistance,
  nearestWords,
  nearestWordsFor,
  suggestionFor,
  trigramSimilarity,
} from './catalogue.search-terms.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await createUser(app, { role: 'admin' });
  await createShop(app, admin.cookie, {
    color: { name: 'Indigo', hex: '#34406B' },
    product: { name: 'Monsoon Drift Tee', description: 'Heavyweight cotton.', story: 'A rain-soaked afternoon.' },
    price: '1299',
  });
  await createShop(app, admin.cookie, {
    color: { name: 'Jet Black', hex: '#1C1C1E' },
    product: { name: 'Night Rider Tee', description: 'Boxy cut.', story: 'For the late-night ride.' },
    price: '999',
  });
  await createShop(app, admin.cookie, {
    color: { name: 'Mustard', hex: '#D9A93A' },
    product: { name: 'Chai Break Oversized T-Shirt', description: 'Soft jersey.', story: 'Cutting chai at four.' },
    price: '899',
  });
});
afterAll(() => app.close());

const search = async (text: string) => {
  const res = await app.inject({ url: `${API_BASE_PATH}/product?search=${encodeURIComponent(text)}&limit=20` });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(ProductList).parse(res.json()).data;
};
const names = async (text: string) => (await search(text)).products.map((p) => p.name).sort();

describe('searching as shoppers type', () => {
  it.each(['tshirt', 't-shirt', 'tee', 'tees', 'TSHIRTS'])('"%s" finds every tee and T-shirt', async (text) => {
    expect(await names(text)).toEqual(['Chai Break Oversized T-Shirt', 'Monsoon Drift Tee', 'Night Rider Tee']);
  });

  it('"navy" and "blue" find the indigo tee (a colour family), not the others', async () => {
    expect(await names('navy')).toEqual(['Monsoon Drift Tee']);
    expect(await names('blue tee')).toEqual(['Monsoon Drift Tee']);
  });

  it('"balck", "blak" and "monsooon" (one letter off) find what the word meant', async () => {
    expect(await names('balck')).toEqual(['Night Rider Tee']);
    expect(await names('blak tshirt')).toEqual(['Night Rider Tee']);
    expect(await names('monsooon')).toEqual(['Monsoon Drift Tee']);
  });

  it('still requires every word: "navy chai" finds nothing', async () => {
    expect(await names('navy chai')).toEqual([]);
  });

  it('shows the results of the nearest search when nothing matches and a near search would, and says so', async () => {
    const twoOff = await search('mosnon');
    expect(twoOff.products.map((p) => p.name)).toEqual(['Monsoon Drift Tee']);
    expect(twoOff.showingResultsFor).toBe('monsoon');
    const hopeless = await search('qwxyz');
    expect(hopeless.products).toEqual([]);
    expect(hopeless.showingResultsFor ?? null).toBeNull();
    // A search that finds something as typed is not corrected.
    expect((await search('monsoon')).showingResultsFor ?? null).toBeNull();
  });
});

describe('the words a search word may stand for', () => {
  const vocabulary = new Set(['black', 'jet', 'indigo', 'monsoon', 'tee', 'chai']);

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('balck', 'black')).toBe(1);
    expect(editDistance('blak', 'black')).toBe(1);
    expect(editDistance('mosnon', 'monsoon')).toBe(2);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('reads a slip only for a word the catalogue does not know, of 4 letters or more', () => {
    expect(alternativesOf('balck', vocabulary)).toContain('black');
    expect(alternativesOf('chai', vocabulary)).toEqual(['chai']);
    // Three letters are too short to guess from: "jat" stays itself.
    expect(alternativesOf('jat', vocabulary)).toEqual(['jat']);
  });

  it('suggests the nearest known word, leaving out a word with none near', () => {
    expect(suggestionFor(['mosnon', 'tee'], vocabulary)).toBe('monsoon tee');
    expect(suggestionFor(['qwxyz', 'tee'], vocabulary)).toBe('tee');
    expect(suggestionFor(['tee'], vocabulary)).toBeNull();
  });
});

describe('searching in Hindi and Hinglish, with corrections and suggestions', () => {
  let shop: TestApp;
  let admin: TestUser;
  let shopper: TestUser;

  beforeAll(async () => {
    shop = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createUser(shop, { role: 'admin' });
    shopper = await createUser(shop);
    const made = (name: string, color: { name: string; hex: string }, quantity: Record<string, number>) =>
      createShop(shop, admin.cookie, { color, product: { name, description: 'Cotton.', story: 'A story.' }, quantity });
    await made('Night Rider Tee', { name: 'Jet Black', hex: '#1C1C1E' }, { M: 5 });
    await made('Coal Mine Oversized T-Shirt', { name: 'Black', hex: '#000000' }, { L: 2 });
    await made('Salt Pan Tee', { name: 'Chalk White', hex: '#F4F1EA' }, { M: 1 });
    await made('Monsoon Drift Tee', { name: 'Indigo', hex: '#34406B' }, { XL: 3 });
    // Sold out in every size: never offered instead of an empty result.
    await made('Chai Break Tee', { name: 'Mustard', hex: '#D9A93A' }, { M: 0, L: 0, XL: 0, XXL: 0 });
  }, 60_000);
  afterAll(() => shop.close());

  const find = async (text: string) => {
    const res = await shop.inject({
      url: `${API_BASE_PATH}${API.product.list}?search=${encodeURIComponent(text)}&limit=20`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ...envelope(ProductList).parse(res.json()).data, cacheControl: res.headers['cache-control'] };
  };
  const namesOf = async (text: string) => (await find(text)).products.map((p) => p.name).sort();

  it('"कुर्ता", "kurta", "tishirt" and "टी-शर्ट" find what "tee" finds', async () => {
    const tees = await namesOf('tee');
    expect(tees).toHaveLength(5);
    for (const text of ['कुर्ता', 'kurta', 'tishirt', 'टी-शर्ट', 'Kurti']) expect(await namesOf(text), text).toEqual(tees);
  });

  it('"kaala", "काला", "safed" and "सफ़ेद" (with or without the nukta) find the colour in English', async () => {
    const black = await namesOf('black');
    expect(black).toEqual(['Coal Mine Oversized T-Shirt', 'Night Rider Tee']);
    for (const text of ['kaala', 'kala', 'काला', 'KAALA']) expect(await namesOf(text), text).toEqual(black);
    expect(await namesOf('white')).toEqual(['Salt Pan Tee']);
    for (const text of ['safed', 'सफ़ेद', 'सफेद']) expect(await namesOf(text), text).toEqual(['Salt Pan Tee']);
    expect(await namesOf('neela')).toEqual(await namesOf('blue'));
  });

  it('"kaala tishirt" finds the black tees, as "black tee" does', async () => {
    expect(await namesOf('kaala tishirt')).toEqual(await namesOf('black tee'));
    expect(await namesOf('काला कुर्ता')).toEqual(['Coal Mine Oversized T-Shirt', 'Night Rider Tee']);
  });

  it('"oversize", "baggy" and "ढीला" narrow nothing: every tee of the shop is oversized', async () => {
    const every = await namesOf('tee');
    for (const text of ['oversize', 'oversized', 'baggy', 'ढीला', 'dheela'])
      expect(await namesOf(text), text).toEqual(every);
    expect(await namesOf('dheela kaala')).toEqual(await namesOf('black'));
  });

  it('a misspelt word finds by correction, and the answer names the search it ran', async () => {
    // A one-letter slip is read as the word at once; two letters off, the search is corrected.
    expect(await namesOf('nigth ridr')).toEqual(['Night Rider Tee']);
    const twoOff = await find('mosnon drift');
    expect(twoOff.showingResultsFor).toBe('monsoon drift');
    expect(twoOff.products.map((p) => p.name)).toEqual(['Monsoon Drift Tee']);
    // Far more than two edits off, yet alike by trigrams (pg_trgm's measure).
    const alike = await find('monsooncloud');
    expect(alike.showingResultsFor).toBe('monsoon');
    expect(alike.products.map((p) => p.name)).toEqual(['Monsoon Drift Tee']);
    expect(alike.suggestions).toBeUndefined();
  });

  it('a search that finds nothing offers tees in stock and the nearest words, and is not kept', async () => {
    const nothing = await find('indigo mustrd');
    expect(nothing.products).toEqual([]);
    expect(nothing.showingResultsFor ?? null).toBeNull();
    expect(nothing.suggestions?.words[0]).toBe('mustard');
    const offered = nothing.suggestions?.products ?? [];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.map((p) => p.name)).not.toContain('Chai Break Tee');
    for (const product of offered) {
      const res = await shop.inject({ url: `${API_BASE_PATH}${API.product.one(product._id)}` });
      const detail = envelope(ProductDetail).parse(res.json()).data;
      const pieces = detail.variants.flatMap((v) => Object.values(v.quantity));
      expect(
        pieces.some((n) => n > 0),
        product.name,
      ).toBe(true);
    }
    expect(nothing.cacheControl).toBe('private, no-store');
  });

  it('shows the owner each search that found nothing, with its count and when last, and nobody else', async () => {
    const before = Date.now();
    await find('qwxyz');
    await find('QWXYZ');
    await find('tee');
    await find('mosnon drift');
    const url = `${API_BASE_PATH}${API.search.misses}`;
    const anonymous = await shop.inject({ url });
    expect(anonymous.statusCode).toBe(401);
    ErrorBody.parse(anonymous.json());
    expect((await shop.inject({ url, headers: { cookie: shopper.cookie } })).statusCode).toBe(403);
    const res = await shop.inject({ url, headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const { misses } = envelope(SearchMissList).parse(res.json()).data;
    const qwxyz = misses.find((m) => m.term === 'qwxyz');
    // Both searches counted: an answer that found nothing is computed, never served kept.
    expect(qwxyz?.count).toBe(2);
    expect(Date.parse(qwxyz!.lastSeen)).toBeGreaterThanOrEqual(before - 1000);
    expect(misses[0]?.term).toBe('qwxyz');
    // Found as typed, or found once corrected: not a miss.
    expect(misses.map((m) => m.term)).not.toContain('tee');
    expect(misses.map((m) => m.term)).not.toContain('mosnon drift');
  });
  it('lists new terms only up to its bound, and keeps counting the ones it lists', async () => {
    const listed = async () => {
      const res = await shop.inject({ url: `${API_BASE_PATH}${API.search.misses}`, headers: { cookie: admin.cookie } });
      return envelope(SearchMissList).parse(res.json()).data.misses;
    };
    const countOf = async (term: string) => (await listed()).find((m) => m.term === term)?.count ?? 0;
    const before = await countOf('qwxyz');
    await shop.db.execute(sql`
      insert into search_misses (term)
      select 'filler ' || n from generate_series(1, ${SEARCH_MISSES_KEPT}) as n
      on conflict do nothing
    `);
    await find('zzqvkj');
    await find('qwxyz');
    expect(await countOf('qwxyz')).toBe(before + 1);
    const added = (await shop.db.execute(sql`select term from search_misses where term = 'zzqvkj'`)) as unknown as {
      rows: unknown[];
    };
    expect(added.rows).toEqual([]);
  });
});

describe('the nearest words by trigrams', () => {
  it('measures likeness as pg_trgm does, on both databases', async () => {
    const db = await createTestApp();
    try {
      for (const [a, b] of [
        ['monsooncloud', 'monsoon'],
        ['tishirt', 'tshirt'],
        ['blak', 'black'],
        ['indigo', 'mustard'],
      ] as const) {
        const { rows } = (await db.db.execute(sql`select similarity(${a}, ${b})::float8 as s`)) as unknown as {
          rows: { s: number }[];
        };
        expect(trigramSimilarity(a, b), `${a} ~ ${b}`).toBeCloseTo(Number(rows[0]!.s), 5);
      }
    } finally {
      await db.close();
    }
  });

  it('offers the nearest words, fewest edits first, then the most alike', () => {
    const vocabulary = new Set(['monsoon', 'mustard', 'monsoons', 'indigo', 'tee']);
    expect(nearestWords('monsoom', vocabulary, 2)).toEqual(['monsoon', 'monsoons']);
    expect(nearestWords('qwxyz', vocabulary, 3)).toEqual([]);
    expect(nearestWordsFor(['indigo', 'mustrd', 'monsooon'], vocabulary, 3)).toEqual([
      'mustard',
      'monsoon',
      'monsoons',
    ]);
  });
});

describe('the filters of the product list, with their counts', () => {
  let shop: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    shop = await createTestApp();
    const admin = await createUser(shop, { role: 'admin' });
    const made = async (name: string, color: { name: string; hex: string }, price: string, quantity: object) =>
      (
        await createShop(shop, admin.cookie, {
          color,
          product: { name, description: 'Cotton.', story: 'A story.' },
          price,
          quantity: quantity as Record<string, number>,
        })
      ).product._id as string;
    ids.monsoon = await made('Monsoon Tee', { name: 'Indigo', hex: '#34406B' }, '1299', { M: 2, L: 0 });
    ids.night = await made('Night Tee', { name: 'Jet Black', hex: '#1C1C1E' }, '999', { M: 0, L: 3 });
    ids.chai = await made('Chai Tee', { name: 'Mustard', hex: '#D9A93A' }, '799', { M: 1, L: 1 });
    // Reviewers: the monsoon tee runs small (2 to 1), the chai tee is true to size.
    const reviewers = await Promise.all([1, 2, 3].map(() => createUser(shop)));
    await shop.db.insert(reviews).values([
      { productId: ids.monsoon, userId: reviewers[0]!.id, rating: 4, fit: 'runs-small' },
      { productId: ids.monsoon, userId: reviewers[1]!.id, rating: 4, fit: 'runs-small' },
      { productId: ids.monsoon, userId: reviewers[2]!.id, rating: 5, fit: 'true-to-size' },
      { productId: ids.chai, userId: reviewers[0]!.id, rating: 5, fit: 'true-to-size' },
    ]);
  });
  afterAll(() => shop.close());

  const facets = async (qs: string) => {
    const res = await shop.inject({ url: `${API_BASE_PATH}/product/facets?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return envelope(ProductFacets).parse(res.json()).data;
  };
  const listed = async (qs: string) => {
    const res = await shop.inject({ url: `${API_BASE_PATH}/product?${qs}` });
    return envelope(ProductList)
      .parse(res.json())
      .data.products.map((p) => p.name)
      .sort();
  };

  it('counts each choice under the other filters: sizes in stock, colours, fit and the price range', async () => {
    const all = await facets('');
    expect(all.sizes).toEqual([
      { size: 'M', count: 2 },
      { size: 'L', count: 2 },
      { size: 'XL', count: 0 },
      { size: 'XXL', count: 0 },
    ]);
    expect(all.colors.map((c) => [c.name, c.count])).toEqual([
      ['Indigo', 1],
      ['Jet Black', 1],
      ['Mustard', 1],
    ]);
    expect(all.fits).toEqual([
      { fit: 'runs-small', count: 1 },
      { fit: 'true-to-size', count: 1 },
      { fit: 'runs-large', count: 0 },
    ]);
    expect(all.price).toEqual({ min: 799, max: 1299 });

    // With size L chosen: the colours count only what has L, the sizes still count every size.
    const inL = await facets('size=L');
    expect(inL.colors.map((c) => [c.name, c.count])).toEqual([
      ['Indigo', 0],
      ['Jet Black', 1],
      ['Mustard', 1],
    ]);
    expect(inL.sizes.find((s) => s.size === 'M')?.count).toBe(2);
    expect(inL.price).toEqual({ min: 799, max: 999 });
  });

  it('each count is what the list then shows', async () => {
    expect(await listed('size=L')).toEqual(['Chai Tee', 'Night Tee']);
    expect(await listed('size=L&color=Mustard')).toEqual(['Chai Tee']);
    expect(await listed('fit=runs-small')).toEqual(['Monsoon Tee']);
    expect(await listed('fit=true-to-size&maxPrice=900')).toEqual(['Chai Tee']);
    // A search offers the colours of what it found.
    expect((await facets('search=navy')).colors.map((c) => [c.name, c.count])).toEqual([['Indigo', 1]]);
    expect((await shop.inject({ url: `${API_BASE_PATH}/product?fit=snug` })).statusCode).toBe(400);
  });
});
