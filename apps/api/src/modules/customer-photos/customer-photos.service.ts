import { CUSTOMER_PHOTO_MESSAGES, Id, type CustomerPhoto } from '@shop/shared';
import type { Db, Queryable } from '../../db/client.ts';
import type { StoredImage } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../../lib/jobs/jobs.ts';
import { MEDIA_PREFIX, mediaUrl, type Storage } from '../../lib/storage/storage.ts';
import { publicImage, storeImage } from '../catalogue/index.ts';
import * as repo from './customer-photos.repository.ts';

/**
 * Where customers' photos are stored: apart from the catalogue's `images/`, whose files are
 * removed once no variant uses them.
 */
export const PHOTO_FOLDER = 'customer-photos';

/** Where the API serves them, whatever serves the catalogue's pictures (see `photoFileAccess`). */
export const PHOTO_PATH = `${MEDIA_PREFIX}/${PHOTO_FOLDER}`;

/** How long an upload nothing attaches is kept: time enough to finish the review or return form. */
export const UNATTACHED_PHOTO_GRACE_MS = 24 * 60 * 60 * 1000;

/** The hourly clean-up of uploads nothing attached within the grace period. */
export const PHOTO_CLEANUP_QUEUE = 'customer-photos.cleanup';

/** How many uploads one clean-up statement deletes at most (it repeats until none are left). */
const CLEANUP_BATCH = 200;

export const toCustomerPhoto = (row: { id: string; image: StoredImage }): CustomerPhoto => ({
  _id: row.id,
  image: publicImage(row.image)!,
});

/**
 * Stores a signed-in customer's photo as product photos are stored: the type read from the bytes
 * (JPEG, PNG, WebP or AVIF, else 400), turned upright and re-encoded to WebP and AVIF at the
 * standard widths, which leaves the camera's metadata (place, device) behind.
 */
export async function uploadPhoto(db: Db, storage: Storage, userId: string, bytes: Buffer): Promise<CustomerPhoto> {
  // Served by the API, never straight from a bucket or CDN: it decides who may see each one.
  const image = await storeImage(bytes, { ...storage, urlFor: (key) => mediaUrl(key) }, PHOTO_FOLDER);
  return toCustomerPhoto(await repo.insertPhoto(db, { userId, image }));
}

/**
 * The customer's own uploads named by `ids`, in that order and each once. Anything else (a link,
 * a made-up id, another customer's photo) is refused with 422: a review or a return shows only
 * pictures its author uploaded here.
 */
export async function ownPhotos(
  db: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<{ id: string; image: StoredImage }[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  if (!wanted.every((id) => Id.safeParse(id).success)) {
    throw AppError.unprocessable(CUSTOMER_PHOTO_MESSAGES.notUploaded);
  }
  const rows = await repo.findOwnPhotos(db, userId, wanted);
  return wanted.map((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw AppError.unprocessable(CUSTOMER_PHOTO_MESSAGES.notUploaded);
    return row;
  });
}

/**
 * Who may load a stored file of a customer's photo, by its storage key: everybody once a review or
 * a return request shows it (`public`); before that, and after its review lets it go, only the
 * customer who uploaded it and admins (`private`); nobody else (`null`, answered as not found, so
 * the answer does not tell whether the file exists).
 */
export async function photoFileAccess(
  db: Queryable,
  key: string,
  viewer: { id: string; role: string } | null,
): Promise<'public' | 'private' | null> {
  const uploads = await repo.photosWithKey(db, key);
  if (uploads.some((upload) => upload.attached)) return 'public';
  if (!viewer || uploads.length === 0) return null;
  return viewer.role === 'admin' || uploads.some((upload) => upload.userId === viewer.id) ? 'private' : null;
}

export type CleanupDeps = { db: Db; storage: Storage; log: FastifyBaseLogger };

/**
 * Deletes the uploads made before `before` that no review or return attaches, rows first, then
 * their files unless another upload of the same picture still stores them. Answers how many
 * uploads went. A run cut off between a row and its files leaves files no row names: the API
 * serves none of them (it answers a file by its row).
 */
export async function removeUnattachedPhotos(deps: CleanupDeps, before: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const deleted = await repo.deleteUnattached(deps.db, before, CLEANUP_BATCH);
    removed += deleted.length;
    const keys = [...new Set(deleted.flat())];
    const kept = await repo.keysInUse(deps.db, keys);
    for (const key of keys) if (!kept.has(key)) await deps.storage.remove(key);
    if (deleted.length < CLEANUP_BATCH) return removed;
  }
}

/** The clean-up as a schedule: every hour, once per shop, in the durable job queue. */
export function schedulePhotoCleanup(deps: CleanupDeps & { jobs: Jobs }): void {
  deps.jobs.every(PHOTO_CLEANUP_QUEUE, '29 * * * *', async () => {
    const removed = await removeUnattachedPhotos(deps, new Date(Date.now() - UNATTACHED_PHOTO_GRACE_MS));
    if (removed > 0) deps.log.info({ removed }, 'unattached customer photos removed');
  });
}
