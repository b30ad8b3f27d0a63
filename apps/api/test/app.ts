import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppParts } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import { PGLITE_EXTENSIONS, fromPglite, openPostgres, type Database } from '../src/db/client.ts';
import { namedStatementListeners } from '../src/db/pglite-statements.ts';
import { codRules } from '../src/db/schema/index.ts';
import { DEFAULT_COD_RULES, type CodRules } from '@shop/shared';

/**
 * The COD rules a test app starts with unless it asks for the shop's own: every order placed
 * firm at once (no confirmation step), so suites about other things place cash-on-delivery orders
 * as they always did. The cod-risk tests pass `codRules: 'shop-defaults'`.
 */
export const PLAIN_COD_RULES: CodRules = {
  ...DEFAULT_COD_RULES,
  confirmFirstCodOrder: false,
  confirmAboveRupees: 0,
  confirmNewPhone: false,
};

/**
 * How a test's embedded database starts: PGlite's own settings with 16 MB of shared buffers
 * instead of PostgreSQL's 128 MB. A test database holds a few hundred rows, and setting up the
 * larger pool was half of the second each test file spent opening its database.
 */
const TEST_PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * A fresh, migrated database for one test file: PGlite from the snapshot, or a PostgreSQL clone.
 * `onStatement` hears every statement sent, in a transaction or not (on PostgreSQL, by the pool's
 * connections); `poolSize` sizes the PostgreSQL pool.
 */
export async function openTestDatabase(
  options: { onStatement?: (sql: string) => void; poolSize?: number } = {},
): Promise<Database> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const url = process.env.DATABASE_URL_TEST!;
    const template = inject('postgresTemplate');
    const name = `${template}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = openPostgres(target.toString(), options.poolSize ?? 5, { onStatement: options.onStatement });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const snapshot = await fs.readFile(inject('pgliteSnapshot'));
  const client = await PGlite.create({
    loadDataDir: new Blob([snapshot]),
    extensions: PGLITE_EXTENSIONS,
    startParams: TEST_PGLITE_START_PARAMS,
  });
  const { onStatement } = options;
  if (onStatement) {
    const query = client.query.bind(client);
    client.query = ((sql, ...rest) => {
      onStatement(sql);
      return query(sql, ...rest);
    }) as typeof client.query;
    // Statements without parameters may be sent as text (the job engine's are): heard too.
    const exec = client.exec.bind(client);
    client.exec = ((sql, ...rest) => {
      onStatement(sql);
      return exec(sql, ...rest);
    }) as typeof client.exec;
    // Repeated statements go by name, past `query` (see `namedQueries`): heard there.
    namedStatementListeners.set(client, onStatement);
    // A transaction's statements pass its own object: they are counted too, between a 'BEGIN'
    // and a 'COMMIT' (PGlite sends those itself).
    const transaction = client.transaction.bind(client);
    client.transaction = ((work) =>
      transaction(async (tx) => {
        onStatement('BEGIN');
        const inside = tx.query.bind(tx);
        tx.query = ((sql, ...rest) => {
          onStatement(sql);
          return inside(sql, ...rest);
        }) as typeof tx.query;
        const done = await work(tx);
        onStatement('COMMIT');
        return done;
      })) as typeof client.transaction;
  }
  return fromPglite(client);
}

/** Writes the COD rules row a test's app reads (as the admin's screen would). */
export async function saveCodRules(database: Database, rules: CodRules): Promise<void> {
  await database.db
    .insert(codRules)
    .values({ id: 'shop', rules })
    .onConflictDoUpdate({ target: codRules.id, set: { rules } });
}

export type TestApp = FastifyInstance & { dataDir: string };

/**
 * The whole API on a fresh database and a temporary data directory (outbox, uploads).
 * Rate limits stay on unless a test turns them off.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  parts: AppParts = {},
  options: { codRules?: 'shop-defaults' | CodRules } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const config: Config = testConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web'), ...env });
  const database = parts.database ?? (await openTestDatabase());
  const app = await buildApp(config, { ...parts, database });
  if (options.codRules !== 'shop-defaults') await saveCodRules(database, options.codRules ?? PLAIN_COD_RULES);
  app.addHook('onClose', async () => {
    // The jobs in hand (a mail being written to the outbox) finish before the directory goes.
    await app.jobs.stop();
    if (!parts.database) await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  return Object.assign(app, { dataDir });
}
