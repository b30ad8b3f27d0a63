import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser } from '../../test/users.ts';
import { colors, products, reviews, variants, variantStock } from '../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import {
  API,
  API_BASE_PATH,
  CARD_IMAGE_SIZES,
  FIRST_ANSWERS_ELEMENT_ID,
  HERO_SIZES,
  PAGE_SIZE,
  ProductDetail,
  ProductList,
  ReviewList,
} from '@shop/shared';
import { eventually } from '../../test/instances.ts';

const PUBLIC_URL = 'https://shop.example.in';
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The generic description of the shop."
    />
    <title>StoryFit | every fit tells a story</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Every <meta property|name=key> content of the page, unescaped. */
function metaContent(html: string, key: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    if (!tag.includes(`="${key}"`)) continue;
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (content !== undefined) found.push(decode(content));
  }
  return found;
}
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
const decode = (text: string) =>
  text.replace(/&(#\d+|amp|lt|gt|quot);/g, (_, entity: string) =>
    entity.startsWith('#') ? String.fromCharCode(Number(entity.slice(1))) : NAMED[entity]!,
  );

/** A Vite manifest: the product screen imports a shared chunk, which imports the entry. */
const MANIFEST = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true },
  'src/app/routes/product.tsx': { file: 'assets/product-P1.js', imports: ['index.html', '_storefront-S1.js'] },
  'src/app/routes/products.tsx': { file: 'assets/products-L1.js', imports: ['_storefront-S1.js', 'index.html'] },
  'src/app/routes/home.tsx': { file: 'assets/home-H1.js', imports: ['_storefront-S1.js'] },
  '_storefront-S1.js': { file: 'assets/storefront-S1.js', imports: ['index.html'] },
  ...Object.fromEntries(
    [480, 800, 1200, 1600].map((w) => [
      `src/features/catalogue/assets/hero-${w}.avif`,
      { file: `assets/hero-${w}-X.avif`, src: `src/features/catalogue/assets/hero-${w}.avif` },
    ]),
  ),
};

/** The `<link rel="preload" as="image">` tags of a page. */
const imagePreloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

/** The page's first answers (the JSON the app starts with), by API address. */
function firstAnswers(html: string): Record<string, unknown> {
  const pattern = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">([\\s\\S]*?)</script>`);
  const block = pattern.exec(html)?.[1];
  if (block === undefined) throw new Error('no first answers');
  return JSON.parse(block) as Record<string, unknown>;
}

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);

function jsonLd(html: string): Record<string, unknown> {
  const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!block) throw new Error('no JSON-LD block');
  return JSON.parse(block) as Record<string, unknown>;
}

