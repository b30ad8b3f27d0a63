import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { IMAGE_WIDTHS, VALIDATION } from '@shop/shared';
import type { StoredImage } from '../../db/schema/index.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { AppError } from '../../lib/errors/app-error.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/**
 * How each width is encoded. The efforts are the fast end of each encoder: at the default effort
 * AVIF takes about fifteen times as long for files a few per cent smaller, which an upload (and the
 * demo seed, which stores ninety photos) cannot afford. See decision 0046.
 */
const FORMATS = [
  { ext: 'webp', type: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 80, effort: 2 }) },
  { ext: 'avif', type: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 50, effort: 1 }) },
] as const;

/**
 * The widths stored for a picture `width` pixels wide: every standard width below it, then the
 * picture's own width (at most the largest standard one), so a small upload is never enlarged and
 * the largest file is as sharp as the original allows.
 */
export function widthsFor(width: number): number[] {
  const top = Math.min(width, LARGEST);
  return [...IMAGE_WIDTHS.filter((w) => w < top), top];
}

/**
 * Turns uploaded bytes into stored WebP and AVIF images at every width. The type is read from the
 * bytes, never from the name or the MIME type the client claims, so SVG or a renamed text file is
 * refused. The picture is decoded once, at the largest stored width, and every file is made from
 * those pixels. `folder` keeps other uploads (customers' photos) apart from the catalogue's files,
 * which are removed when no variant uses them any more.
 */
export async function storeImage(bytes: Buffer, storage: Storage, folder = 'images'): Promise<StoredImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError('BAD_REQUEST', VALIDATION.onlyImages);

  const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: LARGEST, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('BAD_REQUEST', VALIDATION.onlyImages);
  }
  const { width, height, channels } = pixels.info;
  const raw = { width, height, channels: channels as 1 | 2 | 3 | 4 };

  const widths = widthsFor(width);
  const files: Record<(typeof FORMATS)[number]['ext'], StoredImage['sources']> = { webp: [], avif: [] };
  const keys: string[] = [];
  for (const w of widths) {
    for (const format of FORMATS) {
      const resized = sharp(pixels.data, { raw }).resize({ width: w });
      const body = await format.encode(resized).toBuffer();
      const key = `${folder}/${hash}-${w}.${format.ext}`;
      await storage.put(key, body, format.type);
      keys.push(key);
      files[format.ext].push({ width: w, url: storage.urlFor(key) });
    }
  }
  return {
    url: files.webp[files.webp.length - 1]!.url,
    sources: files.webp,
    avif: files.avif,
    width,
    height,
    keys,
  };
}

/** The image as the API shows it: URLs and size only, never storage keys. */
export function publicImage(image: StoredImage | null | undefined) {
  if (!image) return null;
  return {
    url: image.url,
    sources: image.sources,
    // Pictures stored before AVIF and sizes were kept have only their WebP sources.
    ...(image.avif?.length ? { avif: image.avif } : {}),
    ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
  };
}

/**
 * The smallest stored width of a picture, from the URL of its largest (what orders keep): a mail's
 * thumbnail needs no more. `storeImage` names each width `<hash>-<width>.webp` and stores the
 * smallest standard width of every picture wider than it; any other URL is answered as it is.
 */
export function thumbnailUrl(url: string): string {
  const smallest = IMAGE_WIDTHS[0];
  const match = /^(.*\/images\/[0-9a-f]+-)(\d+)\.webp$/.exec(url);
  return match && Number(match[2]) > smallest ? `${match[1]}${smallest}.webp` : url;
}
