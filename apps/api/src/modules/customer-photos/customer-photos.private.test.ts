import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { API_BASE_PATH } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CustomerPhoto } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import { uploadPhoto } from '../../../test/fixtures/customer-photos.ts';
import { checkout, createAdmin, placed } from '../../../test/fixtures/orders.ts';
import { customerPhotos } from '../../db/schema/index.ts';
import { JOBS_SCHEMA } from '../../lib/jobs/jobs.ts';
import { PHOTO_CLEANUP_QUEUE, UNATTACHED_PHOTO_GRACE_MS } from './index.ts';

/**
 * A customer's photo is the customer's until a review or a return request shows it, and an upload
 * nothing took within a day is removed, its row and its files.
 */
let app: TestApp;
let admin: Shopper;
let owner: Shopper;
let stranger: Shopper;
let tee: VariantFixture;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT: 'off' });
  admin = await createAdmin(app);
  [owner, stranger] = (await createShoppers(app, 2)) as [Shopper, Shopper];
  tee = await createVariant(app, { stock: { M: 20 } });
});
afterAll(() => app.close());

const call = (who: Shopper, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url: `${API_BASE_PATH}${url}`,
    headers: { cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });

/** The photo's largest WebP and one of its AVIF files, as a browser would load them. */
const files = (photo: CustomerPhoto) => [photo.image.url, photo.image.avif![0]!.url];
const load = (url: string, who?: Shopper) =>
  app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const statuses = async (photo: CustomerPhoto, who?: Shopper) =>
  Promise.all(files(photo).map(async (url) => (await load(url, who)).statusCode));

async function storedKeys(id: string): Promise<string[]> {
  const [row] = await app.db
    .select({ image: customerPhotos.image })
    .from(customerPhotos)
    .where(eq(customerPhotos.id, id));
  return row?.image.keys ?? [];
}
const onDisk = (key: string) => fs.existsSync(path.join(app.storage.localDir!, key));

describe('a photo not yet attached', () => {
  it('is not found for visitors and other customers, and shown to its uploader and admins, never cached by others', async () => {
    const photo = await uploadPhoto(app, owner.cookie, '#5A1F7C');
    expect(await statuses(photo)).toEqual([404, 404]);
    expect(await statuses(photo, stranger)).toEqual([404, 404]);
    expect(await statuses(photo, owner)).toEqual([200, 200]);
    expect(await statuses(photo, admin)).toEqual([200, 200]);
    const mine = await load(photo.image.url, owner);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers['content-type']).toBe('image/webp');
    // A file that was never stored is as unknown as one that is not the caller's.
    expect((await load('/media/customer-photos/000000000000000000000000-48.webp', owner)).statusCode).toBe(404);
  });

  it('is public once a review shows it, and the uploader’s again when the review lets it go', async () => {
    const photo = await uploadPhoto(app, owner.cookie, '#1F7C5A');
    const review = await call(owner, 'POST', '/review', {
      productId: tee.productId,
      rating: 5,
      comment: 'Fits well',
      photos: [photo._id],
    });
    expect(review.statusCode, review.body).toBe(201);
    expect(await statuses(photo)).toEqual([200, 200]);
    expect((await load(photo.image.url)).headers['cache-control']).toBe('public, max-age=86400');

    const removed = await call(owner, 'DELETE', `/review/${(review.json() as { data: { _id: string } }).data._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await statuses(photo)).toEqual([404, 404]);
    expect(await statuses(photo, owner)).toEqual([200, 200]);
  });

  it('is public once a return request shows it', async () => {
    const { res } = await checkout(app, owner, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
    expect(res.statusCode, res.body).toBe(201);
    const order = placed(res).order;
    const delivered = await call(admin, 'PUT', `/order/${order._id}/status`, { status: 'delivered' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const photo = await uploadPhoto(app, owner.cookie, '#7C5A1F');
    expect(await statuses(photo)).toEqual([404, 404]);
    const asked = await call(owner, 'POST', '/returns', {
      orderId: order._id,
      lines: [{ itemId: order.items[0]!._id, quantity: 1, reason: 'defective', photos: [photo._id] }],
      refundTo: 'store_credit',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await statuses(photo)).toEqual([200, 200]);
  });
});

describe('the clean-up of uploads nothing attached', () => {
  it('removes, a day after upload, the rows and files of photos nothing attached, and only those', async () => {
    const [stale, attached, fresh] = [
      await uploadPhoto(app, owner.cookie, '#112233'),
      await uploadPhoto(app, owner.cookie, '#445566'),
      await uploadPhoto(app, owner.cookie, '#778899'),
    ];
    // The same picture uploaded by two customers: one attaches it, the other never does.
    const shared = await uploadPhoto(app, stranger.cookie, '#445566');
    const review = await call(owner, 'POST', '/review', {
      productId: tee.productId,
      rating: 4,
      comment: 'Soft',
      photos: [attached._id],
    });
    expect(review.statusCode, review.body).toBe(201);
    const staleKeys = await storedKeys(stale._id);
    const attachedKeys = await storedKeys(attached._id);
    expect(await storedKeys(shared._id)).toEqual(attachedKeys);
    expect([...staleKeys, ...attachedKeys].every(onDisk)).toBe(true);

    const dayAndMore = new Date(Date.now() - UNATTACHED_PHOTO_GRACE_MS - 60_000);
    await app.db
      .update(customerPhotos)
      .set({ createdAt: dayAndMore })
      .where(inArray(customerPhotos.id, [stale._id, attached._id, shared._id]));

    await app.jobs.runNow(PHOTO_CLEANUP_QUEUE);
    await vi.waitFor(async () => expect(await storedKeys(stale._id)).toEqual([]), { timeout: 30_000, interval: 100 });
    await vi.waitFor(async () => expect(await storedKeys(shared._id)).toEqual([]), { timeout: 30_000, interval: 100 });

    // The stale upload's files are gone; the attached picture's files stay, though an upload of
    // the same picture went; the upload still inside its day stays.
    await vi.waitFor(() => expect(staleKeys.filter(onDisk)).toEqual([]), { timeout: 30_000, interval: 100 });
    expect(attachedKeys.every(onDisk)).toBe(true);
    expect(await storedKeys(attached._id)).toEqual(attachedKeys);
    expect(await storedKeys(fresh._id)).not.toEqual([]);
    expect(await statuses(attached)).toEqual([200, 200]);
    expect(await statuses(stale, owner)).toEqual([404, 404]);
    expect(await statuses(fresh, owner)).toEqual([200, 200]);
  });

  it('is a schedule of the durable job queue, named on the Jobs screen', async () => {
    // pg-boss keeps its schedules in its own table: the clean-up is one of them, hourly.
    const schedules = await app.db.execute<{ cron: string }>(
      sql`select cron from ${sql.identifier(JOBS_SCHEMA)}.schedule where name = ${PHOTO_CLEANUP_QUEUE}`,
    );
    expect((schedules as unknown as { rows: { cron: string }[] }).rows).toEqual([{ cron: '29 * * * *' }]);
  });
});
