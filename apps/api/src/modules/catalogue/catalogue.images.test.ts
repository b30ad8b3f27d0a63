import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, SERVER_MESSAGES, SUCCESS, VALIDATION, VariantImages } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { call, createShop, form, pngBytes } from '../../../test/fixtures/catalogue.ts';

let app: TestApp;
let admin: TestUser;
let shop: Awaited<ReturnType<typeof createShop>>;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { role: 'admin' });
  shop = await createShop(app, admin.cookie);
});
afterAll(() => app.close());

const onDisk = (url: string) => fs.existsSync(path.join(app.dataDir, 'uploads', url.replace(/^\/media\//, '')));

describe('variant image sets', () => {
  it('walks through none -> create -> replace -> delete, removing only files nothing else uses', async () => {
    const none = await call(app, { method: 'GET', url: `/images?variantId=${shop.variant._id}` });
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();

    // The first picture has the same bytes as the variant's main photo: the files are shared.
    const front = await pngBytes('#C8643B');
    const back = await pngBytes('#123456', 700, 800);
    const created = await call(app, {
      method: 'POST',
      url: '/images',
      cookie: admin.cookie,
      body: form({ variantId: shop.variant._id }, [
        { name: 'images', bytes: front },
        { name: 'images', bytes: back },
      ]),
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(SUCCESS.variantImagesCreated);
    const set = VariantImages.parse(created.body.data);
    expect(set.variantId).toBe(shop.variant._id);
    expect(set.images).toHaveLength(2);
    expect(set.images[0]!.url).toBe(shop.variant.image.url);
    expect(set.images[1]!.sources.map((s) => s.width)).toEqual([320, 480, 640, 700]);

    const fetched = await call(app, { method: 'GET', url: `/images?variantId=${shop.variant._id}` });
    expect(fetched.body.data).toEqual(set);
    const detail = await call(app, { method: 'GET', url: `/product/${shop.product._id}` });
    expect(detail.body.data.variants[0].images).toEqual(set.images);

    const twice = await call(app, {
      method: 'POST',
      url: '/images',
      cookie: admin.cookie,
      body: form({ variantId: shop.variant._id }, [{ name: 'images', bytes: back }]),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(CATALOGUE_MESSAGES.imageSetExists);

    const side = await pngBytes('#654321');
    const replaced = await call(app, {
      method: 'PUT',
      url: `/images/${set._id}`,
      cookie: admin.cookie,
      body: form({ variantId: shop.variant._id }, [{ name: 'images', bytes: side }]),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.message).toBe(SUCCESS.variantImagesUpdated);
    expect(replaced.body.data.images).toHaveLength(1);
    for (const file of [...set.images[1]!.sources, ...set.images[1]!.avif!]) expect(onDisk(file.url)).toBe(false);
    expect(onDisk(set.images[0]!.url)).toBe(true); // still the variant's main photo
    expect(onDisk(replaced.body.data.images[0].url)).toBe(true);

    const deleted = await call(app, { method: 'DELETE', url: `/images/${set._id}`, cookie: admin.cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(SUCCESS.variantImagesDeleted);
    expect(onDisk(replaced.body.data.images[0].url)).toBe(false);
    expect(onDisk(shop.variant.image.url)).toBe(true);
    expect((await call(app, { method: 'GET', url: `/images?variantId=${shop.variant._id}` })).body.data).toBeNull();
    expect((await call(app, { method: 'DELETE', url: `/images/${set._id}`, cookie: admin.cookie })).status).toBe(404);
    expect(
      (
        await call(app, {
          method: 'PUT',
          url: `/images/${set._id}`,
          cookie: admin.cookie,
          body: form({}, [{ bytes: side }]),
        })
      ).status,
    ).toBe(404);
  });

  it('needs at least one image and an existing variant', async () => {
    const empty = await call(app, {
      method: 'POST',
      url: '/images',
      cookie: admin.cookie,
      body: form({ variantId: shop.variant._id }),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(VALIDATION.imagesRequired);
    const unknown = await call(app, {
      method: 'POST',
      url: '/images',
      cookie: admin.cookie,
      body: form({ variantId: crypto.randomUUID() }, [{ bytes: await pngBytes() }]),
    });
    expect(unknown.status).toBe(404);
    expect((await call(app, { method: 'GET', url: `/images?variantId=${crypto.randomUUID()}` })).status).toBe(404);
    expect((await call(app, { method: 'GET', url: '/images?variantId=nope' })).status).toBe(400);
  });

  it('refuses an SVG, a text file renamed .png and a truncated picture with 400', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const text = Buffer.from('just some text pretending to be a picture');
    const png = await pngBytes();
    for (const [bytes, type, filename] of [
      [svg, 'image/svg+xml', 'logo.svg'],
      [text, 'image/png', 'photo.png'],
      [png.subarray(0, 60), 'image/png', 'cut.png'],
    ] as const) {
      const res = await call(app, {
        method: 'POST',
        url: '/images',
        cookie: admin.cookie,
        body: form({ variantId: shop.variant._id }, [{ name: 'images', bytes, type, filename }]),
      });
      expect(res.status, filename).toBe(400);
      expect(res.body.message).toBe(VALIDATION.onlyImages);
    }
    const variant = await call(app, {
      method: 'PATCH',
      url: `/variant/${shop.variant._id}`,
      cookie: admin.cookie,
      body: form({ price: '1' }, [{ bytes: svg, type: 'image/svg+xml', filename: 'x.svg' }]),
    });
    expect(variant.status).toBe(400);
    expect(variant.body.message).toBe(VALIDATION.onlyImages);
  });

  it('stores WebP and AVIF at every width up to 1280 px, from one decoding, served with their types', async () => {
    // A camera-sized photo with detail (noise), taller than wide like the shop's photos.
    const photo = await sharp({
      create: {
        width: 1600,
        height: 2000,
        channels: 3,
        background: '#8a6d4f',
        noise: { type: 'gaussian', mean: 120, sigma: 30 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const res = await call(app, {
      method: 'POST',
      url: '/images',
      cookie: admin.cookie,
      body: form({ variantId: shop.variant._id }, [
        { name: 'images', bytes: photo, type: 'image/jpeg', filename: 'photo.jpg' },
      ]),
    });
    expect(res.status).toBe(201);
    const [image] = VariantImages.parse(res.body.data).images;
    const widths = [320, 480, 640, 960, 1280];
    expect(image!.sources.map((s) => s.width)).toEqual(widths);
    expect(image!.avif?.map((s) => s.width)).toEqual(widths);
    expect(image!.url).toBe(image!.sources.at(-1)!.url);
    expect({ width: image!.width, height: image!.height }).toEqual({ width: 1280, height: 1600 });

    for (const [format, files] of [
      ['webp', image!.sources],
      ['avif', image!.avif!],
    ] as const) {
      for (const file of files) {
        expect(file.url).toMatch(new RegExp(`^/media/images/[0-9a-f]{24}-${file.width}\\.${format}$`));
        const served = await app.inject({ method: 'GET', url: file.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        // sharp reads every file back: the format it claims, at its width, in the photo's shape.
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        if (format === 'avif') expect(meta.compression).toBe('av1');
        expect(meta.width).toBe(file.width);
        expect(meta.height).toBe(Math.round(file.width * 1.25));
      }
    }
    // AVIF is the smaller file at the widths a page loads most (cards and the product photo).
    const bytes = async (url: string) => (await app.inject({ method: 'GET', url })).rawPayload.length;
    expect(await bytes(image!.avif!.at(-1)!.url)).toBeLessThan(await bytes(image!.sources.at(-1)!.url));

    // A picture narrower than 1280 px is never enlarged: its own width is the largest.
    const small = await call(app, {
      method: 'PUT',
      url: `/images/${res.body.data._id}`,
      cookie: admin.cookie,
      body: form({ variantId: shop.variant._id }, [{ name: 'images', bytes: await pngBytes('#0A7E8C', 300, 375) }]),
    });
    expect(small.status).toBe(200);
    const [thumb] = VariantImages.parse(small.body.data).images;
    expect(thumb!.sources.map((s) => s.width)).toEqual([300]);
    expect(thumb!.avif!.map((s) => s.width)).toEqual([300]);
    expect({ width: thumb!.width, height: thumb!.height }).toEqual({ width: 300, height: 375 });
    for (const file of [...image!.sources, ...image!.avif!]) expect(onDisk(file.url)).toBe(false);
    await call(app, { method: 'DELETE', url: `/images/${res.body.data._id}`, cookie: admin.cookie });
  });

  it('accepts JPEG, WebP and AVIF uploads and stores them as WebP and AVIF', async () => {
    const base = sharp({ create: { width: 360, height: 360, channels: 3, background: '#336699' } });
    const files = [
      await base.clone().jpeg().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().avif().toBuffer(),
    ];
    const res = await call(app, {
      method: 'POST',
      url: '/images',
      cookie: admin.cookie,
      body: form(
        { variantId: shop.variant._id },
        files.map((bytes) => ({ name: 'images', bytes })),
      ),
    });
    expect(res.status).toBe(201);
    const images = VariantImages.parse(res.body.data).images;
    expect(images.every((i) => i.url.endsWith('.webp'))).toBe(true);
    expect(images.every((i) => i.avif?.every((file) => file.url.endsWith('.avif')))).toBe(true);
    await call(app, { method: 'DELETE', url: `/images/${res.body.data._id}`, cookie: admin.cookie });
  });
});

describe('upload limits', () => {
  let small: TestApp;
  let smallAdmin: TestUser;
  beforeAll(async () => {
    small = await createTestApp({ UPLOAD_MAX_FILE_MB: '0.05', UPLOAD_MAX_FILES: '2' });
    smallAdmin = await createUser(small, { role: 'admin' });
  });
  afterAll(() => small.close());

  it('answers 413 for a file over the size limit and for too many files', async () => {
    const big = await sharp({
      create: {
        width: 600,
        height: 600,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(0.05 * 1024 * 1024);
    const tooBig = await call(small, {
      method: 'POST',
      url: '/images',
      cookie: smallAdmin.cookie,
      body: form({ variantId: crypto.randomUUID() }, [{ name: 'images', bytes: big }]),
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: SERVER_MESSAGES.payloadTooLarge,
    });

    const tiny = await pngBytes('#FFFFFF', 20, 20);
    const tooMany = await call(small, {
      method: 'POST',
      url: '/images',
      cookie: smallAdmin.cookie,
      body: form(
        { variantId: crypto.randomUUID() },
        [tiny, tiny, tiny].map((bytes) => ({ name: 'images', bytes })),
      ),
    });
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.message).toBe(SERVER_MESSAGES.payloadTooLarge);
  });
});
