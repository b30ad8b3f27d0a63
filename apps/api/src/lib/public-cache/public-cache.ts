import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Browsers revalidate every time (a cheap 304 on the ETag), so an admin's or a reviewer's change
 * shows at once: stale-while-revalidate in Cache-Control would let a browser show the old answer.
 * A shared cache (a CDN) may reuse an answer for 10 s; one that reads CDN-Cache-Control may also
 * serve it stale for a minute while it asks again.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=10';
export const PUBLIC_CDN_CACHE_CONTROL = 'max-age=10, stale-while-revalidate=60';
/** Tag of answers that show stock of several products (lists, search): any stock change drops them. */
export const STOCK_TAG = 'stock';
/** What an encoded answer's ETag ends with, per Content-Encoding (the compression plugin's three). */
const ENCODING_SUFFIX = { br: 'br', gzip: 'gz', deflate: 'deflate' } as const;
/**
 * The message of a change to the owner's rules (offers, promotion settings, COD and delivery
 * rules): no public answer shows them, so it drops none; it drops what is kept of them (KeptReads).
 */
export const RULES_CHANGED = 'rules';
/** Whether `message` says the catalogue itself changed (not only a product's stock, nor the rules). */
export const catalogueChanged = (message: string) => message !== RULES_CHANGED && !message.startsWith('p:');
/** Tag of the answers about one product; a stock change of that product drops them. */
export const productTag = (productId: string) => `p:${productId}`;

const MAX_ENTRIES = 2000;
const MAX_BYTES = 64 * 1024 * 1024;
/** A safety net only: invalidation is what keeps answers fresh. */
const MAX_AGE_MS = 10 * 60 * 1000;
const REQUEST_ID = /^[\w-]{1,64}$/;
/** Headers of the first answer that are not kept: they are per request or set per encoding. */
const PER_ANSWER = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'vary',
  'cache-control',
  'cdn-cache-control',
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
]);

/** `headers` and `notModified` end with 'x-request-id' and a slot for the request's id. */
type Encoded = { body: Buffer; etag: string; headers: string[]; notModified: string[] };
type Entry = {
  tags: string[];
  bytes: number;
  expires: number;
  identity: Encoded;
  br: Encoded;
  gzip: Encoded;
  etags: Set<string>;
};

/** brotli when the client takes it, else gzip, else the bytes as they are. */
function pick(entry: Entry, acceptEncoding: string | undefined): Encoded {
  if (!acceptEncoding) return entry.identity;
  if (acceptEncoding.includes('br')) return entry.br;
  if (acceptEncoding.includes('gzip')) return entry.gzip;
  return entry.identity;
}

