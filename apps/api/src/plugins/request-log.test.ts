import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_BASE_PATH } from '@shop/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createVariant, type VariantFixture } from '../../test/fixtures/cart.ts';

type Line = Record<string, unknown>;

/** The request log of answers served from memory: the same one line per request as any other. */
describe('the request log with public answers from memory', () => {
  let app: TestApp;
  let tee: VariantFixture;
  let base: string;
  const lines: Line[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Line);
        done();
      },
    });
    app = await createTestApp({ RATE_LIMIT: 'off', LOG_LEVEL: 'info' }, { logStream: stream });
    tee = await createVariant(app, { name: 'Logged Tee' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${API_BASE_PATH}`;
  });
  afterAll(() => app.close());

  const requestLines = (path: string) => lines.filter((l) => l.msg === 'request' && l.path === path);

  it('writes exactly one line per request, with its request id, whether memory or the database answered', async () => {
    const path = `${API_BASE_PATH}${API.product.one(tee.productId)}`;
    const ids: string[] = [];
    // The first answers fill the cache once it listens for changes; the rest come from memory.
    for (let i = 0; i < 40; i++) {
      const res = await fetch(`${base}${API.product.one(tee.productId)}?utm=${i % 2 ? 'x' : 'y'}`, {
        headers: i === 39 ? { 'x-request-id': 'trace-from-the-proxy' } : {},
      });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      ids.push(res.headers.get('x-request-id')!);
      if (i === 0) await new Promise((r) => setTimeout(r, 200));
    }
    const etag = (await fetch(`${base}${API.product.one(tee.productId)}?utm=x`)).headers.get('etag')!;
    const revalidated = await fetch(`${base}${API.product.one(tee.productId)}?utm=x`, {
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.status).toBe(304);

    const logged = requestLines(path);
    expect(logged).toHaveLength(42);
    expect(new Set(logged.map((l) => l.reqId)).size).toBe(42);
    expect(logged.slice(0, 40).map((l) => l.reqId)).toEqual(ids);
    expect(logged.at(-3)).toMatchObject({ reqId: 'trace-from-the-proxy', method: 'GET', status: 200 });
    const fromMemory = logged.filter((l) => l.fromMemory === true);
    expect(fromMemory.length).toBeGreaterThan(30);
    expect(logged.at(-1)).toMatchObject({ status: 304, fromMemory: true });
    for (const line of fromMemory) {
      expect(line).toEqual(
        expect.objectContaining({ method: 'GET', path, status: expect.any(Number), ms: expect.any(Number) }),
      );
      // The query is left out of the log, as for every other request.
      expect(JSON.stringify(line)).not.toContain('utm');
    }
  });

  it('logs an injected request answered from memory once too', async () => {
    const url = `${API_BASE_PATH}${API.product.one(tee.productId)}?utm=x`;
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    const logged = requestLines(`${API_BASE_PATH}${API.product.one(tee.productId)}`).filter(
      (l) => l.reqId === res.headers['x-request-id'],
    );
    expect(logged).toEqual([expect.objectContaining({ method: 'GET', status: 200 })]);
  });
});
