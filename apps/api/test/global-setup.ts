import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS, fromPglite, openPostgres, type Database } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * Starts the app once on the migrated database, so the job engine's queues and schedules are in
 * it as in a shop that has opened before: every test file's app then reads them in one statement
 * instead of writing about forty queues (some 130 statements a file, a tenth of a second of the
 * embedded database's processor). What else a start leaves behind (its instance row, the times it
 * last looked at the schedules) is taken out again, so each file's app starts as the first did.
 */
async function openedOnce(database: Database) {
  const { buildApp } = await import('../src/app.ts');
  const { testConfig } = await import('../src/config.ts');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-setup-'));
  const started = ((await database.db.execute(sql`select now()::text as at`)) as unknown as { rows: { at: string }[] })
    .rows[0]!.at;
  const app = await buildApp(testConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') }), {
    database,
  });
  await app.ready();
  await app.jobs.stop();
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  await database.db.execute(sql`delete from pgboss.instance where started_on >= ${started}::timestamptz`);
  await database.db.execute(sql`update pgboss.version set cron_on = null, flow_on = null`);
}

/**
 * Migrates one database per run: a PGlite snapshot that each test file loads in ~0.3 s, or a
 * PostgreSQL template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  const env = project.config.env ?? {};
  if (env.TEST_DB_KIND === 'postgres') {
    const url = String(env.DATABASE_URL_TEST);
    const template = `shop_tpl_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = openPostgres(target.toString(), 2);
    await database.migrate();
    await openedOnce(database);
    await database.close();
    project.provide('postgresTemplate', template);
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname = $1 or datname like $2`,
        [template, `${template}_%`],
      );
      for (const row of leftovers.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = fromPglite(client);
  await database.migrate();
  await openedOnce(database);
  // The snapshot keeps only the shop's database. No test creates a database on PGlite, and
  // PostgreSQL's two template databases were 15 of the snapshot's 40 MB: reading them took half
  // of the time each test file spent opening its database.
  for (const template of ['template0', 'template1']) {
    await client.exec(`update pg_database set datistemplate = false where datname = '${template}'`);
    await client.exec(`drop database ${template}`);
  }
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'shop-pglite-')), 'migrated.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return async () => {
    await fs.rm(path.dirname(file), { recursive: true, force: true });
  };
}
