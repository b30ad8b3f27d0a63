import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_BASE_PATH } from '@shop/shared';
import { ACCOUNT_LIMITS } from './modules/account/index.ts';
import { redisBinary, startRedis } from '../test/redis-server.ts';
import { serverReady, sparePort, startServer, type ServerProcess } from '../test/server-process.ts';

if (!redisBinary) console.warn('\n  NOTE: the Redis outage test is skipped: it needs redis-server.\n');

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 20_000) {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Redis going away while the server runs, and coming back: rate limits fall back to the
 * instance's memory with one warning, no request fails, /readyz says which dependency is down, and
 * the counters are shared in Redis again once it returns.
 */
describe.runIf(redisBinary)('Redis going away while the server runs', { timeout: 180_000 }, () => {
  const redisPort = sparePort();
  const port = sparePort() + 1;
  let redis: ChildProcess;
  let server: ServerProcess;
  let dataDir: string;
  const url = (route: string) => `http://127.0.0.1:${port}${API_BASE_PATH}${route}`;

  const forgot = (email: string) =>
    fetch(url(API.user.forgotPassword), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
  /** The rate-limit counters Redis holds right now. */
  async function sharedKeys(): Promise<string[]> {
    const client = new Redis(redisPort, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await client.connect();
      return await client.keys('*');
    } finally {
      client.disconnect();
    }
  }
  const warnings = () => server.output().match(/Redis unreachable/g)?.length ?? 0;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-redis-outage-'));
    redis = await startRedis(redisPort);
    server = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      PAYMENTS: 'simulated',
      JWT_SECRET: crypto.randomBytes(24).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    });
    // The embedded database's first start can take a minute on a loaded machine.
    await serverReady(server, 110_000);
  }, 150_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    if (redis?.exitCode === null) redis.kill('SIGKILL');
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('falls back to memory with one warning, keeps answering, and shares the counters again when Redis is back', async () => {
    const { max } = ACCOUNT_LIMITS.forgotPassword.email;
    // Shared: the counter lives in Redis.
    expect((await forgot('before@example.in')).status).toBe(200);
    expect((await sharedKeys()).some((key) => key.includes('before@example.in'))).toBe(true);

    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));

    // No request fails: each e-mail's limit now counts in this instance's memory, and still holds.
    const email = 'during@example.in';
    const during = [];
    for (let i = 0; i < max + 1; i++) during.push((await forgot(email)).status);
    expect(during).toEqual([...Array<number>(max).fill(200), 429]);
    const login = await fetch(url(API.user.login), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.in', password: 'Sunrise-42-Ganga' }),
    });
    expect(login.status).toBe(401);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(503);
    expect(JSON.stringify(await ready.json())).toContain('REDIS_URL');
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    // One warning for the whole outage, however many reconnection attempts fail meanwhile.
    await new Promise((r) => setTimeout(r, 1500));
    expect(warnings()).toBe(1);
    expect(server.output()).not.toMatch(/Unhandled error event|MaxRetriesPerRequestError/);

    redis = await startRedis(redisPort);
    await until(() => server.output().includes('Redis is back'), 'the server to reconnect');
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    expect((await forgot('after@example.in')).status).toBe(200);
    expect((await sharedKeys()).some((key) => key.includes('after@example.in'))).toBe(true);
    expect(warnings()).toBe(1);
  });
});
