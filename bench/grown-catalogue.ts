/**
 * A grown shop to measure reads on (BENCH_PRODUCTS, e.g. 5000): the demo shop is started once to
 * seed, stopped, grown to that many products as `npm run seed -- --products N` grows it, and
 * started again on the same data; the second start's time to ready is a figure of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { spawnSync } from 'node:child_process';
import { scratchDatabase, startInstance, type Row, type Shop } from './harness.ts';

/** Start to ready of a grown shop, at most (a restart after a deploy, a second instance joining). */
export const GROWN_START_TARGET_MS = 10_000;

export async function startGrownShop(
  port: number,
  products: number,
  postgresUrl: string | undefined,
  database: string,
): Promise<{ shop: Shop; row: Row }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-grown-'));
  const scratch = postgresUrl ? await scratchDatabase(postgresUrl) : undefined;
  const remove = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  };
  try {
    const options = { dataDir, ...(scratch && { databaseUrl: scratch.url }) };
    const seeding = await startInstance(port, { ...options, seed: true });
    await seeding.stop();
    const grow = spawnSync(process.execPath, ['apps/api/src/cli/seed.ts', '--grow', '--products', String(products)], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (grow.status !== 0) throw new Error(`growing the catalogue to ${products} products failed (${grow.status})`);
    const started = performance.now();
    const instance = await startInstance(port, { ...options, seed: false });
    const readyMs = performance.now() - started;
    return {
      shop: {
        baseUrl: instance.baseUrl,
        dataDir,
        pid: instance.pid,
        ...(scratch && { databaseName: new URL(scratch.url).pathname.slice(1) }),
        stop: async () => {
          await instance.stop();
          await remove();
        },
      },
      row: {
        figure: `start to ready (${products.toLocaleString('en-GB')} products)`,
        database,
        shop: `${(readyMs / 1000).toFixed(1)} s`,
        bare: '',
        ratio: '',
        'p99 ms': '',
        target: `≤ ${GROWN_START_TARGET_MS / 1000} s`,
        met: readyMs <= GROWN_START_TARGET_MS ? 'yes' : 'NO',
      },
    };
  } catch (error) {
    await remove();
    throw error;
  }
}
