import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { API, API_BASE_PATH, ProductDetail, ProductList, envelope } from '@shop/shared';
import { DELIVERY_ADDRESS } from '../test/fixtures/cart.ts';
import { serverReady, sparePort, startServer, type ServerProcess } from '../test/server-process.ts';
import { startSmtpServer } from '../test/smtp-server.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-server-'));
const postgresUrl = process.env.DATABASE_URL_TEST;
const port = sparePort();

const runs: ServerProcess[] = [];

/**
 * A port nothing listens on now, from the spare ones: the system's own free ports are those it
 * gives outgoing connections, and one of those could take it before a test listens on it.
 */
async function closedPort(): Promise<number> {
  for (;;) {
    const candidate = sparePort();
    const server = net.createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(candidate, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => server.close(resolve));
      return candidate;
    }
  }
}

/** A server on this file's data directory and port, stopped after the test if it still runs. */
function start(env: Record<string, string>): ServerProcess {
  const run = startServer({ DATA_DIR: dataDir, PORT: String(port), ...env });
  runs.push(run);
  return run;
}

// Each start on a loaded machine can take half a minute.
const ready = (run: ServerProcess) => serverReady(run, 110_000);

/** The real server process: start-up checks, the data directory lock, shutdown and crash recovery. */
// Each test starts real processes: on a loaded machine a start alone can take half a minute.
describe('the server process', { timeout: 180_000 }, () => {
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
    expect(await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()).toMatchObject({
      status: 'ready',
      jobs: { dead: 0 },
    });
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

  it('drains on SIGTERM: a slow request in flight completes, new connections are refused, then exit 0', async () => {
    const run = start({ LOG_LEVEL: 'info' });
    await ready(run);
    const body = JSON.stringify({ email: 'slow.sender@example.in' });
    let sendRest = () => {};
    // A request whose body is still on its way when the signal comes.
    const answered = new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `${API_BASE_PATH}/user/forgot_password`,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode, body: text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      sendRest = () => request.end(body.slice(10));
    });
    await new Promise((r) => setTimeout(r, 300));
    run.child.kill('SIGTERM');
    for (let i = 0; i < 100 && !run.output().includes('shutting down after in-flight requests'); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 200));

    // The listener is closed: a new connection is refused while the old request is still open.
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    expect(run.child.exitCode).toBeNull();

    sendRest();
    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true });
    expect(await run.exited).toBe(0);
  });
  it('starts, answers ready (mail degraded) and takes an order while the SMTP server is down; the mail goes once it is up', async () => {
    const smtpPort = await closedPort();
    const admin = { email: 'owner@storyfit.test', password: 'Sunrise-42-Ganga-Owner' };
    const run = start({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: 'true',
      SEED_PHOTO_SCALE: '0.1',
      // The test's job timings: picked up at once, retried every second or two.
      JOBS_POLL_SECONDS: '0.5',
      JOBS_SUPERVISE_SECONDS: '2',
      JOBS_RETRY_FIRST_SECONDS: '1',
      JOBS_RETRY_MAX_SECONDS: '2',
    });
    await ready(run);
    expect(run.output()).toMatch(/SMTP_URL: connection refused at 127\.0\.0\.1:\d+; starting degraded/);
    // The demo catalogue's rows are in before the shop opens; its photos are drawn after, with progress.
    expect(run.output()).toMatch(/Demo catalogue seeded: \d+ products/);
    for (let i = 0; i < 100 && !/drawing demo photos \d+\/\d+/.test(run.output()); i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(run.output()).toMatch(/StoryFit is open at [^\n]+\n[\s\S]*drawing demo photos 0\/\d+/);
    const base = `http://127.0.0.1:${port}`;
    const ready1 = await fetch(`${base}/readyz`);
    expect(ready1.status).toBe(200);
    expect(await ready1.json()).toMatchObject({
      status: 'degraded',
      jobs: { dead: 0 },
      degraded: { SMTP_URL: expect.stringMatching(/^connection refused/) },
    });

    // The owner orders a demo T-shirt, cash on delivery.
    const login = await fetch(`${base}${API_BASE_PATH}${API.user.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${base}${API_BASE_PATH}${path}`, {
        ...init,
        headers: { cookie, 'content-type': 'application/json', ...init.headers },
      });
    const list = envelope(ProductList).parse(await (await call(`${API.product.list}?limit=1`)).json()).data;
    const product = envelope(ProductDetail).parse(
      await (await call(API.product.one(list.products[0]!._id))).json(),
    ).data;
    const variant = product.variants.find((v) => v.quantity.M > 0)!;
    const cart = await call(API.cart.root, {
      method: 'POST',
      body: JSON.stringify({ variantId: variant._id, size: 'M', quantity: 1 }),
    });
    expect(cart.status).toBe(200);
    const items = ((await cart.json()) as { data: { cart: { items: { _id: string }[] } } }).data.cart.items;
    const placed = await call(API.order.root, {
      method: 'POST',
      body: JSON.stringify({
        itemIds: items.map((i) => i._id),
        paymentMethod: 'cod',
        contact: '9876543210',
        shippingAddress: DELIVERY_ADDRESS,
      }),
    });
    expect(placed.status).toBe(201);
    const { orderNumber, _id: orderId } = (
      (await placed.json()) as { data: { order: { orderNumber: string; _id: string } } }
    ).data.order;
    // A first cash-on-delivery order waits for its shopper; confirming it makes it firm (and mailed).
    const confirmed = await call(API.codRisk.confirm(orderId), { method: 'POST', body: JSON.stringify({}) });
    expect(confirmed.status).toBe(200);

    // The mail server comes up on its address: the confirmation waiting in the queue arrives.
    const smtp = await startSmtpServer(smtpPort);
    try {
      const subject = `Subject: Your StoryFit order #${orderNumber} is confirmed`;
      const confirmation = () => smtp.received.find((mail) => mail.raw.includes(subject));
      // A minute and a half at most: the demo photos are drawn beside it after the shop opens, and on
      // a machine busy with other suites the invoice the mail carries waits its turn for the processor.
      for (let i = 0; i < 900 && !confirmation(); i++) await new Promise((r) => setTimeout(r, 100));
      expect(confirmation()?.raw).toContain(`To: ${admin.email}`);
      // /readyz sees the mail server again within its watch's time.
      let again: { status?: string; degraded?: unknown } = {};
      for (let i = 0; i < 60 && again.status !== 'ready'; i++) {
        await new Promise((r) => setTimeout(r, 500));
        again = (await (await fetch(`${base}/readyz`)).json()) as typeof again;
      }
      expect(again).toMatchObject({ status: 'ready' });
      expect(again.degraded).toBeUndefined();
    } finally {
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      await smtp.close();
    }
  });
});
