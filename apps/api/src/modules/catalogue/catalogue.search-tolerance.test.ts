import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, envelope, ProductFacets, ProductList } from '@shop/shared';
import { reviews } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/users.ts';
import { createShop } from '../../../test/fixtures/catalogue.ts';
import { alternativesOf, editDistance, suggestionFor } from './catalogue.search-terms.ts';

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

  it('offers "did you mean" when nothing matches and a near search would, and nothing when none would', async () => {
    const twoOff = await search('mosnon');
    expect(twoOff.products).toEqual([]);
    expect(twoOff.didYouMean).toBe('monsoon');
    const hopeless = await search('qwxyz');
    expect(hopeless.products).toEqual([]);
    expect(hopeless.didYouMean ?? null).toBeNull();
    // A search that finds something offers nothing.
    expect((await search('monsoon')).didYouMean ?? null).toBeNull();
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
