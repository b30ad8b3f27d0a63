import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { SERVER_MESSAGES } from '@shop/shared';
import type { Config } from '../config.ts';
import { AppError } from '../lib/errors/app-error.ts';

/**
 * Rate limits are opt-in per route (`config.rateLimit`). In memory by default; with REDIS_URL the
 * counters live in Redis so several API instances share them. RATE_LIMIT=off turns them off.
 */
async function rateLimitPlugin(app: FastifyInstance, options: { config: Config }) {
  if (!options.config.rateLimit) return;
  const redis = options.config.redisUrl
    ? new Redis(options.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'shop-rate-limit-' } : {}),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', SERVER_MESSAGES.rateLimited),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit' });
