import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';

/**
 * Signs the one-tap links of a COD order: Confirm / Cancel, and Pay online instead. An HMAC of
 * the link's purpose and the order id with the shop's secret, so the link works without signing
 * in, for that order and that purpose only (a confirmation token does not pay, nor the other way).
 * What the order is now decides, so the token carries no expiry of its own: a confirmation link
 * stops at the order's confirmation deadline (`confirm_by`, answered 410 and the order cancelled)
 * and once the order no longer waits (409 naming its status); an order shipped or paid ignores a
 * pay-online link.
 */
export type LinkPurpose = 'cod-confirm' | 'pay-online';
export type LinkSigner = {
  sign(orderId: string, purpose?: LinkPurpose): string;
  verify(orderId: string, token: string, purpose?: LinkPurpose): boolean;
};

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
  const sign = (orderId: string, purpose: LinkPurpose = 'cod-confirm') =>
    crypto.createHmac('sha256', secret).update(`${purpose}:${orderId}`).digest('base64url');
  return {
    sign,
    verify(orderId, token, purpose = 'cod-confirm') {
      const expected = Buffer.from(sign(orderId, purpose));
      const given = Buffer.from(token);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    },
  };
}
