import { execFile as execFileCallback } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, SERVER_MESSAGES } from '@shop/shared';
import { createTestApp, type TestApp } from '../test/app.ts';

const execFile = promisify(execFileCallback);

/**
 * A directory that refuses writes, as a full disk or a read-only mount does: its mode for a normal
 * user, the immutable attribute for root (who ignores modes). False where neither works.
 */
async function makeUnwritable(dir: string): Promise<boolean> {
  await fs.chmod(dir, 0o555);
  if (process.getuid?.() === 0) await execFile('chattr', ['+i', dir]).catch(() => undefined);
  const probe = path.join(dir, 'probe');
  const writable = await fs.writeFile(probe, '').then(
    () => true,
    () => false,
  );
  if (writable) {
    await fs.rm(probe, { force: true });
    await makeWritable(dir);
  }
  return !writable;
}
async function makeWritable(dir: string) {
  if (process.getuid?.() === 0) await execFile('chattr', ['-i', dir]).catch(() => undefined);
  await fs.chmod(dir, 0o755);
}

describe('the API skeleton', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    app.get(`${API_BASE_PATH}/__boom`, async () => {
      throw new Error('secret detail: relation "users" does not exist');
    });
  });
  afterAll(() => app.close());

  it('answers /healthz and /readyz', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', jobs: { dead: 0 } });
    expect(ready.json().degraded).toBeUndefined();
  });

  it('answers /readyz 200 naming the mail server as degraded while it cannot be reached', async () => {
    const down = await createTestApp(
      { SMTP_URL: 'smtp://127.0.0.1:9' },
      {
        mailer: {
          send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9')),
          close: () => {},
          verify: () =>
            Promise.reject(
              Object.assign(new Error('refused'), { code: 'ECONNREFUSED', address: '127.0.0.1', port: 9 }),
            ),
        },
      },
    );
    try {
      await down.degradable.check();
      const ready = await down.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        status: 'degraded',
        jobs: { waiting: 0, dead: 0 },
        degraded: { SMTP_URL: 'connection refused at 127.0.0.1:9' },
      });
    } finally {
      await down.close();
    }
  });

  it('answers 503 from /readyz naming DATA_DIR while the data directory cannot be written, and 200 after', async (context) => {
    if (!(await makeUnwritable(app.dataDir))) context.skip('no way to make a directory unwritable here');
    try {
      const down = await app.inject('/readyz');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'unavailable', failing: { DATA_DIR: expect.any(String) } });
    } finally {
      await makeWritable(app.dataDir);
    }
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    const res = await app.inject(`${API_BASE_PATH}/nothing-here`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: `Route GET ${API_BASE_PATH}/nothing-here not found`,
    });
  });

  it('refuses a bad query with 400 and a message per field', async () => {
    const res = await app.inject(`${API_BASE_PATH}/product?limit=abc&page=0`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['limit', 'page']));
  });

  it('hides the detail of an unexpected failure behind a generic 500', async () => {
    const res = await app.inject(`${API_BASE_PATH}/__boom`);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 'INTERNAL', message: SERVER_MESSAGES.internal });
    expect(res.body).not.toContain('relation');
  });

  it('gives every answer a request id, echoing a sane one from the caller', async () => {
    const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers['x-request-id']).toBe('trace-123');
    const fresh = await app.inject('/healthz');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document generated from the shared schemas', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths[`${API_BASE_PATH}/product`].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'search',
    );
  });

  it('refuses state-changing requests from a foreign origin', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/product`,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SERVER_MESSAGES.foreignOrigin);
  });

  it('compresses large answers for clients that accept it', async () => {
    const res = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("keeps idle connections open for Fastify's 72 seconds, not Node's 5", () => {
    expect(app.server.keepAliveTimeout).toBe(72_000);
  });
});

describe('serving the web app', () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'shop-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>StoryFit</title><div id="root"></div>');
    await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    app = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('answers any page path with index.html (history fallback), always revalidated; unknown paths under 404', async () => {
    for (const url of ['/', '/products', '/my-account?tab=history', '/no/such/page']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(url === '/no/such/page' ? 404 : 200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      // Home and /products carry the public catalogue answers they open with: kept like them.
      if (url === '/' || url === '/products') {
        expect(res.headers['cache-control'], url).toMatch(/^public, max-age=0, must-revalidate/);
      } else expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers an unknown product with the page, under a 404 status for crawlers', async () => {
    const res = await app.inject('/product/123');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('still answers JSON 404 under /api', async () => {
    const res = await app.inject(`${API_BASE_PATH}/unknown`);
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});
