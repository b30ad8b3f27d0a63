import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_WIDTHS, VALIDATION } from '@shop/shared';
import type { StoredImage } from '../../db/schema/index.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { AppError } from '../../lib/errors/app-error.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

/**
 * Turns uploaded bytes into stored WebP images at every width. The type is read from the bytes,
 * never from the name or the MIME type the client claims, so SVG or a renamed text file is refused.
 */
export async function storeImage(bytes: Buffer, storage: Storage): Promise<StoredImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError('BAD_REQUEST', VALIDATION.onlyImages);

  const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  let source: Sharp;
  let width: number;
  try {
    source = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
    width = (await source.metadata()).width ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  } catch {
    throw new AppError('BAD_REQUEST', VALIDATION.onlyImages);
  }

  const widths = IMAGE_WIDTHS.filter((w, i) => w <= width || i === 0);
  const sources: StoredImage['sources'] = [];
  const keys: string[] = [];
  for (const w of widths) {
    const body = await source.clone().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    const key = `images/${hash}-${w}.webp`;
    await storage.put(key, body, 'image/webp');
    keys.push(key);
    sources.push({ width: w, url: storage.urlFor(key) });
  }
  return { url: sources[sources.length - 1]!.url, sources, keys };
}

/** The image as the API shows it: URLs only, never storage keys. */
export function publicImage(image: StoredImage | null | undefined) {
  return image ? { url: image.url, sources: image.sources } : null;
}
