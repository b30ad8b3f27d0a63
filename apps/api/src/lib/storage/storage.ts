import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded media live. The local adapter is the default; an S3 adapter can take its place. */
export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** The public URL a browser loads the object from. */
  urlFor(key: string): string;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

export function localStorage(rootDir: string, publicPrefix = '/media'): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(rootDir, key);
  };
  return {
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
    urlFor: (key) => `${publicPrefix}/${key}`,
  };
}
