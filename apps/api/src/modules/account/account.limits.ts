import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/errors/app-error.ts';

type Window = { max: number; minutes: number };
/** Past `after` attempts in the window, each further one is answered `delayMs` later, never refused. */
type Slowdown = { after: number; minutes: number; delayMs: number };
type Limits = {
  ip: Window;
  email?: Window;
  emailAndIp?: Window;
  /** Per phone number (the calls that send or take a phone's code). */
  phone?: Window;
  /** Per signed-in shopper. */
  user?: Window;
  slowdown?: Slowdown;
};

/**
 * How often each sensitive account call may be made (docs/decisions/0014 and 0102). Per IP stays
 * generous because Indian mobile networks put many people behind one address. Passwords are
 * guarded per e-mail and IP together, so a stranger guessing at an address runs out of attempts
 * without locking its owner out; across all IPs one address is only slowed down. The calls that
 * send mail keep a per-e-mail limit, so nobody can flood an inbox; the calls that send a code to a
 * phone, or take one, keep the same limits per number (or per shopper, for their own phone).
 */
export const ACCOUNT_LIMITS = {
  login: {
    ip: { max: 30, minutes: 5 },
    emailAndIp: { max: 10, minutes: 15 },
    slowdown: { after: 20, minutes: 15, delayMs: 2000 },
  },
  register: { ip: { max: 20, minutes: 60 }, email: { max: 5, minutes: 60 } },
  resendOtp: { ip: { max: 20, minutes: 15 }, email: { max: 5, minutes: 60 } },
  verify: { ip: { max: 30, minutes: 15 }, email: { max: 15, minutes: 15 } },
  forgotPassword: { ip: { max: 20, minutes: 15 }, email: { max: 5, minutes: 60 } },
  resetPassword: { ip: { max: 20, minutes: 15 }, email: { max: 10, minutes: 15 } },
  phoneOtp: { ip: { max: 20, minutes: 15 }, phone: { max: 5, minutes: 60 } },
  phoneLogin: { ip: { max: 30, minutes: 15 }, phone: { max: 15, minutes: 15 } },
  phoneVerifyOtp: { ip: { max: 20, minutes: 15 }, user: { max: 5, minutes: 60 } },
  phoneVerify: { ip: { max: 30, minutes: 15 }, user: { max: 15, minutes: 15 } },
} as const satisfies Record<string, Limits>;

export type LimitedCall = keyof typeof ACCOUNT_LIMITS;

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.toLowerCase() : '';
};

const phoneOf = (request: FastifyRequest) => {
  const phone = (request.body as { phone?: unknown } | undefined)?.phone;
  return typeof phone === 'string' ? phone : '';
};

/**
 * A preHandler counting the call against both limits; runs after validation so the e-mail is the
 * normalised one. Nothing is counted when rate limiting is off (RATE_LIMIT=off).
 */
export function accountLimit(app: FastifyInstance, call: LimitedCall) {
  if (!app.hasDecorator('createRateLimit')) return [];
  const limits: Limits = ACCOUNT_LIMITS[call];
  const limiter = (window: Window, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max: window.max, timeWindow: window.minutes * 60_000, keyGenerator: key });
  const refusing = [
    limiter(limits.ip, (request) => `account:${call}:ip:${request.ip}`),
    ...(limits.email ? [limiter(limits.email, (request) => `account:${call}:email:${emailOf(request)}`)] : []),
    ...(limits.emailAndIp
      ? [limiter(limits.emailAndIp, (request) => `account:${call}:email-ip:${emailOf(request)}:${request.ip}`)]
      : []),
    ...(limits.phone ? [limiter(limits.phone, (request) => `account:${call}:phone:${phoneOf(request)}`)] : []),
    ...(limits.user
      ? [limiter(limits.user, (request) => `account:${call}:user:${request.authUser?.id ?? request.ip}`)]
      : []),
  ];
  const slowdown = limits.slowdown;
  const slowing = slowdown
    ? limiter(
        { max: slowdown.after, minutes: slowdown.minutes },
        (request) => `account:${call}:email:${emailOf(request)}`,
      )
    : undefined;
  return [
    async (request: FastifyRequest) => {
      for (const check of refusing) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          throw AppError.rateLimited(SERVER_MESSAGES.rateLimited, result.ttlInSeconds);
        }
      }
      if (slowing && slowdown) {
        const result = await slowing(request);
        if (!result.isAllowed && result.isExceeded) await new Promise((r) => setTimeout(r, slowdown.delayMs));
      }
    },
  ];
}