describe('the page a crawler receives for /product/:id', () => {
  let app: TestApp;
  let distDir: string;
  let productId: string;
  let hostileId: string;
  let unratedId: string;

  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-dist-'));
    await fs.writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    await fs.mkdir(path.join(distDir, '.vite'));
    await fs.writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    app = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL });

    const [black, sand] = await app.db
      .insert(colors)
      .values([
        { name: 'Black', hex: '#111111' },
        { name: 'Sand', hex: '#d8c7a5' },
      ])
      .returning();
    const [tee, hostile, unrated] = await app.db
      .insert(products)
      .values([
        { name: 'Monsoon Tee', description: 'Heavy cotton, dropped shoulders.', story: 'Rain on a tin roof.' },
        {
          name: 'Break </script><script>alert(1)</script> "Tee"',
          description: 'A <b>bold</b> & "quoted" description </title>',
          story: 'Hostile text.',
        },
        { name: 'Quiet Tee', description: 'No reviews yet.', story: 'Quiet.' },
      ])
      .returning();
    productId = tee!.id;
    hostileId = hostile!.id;
    unratedId = unrated!.id;

    const image = {
      url: '/media/images/abc-1024.webp',
      sources: [
        { width: 320, url: '/media/images/abc-320.webp' },
        { width: 1024, url: '/media/images/abc-1024.webp' },
      ],
      keys: ['images/abc-320.webp', 'images/abc-1024.webp'],
    };
    const [v1, v2, v3, v4] = await app.db
      .insert(variants)
      .values([
        { productId: tee!.id, colorId: black!.id, pricePaise: 79_900, sku: 'MON-BLK', image },
        { productId: tee!.id, colorId: sand!.id, pricePaise: 89_900, sku: 'MON-SND' },
        { productId: hostile!.id, colorId: black!.id, pricePaise: 49_900, sku: 'HOS-BLK' },
        { productId: unrated!.id, colorId: black!.id, pricePaise: 59_900, sku: 'QUI-BLK' },
      ])
      .returning();
    await app.db.insert(variantStock).values([
      { variantId: v1!.id, size: 'M', quantity: 4 },
      { variantId: v2!.id, size: 'L', quantity: 0 },
      { variantId: v3!.id, size: 'M', quantity: 1 },
      { variantId: v4!.id, size: 'M', quantity: 0 },
    ]);
    const [a, b] = await Promise.all([createUser(app), createUser(app)]);
    await app.db.insert(reviews).values([
      { productId: tee!.id, userId: a.id, rating: 5, comment: 'Great' },
      { productId: tee!.id, userId: b.id, rating: 4, comment: 'Good' },
    ]);
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it("carries the product's title, one meta description, canonical URL and Open Graph tags", async () => {
    const res = await app.inject(`/product/${productId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // The same for everybody: a CDN may keep it briefly; the shop drops it when the product changes.
    expect(res.headers['cache-control']).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+$/);
    const html = res.body;

    expect(html).toContain('<title>Monsoon Tee | StoryFit</title>');
    expect(html).not.toContain('The generic description of the shop.');
    const description = metaContent(html, 'description');
    expect(description).toEqual(['Heavy cotton, dropped shoulders. From ₹799.']);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/${productId}" />`);
    expect(metaContent(html, 'og:type')).toEqual(['product']);
    expect(metaContent(html, 'og:title')).toEqual(['Monsoon Tee | StoryFit']);
    expect(metaContent(html, 'og:description')).toEqual(description);
    expect(metaContent(html, 'og:url')).toEqual([`${PUBLIC_URL}/product/${productId}`]);
    expect(metaContent(html, 'og:image')).toEqual([`${PUBLIC_URL}/media/images/abc-1024.webp`]);
    expect(metaContent(html, 'og:image:width')).toEqual(['1024']);
    expect(metaContent(html, 'product:price:currency')).toEqual(['INR']);
    expect(metaContent(html, 'product:price:amount')).toEqual(['799.00']);
    // The app itself still loads: the rest of index.html is untouched.
    expect(html).toContain('<div id="root"></div>');
  });

  it('comes with the product answer the page opens with, as the API gives it, and its code preloaded', async () => {
    const html = (await app.inject(`/product/${productId}`)).body;
    const address = `${API_BASE_PATH}${API.product.one(productId)}`;
    const reviewsAddress = `${API_BASE_PATH}${API.review.forProduct(productId)}`;
    const answers = firstAnswers(html);
    expect(Object.keys(answers)).toEqual([address, reviewsAddress]);
    for (const one of [address, reviewsAddress]) {
      expect(answers[one]).toEqual(((await app.inject(one)).json() as { data: unknown }).data);
    }
    expect(ReviewList.parse(answers[reviewsAddress]).reviewCount).toBeGreaterThan(0);
    const product = ProductDetail.parse(answers[address]);
    expect(product.name).toBe('Monsoon Tee');
    expect(product.price).toBe(799);
    // The screen's chunk and what it imports, not the entry (index.html loads that itself).
    expect(modulePreloads(html)).toEqual(['/assets/product-P1.js', '/assets/storefront-S1.js']);
  });

  it('comes with the lists home and /products open with, filed under the addresses the app asks', async () => {
    const home = firstAnswers((await app.inject('/')).body);
    expect(Object.keys(home)).toEqual([
      `${API_BASE_PATH}/product?limit=4`,
      `${API_BASE_PATH}/product?limit=2&sort=rating`,
    ]);
    for (const list of Object.values(home)) expect(ProductList.parse(list).products.length).toBeGreaterThan(0);

    const sorted = await app.inject('/products?sort=price-asc&page=1');
    expect(sorted.statusCode).toBe(200);
    expect(sorted.headers['cache-control']).toMatch(/^public, max-age=0, must-revalidate/);
    const address = `${API_BASE_PATH}/product?page=1&limit=${PAGE_SIZE + 2}&sort=price-asc`;
    const answers = firstAnswers(sorted.body);
    // The list and the counts beside its filters.
    expect(Object.keys(answers)).toEqual([address, `${API_BASE_PATH}/product/facets`]);
    const prices = ProductList.parse(answers[address]).products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(modulePreloads(sorted.body)).toEqual(['/assets/products-L1.js', '/assets/storefront-S1.js']);
    // The first card's photo is preloaded as the card shows it; home preloads its hero picture.
    const first = ProductList.parse(answers[address]).products[0]!.variant?.image;
    expect(imagePreloads(sorted.body)).toEqual(
      first
        ? [
            `<link rel="preload" as="image" imagesrcset="${first.sources.map((f) => `${f.url} ${f.width}w`).join(', ')}" imagesizes="${CARD_IMAGE_SIZES}" type="image/webp" fetchpriority="high" />`,
          ]
        : [],
    );
    const hero = imagePreloads((await app.inject('/')).body);
    expect(hero).toHaveLength(1);
    expect(hero[0]).toContain(
      'imagesrcset="/assets/hero-480-X.avif 480w, /assets/hero-800-X.avif 800w, /assets/hero-1200-X.avif 1200w, /assets/hero-1600-X.avif 1600w"',
    );
    expect(hero[0]).toContain(`imagesizes="${HERO_SIZES}" type="image/avif" fetchpriority="high"`);
    // Content pages keep their canonical URL.
    expect(sorted.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/products" />`);
    // A made-up sort or page is the first page, newest first: nothing else reaches the API.
    const odd = firstAnswers((await app.inject('/products?sort=%3Cscript%3E&page=-3')).body);
    expect(Object.keys(odd)).toEqual([
      `${API_BASE_PATH}/product?page=1&limit=${PAGE_SIZE + 2}&sort=newest`,
      `${API_BASE_PATH}/product/facets`,
    ]);
    // So does a made-up filter; the ones the list takes are carried to both answers.
    const filtered = firstAnswers((await app.inject('/products?size=L&fit=snug&color=Indigo&maxPrice=x')).body);
    expect(Object.keys(filtered)).toEqual([
      `${API_BASE_PATH}/product?page=1&limit=${PAGE_SIZE + 2}&sort=newest&size=L&color=Indigo`,
      `${API_BASE_PATH}/product/facets?size=L&color=Indigo`,
    ]);
  });

  it("shows a catalogue change in the page's answers", async () => {
    const page = async () => firstAnswers((await app.inject(`/product/${unratedId}`)).body);
    const address = `${API_BASE_PATH}${API.product.one(unratedId)}`;
    expect(ProductDetail.parse((await page())[address]).name).toBe('Quiet Tee');
    await eventually(
      async () => app.publicCache.size,
      (size) => size > 0,
    );
    await app.db.update(products).set({ name: 'Quieter Tee' }).where(eq(products.id, unratedId));
    expect(
      await eventually(
        async () => ProductDetail.parse((await page())[address]).name,
        (name) => name === 'Quieter Tee',
      ),
    ).toBe('Quieter Tee');
    await app.db.update(products).set({ name: 'Quiet Tee' }).where(eq(products.id, unratedId));
    expect(
      await eventually(
        async () => ProductDetail.parse((await page())[address]).name,
        (name) => name === 'Quiet Tee',
      ),
    ).toBe('Quiet Tee');
  });

  it('carries JSON-LD Product data: name, image, offers in INR and the aggregate rating', async () => {
    const data = jsonLd((await app.inject(`/product/${productId}`)).body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Monsoon Tee',
      description: 'Heavy cotton, dropped shoulders.',
      image: [`${PUBLIC_URL}/media/images/abc-1024.webp`],
      brand: { '@type': 'Brand', name: 'StoryFit' },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'INR',
        lowPrice: '799.00',
        highPrice: '899.00',
        offerCount: 2,
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
  });

  it('gives a single-price product one Offer, marks it out of stock, and leaves out a rating nobody gave', async () => {
    const html = (await app.inject(`/product/${unratedId}`)).body;
    const data = jsonLd(html);
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url: `${PUBLIC_URL}/product/${unratedId}`,
      priceCurrency: 'INR',
      price: '599.00',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data.image).toEqual([]);
    expect(metaContent(html, 'og:image')).toEqual([]);
    expect(metaContent(html, 'twitter:card')).toEqual(['summary']);
  });

  it('escapes hostile product text everywhere: no tag can be closed or opened by it', async () => {
    const html = (await app.inject(`/product/${hostileId}`)).body;
    // Only our own script blocks exist (JSON-LD and the first answers), and nothing after them
    // was broken out of.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<b>');
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script\\u003e');
    // Escaped, the text still reads as written.
    expect(metaContent(html, 'og:title')).toEqual(['Break </script><script>alert(1)</script> "Tee" | StoryFit']);
    expect(metaContent(html, 'description')[0]).toBe('A <b>bold</b> & "quoted" description </title> From ₹499.');
    expect(jsonLd(html).name).toBe('Break </script><script>alert(1)</script> "Tee"');
    const answer = firstAnswers(html)[`${API_BASE_PATH}${API.product.one(hostileId)}`];
    expect(ProductDetail.parse(answer).name).toBe('Break </script><script>alert(1)</script> "Tee"');
    expect(ProductDetail.parse(answer).description).toBe('A <b>bold</b> & "quoted" description </title>');
  });

  it('answers an unknown or malformed product id with the plain app page and status 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'%20or%201=1"]) {
      const res = await app.inject(`/product/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('still answers every other page with the plain app page, and unknown API paths with JSON', async () => {
    const page = await app.inject('/search');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX_HTML);
    const api = await app.inject(`${API_BASE_PATH}/nothing-here`);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });

  it('answers a path that is none of the app pages with the app page and status 404', async () => {
    for (const url of ['/no-such-page', '/products/extra/segments', '/admin/nothing']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe(INDEX_HTML);
    }
    for (const url of ['/', '/products', '/products/', '/cart', '/admin/dashboard', '/search?q=tee']) {
      expect((await app.inject(url)).statusCode, url).toBe(200);
    }
  });

  it('serves robots.txt as text: private paths disallowed, the sitemap named', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/cart', '/wishlist', '/my-account', '/admin/', '/confirm-order', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('serves sitemap.xml with every content page and every product that has a colour, each with lastmod', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const entries = [
      ...res.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>((?:<xhtml:link [^>]+\/>)*)<\/url>/g),
    ].map((m) => ({ loc: m[1]!, lastmod: m[2]!, alternates: m[3]! }));
    const locs = entries.map((e) => e.loc);
    for (const page of ['/', '/products', '/about', '/contact', '/shipping', '/privacy', '/refund', '/terms']) {
      expect(locs).toContain(`${PUBLIC_URL}${page}`);
    }
    expect(locs).toContain(`${PUBLIC_URL}/product/${productId}`);
    expect(locs).toContain(`${PUBLIC_URL}/product/${unratedId}`);
    // The catalogue's pages in Hindi too, each page naming both addresses (docs/decisions/0311).
    expect(locs).toContain(`${PUBLIC_URL}/hi`);
    expect(locs).toContain(`${PUBLIC_URL}/hi/products`);
    expect(locs).toContain(`${PUBLIC_URL}/hi/product/${productId}`);
    const hindiProduct = entries.find((e) => e.loc === `${PUBLIC_URL}/hi/product/${productId}`)!;
    expect(hindiProduct.alternates).toContain(
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${PUBLIC_URL}/product/${productId}"/>`,
    );
    expect(hindiProduct.alternates).toContain(
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${PUBLIC_URL}/hi/product/${productId}"/>`,
    );
    expect(entries.find((e) => e.loc === `${PUBLIC_URL}/about`)!.alternates).toBe('');
    expect(locs.filter((l) => l.includes('/cart') || l.includes('/admin'))).toEqual([]);
    for (const entry of entries) expect(Number.isNaN(Date.parse(entry.lastmod))).toBe(false);
  });

  it('serves a product page in Hindi at /hi, in Hindi, as its own canonical page naming its English twin', async () => {
    const res = await app.inject(`/hi/product/${productId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi-IN"');
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/hi/product/${productId}" />`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="en-IN" href="${PUBLIC_URL}/product/${productId}" />`);
    expect(res.body).toContain(
      `<link rel="alternate" hreflang="hi-IN" href="${PUBLIC_URL}/hi/product/${productId}" />`,
    );
    expect(res.body).toContain(
      `<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/product/${productId}" />`,
    );

    const english = await app.inject(`/product/${productId}`);
    expect(english.body).toContain('<html lang="en-IN"');
    expect(english.body).toContain(
      `<link rel="alternate" hreflang="hi-IN" href="${PUBLIC_URL}/hi/product/${productId}" />`,
    );
    expect((await app.inject('/hi/products')).body).toContain('<html lang="hi-IN"');
    expect((await app.inject('/hi/product/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('gives content pages a canonical URL and a picture for link previews', async () => {
    const res = await app.inject('/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/about" />`);
    expect(metaContent(res.body, 'og:image')).toEqual([`${PUBLIC_URL}/icon-512.png`]);
  });
});

/**
 * A page the web app's server build renders: a stand-in for that build (a module of its shape,
 * written beside the web build as `npm run build` writes it) shows what the server does with it.
 */
describe('a page the web app renders on the server', () => {
  let app: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
    const distDir = path.join(root, 'dist');
    await fs.mkdir(path.join(distDir, '.vite'), { recursive: true });
    await fs.writeFile(
      path.join(distDir, 'index.html'),
      INDEX_HTML.replace('</head>', '<script type="module" crossorigin src="/assets/index-E1.js"></script></head>'),
    );
    await fs.writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await fs.mkdir(path.join(root, 'dist-server'));
    await fs.writeFile(
      path.join(root, 'dist-server', 'entry-server.js'),
      `export async function renderPage(url, answers) {
        if (url.includes('broken')) throw new Error('the page cannot be rendered');
        return { html: '<main data-url="' + url + '">' + Object.keys(answers).join(' ') + '</main>', parts: ['footer', 'reviews'] };
      }`,
    );
    app = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL });
  });

  afterAll(async () => {
    await app.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  it("is sent with its HTML in the root element, rendered from the page's own answers, its code at low priority", async () => {
    const res = await app.inject('/products?sort=price-asc');
    expect(res.statusCode).toBe(200);
    const answers = Object.keys(firstAnswers(res.body));
    // The list, then the counts beside its filters.
    expect(answers).toHaveLength(2);
    expect(res.body).toContain(
      `<div id="root" data-parts="footer reviews"><main data-url="/products?sort=price-asc">${answers.join(' ')}</main></div>`,
    );
    // It paints without its code, which then yields the connection to the stylesheet and pictures.
    expect(res.body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-E1.js">');
    expect(res.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/products-L1.js" />',
    );
    expect(res.body).not.toMatch(/<(script type="module"|link rel="modulepreload") crossorigin/);
  });

  it('is still sent when it cannot be rendered, empty for the browser to render, its code at full priority', async () => {
    const res = await app.inject('/products?q=broken');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(Object.keys(firstAnswers(res.body))).toHaveLength(2);
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-E1.js">');
  });

  it('leaves every other page to the browser', async () => {
    const res = await app.inject('/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
