import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, ProductList, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedDemoCatalogue } from '../../seed/seed.ts';
import { DEMO_PRODUCTS } from '../../seed/demo-catalogue.ts';

describe('GET /product on the demo catalogue', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    await seedDemoCatalogue(app.db, app.storage, app.config.passwordCost, { photoDensity: 12 });
  });
  afterAll(() => app.close());

  it('lists products with names, rupee prices, a card variant with image URLs, ratings and totalPages', async () => {
    const res = await app.inject(`${API_BASE_PATH}/product?limit=5`);
    expect(res.statusCode).toBe(200);
    const body = envelope(ProductList).parse(res.json());
    expect(body.data.products).toHaveLength(5);
    expect(body.data.totalPages).toBe(Math.ceil(DEMO_PRODUCTS.length / 5));
    for (const product of body.data.products) {
      expect(product.price).toBeGreaterThanOrEqual(499);
      expect(product.price).toBeLessThanOrEqual(1999);
      expect(product.variant?.image?.url).toMatch(/^\/media\/images\/[0-9a-f]+-\d+\.webp$/);
    }
  });

  it('serves the image files it points to, cached as immutable', async () => {
    const list = (await app.inject(`${API_BASE_PATH}/product?limit=1`)).json();
    const image = await app.inject(list.data.products[0].variant.image.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('pages through every product exactly once', async () => {
    const seen = new Set<string>();
    for (let page = 1; page <= 2; page++) {
      const res = (await app.inject(`${API_BASE_PATH}/product?limit=10&page=${page}`)).json();
      res.data.products.forEach((p: { _id: string }) => seen.add(p._id));
    }
    expect(seen.size).toBe(DEMO_PRODUCTS.length);
  });
});
