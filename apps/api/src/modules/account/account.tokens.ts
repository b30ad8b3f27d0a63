import crypto from 'node:crypto';
import { dataDirSecret } from '../../lib/secrets/data-dir-secret.ts';
import type { Config } from '../../config.ts';

/**
 * The server's keys for refresh tokens. A token is drawn at random and stored only as an HMAC
 * under the server's secret, so neither a copied table nor an old token tells anyone the live
 * one. The token that followed a used one is kept sealed (AES-GCM under the same secret) beside
 * it, so the same browser presenting the used one again within the grace window gets that same
 * token back (docs/decisions/0142, 0260).
 */
export type RefreshTokenKeys = {
  /** A fresh random token. */
  draw(): string;
  /** What is stored for a token and looked up by. */
  hash(token: string): string;
  seal(token: string): string;
  /** The sealed token, or undefined when it was sealed under another key or altered. */
  open(sealed: string): string | undefined;
};

/**
 * JWT_SECRET when set, so every instance agrees; otherwise a random secret kept in the data
 * directory, so a restart keeps the shoppers signed in.
 */
const baseSecret = (config: Config): string => dataDirSecret(config, '.sessions-secret');

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createRefreshTokenKeys(config: Config): RefreshTokenKeys {
  const base = baseSecret(config);
  const hashKey = crypto.createHmac('sha256', base).update('refresh-token:hash').digest();
  const sealKey = crypto.createHmac('sha256', base).update('refresh-token:seal').digest();
  return {
    draw: () => crypto.randomBytes(32).toString('base64url'),
    hash: (token) => crypto.createHmac('sha256', hashKey).update(token).digest('hex'),
    seal(token) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
}
