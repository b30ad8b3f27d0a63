import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';

/** The shop's admin in the bench: it marks the measured orders delivered between rounds. */
export const BENCH_ADMIN = { email: 'bench.admin@example.in', password: 'Bench-Admin-Password-42' };

/** A read of the shop, measured against a bare server answering the same bytes. */
export type Scenario = {
  name: string;
  /** Resolves the path to load (it may look up an id first). */
  path: (baseUrl: string) => Promise<string>;
  /**
   * The least share of the bare server's requests/s, and the most p99 latency in ms: READ_TARGETS
   * for the catalogue when left out, one goal for both, or one per catalogue (a catalogue left out
   * keeps its READ_TARGETS). null: a figure reported without a target.
   */
  target?: ReadGoal | null | Partial<Record<Catalogue, ReadGoal | null>>;
  /**
   * Every request asks a URL never asked before (a counter is added to the query), so nothing is
   * served from memory: what a first search costs.
   */
  distinctUrls?: boolean;
};

/** One row of the bench's table. */
export type Row = {
  figure: string;
  database: string;
  shop: string;
  bare: string;
  ratio: string;
  'p99 ms': string;
  target: string;
  met: 'yes' | 'NO' | '';
};

export type Result = { requestsPerSecond: number; p99Ms: number };

export type ReadGoal = { ratio: number; p99Ms: number };

/** The demo's 14 products, or the catalogue grown by BENCH_PRODUCTS. */
export type Catalogue = 'demo' | 'grown';

/**
 * A kept public answer against the bare server answering its bytes: nine tenths of its rate on
 * the demo catalogue, where nothing but the server's own work per request is between them, and
 * eight tenths on a grown one of thousands of products; p99 at most 5 ms on both.
 */
export const READ_TARGETS: Record<Catalogue, ReadGoal> = {
  demo: { ratio: 0.9, p99Ms: 5 },
  grown: { ratio: 0.8, p99Ms: 5 },
};

/** The goal a read is measured against on a catalogue (null: none). */
export function readGoal(scenario: Pick<Scenario, 'target'>, catalogue: Catalogue): ReadGoal | null {
  const { target } = scenario;
  if (target === undefined) return READ_TARGETS[catalogue];
  if (target === null || 'ratio' in target) return target as ReadGoal | null;
  const chosen = target[catalogue];
  return chosen === undefined ? READ_TARGETS[catalogue] : chosen;
}
const root = path.resolve(import.meta.dirname, '..');

/** A running shop: where it answers, its process, and the PostgreSQL database it uses (if any). */
export type Shop = { baseUrl: string; dataDir: string; pid: number; databaseName?: string; stop: () => Promise<void> };

/** The database's name in a PostgreSQL URL (its backends' process titles carry it). */
const databaseNameOf = (url: string) => new URL(url).pathname.slice(1);

async function waitUntilReady(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} never answered`);
}

/** A new database on the PostgreSQL server at `postgresUrl`, and how to drop it. */
export async function scratchDatabase(postgresUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(postgresUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: postgresUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/**
 * One process of the built shop as in production (rate limits off, simulated payments, the bench
 * admin): on the embedded database in `dataDir`, or on `databaseUrl`; sharing `redisUrl` with the
 * shop's other instances when given. `seed` draws the demo catalogue into an empty database.
 */
export async function startInstance(
  port: number,
  options: {
    dataDir: string;
    databaseUrl?: string;
    redisUrl?: string;
    seed: boolean;
    env?: Record<string, string>;
    /** Called with each line the shop writes to stdout (its JSON log); stdout is ignored without it. */
    onStdout?: (line: string) => void;
    /** Node's and V8's flags for the shop's process, before its script (its lean restart keeps them). */
    execArgv?: string[];
  },
): Promise<{ baseUrl: string; stop: () => Promise<void>; pid: number }> {
  const child: ChildProcess = spawn(process.execPath, [...(options.execArgv ?? []), 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      REDIS_URL: options.redisUrl ?? '',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      SEED_DEMO: String(options.seed),
      // The benches measure a shop with its photos: they are drawn before it answers ready.
      SEED_PHOTOS_BEFORE_OPEN: 'true',
      NODE_ENV: 'production',
      PAYMENTS: 'simulated',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      JWT_SECRET: BENCH_JWT_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...options.env,
    },
    stdio: ['ignore', options.onStdout ? 'pipe' : 'ignore', 'inherit'],
  });
  if (options.onStdout) readline.createInterface({ input: child.stdout! }).on('line', options.onStdout);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${baseUrl}/readyz`, child);
  return {
    baseUrl,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}

