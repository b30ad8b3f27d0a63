import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/errors/app-error.ts';

type Window = { max: number; minutes: number };
type Limits = { ip: Window; email: Window };

/**
 * How often each sensitive account call may be made, per client IP and per e-mail address
 * (docs/decisions/0014). Per IP stays generous because Indian mobile networks put many people
 * behind one address; per e-mail is what stops guessing against one account.
 */
export const ACCOUNT_LIMITS = {
  login: { ip: { max: 30, minutes: 5 }, email: { max: 10, minutes: 15 } },
  register: { ip: { max: 20, minutes: 60 }, email: { max: 5, minutes: 60 } },
  resendOtp: { ip: { max: 20, minutes: 15 }, email: { max: 5, minutes: 60 } },
  verify: { ip: { max: 30, minutes: 15 }, email: { max: 15, minutes: 15 } },
  forgotPassword: { ip: { max: 20, minutes: 15 }, email: { max: 5, minutes: 60 } },
  resetPassword: { ip: { max: 20, minutes: 15 }, email: { max: 10, minutes: 15 } },
} as const satisfies Record<string, Limits>;

export type LimitedCall = keyof typeof ACCOUNT_LIMITS;

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.toLowerCase() : '';
};

/**
 * A preHandler counting the call against both limits; runs after validation so the e-mail is the
 * normalised one. Nothing is counted when rate limiting is off (RATE_LIMIT=off).
 */
export function accountLimit(app: FastifyInstance, call: LimitedCall) {
  if (!app.hasDecorator('createRateLimit')) return [];
  const limits: Limits = ACCOUNT_LIMITS[call];
  const byIp = app.createRateLimit({
    max: limits.ip.max,
    timeWindow: limits.ip.minutes * 60_000,
    keyGenerator: (request) => `account:${call}:ip:${request.ip}`,
  });
  const byEmail = app.createRateLimit({
    max: limits.email.max,
    timeWindow: limits.email.minutes * 60_000,
    keyGenerator: (request) => `account:${call}:email:${emailOf(request)}`,
  });
  return [
    async (request: FastifyRequest, reply: FastifyReply) => {
      for (const limiter of [byIp, byEmail]) {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds));
          throw new AppError('RATE_LIMITED', SERVER_MESSAGES.rateLimited);
        }
      }
    },
  ];
}
