import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COUPON_LOOKUP_LIMITS } from '@shop/shared';
import { limitedBy } from '../../plugins/rate-limit.ts';

/** The code a call carries, trimmed; undefined when it carries none (a quote or an order without one). */
const codeOf = (request: FastifyRequest) => {
  const code = (request.body as { couponCode?: unknown } | undefined)?.couponCode;
  return typeof code === 'string' && code.trim() !== '' ? code.trim() : undefined;
};

/**
 * The preHandlers limiting coupon look-ups, per customer and per client address, on every call
 * that takes a code (the cart's quote and checkout): the calls share one count, so a guesser gains
 * nothing by switching between them. Calls without a code are not counted. Put after
 * `requireUser`, so the customer is known.
 */
export function couponLookupLimits(app: FastifyInstance) {
  const { user, ip } = COUPON_LOOKUP_LIMITS;
  return limitedBy(app, [
    {
      ...user,
      key: (request) => (codeOf(request) && request.authUser ? `coupons:user:${request.authUser.id}` : undefined),
    },
    { ...ip, key: (request) => (codeOf(request) ? `coupons:ip:${request.ip}` : undefined) },
  ]);
}
