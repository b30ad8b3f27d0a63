import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { isConnectionFailure } from '../db/errors.ts';
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
    /** Settles once this request's public answer is kept (or refused); null when it keeps none. */
    publicCacheStored: Promise<void> | null;
    /** The answer this request computes for others waiting on it (see `computing`), if any. */
    publicCacheComputing: Computing | null;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

/**
 * A public answer being computed, with the generation it was asked at, settled once it has been
 * sent and kept (or refused); `answer` is its body and shared headers once it is a public 200.
 */
type Computing = {
  generation: number;
  done: Promise<void>;
  answer?: { body: Buffer; headers: Record<string, string | number | string[]> };
};

/** How long a request waits for the same answer being computed by another, at most. */
const COMPUTING_WAIT_MS = 2000;

/** Resolves when `promise` settles or after `ms`, whichever comes first. */
async function settledOrAfter(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
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
  app.decorateRequest('publicCacheStored', null);
  app.decorateRequest('publicCacheComputing', null);

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
      try {
        await options.database.db.execute(sql`select pg_notify(${PUBLIC_CACHE_CHANNEL}, ${marker})`);
      } catch (error) {
        if (!isConnectionFailure(error)) throw error;
        // No connection to send the marker on (a rush has taken them all): this instance cannot
        // tell when it has heard the write, so it forgets every answer it keeps. The write has
        // committed, and is answered as done, not "try again".
        cache.invalidate('*');
        return;
      }
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

  /**
   * The public answers being computed now, by URL. A request for one of them, asked at the same
   * generation, waits for it and gets its answer, so a hot answer that was just dropped (a sale's
   * product after each order's stock change, asked for by hundreds at once) is read from the
   * database once instead of once per request. The answer is as fresh as the waiting request's
   * own would have been: it was computed after that request arrived with nothing changed between.
   */
  const computing = new Map<string, Computing>();

  app.addHook('onRequest', async (request, reply) => {
    // Requests through the server are answered before they reach the router (see app.ts);
    // this serves the same answers to requests injected without one.
    // The reply's own onResponse writes its request line.
    if (cache.serve(request.raw, reply.raw, request.id)) return reply.hijack();
    if (!request.routeOptions.config.publicCache) return;
    request.publicCacheGeneration = cache.generation;
    if (request.method !== 'GET' || !cache.enabled) return;
    const url = request.url;
    const under = computing.get(url);
    if (under && under.generation === cache.generation) {
      await settledOrAfter(under.done, COMPUTING_WAIT_MS);
      if (cache.serve(request.raw, reply.raw, request.id)) return reply.hijack();
      // Computed but not kept (something changed while it was): the same answer, sent as new.
      if (under.answer) return reply.headers(under.answer.headers).send(under.answer.body);
      // Not a public answer after all (an error, or personal): computed here.
      request.publicCacheGeneration = cache.generation;
      return;
    }
    let finished!: () => void;
    const mine: Computing = {
      generation: cache.generation,
      done: new Promise<void>((resolve) => (finished = resolve)),
    };
    computing.set(url, mine);
    request.publicCacheComputing = mine;
    // Once the answer has gone (or the client has), and its bytes are kept or refused.
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      void (request.publicCacheStored ?? Promise.resolve()).finally(() => {
        if (computing.get(url) === mine) computing.delete(url);
        finished();
      });
    };
    reply.raw.once('finish', end).once('close', end);
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
    if (request.publicCacheComputing)
      request.publicCacheComputing.answer = { body, headers: PublicCache.sharedHeaders(headers) };
    request.publicCacheStored = cache
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
