import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database, Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Where every instance hears that a user's access tokens were revoked. */
export const SESSION_VERSION_CHANNEL = 'session_versions';
/**
 * How long an instance trusts the version it read, should it miss a notification: a bound on
 * how long a revoked access token can still work there, while each signed-in request costs no
 * query most of the time.
 */
export const SESSION_VERSION_CACHE_MS = 10_000;

/**
 * Which access tokens still count. Each user has a session version; every access token carries
 * the version it was issued under, and a token whose version is not the user's current one (or
 * whose user is gone) is refused. Raising the version ends every access token issued before it
 * on every instance: the versions are cached briefly per instance and dropped everywhere by a
 * database notification on commit, also when a user is deleted (docs/decisions/0141).
 */
export type SessionVersions = {
  /** The user's current version, or undefined when the user no longer exists. */
  current(userId: string): Promise<number | undefined>;
  /** Raises the version inside `db`'s transaction, if any; answers the new one. */
  revoke(db: Queryable, userId: string): Promise<number>;
  close(): Promise<void>;
};

export async function createSessionVersions(database: Database): Promise<SessionVersions> {
  const cache = new LRUCache<string, { version: number | undefined }>({
    max: 50_000,
    ttl: SESSION_VERSION_CACHE_MS,
  });
  const stop = await database.listen(
    SESSION_VERSION_CHANNEL,
    (userId) => cache.delete(userId),
    // Notifications may have been missed while the connection was away: read everything again.
    () => cache.clear(),
  );
  return {
    async current(userId) {
      const known = cache.get(userId);
      if (known) return known.version;
      const [row] = await database.db
        .select({ version: users.sessionVersion })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      cache.set(userId, { version: row?.version });
      return row?.version;
    },
    async revoke(db, userId) {
      const [row] = await db
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, userId))
        .returning({ version: users.sessionVersion });
      // The database tells every instance (trigger shop_session_versions), this one included, once
      // the change commits; this instance forgets the old version at once as well.
      cache.delete(userId);
      return row?.version ?? 0;
    },
    close: stop,
  };
}
