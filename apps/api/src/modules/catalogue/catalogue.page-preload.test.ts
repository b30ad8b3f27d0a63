import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_PHOTO_SIZES, VariantImages, type Image } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { call, createShop, form, pngBytes } from '../../../test/fixtures/catalogue.ts';
import { variants } from '../../db/schema/index.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>StoryFit</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** Every `<link rel="preload" as="image">` of the page, its attributes unescaped. */
function imagePreloads(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) =>
    Object.fromEntries(
      [...tag.matchAll(/([a-z]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!.replace(/&amp;/g, '&')]),
    ),
  );
}

const srcSet = (files: Image['sources']) => files.map((file) => `${file.url} ${file.width}w`).join(', ');

describe('the product page preloads the photo it opens on', () => {
  let app: TestApp;
  let admin: TestUser;
  let distDir: string;

  beforeAll(async () => {
    distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-dist-'));
    await fs.writeFile(path.join(distDir, 'index.html'), INDEX_HTML);
    app = await createTestApp({ WEB_DIST_DIR: distDir });
    admin = await createUser(app, { role: 'admin' });
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it("preloads the first colour's main photo in AVIF, with the gallery's srcset and sizes, at high priority", async () => {
    const shop = await createShop(app, admin.cookie);
    const image: Image = shop.variant.image;
    expect(image.avif?.length).toBeGreaterThan(0);

    const res = await app.inject({ method: 'GET', url: `/product/${shop.product._id}` });
    expect(res.statusCode).toBe(200);
    expect(imagePreloads(res.body)).toEqual([
      {
        rel: 'preload',
        as: 'image',
        imagesrcset: srcSet(image.avif!),
        imagesizes: PRODUCT_PHOTO_SIZES,
        type: 'image/avif',
        fetchpriority: 'high',
      },
    ]);
    // The preload sits in the head the server sends, before the app's code runs.
    expect(res.body.indexOf('rel="preload" as="image"')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it("preloads the first photo of the colour's image set when it has one (the gallery opens on it)", async () => {
    const shop = await createShop(app, admin.cookie, {
      color: { name: 'Sage', hex: '#8A9A5B' },
      product: { name: 'Himalayan Dawn Tee', description: 'Sage green.', story: 'Morning in Manali.' },
    });
    const created = await call(app, {
      method: 'POST',
      url: '/images',
      cookie: admin.cookie,
      body: form({ variantId: shop.variant._id }, [
        { name: 'images', bytes: await pngBytes('#2F4A7A', 600, 750) },
        { name: 'images', bytes: await pngBytes('#7A2F4A', 600, 750) },
      ]),
    });
    expect(created.status).toBe(201);
    const [first] = VariantImages.parse(created.body.data).images;

    const html = (await app.inject({ method: 'GET', url: `/product/${shop.product._id}` })).body;
    const [preload] = imagePreloads(html);
    expect(preload?.imagesrcset).toBe(srcSet(first!.avif!));
    expect(preload?.imagesrcset).toContain('-600.avif 600w');
  });

  it('preloads the WebP files of a photo stored before AVIF, and nothing for a product without photos', async () => {
    const shop = await createShop(app, admin.cookie, {
      color: { name: 'Charcoal', hex: '#333333' },
      product: { name: 'Old Photo Tee', description: 'Stored long ago.', story: 'Before AVIF.' },
    });
    // A photo as stored before AVIF variants were made: WebP widths only.
    const old = {
      url: '/media/images/old-1024.webp',
      sources: [
        { width: 320, url: '/media/images/old-320.webp' },
        { width: 1024, url: '/media/images/old-1024.webp' },
      ],
      keys: ['images/old-320.webp', 'images/old-1024.webp'],
    };
    await app.db.update(variants).set({ image: old }).where(eq(variants.id, shop.variant._id));
    const html = (await app.inject({ method: 'GET', url: `/product/${shop.product._id}` })).body;
    expect(imagePreloads(html)).toEqual([
      {
        rel: 'preload',
        as: 'image',
        imagesrcset: '/media/images/old-320.webp 320w, /media/images/old-1024.webp 1024w',
        imagesizes: PRODUCT_PHOTO_SIZES,
        type: 'image/webp',
        fetchpriority: 'high',
      },
    ]);
    // The API answers it as it was stored, so the page's <picture> offers the same WebP files.
    const detail = await call(app, { method: 'GET', url: `/product/${shop.product._id}` });
    expect(detail.body.data.variants[0].image).toEqual({ url: old.url, sources: old.sources });

    const bare = await call(app, {
      method: 'POST',
      url: '/product',
      cookie: admin.cookie,
      body: { name: 'No Photo Tee', description: 'Nothing yet.', story: 'Soon.' },
    });
    const page = await app.inject({ method: 'GET', url: `/product/${bare.body.data._id}` });
    expect(page.statusCode).toBe(200);
    expect(imagePreloads(page.body)).toEqual([]);
  });
});
