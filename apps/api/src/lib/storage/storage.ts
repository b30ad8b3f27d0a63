import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** An object read back from storage, for the API to stream. */
export type StoredObject = { body: Readable; contentType: string; length?: number };

/**
 * Where uploaded media live: the local disk by default, an S3-compatible bucket when S3_BUCKET is
 * set. Keys are content hashes (`images/<hash>-<width>.webp` and `.avif`), so the same key always holds the
 * same bytes on every adapter and every instance.
 */
export type Storage = {
  kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** The object, or null when there is none under that key. */
  open(key: string): Promise<StoredObject | null>;
  /** The URL a browser loads the object from: `/media/<key>`, or under MEDIA_PUBLIC_URL. */
  urlFor(key: string): string;
  /** Reaches the storage once (start-up and readiness checks). */
  check(): Promise<void>;
  /** The local directory, when the API may serve the files straight from disk. */
  localDir?: string;
  /** True when browsers load the objects from elsewhere (a CDN or the bucket itself). */
  servedElsewhere: boolean;
};

export const MEDIA_PREFIX = '/media';
const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

export function mediaUrl(key: string, publicUrl?: string): string {
  return publicUrl ? `${publicUrl.replace(/\/+$/, '')}/${key}` : `${MEDIA_PREFIX}/${key}`;
}

export function localStorage(rootDir: string): Storage {
  const resolve = (key: string) => path.join(rootDir, assertSafeKey(key));
  return {
    kind: 'local',
    localDir: rootDir,
    servedElsewhere: false,
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Content-hash names: a file already present holds the same bytes.
      await fs.writeFile(file, body, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async open(key) {
      const file = resolve(key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { body: createReadStream(file), contentType: contentTypeOf(key), length: stat.size };
    },
    urlFor: (key) => mediaUrl(key),
    async check() {
      await fs.mkdir(rootDir, { recursive: true });
      await fs.access(rootDir, fs.constants.W_OK);
    },
  };
}

export function contentTypeOf(key: string): string {
  if (key.endsWith('.webp')) return 'image/webp';
  if (key.endsWith('.avif')) return 'image/avif';
  if (key.endsWith('.png')) return 'image/png';
  if (key.endsWith('.jpg') || key.endsWith('.jpeg')) return 'image/jpeg';
  return 'application/octet-stream';
}
