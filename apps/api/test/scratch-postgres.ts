import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openPostgres } from '../src/db/client.ts';
import { PLAIN_COD_RULES, saveCodRules, type TestApp } from './app.ts';

/**
 * A migrated PostgreSQL database of the test's own, for server processes to run on, and the
 * test's in-process view of it (fixtures, signed cookies, checks). That view takes no jobs, so the
 * mails and refunds are the server processes' work. `jwtSecret` is shared with the processes, so
 * the view's cookies sign in there.
 */
export async function scratchPostgres(postgresUrl: string, name: string, jwtSecret: string) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const databaseName = `shop_${name}_${crypto.randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${databaseName}`);
  const target = new URL(postgresUrl);
  target.pathname = `/${databaseName}`;
  const database = openPostgres(target.toString(), 5);
  await database.migrate();
  await saveCodRules(database, PLAIN_COD_RULES);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `shop-${name}-view-`));
  const app = await buildApp(
    testConfig({
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      JWT_SECRET: jwtSecret,
      RATE_LIMIT: 'off',
      JOBS_WORK: 'false',
    }),
    { database },
  );
  const view: TestApp = Object.assign(app, { dataDir });
  return {
    url: target.toString(),
    view,
    async close() {
      await view.close();
      await database.close();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
