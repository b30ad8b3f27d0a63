import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { SERVER_MESSAGES } from '@shop/shared';
import type { Config } from '../config.ts';
import { AppError } from '../lib/errors/app-error.ts';
import type { RedisClient } from '../lib/redis/redis.ts';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result?: Counted) => void;

/** Counters in this process's memory: the store without Redis, and the fallback while it is away. */
class MemoryCounters {
  private counters = new Map<string, { current: number; expiresAt: number }>();

  incr(key: string, timeWindow: number): Counted {
    const now = Date.now();
    if (this.counters.size > 50_000) {
      for (const [k, v] of this.counters) if (v.expiresAt <= now) this.counters.delete(k);
    }
    let entry = this.counters.get(key);
    if (!entry || entry.expiresAt <= now) {
      entry = { current: 0, expiresAt: now + timeWindow };
      this.counters.set(key, entry);
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.expiresAt - now };
  }

  read(key: string): Counted {
    const entry = this.counters.get(key);
    const now = Date.now();
    return entry && entry.expiresAt > now
      ? { current: entry.current, ttl: entry.expiresAt - now }
      : { current: 0, ttl: 0 };
  }
}

const INCR = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

const PREFIX = 'shop:rate-limit:';

/**
 * Counts in Redis while it answers, so every instance shares the limits; in this process's memory
 * while it does not, so no request fails because Redis is away. Keys read as
 * `shop:rate-limit:account:login:ip:203.0.113.7` (route limits add the route).
 */
function sharedStore(redis: RedisClient | undefined) {
  const memory = new MemoryCounters();
  return class SharedStore {
    private readonly prefix: string;
    constructor(_params?: unknown, prefix = PREFIX) {
      this.prefix = prefix;
    }

    incr(key: string, done: Done, timeWindow: number) {
      const local = () => done(null, memory.incr(this.prefix + key, timeWindow));
      if (redis?.status !== 'ready') return local();
      (redis.eval(INCR, 1, this.prefix + key, timeWindow) as Promise<[number, number]>).then(
        ([current, ttl]) => done(null, { current, ttl }),
        local,
      );
    }

    read(key: string, done: Done) {
      const local = () => done(null, memory.read(this.prefix + key));
      if (redis?.status !== 'ready') return local();
      redis
        .multi()
        .get(this.prefix + key)
        .pttl(this.prefix + key)
        .exec()
        .then((results) => {
          const current = Number(results?.[0]?.[1] ?? 0);
          const ttl = Number(results?.[1]?.[1] ?? 0);
          done(null, { current, ttl: Math.max(ttl, 0) });
        }, local);
    }

    child(params: object) {
      const info = (params as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const route = info?.url ? `route:${String(info.method ?? '')}:${info.url}:` : '';
      return new SharedStore(undefined, PREFIX + route);
    }
  };
}

/**
 * Rate limits are opt-in per route (`config.rateLimit`). With REDIS_URL the counters live in Redis
 * so several API instances share them. RATE_LIMIT=off turns them off.
 */
async function rateLimitPlugin(app: FastifyInstance, options: { config: Config; redis?: RedisClient }) {
  if (!options.config.rateLimit) return;
  await app.register(rateLimit, {
    global: false,
    store: sharedStore(options.redis),
    errorResponseBuilder: (_request, context) =>
      AppError.rateLimited(SERVER_MESSAGES.rateLimited, Math.ceil(context.ttl / 1000)),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });

/** One limit of `limitedBy`: at most `max` calls in `minutes` per key; a request without a key is not counted. */
export type Window = { max: number; minutes: number; key: (request: FastifyRequest) => string | undefined };

/**
 * A preHandler counting a call against several limits at once (per IP and per customer, say),
 * refusing with 429 and `Retry-After` when any is used up. Nothing when rate limits are off.
 */
export function limitedBy(app: FastifyInstance, windows: Window[]) {
  if (!app.hasDecorator('createRateLimit')) return [];
  const checks = windows.map((window) => ({
    key: window.key,
    check: app.createRateLimit({
      max: window.max,
      timeWindow: window.minutes * 60_000,
      keyGenerator: (request) => window.key(request) ?? '',
    }),
  }));
  return [
    async (request: FastifyRequest) => {
      for (const { key, check } of checks) {
        if (key(request) === undefined) continue;
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          throw AppError.rateLimited(SERVER_MESSAGES.rateLimited, result.ttlInSeconds);
        }
      }
    },
  ];
}

/**
 * A per-customer limit, counted after sign-in (the preHandler hook runs after `requireUser`), so
 * one customer cannot flood checkout or payments and customers behind one address do not share it.
 */
export const perUser = (max: number) => ({
  max,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.authUser?.id ?? request.ip,
});
