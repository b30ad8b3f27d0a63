import crypto from 'node:crypto';
import { dataDirSecret } from '../secrets/data-dir-secret.ts';
import type { Config } from '../../config.ts';

/**
 * Signs the shop's one-tap links, opened without signing in: a COD order's Confirm / Cancel and
 * Pay online instead, an alert's Stop. An HMAC of the link's purpose and what it acts on (an order,
 * a consent) with the shop's secret, so the link works for that one thing and that purpose only (a
 * confirmation token does not pay, nor stop alerts). What the thing is now decides, so the token
 * carries no expiry of its own: a confirmation link stops at the order's confirmation deadline
 * (`confirm_by`, answered 410 and the order cancelled) and once the order no longer waits (409
 * naming its status); an order shipped or paid ignores a pay-online link; a stop link withdraws
 * whatever consent of its shopper and channel is in force.
 */
export type LinkPurpose = 'cod-confirm' | 'pay-online' | 'alert-stop';
export type LinkSigner = {
  sign(subjectId: string, purpose?: LinkPurpose): string;
  verify(subjectId: string, token: string, purpose?: LinkPurpose): boolean;
};

const secretOf = (config: Config): string => dataDirSecret(config, '.cod-links-secret');

export function createLinkSigner(config: Config): LinkSigner {
  const secret = secretOf(config);
  const sign = (subjectId: string, purpose: LinkPurpose = 'cod-confirm') =>
    crypto.createHmac('sha256', secret).update(`${purpose}:${subjectId}`).digest('base64url');
  return {
    sign,
    verify(subjectId, token, purpose = 'cod-confirm') {
      const expected = Buffer.from(sign(subjectId, purpose));
      const given = Buffer.from(token);
      return expected.length === given.length && crypto.timingSafeEqual(expected, given);
    },
  };
}
