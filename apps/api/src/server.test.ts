import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST_ENV } from './config.ts';

const serverFile = path.resolve(import.meta.dirname, 'server.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-server-'));
const postgresUrl = process.env.DATABASE_URL_TEST;
const port = 41000 + Math.floor(Math.random() * 5000);

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };
const runs: Run[] = [];

function start(env: Record<string, string>): Run {
  let output = '';
  const child = spawn(process.execPath, [serverFile], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...TEST_PASSWORD_COST_ENV,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const run = { child, output: () => output, exited };
  runs.push(run);
  return run;
}

async function ready(run: Run) {
  for (let i = 0; i < 240; i++) {
    if (run.output().includes('is open at')) return;
    if (run.child.exitCode !== null) throw new Error(`server exited: ${run.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${run.output()}`);
}

/** The real server process: start-up checks, the data directory lock, shutdown and crash recovery. */
// Each test starts real processes: on a loaded machine a start alone can take half a minute.
describe('the server process', { timeout: 120_000 }, () => {
  // A failed test must not leave its server holding the lock for the next one.
  afterEach(() => {
    for (const run of runs.splice(0)) if (run.child.exitCode === null) run.child.kill('SIGKILL');
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('stops at start with a message naming a bad variable', async () => {
    const run = start({ PORT: 'abc' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/PORT/);
  });

  it('stops with one line naming DATABASE_URL when the database cannot be reached', async () => {
    const run = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5439/shop' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/^DATABASE_URL: connection refused at 127\.0\.0\.1:5439$/m);
    expect(run.output()).not.toMatch(/^\s+at /m);
  });

  it.runIf(postgresUrl)('names a database that does not exist', async () => {
    const url = new URL(postgresUrl!);
    url.pathname = '/shop_missing_db';
    const run = start({ DATABASE_URL: url.toString() });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/^DATABASE_URL: database "shop_missing_db" does not exist$/m);
    expect(run.output()).not.toMatch(/^\s+at /m);
  });

  it('stops with one line naming REDIS_URL when Redis cannot be reached', async () => {
    const run = start({ REDIS_URL: 'redis://127.0.0.1:6390' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/^REDIS_URL: connection refused at 127\.0\.0\.1:6390$/m);
    expect(run.output()).not.toMatch(/^\s+at /m);
  });

  it('answers /healthz and /readyz while all is well', async () => {
    const run = start({});
    await ready(run);
    expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()).toEqual({ status: 'ready' });
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('refuses a second server on the same data directory, then closes cleanly on SIGTERM', async () => {
    const first = start({});
    await ready(first);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

    const second = start({ PORT: String(port + 1) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another server/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('opens again after a crash (SIGKILL) with its data intact', async () => {
    const crashed = start({});
    await ready(crashed);
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const again = start({});
    await ready(again);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });
});
