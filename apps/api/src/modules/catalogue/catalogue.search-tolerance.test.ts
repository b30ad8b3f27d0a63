import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, envelope, ProductList } from '@shop/shared';
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
