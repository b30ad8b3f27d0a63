import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_PHOTO_MESSAGES,
  CUSTOMER_PHOTO_RATE_LIMITS,
  CustomerPhoto,
  SERVER_MESSAGES,
  VALIDATION,
  envelope,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, type Shopper } from '../../../test/fixtures/cart.ts';
import { postPhoto, smallPhoto } from '../../../test/fixtures/customer-photos.ts';

/** The customer photo upload: who may upload, what is taken, how it is stored, and how often. */
describe('customer photo upload', () => {
  let app: TestApp;
  let shopper: Shopper;

  beforeAll(async () => {
    // Limits off here (the last test counts them on an app of its own); 0.05 MB per file.
    app = await createTestApp({ RATE_LIMIT: 'off', UPLOAD_MAX_FILE_MB: '0.05' });
    [shopper] = (await createShoppers(app, 1)) as [Shopper];
  });
  afterAll(() => app.close());

  it('tells a visitor to sign in (401)', async () => {
    const res = await postPhoto(app, undefined, [{ bytes: await smallPhoto() }]);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(SERVER_MESSAGES.unauthenticated);
  });

  it('stores a photo as product photos are stored and answers its id and picture', async () => {
    const res = await postPhoto(app, shopper.cookie, [{ bytes: await smallPhoto() }]);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(CUSTOMER_PHOTO_MESSAGES.uploaded);
    const photo = envelope(CustomerPhoto).parse(res.body).data;
    expect(photo.image).toMatchObject({ width: 48, height: 60 });
    expect(photo.image.url).toMatch(/^\/media\/customer-photos\/[0-9a-f]{24}-48\.webp$/);
    expect(photo.image.avif?.[0]?.url).toMatch(/\.avif$/);
    const file = await app.inject({ method: 'GET', url: photo.image.url, headers: { cookie: shopper.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it('turns a JPEG upright and leaves its camera metadata (place, device) behind', async () => {
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#C8643B' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await postPhoto(app, shopper.cookie, [{ bytes: jpeg, filename: 'IMG_0001.jpg', type: 'image/jpeg' }]);
    expect(res.status).toBe(201);
    const photo = envelope(CustomerPhoto).parse(res.body).data;
    expect(photo.image).toMatchObject({ width: 40, height: 60 }); // rotated by its orientation
    const stored = (await app.inject({ method: 'GET', url: photo.image.url, headers: { cookie: shopper.cookie } }))
      .rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF picture, whatever it claims to be (400)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const text = Buffer.from('just some words, named like a photo');
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    for (const [bytes, filename] of [
      [svg, 'tee.svg'],
      [text, 'tee.png'],
      [gif, 'tee.gif'],
    ] as const) {
      const res = await postPhoto(app, shopper.cookie, [{ bytes, filename, type: 'image/png' }]);
      expect(res.status, filename).toBe(400);
      expect(res.body.message).toBe(VALIDATION.onlyImages);
    }
  });

  it('refuses a file over UPLOAD_MAX_FILE_MB (413)', async () => {
    // Noise does not compress: a 200 × 200 PNG of it is far over 0.05 MB.
    const noise = Buffer.alloc(200 * 200 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    const big = await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(0.05 * 1024 * 1024);
    const res = await postPhoto(app, shopper.cookie, [{ bytes: big }]);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(SERVER_MESSAGES.payloadTooLarge);
  });

  it('takes exactly one file: none, an empty one, two, or a JSON body are refused (400)', async () => {
    const none = await postPhoto(app, shopper.cookie, []);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(CUSTOMER_PHOTO_MESSAGES.chooseOne);
    expect((await postPhoto(app, shopper.cookie, [{ bytes: Buffer.alloc(0) }])).status).toBe(400);
    const two = await postPhoto(app, shopper.cookie, [
      { bytes: await smallPhoto() },
      { bytes: await smallPhoto('#123456') },
    ]);
    expect(two.status).toBe(400);
    expect(two.body.message).toBe(CUSTOMER_PHOTO_MESSAGES.chooseOne);
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/customer-photos',
      headers: { cookie: shopper.cookie },
      payload: { url: 'https://example.com/tee.jpg' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(CUSTOMER_PHOTO_MESSAGES.chooseOne);
  });
});

describe('customer photo upload limits', () => {
  let app: TestApp;
  afterAll(() => app?.close());

  it(`refuses a customer's upload past ${CUSTOMER_PHOTO_RATE_LIMITS.user.max} an hour with 429; another customer still uploads`, async () => {
    app = await createTestApp();
    const [eager, calm] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    const bytes = await smallPhoto();
    for (let i = 0; i < CUSTOMER_PHOTO_RATE_LIMITS.user.max; i++) {
      expect((await postPhoto(app, eager.cookie, [{ bytes }])).status).toBe(201);
    }
    const refused = await postPhoto(app, eager.cookie, [{ bytes }]);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(SERVER_MESSAGES.rateLimited);
    expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await postPhoto(app, calm.cookie, [{ bytes }])).status).toBe(201);
  });
});
