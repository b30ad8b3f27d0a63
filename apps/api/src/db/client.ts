import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { nameRepeatedStatements } from './named-statements.ts';
import { namedQueries } from './pglite-statements.ts';
import { pgliteStartParams } from './pglite-settings.ts';
import { migrateJobs, type JobsBackend } from './jobs-tables.ts';
import { isConnectionFailure } from './errors.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The callback argument of `db.transaction`: queries on it run in that transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository function runs on: the database or an open transaction. */
export type Queryable = Db | Tx;

/** How `onOneConnection` holds one connection of a pooled database (PGlite has only one). */
const holdOneConnection = new WeakMap<Db, <T>(work: (db: Db) => Promise<T>) => Promise<T>>();

/**
 * Runs `work` on one connection of the database, held from its first statement to its last: a
 * change and the answer read after its commit then need one connection, not two. Once a change
 * has committed, its answer never waits for a pool that a rush has emptied in the meantime (a
 * committed order answered "try again" would be ordered twice by a buyer who tries again).
 */
export function onOneConnection<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  const hold = holdOneConnection.get(db);
  return hold ? hold(work) : work(db);
}

/** Whether `db` is the database itself rather than an open transaction. */
export function isDatabase(db: Queryable): db is Db {
  return !(db instanceof PgTransaction);
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How the job queue reaches this database (its own small pool, or the embedded connection). */
  jobsBackend: JobsBackend;
  /** Runs the committed migrations (the job queue's tables too); safe to call on every start. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * What PostgreSQL's autovacuum does on a server, for the embedded database, which has no such
   * process: the planner's statistics brought up to date and dead rows cleared. Without
   * statistics every table looks empty to the planner: a filtered list of a 5,000-product
   * catalogue took 17 s instead of 50 ms. Nothing to do on PostgreSQL.
   */
  maintain(options?: { vacuum?: boolean }): Promise<void>;
  /**
   * The planner's statistics brought up to date now, on either database: after a bulk load (a
   * seed), which PostgreSQL's autovacuum analyses only once its next round comes. Until then a
   * grown catalogue's filtered list took 3 s on PostgreSQL, and ten at once were answered 503.
   */
  analyze(): Promise<void>;
  /**
   * Calls `onPayload` with every NOTIFY payload sent on `channel` (by any connection, once its
   * transaction commits), and `onState(false)` when notifications may be missed from now on (the
   * listening connection was lost; it reconnects by itself), `onState(true)` once listening again.
   * Resolves once listening; the result stops it.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const LISTEN_RETRY_MS = 1000;

/** The nightly schedule that keeps the embedded database's statistics (see `maintain`). */
export const DATABASE_MAINTENANCE_QUEUE = 'database.maintain';

/** LISTEN on a connection of its own (a pooled one would be handed to queries). */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (first: boolean) => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    let gone = false;
    const lost = () => {
      if (gone || stopped) return;
      gone = true;
      onState(false);
      void next.end().catch(() => {});
      retry = setTimeout(() => void connect(false), LISTEN_RETRY_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (first) {
        stopped = true;
        await next.end().catch(() => {});
        throw error;
      }
      lost();
      return;
    }
    client = next;
    onState(true);
  };
  await connect(true);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * drizzle's pooled transaction sends BEGIN before the try/finally that releases its client
 * (drizzle-orm issue 6241): a BEGIN failing on a connection that has just died would keep that
 * client checked out for good, and a few failovers would leave the pool empty and every request
 * waiting. The client releases itself, as broken, when its BEGIN fails; drizzle never releases it
 * in that case, so it is released exactly once.
 */
function releaseWhenBeginFails(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
    if (result instanceof Promise && typeof text === 'string' && /^begin\b/i.test(text)) {
      result.catch((error: unknown) => client.release(error instanceof Error ? error : true));
    }
    return result;
  }) as typeof client.query;
}

/**
 * A connection whose statements are sent one after another: work held on one connection may ask
 * for several reads at once (`Promise.all`), which a pool answers on several connections and one
 * connection must queue. node-postgres queues them too, but warns that it will stop doing so.
 */
function oneAtATime(client: pg.PoolClient): pg.PoolClient {
  let last: Promise<unknown> = Promise.resolve();
  const query = (...args: unknown[]) => {
    const next = last.then(() => (client.query as (...a: unknown[]) => Promise<unknown>)(...args));
    last = next.catch(() => {});
    return next;
  };
  // drizzle sends every statement, BEGIN and COMMIT included, through `query` alone.
  return { query } as unknown as pg.PoolClient;
}

/** How long a request waits for a new connection before it is answered as "try again". */
const CONNECT_TIMEOUT_MS = 5000;

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * How a database is reached: `preparedStatements` off sends every statement unnamed, as drizzle
 * does (for a connection pooler in transaction mode, which cannot keep a connection's named
 * statements; see `named-statements.ts`).
 */
export type ConnectionOptions = {
  preparedStatements?: boolean;
  /** Hears the text of every statement a pooled connection sends (tests observe the order of work). */
  onStatement?: ((sql: string) => void) | undefined;
};

