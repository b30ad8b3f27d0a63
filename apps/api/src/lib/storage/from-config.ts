import type { Config } from '../../config.ts';
import { localStorage, type Storage } from './storage.ts';

/**
 * The bucket when S3_BUCKET is set, else the data directory's `uploads/`. The S3 SDK is loaded
 * only when a bucket is configured, so a shop on its own disk does not pay for it at start.
 */
export async function storageFromConfig(config: Pick<Config, 's3' | 'uploads'>): Promise<Storage> {
  if (!config.s3) return localStorage(config.uploads.dir);
  const { s3Storage } = await import('./s3.ts');
  return s3Storage(config.s3);
}
