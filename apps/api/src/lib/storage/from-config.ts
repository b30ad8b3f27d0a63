import type { Config } from '../../config.ts';
import { s3Storage } from './s3.ts';
import { localStorage, type Storage } from './storage.ts';

/** The bucket when S3_BUCKET is set, else the data directory's `uploads/`. */
export function storageFromConfig(config: Pick<Config, 's3' | 'uploads'>): Storage {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.uploads.dir);
}
