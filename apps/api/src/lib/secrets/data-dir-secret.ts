import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';

/**
 * JWT_SECRET when set, so every instance agrees; otherwise a random secret written once to `file`
 * in the data directory (readable by its owner only), so a restart keeps what it signed valid.
 */
export function dataDirSecret(config: Config, file: string): string {
  if (config.jwtSecret) return config.jwtSecret;
  const where = path.join(config.dataDir, file);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(where, crypto.randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(where, 'utf8').trim();
}
