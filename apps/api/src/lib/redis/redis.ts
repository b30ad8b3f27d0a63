import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Dependency } from '../dependencies/dependencies.ts';

/**
 * How long any command may take. Redis answers in well under a millisecond; one that has not
 * answered by now is stuck (a frozen process, a full network path) and is treated as down, so a
 * sign-in or a checkout waits a fraction of a second for it, never indefinitely.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 300;
const TIMED_OUT = 'Command timed out';

/**
 * ioredis with every command timed out, and an `unresponsive` event when one is: a connection
 * that is open but answers nothing looks "ready" to the client, so a timeout is the only sign.
 */
class TimedRedis extends Redis {
  lastError?: Error;
  override sendCommand(...args: Parameters<Redis['sendCommand']>): unknown {
    const sent = super.sendCommand(...args);
    args[0].promise.catch((error: unknown) => {
      if (error instanceof Error && error.message === TIMED_OUT) this.emit('unresponsive', error);
    });
    return sent;
  }
}

export type RedisClient = TimedRedis;

/**
 * The shared Redis. Commands never queue while it is away and never wait more than
 * `REDIS_COMMAND_TIMEOUT_MS` (they fail, so callers fall back instead of waiting); a Redis that
 * stops answering is dropped and reconnected, which keeps it "not ready", exactly like one that is
 * down, until it answers again. The client keeps reconnecting, and an outage is logged once when
 * it starts and once when it ends: never an unhandled error event.
 */
export function openRedis(url: string, log: FastifyBaseLogger): RedisClient {
  const redis = new TimedRedis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let wasReady = false;
  let down = false;
  const lost = (error: Error) => {
    redis.lastError = error;
    if (wasReady && !down) {
      down = true;
      log.warn({ err: error }, 'Redis unreachable: rate limits count in this instance until it is back');
    }
  };
  redis.on('error', lost);
  redis.on('unresponsive', (error: Error) => {
    if (redis.status !== 'ready') return;
    lost(error);
    // Reconnecting makes every caller fall back at once instead of each waiting out its timeout;
    // the new connection is ready only once Redis answers its ready check.
    redis.disconnect(true);
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
