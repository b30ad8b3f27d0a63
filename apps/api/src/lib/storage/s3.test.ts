import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { startS3Server, type S3Server } from '../../../test/s3-server.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/users.ts';
import { call, createShop, form, pngBytes } from '../../../test/fixtures/catalogue.ts';
import { storageFromConfig } from './from-config.ts';
import type { Storage } from './storage.ts';

let s3: S3Server;
let storage: Storage;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = await storageFromConfig(testConfig(s3.env));
});
afterAll(() => s3?.stop());

async function text(stream: NodeJS.ReadableStream) {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('the S3 storage adapter, against a real S3-compatible server', () => {
  it('is chosen by S3_BUCKET, and puts, reads back and removes an object', async () => {
    expect(storage.kind).toBe('s3');
    await storage.check();
    await storage.put('images/abc-320.webp', Buffer.from('webp bytes'), 'image/webp');
    const object = await storage.open('images/abc-320.webp');
    expect(object?.contentType).toBe('image/webp');
    expect(await text(object!.body)).toBe('webp bytes');
    expect(storage.urlFor('images/abc-320.webp')).toBe('/media/images/abc-320.webp');

    await storage.remove('images/abc-320.webp');
    expect(await storage.open('images/abc-320.webp')).toBeNull();
  });

  it('names a missing bucket', async () => {
    const other = await storageFromConfig(testConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' }));
    await expect(other.check()).rejects.toThrow('bucket "no-such-bucket" does not exist');
  });

  it('gives URLs under MEDIA_PUBLIC_URL when browsers load from a CDN', async () => {
    const cdn = await storageFromConfig(testConfig({ ...s3.env, MEDIA_PUBLIC_URL: 'https://cdn.example.in/media/' }));
    expect(cdn.urlFor('images/abc-320.webp')).toBe('https://cdn.example.in/media/images/abc-320.webp');
  });
});

describe('the shop on S3', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(s3.env);
  });
  afterAll(() => app?.close());

  it('stores uploads in the bucket, serves them with immutable caching, and deletes the unused ones', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const shop = await createShop(app, admin.cookie);
    const url: string = shop.variant.image.url;
    expect(url).toMatch(/^\/media\/images\/[0-9a-f]{24}-\d+\.webp$/);
    const key = url.replace(/^\/media\//, '');
    expect(await storage.open(key)).not.toBeNull();

    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect((await app.inject({ method: 'GET', url: '/media/images/nothing-here.webp' })).statusCode).toBe(404);

    // A new photo replaces the old one, whose objects nothing refers to any more.
    const replaced = await call(app, {
      method: 'PATCH',
      url: `/variant/${shop.variant._id}`,
      cookie: admin.cookie,
      body: form({}, [{ name: 'image', bytes: await pngBytes('#123456') }]),
    });
    expect(replaced.status).toBe(200);
    expect(await storage.open(key)).toBeNull();
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
