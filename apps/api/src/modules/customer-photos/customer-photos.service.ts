import { CUSTOMER_PHOTO_MESSAGES, Id, type CustomerPhoto } from '@shop/shared';
import type { Db, Queryable } from '../../db/client.ts';
import type { StoredImage } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { publicImage, storeImage } from '../catalogue/index.ts';
import * as repo from './customer-photos.repository.ts';

/**
 * Where customers' photos are stored: apart from the catalogue's `images/`, whose files are
 * removed once no variant uses them.
 */
const PHOTO_FOLDER = 'customer-photos';

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
  const image = await storeImage(bytes, storage, PHOTO_FOLDER);
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