export function openPostgres(
  url: string,
  poolSize = 10,
  { preparedStatements = true, onStatement }: ConnectionOptions = {},
): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection can be lost at any moment (a failover, a restart, a terminated backend). An idle
  // client reports it on the pool, which drops the client; a checked-out one reports it on the
  // client itself, where an 'error' event without a listener would end the process. The query in
  // flight fails on its own (answered as "try again", see `isConnectionFailure`), and the pool
  // drops the broken client when it is released and opens new ones as they are needed.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    releaseWhenBeginFails(client);
    if (preparedStatements) nameRepeatedStatements(client);
    if (onStatement) {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((...args: unknown[]) => {
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
        if (typeof text === 'string') onStatement(text);
        return query(...args);
      }) as typeof client.query;
    }
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // A pooled connection's own drizzle (its transactions run on it), made once per connection.
  const onClient = new WeakMap<pg.PoolClient, Db>();
  holdOneConnection.set(db, async (work) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      let own = onClient.get(client);
      if (!own) {
        own = drizzlePg({ client: oneAtATime(client), schema }) as unknown as Db;
        onClient.set(client, own);
      }
      return await work(own);
    } catch (error) {
      if (isConnectionFailure(error)) broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      // A client whose BEGIN failed has released itself already (`releaseWhenBeginFails`).
      try {
        client.release(broken);
      } catch {
        // released once, as it must be
      }
    }
  });
  return {
    db,
    kind: 'postgres',
    jobsBackend: { kind: 'postgres', connectionString: url },
    // Several instances starting together: one migrates while the others wait for its lock,
    // then find nothing left to do.
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query(`select pg_advisory_lock(hashtext('shop-migrations'))`);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        await migrateJobs({ kind: 'postgres', connectionString: url });
      } finally {
        await client.query(`select pg_advisory_unlock(hashtext('shop-migrations'))`).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    // The server's autovacuum keeps statistics and clears dead rows.
    maintain: async () => {},
    analyze: async () => {
      await pool.query('analyze');
    },
    listen: (channel, onPayload, onState) => listenPostgres(url, channel, onPayload, onState),
    close: () => pool.end(),
  };
}

/** The types drizzle reads as PostgreSQL's text (dates, intervals and their arrays, numeric arrays). */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

/**
 * The client drizzle is given. drizzle asks PGlite to leave dates and intervals as text with every
 * query, and PGlite then copies its whole table of about 300 type parsers for every result: about
 * a third of a small query's time. The same parsers are set once on the client instead and each
 * query leaves them out, so the rows are the same.
 */
function drizzleClient(client: PGlite, preparedStatements: boolean): PGlite {
  for (const type of TEXT_TYPES) client.parsers[type] = (value: string) => value;
  const named = preparedStatements ? namedQueries(client) : () => undefined;
  type Query = PGlite['query'];
  const query =
    (target: { query: Query }, inTransaction: boolean): Query =>
    (sql, params, options) => {
      const plain = options?.parsers ? { ...options, parsers: undefined } : options;
      return named(sql, params, plain, inTransaction) ?? target.query(sql, params, plain);
    };
  // drizzle calls only these two; PGlite's methods need PGlite itself as `this`.
  const wrapped: Pick<PGlite, 'query' | 'transaction'> = {
    query: query(client, false),
    transaction: (work) =>
      client.transaction((tx) => work(Object.assign(Object.create(tx) as Transaction, { query: query(tx, true) }))),
  };
  return wrapped as PGlite;
}

/** PGlite from an existing client (tests load a migrated snapshot into one). */
export function fromPglite(
  client: PGlite,
  onClose?: () => void,
  { preparedStatements = true }: ConnectionOptions = {},
): Database {
  const pglite = drizzlePglite({ client: drizzleClient(client, preparedStatements), schema });
  const db = pglite as unknown as Db;
  return {
    db,
    kind: 'pglite',
    jobsBackend: { kind: 'pglite', client },
    migrate: async () => {
      await migratePglite(pglite, { migrationsFolder });
      await migrateJobs({ kind: 'pglite', client });
    },
    ping: async () => {
      await client.query('select 1');
    },
    maintain: async ({ vacuum = false } = {}) => {
      await client.exec(vacuum ? 'vacuum (analyze)' : 'analyze');
    },
    analyze: async () => {
      await client.exec('analyze');
    },
    listen: async (channel, onPayload, onState) => {
      // One in-process connection: nothing to lose, nothing to reconnect.
      const stop = await client.listen(channel, onPayload);
      onState(true);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      await client.close();
      onClose?.();
    },
  };
}

/**
 * The extensions the migrations create, from those PGlite bundles: every embedded database is
 * opened with them loaded (the catalogue's search indexes are trigram indexes).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * The embedded database persisted under `dataDir`. Two processes on one PGlite directory
 * corrupt it, so the directory is locked for the life of this process.
 */
export async function openPglite(dataDir: string, options: ConnectionOptions = {}): Promise<Database> {
  const pgDir = path.join(dataDir, 'pglite');
  fs.mkdirSync(pgDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
      await promisify(execFile)(process.execPath, [path.join(import.meta.dirname, 'pglite-initdb.ts'), pgDir]);
    }
    const client = await PGlite.create(pgDir, {
      extensions: PGLITE_EXTENSIONS,
      startParams: pgliteStartParams(),
    });
    return fromPglite(client, lock.release, options);
  } catch (error) {
    lock.release();
    throw error;
  }
}

export async function openDatabase(
  options: { databaseUrl?: string; dataDir: string; poolSize?: number } & ConnectionOptions,
): Promise<Database> {
  const { databaseUrl, dataDir, poolSize, ...connection } = options;
  return databaseUrl ? openPostgres(databaseUrl, poolSize, connection) : openPglite(dataDir, connection);
}
