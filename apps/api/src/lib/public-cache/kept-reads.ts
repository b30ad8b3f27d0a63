import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/client.ts';
import { RULES_CHANGED, type PublicCache } from './public-cache.ts';

/** The most answers kept at once (one per reader, or one per key of a keyed reader). */
const MAX_KEPT = 10_000;

/**
 * Reads of the owner's rules that every order and every quote makes (the live offers, the
 * promotion settings, the COD rules, a PIN's delivery rules, the invoice's signatory and logo),
 * kept in memory per instance. The database announces every change to their tables
 * (RULES_CHANGED on the public cache's channel) and a write answers only once its instance has
 * heard its own, so a change counts from the next request on every instance. While the
 * notifications may be missed (the public cache is off) every read goes to the database, as does
 * the first read after a change.
 *
 * A kept answer is shared by every request: callers must not change it. Only reads that run
 * outside any transaction that changes the rules may be kept (a transaction's own uncommitted
 * change would otherwise be kept for everybody); the order and quote paths change none.
 */
export class KeptReads {
  private readonly kept = new LRUCache<string, { value: unknown }>({ max: MAX_KEPT });
  /** Bumped by every change heard: an answer read before one is not kept. */
  private generation = 0;
  private readers = 0;
  private readonly cache: PublicCache;

  constructor(cache: PublicCache) {
    this.cache = cache;
    // RULES_CHANGED, and '*' when a lost connection comes back (changes may have been missed).
    cache.onInvalidate((message) => {
      if (message === RULES_CHANGED || message === '*') this.drop();
    });
  }

  /** Drops every kept answer. */
  drop(): void {
    this.generation++;
    this.kept.clear();
  }

  /** `read`, kept until the rules change. */
  reader<T>(read: (db: Queryable) => Promise<T>): (db: Queryable) => Promise<T> {
    const keyed = this.keyedReader((db: Queryable) => read(db));
    return (db) => keyed(db, '');
  }

  /** `read` per key (a PIN), each answer kept until the rules change. */
  keyedReader<T>(read: (db: Queryable, key: string) => Promise<T>): (db: Queryable, key: string) => Promise<T> {
    const prefix = `${this.readers++}:`;
    return async (db, key) => {
      if (!this.cache.enabled) return read(db, key);
      const name = prefix + key;
      const known = this.kept.get(name);
      if (known) return known.value as T;
      const generation = this.generation;
      const value = await read(db, key);
      // An answer read before a change committed is not kept: the change's notification comes
      // after the read began, and bumps the generation. (Each statement sees what was committed
      // when it began, transactions here being read committed.)
      if (generation === this.generation && this.cache.enabled) this.kept.set(name, { value });
      return value;
    };
  }
}
