import { LRUCache } from 'lru-cache';
import type { Database, Queryable } from '../../db/client.ts';
import * as repo from './account.repository.ts';

/** Where every instance hears that a user's access tokens were revoked. */
export const SESSION_VERSION_CHANNEL = 'session_versions';
/**
 * How long an instance trusts the version it read, should it miss a notification: a bound on
 * how long a revoked access token can still work there, while each signed-in request costs no
 * query most of the time.
 */
export const SESSION_VERSION_CACHE_MS = 10_000;
/**
 * How long after this instance began hearing every revocation a token must have been issued to be
 * trusted without a read: room for the clocks of the instances that sign tokens to differ.
 */
export const SESSION_CLOCK_MARGIN_MS = 10_000;
/** The most revocations remembered at once; past it, every token issued before is read again. */
const REVOCATIONS_KEPT = 100_000;

/**
 * Which access tokens still count. Each user has a session version; every access token carries
 * the version it was issued under, and a token whose version is not the user's current one (or
 * whose user is gone) is refused. Raising the version ends every access token issued before it
 * on every instance: the versions are cached briefly per instance and dropped everywhere by a
 * database notification on commit, also when a user is deleted (docs/decisions/0141).
 */
export type SessionVersions = {
  /**
   * Whether an access token of `userId` carrying `version`, issued at `issuedAtSeconds`, still
   * counts. A token issued after this instance began hearing every revocation, of a user with no
   * revocation heard within a token's lifetime, counts without a read: whatever raised its user's
   * version since it was issued would have been heard. Any other is checked against the database.
   */
  holds(userId: string, version: number, issuedAtSeconds: number): Promise<boolean>;
  /** The user's current version, or undefined when the user no longer exists. */
  current(userId: string): Promise<number | undefined>;
  /** Raises the version inside `db`'s transaction, if any; answers the new one. */
  revoke(db: Queryable, userId: string): Promise<number>;
  close(): Promise<void>;
};

export async function createSessionVersions(
  database: Database,
  options: { accessTokenLifetimeMs: number; clockMarginMs?: number },
): Promise<SessionVersions> {
  const { accessTokenLifetimeMs, clockMarginMs = SESSION_CLOCK_MARGIN_MS } = options;
  const cache = new LRUCache<string, { version: number | undefined }>({
    max: 50_000,
    ttl: SESSION_VERSION_CACHE_MS,
  });
  /** Since when (ms) this instance has heard every revocation; null while it may miss some. */
  let hearingSince: number | null = null;
  /**
   * The users whose version was raised (or who were deleted) within a token's lifetime, plus the
   * clocks' margin: a token issued before that still carries the old version until it expires.
   */
  const revokedLately = new LRUCache<string, true>({
    max: REVOCATIONS_KEPT,
    ttl: accessTokenLifetimeMs + clockMarginMs,
    // A revocation forgotten early: trust no token issued before now.
    dispose: (_value, _userId, reason) => {
      if (reason === 'evict') hearingSince &&= Date.now();
    },
  });
  const revoked = (userId: string) => {
    cache.delete(userId);
    revokedLately.set(userId, true);
  };
  const stop = await database.listen(SESSION_VERSION_CHANNEL, revoked, (listening) => {
    // Notifications may have been missed while the connection was away: read everything again,
    // and trust only tokens issued once it is back.
    cache.clear();
    hearingSince = listening ? Date.now() : null;
  });
  hearingSince ??= Date.now();
  const current = async (userId: string) => {
    const known = cache.get(userId);
    if (known) return known.version;
    const version = await repo.findSessionVersion(database.db, userId);
    cache.set(userId, { version });
    return version;
  };
  return {
    async holds(userId, version, issuedAtSeconds) {
      const heard = hearingSince !== null && issuedAtSeconds * 1000 >= hearingSince + clockMarginMs;
      if (heard && !revokedLately.has(userId)) return true;
      return (await current(userId)) === version;
    },
    current,
    async revoke(db, userId) {
      const version = await repo.bumpSessionVersion(db, userId);
      // The database tells every instance (trigger shop_session_versions), this one included, once
      // the change commits; this instance forgets the old version at once as well.
      revoked(userId);
      return version ?? 0;
    },
    close: stop,
  };
}