/** The bench shops' signing key: the sale bench signs its buyers' access tokens with it. */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret!';

/**
 * Starts the shop as in production on the demo catalogue in a fresh data directory (and, given
 * a PostgreSQL URL, in a fresh database on that server); rate limits off.
 */
export async function startShop(port: number, postgresUrl?: string): Promise<Shop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const database = postgresUrl ? await scratchDatabase(postgresUrl) : undefined;
  const instance = await startInstance(port, {
    dataDir,
    ...(database && { databaseUrl: database.url }),
    seed: true,
  });
  return {
    baseUrl: instance.baseUrl,
    dataDir,
    pid: instance.pid,
    ...(database && { databaseName: databaseNameOf(database.url) }),
    stop: async () => {
      await instance.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

/** An answer as the load generator gets it: no compression asked, the headers as sent. */
export type RawAnswer = { status: number; headers: string[]; body: Buffer };

/** GETs `url` over node:http, which (unlike fetch) asks for no compression, as autocannon does. */
export function getRaw(url: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.rawHeaders, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** Headers the bare server writes itself (per answer) or Node adds to every answer. */
const NOT_COPIED = new Set(['content-length', 'x-request-id', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * A bench script (one of the bare servers) in a process of its own, once it has printed its whole
 * `listening <port> <rest>` line: the child, where it listens and the rest of that line.
 */
async function spawnListening(script: string, args: string[]) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [, port, rest] = await new Promise<RegExpExecArray>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /^listening (\d+) ?(.*)\n/m.exec(out);
      if (match) resolve(match);
    });
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, rest: rest! };
}

/**
 * The bare server (bench/bare-server.ts) in a process of its own, answering `answer`'s headers and
 * body: the same bytes as the shop, so the ratio is the cost of the shop's code, not of the
 * security and caching headers every answer carries.
 */
export async function startBare(answer: RawAnswer): Promise<{ baseUrl: string; stop: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bare-'));
  const bodyFile = path.join(dir, 'body');
  const headersFile = path.join(dir, 'headers.json');
  const headers: string[] = [];
  for (let i = 0; i < answer.headers.length; i += 2) {
    const name = answer.headers[i]!;
    if (!NOT_COPIED.has(name.toLowerCase())) headers.push(name, answer.headers[i + 1]!);
  }
  fs.writeFileSync(bodyFile, answer.body);
  fs.writeFileSync(headersFile, JSON.stringify(headers));
  const { child, baseUrl } = await spawnListening('bare-server.ts', [bodyFile, headersFile]);
  return {
    baseUrl,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The writes' baseline (bench/bare-writes.ts) in a process of its own, on a fresh database of the
 * same kind as the shop's: a scratch database on `postgresUrl`, else an embedded one in a
 * temporary directory. Answers where it listens and the sizes with stock.
 */
export async function startBareWrites(postgresUrl?: string): Promise<{
  baseUrl: string;
  lines: { variantId: string; size: string }[];
  pid: number;
  databaseName?: string;
  stop: () => Promise<void>;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bare-writes-'));
  const database = postgresUrl ? await scratchDatabase(postgresUrl) : undefined;
  const { child, baseUrl, rest } = await spawnListening('bare-writes.ts', [database?.url ?? dir]);
  return {
    baseUrl,
    lines: JSON.parse(rest) as { variantId: string; size: string }[],
    pid: child.pid!,
    ...(database && { databaseName: databaseNameOf(database.url) }),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

export async function measure(url: string, seconds: number, connections = 10, distinctUrls = false): Promise<Result> {
  let n = 0;
  const requests = distinctUrls
    ? [
        {
          setupRequest: (request: autocannon.Request) => {
            const path = request.path ?? '/';
            return { ...request, path: `${path}${path.includes('?') ? '&' : '?'}n=${++n}` };
          },
        },
      ]
    : undefined;
  const result = await autocannon({
    url,
    duration: seconds,
    connections,
    pipelining: 1,
    ...(requests && { requests }),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-GB') : String(+n.toFixed(2)));

/** Measures a read of the shop and the bare server answering its bytes, one after the other. */
export async function runScenario(
  shop: Shop,
  database: string,
  scenario: Scenario,
  seconds: number,
  catalogue: Catalogue,
): Promise<Row> {
  const target = `${shop.baseUrl}${await scenario.path(shop.baseUrl)}`;
  // Warm up (any answer but 2xx fails it): the first answers are computed, then served from memory.
  await measure(target, 1, 10, scenario.distinctUrls);
  const answer = await getRaw(target);
  if (answer.status !== 200) throw new Error(`${target}: ${answer.status}`);
  const body = answer.body;
  const bare = await startBare(answer);
  try {
    const bareResult = await measure(bare.baseUrl, seconds);
    const shopResult = await measure(target, seconds, 10, scenario.distinctUrls);
    const ratio = shopResult.requestsPerSecond / bareResult.requestsPerSecond;
    const goal = readGoal(scenario, catalogue);
    return {
      figure: `${scenario.name} (${body.length.toLocaleString('en-GB')} B)`,
      database,
      shop: `${fmt(shopResult.requestsPerSecond)} req/s`,
      bare: `${fmt(bareResult.requestsPerSecond)} req/s`,
      ratio: ratio.toFixed(3),
      'p99 ms': fmt(shopResult.p99Ms),
      target: goal ? `≥ ${goal.ratio}×, p99 ≤ ${goal.p99Ms} ms` : '',
      met: !goal ? '' : ratio >= goal.ratio && shopResult.p99Ms <= goal.p99Ms ? 'yes' : 'NO',
    };
  } finally {
    bare.stop();
  }
}

/** The `share` quantile (0.5 for the median) of the latencies, the nearest rank. */
export function quantile(latencies: number[], share: number): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1))] ?? 0;
}

/** The 99th percentile of latencies in ms. */
export const p99 = (latencies: number[]) => quantile(latencies, 0.99);

/** A process's resident and peak resident memory in bytes, from /proc (Linux). */
export function residentMemory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** A process's processor time so far, in ms (user and system, all its threads), from /proc (Linux). */
export function processorMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
}

/**
 * The processor time so far of PostgreSQL's backends serving `database` (their process titles
 * name it), by pid: a backend that opens later counts from zero, one that ends is left out.
 */
export function databaseProcessorMs(database: string): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${database} `))
        byPid.set(Number(entry), processorMs(Number(entry)));
    } catch {
      // The process ended while the list was read.
    }
  }
  return byPid;
}

/** What the backends spent between two readings of `databaseProcessorMs`. */
export function databaseSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}

/**
 * Waits until processes have run out of work (jobs left from earlier calls): each reading of
 * `processorMs` (one per process) grew by at most `tickMs` in each of two half-seconds in a row.
 * Gives up after `atMostMs`.
 */
export async function untilIdle(processorMs: () => number[], tickMs: number, atMostMs: number): Promise<void> {
  let calm = 0;
  for (let waited = 0; calm < 2 && waited < atMostMs; waited += 500) {
    const before = processorMs();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = processorMs();
    calm = after.every((ms, i) => ms - before[i]! <= tickMs) ? calm + 1 : 0;
  }
}
