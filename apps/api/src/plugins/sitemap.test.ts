import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import spa, { type SitemapEntry } from './spa.ts';

const PUBLIC_URL = 'https://shop.example.in';

/** `n` product pages, and every slice the sitemap asked of them. */
function products(n: number) {
  const all: SitemapEntry[] = Array.from({ length: n }, (_, i) => ({
    path: `/product/${i + 1}`,
    lastmod: new Date(Date.UTC(2026, 0, 1 + i)),
  }));
  const asked: { offset: number; limit: number }[] = [];
  return {
    asked,
    source: {
      count: async () => all.length,
      slice: async (offset: number, limit: number) => {
        asked.push({ offset, limit });
        return all.slice(offset, offset + limit);
      },
    },
  };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('the sitemap of a shop larger than one file', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  async function start(productCount: number, maxUrlsPerFile: number) {
    const data = products(productCount);
    app = Fastify();
    await app.register(spa, {
      distDir: '/nonexistent',
      crawlers: {
        publicUrl: PUBLIC_URL,
        disallow: [],
        contentPages: ['/', '/about'],
        dataPages: data.source,
        shareImage: '/icon-512.png',
        maxUrlsPerFile,
      },
    });
    return data;
  }

  it('lists every page in sitemap.xml while they fit in one file', async () => {
    await start(2, 4);
    const res = await app.inject('/sitemap.xml');
    expect(res.body).toContain('<urlset');
    expect(locs(res.body)).toEqual(['/', '/about', '/product/1', '/product/2'].map((p) => `${PUBLIC_URL}${p}`));
    expect((await app.inject('/sitemap-1.xml')).statusCode).toBe(404);
  });

  it('turns sitemap.xml into an index of files of at most the limit, which together list every page once', async () => {
    const data = await start(9, 4);
    const index = await app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index.body);
    expect(files).toEqual([1, 2, 3].map((n) => `${PUBLIC_URL}/sitemap-${n}.xml`));

    const listed: string[] = [];
    for (const file of files) {
      const res = await app.inject(new URL(file).pathname);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<urlset');
      const urls = locs(res.body);
      expect(urls.length).toBeLessThanOrEqual(4);
      listed.push(...urls);
    }
    const expected = ['/', '/about', ...Array.from({ length: 9 }, (_, i) => `/product/${i + 1}`)];
    expect(listed).toEqual(expected.map((p) => `${PUBLIC_URL}${p}`));
    // No request read more products than one file holds.
    expect(Math.max(...data.asked.map((a) => a.limit))).toBeLessThanOrEqual(4);
    for (const missing of ['/sitemap-0.xml', '/sitemap-4.xml', '/sitemap-x.xml']) {
      expect((await app.inject(missing)).statusCode, missing).toBe(404);
    }
  });
});
