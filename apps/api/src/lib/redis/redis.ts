import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Dependency } from '../dependencies/dependencies.ts';

export type RedisClient = Redis & { lastError?: Error };

/**
 * The shared Redis. Commands never queue while it is away (they fail at once, so callers fall
 * back instead of waiting), the client keeps reconnecting, and an outage is logged once when it
 * starts and once when it ends: never an unhandled error event.
 */
export function openRedis(url: string, log: FastifyBaseLogger): RedisClient {
  const redis: RedisClient = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let wasReady = false;
  let down = false;
  redis.on('error', (error: Error) => {
    redis.lastError = error;
    if (wasReady && !down) {
      down = true;
      log.warn({ err: error }, 'Redis unreachable: rate limits count in this instance until it is back');
    }
  });
  redis.on('ready', () => {
    redis.lastError = undefined;
    if (down) log.info('Redis is back: rate limits are shared again');
    wasReady = true;
    down = false;
  });
  return redis;
}

/** Waits for the connection (or its first failure), then asks Redis to answer. */
export function redisDependency(redis: RedisClient): Dependency {
  return {
    name: 'REDIS_URL',
    async check() {
      if (redis.status !== 'ready') {
        if (redis.lastError && redis.status !== 'connecting' && redis.status !== 'connect') throw redis.lastError;
        await new Promise<void>((resolve, reject) => {
          const ready = () => {
            redis.off('error', failed);
            resolve();
          };
          const failed = (error: Error) => {
            redis.off('ready', ready);
            reject(error);
          };
          redis.once('ready', ready);
          redis.once('error', failed);
        });
      }
      await redis.ping();
    },
  };
}
