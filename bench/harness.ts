import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/** A benchmark scenario: a path of the real API, measured against a bare server answering the same bytes. */
export type Scenario = {
  name: string;
  /** Resolves the path to load (it may look up an id first). */
  path: (baseUrl: string) => Promise<string>;
};

export type Result = { requestsPerSecond: number; p99Ms: number; bytes: number };

const root = path.resolve(import.meta.dirname, '..');

/** Starts the built server on the demo catalogue in a fresh data directory; rate limits off. */
export async function startShop(port: number): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare node:http server answering `body` as JSON: the baseline of what this machine can serve. */
export async function startBaseline(body: Buffer): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(() => r())) };
}

export async function measure(url: string, seconds: number, connections = 10): Promise<Result> {
  const result = await autocannon({ url, duration: seconds, connections, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    bytes: result.throughput.average / Math.max(result.requests.average, 1),
  };
}

/** Measures a scenario and its baseline in the same run and prints both and their ratio. */
export async function runScenario(baseUrl: string, scenario: Scenario, seconds: number) {
  const target = `${baseUrl}${await scenario.path(baseUrl)}`;
  const body = Buffer.from(await (await fetch(target)).arrayBuffer());
  const baseline = await startBaseline(body);
  try {
    const bare = await measure(baseline.baseUrl, seconds);
    const shop = await measure(target, seconds);
    const row = {
      scenario: scenario.name,
      'body bytes': body.length,
      'shop req/s': Math.round(shop.requestsPerSecond),
      'bare req/s': Math.round(bare.requestsPerSecond),
      'req/s ratio': +(shop.requestsPerSecond / bare.requestsPerSecond).toFixed(3),
      'shop p99 ms': shop.p99Ms,
      'bare p99 ms': bare.p99Ms,
      'p99 ratio': +(shop.p99Ms / Math.max(bare.p99Ms, 1)).toFixed(2),
    };
    return row;
  } finally {
    await baseline.stop();
  }
}
