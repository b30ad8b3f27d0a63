import crypto from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { VALIDATION, type InvoiceImage } from '@shop/shared';
import { AppError } from '../../lib/errors/app-error.ts';
import type { Storage } from '../../lib/storage/storage.ts';

/** The picture types an upload may be: the catalogue's (decision 0046); SVG and renamed files are refused. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);

/** The box each picture is fitted into, in pixels: about three times what the A4 page prints. */
const BOXES: Record<InvoiceImage, { width: number; height: number }> = {
  signature: { width: 600, height: 240 },
  logo: { width: 720, height: 240 },
};

/**
 * Stores an uploaded signature or logo as the PDF draws it: a PNG (pdfkit draws PNG and JPEG only;
 * PNG keeps a signature's transparent background), fitted into its box without enlarging, under
 * `documents/<content hash>.png`. The type is read from the bytes, never from the name. Files
 * under `documents/` are never removed: issued invoices point at them (decision record 0226).
 */
export async function storeDocumentImage(bytes: Buffer, kind: InvoiceImage, storage: Storage): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError('BAD_REQUEST', VALIDATION.onlyImages);
  let png: Buffer;
  try {
    png = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ ...BOXES[kind], fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw new AppError('BAD_REQUEST', VALIDATION.onlyImages);
  }
  const hash = crypto.createHash('sha256').update(png).digest('hex').slice(0, 32);
  const key = `documents/${hash}.png`;
  await storage.put(key, png, 'image/png');
  return key;
}

/** The bytes stored under `key`, or null when storage has none. */
export async function readStoredImage(storage: Storage, key: string): Promise<Buffer | null> {
  const object = await storage.open(key);
  if (!object) return null;
  return buffer(object.body);
}
