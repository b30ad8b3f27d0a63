import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { PUBLIC_CACHE_CONTROL, PUBLIC_CDN_CACHE_CONTROL, PublicCache } from '../lib/public-cache/public-cache.ts';

/** The NOTIFY channel the database's triggers announce catalogue and stock changes on. */
export const PUBLIC_CACHE_CHANNEL = 'shop_public_cache';

/**
 * A route's promise that its answer is the same for everybody: the tags the answer depends on
 * (see PublicCache.invalidate), or null when this request's answer must not be kept.
 */
export type PublicCacheRule = (request: FastifyRequest) => string[] | null;

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: PublicCacheRule;
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

  const stopListening = await options.database.listen(
    PUBLIC_CACHE_CHANNEL,
    (message) => cache.invalidate(message),
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

  app.addHook('onRequest', async (request, reply) => {
    // Requests through the server are answered before they reach the router (see app.ts);
    // this serves the same answers to requests injected without one.
    if (cache.serve(request.raw, reply.raw)) return reply.hijack();
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
