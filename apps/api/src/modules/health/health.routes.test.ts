import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { onOwnNetwork } from './health.routes.ts';

const PUBLIC_ADDRESS = '203.0.113.7';

describe('/readyz tells the public the status alone', () => {
  let app: TestApp;
  let shopper: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    [shopper, admin] = await Promise.all([createUser(app), createUser(app, { role: 'admin' })]);
  });
  afterAll(() => app.close());

  const ready = (options: { from?: string; cookie?: string; headers?: Record<string, string> } = {}) =>
    app.inject({
      url: '/readyz',
      remoteAddress: options.from ?? PUBLIC_ADDRESS,
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    });

  it('a visitor from outside gets 200 and "ready", without the job counts', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('a signed-in customer gets no more than a visitor', async () => {
    expect((await ready({ cookie: shopper.cookie })).json()).toEqual({ status: 'ready' });
  });

  it('a signed-in admin gets the job counts from anywhere', async () => {
    const res = await ready({ cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      jobs: { waiting: expect.any(Number), retrying: expect.any(Number), running: expect.any(Number), dead: 0 },
    });
  });

  it("a probe connected from the shop's own network gets the counts; one a proxy passed on does not", async () => {
    for (const from of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '172.20.0.9', '192.168.1.10', 'fd00::5']) {
      expect((await ready({ from })).json(), from).toHaveProperty('jobs');
    }
    const proxied: Record<string, string>[] = [
      { 'x-forwarded-for': PUBLIC_ADDRESS },
      { forwarded: `for=${PUBLIC_ADDRESS}` },
      { 'x-real-ip': PUBLIC_ADDRESS },
    ];
    for (const headers of proxied) {
      expect((await ready({ from: '127.0.0.1', headers })).json()).toEqual({ status: 'ready' });
    }
  });

  it('knows its own network from the rest', () => {
    expect(
      ['8.8.8.8', '172.32.0.1', '2001:db8::1', '::ffff:8.8.8.8', 'not-an-address', undefined].map(onOwnNetwork),
    ).toEqual([false, false, false, false, false, false]);
  });
});

describe('/readyz when something is down', () => {
  it('says "degraded" and "unavailable" with their codes to everyone, the names and reasons only to operators', async () => {
    const app = await createTestApp(
      // Nothing listens on port 9: Redis cannot be reached, and neither can the mail server.
      { RATE_LIMIT: 'off', SMTP_URL: 'smtp://127.0.0.1:9', REDIS_URL: 'redis://127.0.0.1:9' },
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
      const visitor = await app.inject({ url: '/readyz', remoteAddress: PUBLIC_ADDRESS });
      expect(visitor.statusCode).toBe(503);
      expect(visitor.json()).toEqual({ status: 'unavailable' });
      const operator = await app.inject({ url: '/readyz', remoteAddress: '127.0.0.1' });
      expect(operator.statusCode).toBe(503);
      expect(operator.json()).toEqual({ status: 'unavailable', failing: { REDIS_URL: expect.any(String) } });
    } finally {
      await app.close();
    }
  });

  it('a degraded instance stays 200 for the public, without naming the mail server', async () => {
    const app = await createTestApp(
      { RATE_LIMIT: 'off', SMTP_URL: 'smtp://127.0.0.1:9' },
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
      await app.degradable.check();
      const visitor = await app.inject({ url: '/readyz', remoteAddress: PUBLIC_ADDRESS });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json()).toEqual({ status: 'degraded' });
      const operator = await app.inject({ url: '/readyz', remoteAddress: '10.0.0.2' });
      expect(operator.json()).toMatchObject({
        status: 'degraded',
        degraded: { SMTP_URL: 'connection refused at 127.0.0.1:9' },
      });
    } finally {
      await app.close();
    }
  });
});
