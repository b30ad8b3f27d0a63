import type { StoredImage } from '../db/schema/index.ts';
import type { PhotoView } from './tshirt-image.ts';

/**
 * What the seed and its photographer process (photographer-process.ts) say to each other over IPC.
 * Both sides name it, so it sits below both: the parent forks the process by its path and imports
 * nothing of it.
 */

/** A product colour's photo, by product, colour and view: how both sides name one. */
export const photoKey = (productIndex: number, colorName: string, view: PhotoView) =>
  `${productIndex}:${colorName}:${view}`;

/**
 * What the parent asks for: the colours (name and hex), the drawing density, and the product
 * colours to draw (their on-form photo keys; both views of each are drawn).
 */
export type PhotoJob = { colors: [name: string, hex: string][]; density: number; wanted: string[] };

/** One stored photo: its files, and the image whose URLs are still bare storage keys. */
export type PhotoMessage =
  | {
      kind: 'photo';
      productIndex: number;
      colorName: string;
      view: 'on-form' | 'flat-lay';
      image: StoredImage;
      files: { key: string; body: Uint8Array; contentType: string }[];
    }
  | { kind: 'done' }
  | { kind: 'failed'; message: string };
