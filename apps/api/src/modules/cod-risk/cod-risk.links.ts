import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';

/**
 * Signs the one-tap Confirm / Cancel links of a COD order: an HMAC of the order id with the shop's
 * secret, so the link works without signing in and for that order only. The deadline is the
 * order's own (an order no longer waiting ignores the link), so the token carries no expiry.
 */
export type LinkSigner = { sign(orderId: string): string; verify(orderId: string, token: string): boolean };

function secretOf(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, '.cod-links-secret');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

export function createLinkSigner(config: Config): LinkSigner {
  const secret = secretOf(config);
  const sign = (orderId: string) =>
    crypto.createHmac('sha256', secret).update(`cod-confirm:${orderId}`).digest('base64url');
  return {
    sign,
    verify(orderId, token) {
      const expected = Buffer.from(sign(orderId));
      const given = Buffer.from(token);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    },
  };
}
