import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { PUBLIC_CACHE_CONTROL, PUBLIC_CDN_CACHE_CONTROL, PublicCache } from '../lib/public-cache/public-cache.ts';

/** The NOTIFY channel the database's triggers announce catalogue and stock changes on. */
export const PUBLIC_CACHE_CHANNEL = 'shop_public_cache';

/** Payloads this instance sends itself to learn it has heard every change committed before. */
const CAUGHT_UP = 'caught-up:';
/** How long a write waits for its own change to come back before dropping every kept answer. */
const CATCH_UP_TIMEOUT_MS = 1000;

/**
 * A route's promise that its answer is the same for everybody: the tags the answer depends on
 * (see PublicCache.invalidate), or null when this request's answer must not be kept.
 */
export type PublicCacheRule = (request: FastifyRequest) => string[] | null;

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: PublicCacheRule;
    /**
     * A write route's promise that it changes nothing a public answer shows (no catalogue, review
     * or stock row): its answer need not wait to hear its own change (see `catchUp`).
     */
    changesNoPublicAnswer?: true;
  }
  interface FastifyRequest {
    /** The cache generation when the request arrived (public routes only). */
    publicCacheGeneration: number;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

/** Headers that make an answer personal or uncachable whatever its route says. */
function personal(cacheControl: unknown, setCookie: unknown): boolean {
  if (setCookie !== undefined) return true;
  return typeof cacheControl === 'string' && /no-store|private/.test(cacheControl);
}

/**
 * Answers public routes from memory (see PublicCache) and keeps their 200 answers. Must be
 * registered before compression, so it keeps the bytes as serialised. Invalidation comes from
 * the database (LISTEN): every instance on one database hears every committed change, and while
 * it cannot hear them (connection lost) nothing is served from memory.
 */
async function publicCachePlugin(app: FastifyInstance, options: { cache: PublicCache; database: Database }) {
  const { cache } = options;
  app.decorate('publicCache', cache);
  app.decorateRequest('publicCacheGeneration', 0);

  const waiting = new Map<string, () => void>();
  const stopListening = await options.database.listen(
    PUBLIC_CACHE_CHANNEL,
    (message) => {
      if (message.startsWith(CAUGHT_UP)) waiting.get(message)?.();
      else cache.invalidate(message);
    },
    (listening) => {
      cache.invalidate('*');
      cache.enabled = listening;
      if (!listening) app.log.warn('public cache off: database notifications lost, reconnecting');
    },
  );
  app.addHook('preClose', async () => {
    cache.enabled = false;
    await stopListening();
  });

  /**
   * Resolves once this instance has heard every change committed so far. Notifications reach a
   * listener in commit order, so when a marker sent now comes back, the changes before it (this
   * request's own writes among them) have dropped what they make stale. Without it a write
   * answers before its own notification arrives, and the next read through this instance can
   * still be served the answer from before the write (read-your-writes).
   */
  async function catchUp(): Promise<void> {
    const marker = `${CAUGHT_UP}${crypto.randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      waiting.set(marker, () => resolve(true));
      timer = setTimeout(() => resolve(false), CATCH_UP_TIMEOUT_MS);
    });
    try {
      await options.database.db.execute(sql`select pg_notify(${PUBLIC_CACHE_CHANNEL}, ${marker})`);
      if (!(await heard)) cache.invalidate('*');
    } finally {
      clearTimeout(timer);
      waiting.delete(marker);
    }
  }

  // A write answers once this instance has heard its own change, on either database (the embedded
  // one was seen to hand a notification over after the write had answered), so a read right after
  // it never gets the answer from before. Routes that change no public answer skip the wait.
  app.addHook('onSend', async (request, reply, payload) => {
    const writes = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (writes && cache.enabled && reply.statusCode < 400 && !request.routeOptions.config.changesNoPublicAnswer) {
      await catchUp();
    }
    return payload;
  });

  app.addHook('onRequest', async (request, reply) => {
    // Requests through the server are answered before they reach the router (see app.ts);
    // this serves the same answers to requests injected without one.
    // The reply's own onResponse writes its request line.
    if (cache.serve(request.raw, reply.raw, request.id)) return reply.hijack();
    if (request.routeOptions.config.publicCache) request.publicCacheGeneration = cache.generation;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const rule = request.routeOptions.config.publicCache;
    if (!rule || request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (personal(reply.getHeader('cache-control'), reply.getHeader('set-cookie'))) return payload;
    const tags = rule(request);
    // This request's answer depends on who asks: no shared cache may keep it either.
    if (!tags) {
      reply.header('cache-control', 'private, no-store');
      return payload;
    }
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const etag = PublicCache.etagOf(body);
    reply
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .header('cdn-cache-control', PUBLIC_CDN_CACHE_CONTROL)
      .header('etag', etag);
    reply.header('vary', 'accept-encoding');
    const headers = reply.getHeaders();
    cache
      .store(request.url, body, headers, tags, request.publicCacheGeneration)
      .catch((error: unknown) => request.log.error({ err: error }, 'public answer not kept'));
    if (!PublicCache.hasIt(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  });
}

export default fp(publicCachePlugin, { name: 'public-cache' });

/**
 * Registered after compression: a public answer not yet kept is compressed on its way out, and it
 * then carries its encoding in its ETag, as the kept bytes do (PublicCache.encodedEtag). Before,
 * it kept the plain bytes' tag on gzip bytes, so a cache between the shop and the shopper could
 * take one representation for the other.
 */
async function encodedEtagsPlugin(app: FastifyInstance) {
  const tagEncoding: onSendHookHandler = async (_request, reply, payload) => {
    const encoding = reply.getHeader('content-encoding');
    const etag = reply.getHeader('etag');
    if (typeof encoding === 'string' && typeof etag === 'string' && etag.startsWith('"')) {
      reply.header('etag', PublicCache.encodedEtag(etag, encoding));
    }
    return payload;
  };
  // The compression plugin adds its hook to each route as the route is declared, and a route's
  // own hooks run after the app's: this one is added the same way, after it.
  app.addHook('onRoute', (route) => {
    if (!route.config?.publicCache) return;
    const hooks = route.onSend;
    route.onSend = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), tagEncoding];
  });
}

export const encodedEtags = fp(encodedEtagsPlugin, { name: 'public-cache-encoded-etags' });