function notModified(ifNoneMatch: string | undefined, entry: Entry): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  for (const tag of ifNoneMatch.split(',')) {
    if (entry.etags.has(tag.trim().replace(/^W\//, ''))) return true;
  }
  return false;
}

function encoded(body: Buffer, etag: string, kept: string[], encoding?: string): Encoded {
  const common = [
    ...kept,
    'cache-control',
    PUBLIC_CACHE_CONTROL,
    'cdn-cache-control',
    PUBLIC_CDN_CACHE_CONTROL,
    'vary',
    'accept-encoding',
    'etag',
    etag,
  ];
  return {
    body,
    etag,
    headers: [
      ...common,
      ...(encoding ? ['content-encoding', encoding] : []),
      'content-length',
      String(body.length),
      'x-request-id',
      '',
    ],
    notModified: [...common, 'x-request-id', ''],
  };
}

/**
 * The kept headers with this request's id in their last value. `writeHead` turns them into bytes
 * at once and keeps no reference, so the one array serves every request without a copy.
 */
function withRequestId(headers: string[], requestId: string): string[] {
  headers[headers.length - 1] = requestId;
  return headers;
}

/** What `serve` answered from memory, for the request log. */
export type ServedFromMemory = { status: 200 | 304; requestId: string };

/**
 * Public answers (the same for everybody) kept in memory as ready bytes, pre-compressed, with a
 * strong ETag, keyed by the request's path and query. Answers are dropped by tag when what they
 * show changes; `generation` lets an answer computed before a change refuse to be stored after it.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Bumped by every invalidation. */
  generation = 0;
  /** Off until invalidation is known to arrive (and while it may not). */
  enabled = false;
  private readonly listeners: ((message: string) => void)[] = [];

  /**
   * Calls `listener` with every invalidation message (see `invalidate`), after the answers it
   * makes stale are dropped: other things kept in memory from the catalogue (the search index)
   * follow the same signal.
   */
  onInvalidate(listener: (message: string) => void): void {
    this.listeners.push(listener);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Answers `req` from memory when it can: GET or HEAD of a kept answer; 304 when the client's
   * If-None-Match names it. Returns null (and writes nothing) otherwise. `id` is the request id
   * to answer with when the caller has one already.
   */
  serve(req: IncomingMessage, res: ServerResponse, id?: string): ServedFromMemory | null {
    if (!this.enabled || (req.method !== 'GET' && req.method !== 'HEAD')) return null;
    const url = req.url;
    if (!url) return null;
    const entry = this.entries.get(url);
    if (!entry) return null;
    if (entry.expires < Date.now()) {
      this.remove(url, entry);
      return null;
    }
    const given = req.headers['x-request-id'];
    const requestId = id ?? (typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID());
    const answer = pick(entry, req.headers['accept-encoding']);
    if (notModified(req.headers['if-none-match'], entry)) {
      res.writeHead(304, withRequestId(answer.notModified, requestId));
      res.end();
      return { status: 304, requestId };
    }
    res.writeHead(200, withRequestId(answer.headers, requestId));
    if (req.method === 'HEAD') res.end();
    else res.end(answer.body);
    return { status: 200, requestId };
  }

  /**
   * Whether If-None-Match names `etag` (the plain bytes' ETag) or one of its encodings: the
   * client has this answer.
   */
  static hasIt(ifNoneMatch: string | undefined, etag: string): boolean {
    if (!ifNoneMatch) return false;
    if (ifNoneMatch.trim() === '*') return true;
    const named = new Set([
      etag,
      ...Object.keys(ENCODING_SUFFIX).map((encoding) => PublicCache.encodedEtag(etag, encoding)),
    ]);
    return ifNoneMatch.split(',').some((given) => named.has(given.trim().replace(/^W\//, '')));
  }

  /**
   * The strong ETag of the same answer sent with `encoding` (a Content-Encoding): another
   * representation, so another tag, whether its bytes were kept or compressed on the way out.
   */
  static encodedEtag(etag: string, encoding: string): string {
    const suffix = ENCODING_SUFFIX[encoding as keyof typeof ENCODING_SUFFIX];
    return suffix ? `${etag.slice(0, -1)}-${suffix}"` : etag;
  }

  /** An answer's headers that every request for it shares (not those set per request or encoding). */
  static sharedHeaders(
    headers: Record<string, string | number | string[] | undefined>,
  ): Record<string, string | number | string[]> {
    const shared: Record<string, string | number | string[]> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined && !PER_ANSWER.has(name.toLowerCase())) shared[name] = value;
    }
    return shared;
  }

  /** The strong ETag of `body` as sent without compression. */
  static etagOf(body: Buffer): string {
    return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  }

  /**
   * Keeps `body` (with the headers it was answered with) for `url`, unless the cache was
   * invalidated since `generation` was read: then the answer may show what was there before.
   */
  async store(
    url: string,
    body: Buffer,
    headers: Record<string, string | number | string[] | undefined>,
    tags: string[],
    generation: number,
  ): Promise<void> {
    if (!this.enabled || generation !== this.generation || headers['set-cookie'] !== undefined) return;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    if (generation !== this.generation) return;
    const kept: string[] = [];
    for (const [name, value] of Object.entries(PublicCache.sharedHeaders(headers))) {
      for (const one of Array.isArray(value) ? value : [value]) kept.push(name, String(one));
    }
    const etag = PublicCache.etagOf(body);
    const entry: Entry = {
      tags,
      bytes: body.length + br.length + gz.length,
      expires: Date.now() + MAX_AGE_MS,
      identity: encoded(body, etag, kept),
      br: encoded(br, PublicCache.encodedEtag(etag, 'br'), kept, 'br'),
      gzip: encoded(gz, PublicCache.encodedEtag(etag, 'gzip'), kept, 'gzip'),
      etags: new Set(),
    };
    for (const e of [entry.identity, entry.br, entry.gzip]) entry.etags.add(e.etag);
    const previous = this.entries.get(url);
    if (previous) this.remove(url, previous);
    this.entries.set(url, entry);
    this.bytes += entry.bytes;
    // The oldest answers go first (a Map iterates in insertion order).
    for (const [oldUrl, old] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.remove(oldUrl, old);
    }
  }

  /**
   * Drops what a change makes stale: '*' everything; 'p:<id>' (a product's stock) that product's
   * answers and every answer tagged STOCK; RULES_CHANGED no answer (only what listeners keep).
   * Unknown messages drop everything, to be safe.
   */
  invalidate(message: string): void {
    if (message === RULES_CHANGED) {
      for (const listener of this.listeners) listener(message);
      return;
    }
    this.generation++;
    if (!message.startsWith('p:')) {
      this.entries.clear();
      this.bytes = 0;
    } else {
      for (const [url, entry] of this.entries) {
        if (entry.tags.includes(message) || entry.tags.includes(STOCK_TAG)) this.remove(url, entry);
      }
    }
    for (const listener of this.listeners) listener(message);
  }

  private remove(url: string, entry: Entry) {
    this.entries.delete(url);
    this.bytes -= entry.bytes;
  }
}
