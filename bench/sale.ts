/**
 * `npm run bench:sale`: a sale day. Two instances of the built shop on one PostgreSQL database and
 * one Redis, behind a round-robin proxy (bench/round-robin.ts); a drop of DROP_UNITS units of one
 * colour over its four sizes; BUYERS signed-in shoppers (made beforehand, not timed) who each load
 * the product, add a size to the cart and place a cash-on-delivery order, all arriving within
 * SPREAD_SECONDS. It prints the orders placed (exactly the units), the buyers told "sold out" in
 * words, every other error (none), how long the whole drop took and how many calls a second it
 * answered (the shop's total work, whichever step each late buyer heard "sold out" at), the rate
 * at which checkout answers (an order placed, or sold out) and the p50/p99 of placing an order;
 * and, in the same run, the rate of the bare SQL
 * transaction of a sale (take a unit of a stock row, insert an order and its line) on as many
 * connections as the two instances' pools: the shop's rate as a share of it.
 *
 * Needs DATABASE_URL_TEST (PostgreSQL) and REDIS_URL_TEST (Redis), as the two-instance test does.
 * BENCH_SALE_BUYERS, BENCH_SALE_UNITS and BENCH_SALE_SPREAD_SECONDS change the drop.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SignJWT } from 'jose';
import pg from 'pg';
import { API, API_BASE_PATH, SIZES } from '@shop/shared';
import { BENCH_ADMIN, BENCH_JWT_SECRET, scratchDatabase, startInstance } from './harness.ts';
import { startRoundRobin } from './round-robin.ts';
import { codOrderBody } from './shoppers.ts';

const postgresUrl = process.env.DATABASE_URL_TEST;
const redisUrl = process.env.REDIS_URL_TEST;
if (!postgresUrl || !redisUrl) {
  console.error('bench:sale needs DATABASE_URL_TEST (PostgreSQL) and REDIS_URL_TEST (Redis).');
  process.exit(1);
}
const BUYERS = Number(process.env.BENCH_SALE_BUYERS ?? 1000);
const DROP_UNITS = Number(process.env.BENCH_SALE_UNITS ?? 100);
const SPREAD_SECONDS = Number(process.env.BENCH_SALE_SPREAD_SECONDS ?? 1);
const POOL_SIZE = 10;
/** How long after the instances are ready the buyers sign in (more than their clock margin, 0247). */
const SIGNED_IN_AFTER_START_MS = 11_000;
const INSTANCES = 2;
const port = Number(process.env.BENCH_PORT ?? 3400);
/**
 * Keeps the buyers' connections to the proxy open between their calls, as browsers do, one for
 * each buyer: each is a browser of its own, so none waits in the load generator for another's
 * connection (with fewer, the order calls queued here behind other buyers' calls and their wait
 * was counted as the shop's).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: BUYERS });

type Answer = { status: number; body: { message?: string; data?: Record<string, unknown> } };

function call(baseUrl: string, method: string, url: string, cookie?: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${API_BASE_PATH}${url}`,
      {
        method,
        agent,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: Answer['body'] = {};
          try {
            parsed = JSON.parse(text) as Answer['body'];
          } catch {
            parsed = { message: text.slice(0, 200) };
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The buyers, written straight into the database and signed in with tokens the shops accept. */
async function makeBuyers(databaseUrl: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    `insert into users (name, email, phone, gender, password_hash, is_verified)
     select 'Sale Buyer ' || n, 'sale.buyer.' || n || '@example.in', '9876543210', 'other', 'not-a-hash', true
     from generate_series(1, $1) as n
     returning id`,
    [count],
  );
  await client.end();
  const secret = new TextEncoder().encode(BENCH_JWT_SECRET);
  return Promise.all(
    rows.map(async ({ id }) => {
      const token = await new SignJWT({ role: 'user', sv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(id)
        .setIssuer('storyfit-api')
        .setAudience('storyfit-web')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret);
      return `access_token=${token}`;
    }),
  );
}

async function adminCookie(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}${API_BASE_PATH}${API.user.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!res.ok) throw new Error(`admin log-in: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

/** The drop: the first demo colour's stock set to DROP_UNITS over its four sizes. */
async function prepareDrop(baseUrl: string): Promise<{ variantId: string; productId: string }> {
  const list = await call(baseUrl, 'GET', `${API.variant.list}?limit=1`);
  const variant = (list.body.data!.variants as { _id: string; product: { _id: string } }[])[0]!;
  const perSize = DROP_UNITS / SIZES.length;
  if (!Number.isInteger(perSize)) throw new Error(`BENCH_SALE_UNITS must split evenly over ${SIZES.length} sizes`);
  const form = new FormData();
  form.set('quantity', JSON.stringify(Object.fromEntries(SIZES.map((size) => [size, perSize]))));
  const res = await fetch(`${baseUrl}${API_BASE_PATH}${API.variant.one(variant._id)}`, {
    method: 'PATCH',
    headers: { cookie: await adminCookie(baseUrl) },
    body: form,
  });
  if (!res.ok) throw new Error(`setting the drop's stock: ${res.status} ${await res.text()}`);
  return { variantId: variant._id, productId: variant.product._id };
}

type Outcome = {
  kind: 'placed' | 'sold-out' | 'error';
  step: string;
  detail: string;
  /** When the order call was sent and how long its answer took (buyers who reached checkout). */
  orderStartedAt?: number;
  orderMs?: number;
  endedAt: number;
};

const SOLD_OUT = /out of stock|only \d+ left/i;

/** One buyer: the product, a size into the cart, a cash-on-delivery order. */
async function buy(
  baseUrl: string,
  cookie: string,
  drop: { variantId: string; productId: string },
  n: number,
): Promise<Outcome> {
  const fail = (step: string, answer: Answer): Outcome => ({
    kind: answer.status < 500 && SOLD_OUT.test(answer.body.message ?? '') ? 'sold-out' : 'error',
    step,
    detail: `${answer.status} ${answer.body.message ?? ''}`,
    endedAt: performance.now(),
  });
  try {
    const product = await call(baseUrl, 'GET', API.product.one(drop.productId));
    if (product.status !== 200) return fail('product', product);
    const size = SIZES[n % SIZES.length]!;
    const cart = await call(baseUrl, 'POST', API.cart.root, cookie, { variantId: drop.variantId, size, quantity: 1 });
    if (cart.status !== 200 && cart.status !== 201) return fail('cart', cart);
    const items = (cart.body.data!.cart as { items: { _id: string }[] }).items;
    const started = performance.now();
    const order = await call(baseUrl, 'POST', API.order.root, cookie, codOrderBody(items.map((item) => item._id)));
    const orderMs = performance.now() - started;
    if (order.status !== 201) return { ...fail('order', order), orderStartedAt: started, orderMs };
    return {
      kind: 'placed',
      step: 'order',
      detail: '',
      orderStartedAt: started,
      orderMs,
      endedAt: performance.now(),
    } satisfies Outcome;
  } catch (error) {
    return { kind: 'error', step: 'network', detail: String(error), endedAt: performance.now() } satisfies Outcome;
  }
}

/** The bare SQL of a sale, on `connections` connections for `seconds`: transactions per second. */
async function bareSqlRate(databaseUrl: string, connections: number, seconds: number): Promise<number> {
  const setup = new pg.Client({ connectionString: databaseUrl });
  await setup.connect();
  await setup.query(`
    create table bench_stock (id int primary key, quantity int not null check (quantity >= 0));
    create table bench_orders (id uuid primary key default gen_random_uuid(), buyer int not null, created_at timestamptz not null default now());
    create table bench_order_lines (id uuid primary key default gen_random_uuid(), order_id uuid not null references bench_orders(id), stock_id int not null, quantity int not null);
    insert into bench_stock select n, 1000000000 from generate_series(1, ${SIZES.length}) as n;`);
  await setup.end();
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (client, c) => {
      for (let n = c; performance.now() < until; n += connections) {
        await client.query('begin');
        const taken = await client.query(
          'update bench_stock set quantity = quantity - 1 where id = $1 and quantity > 0 returning quantity',
          [(n % SIZES.length) + 1],
        );
        if (taken.rowCount !== 1) throw new Error('the bare stock ran out');
        const order = await client.query<{ id: string }>('insert into bench_orders (buyer) values ($1) returning id', [
          n,
        ]);
        await client.query('insert into bench_order_lines (order_id, stock_id, quantity) values ($1, $2, 1)', [
          order.rows[0]!.id,
          (n % SIZES.length) + 1,
        ]);
        await client.query('commit');
        done++;
      }
    }),
  );
  await Promise.all(clients.map((client) => client.end()));
  return done / seconds;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))] ?? 0;
};

async function main() {
  const database = await scratchDatabase(postgresUrl!);
  const redis = new URL(redisUrl!);
  // A Redis database of the bench's own, emptied first: the instances' shared state starts clean.
  redis.pathname = '/9';
  const flush = await import('ioredis').then(({ Redis }) => new Redis(redis.toString()));
  await flush.flushdb();
  flush.disconnect();
  const dataDirs = Array.from({ length: INSTANCES }, () => fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sale-')));
  const instances: { baseUrl: string; stop: () => Promise<void> }[] = [];
  try {
    // The first instance migrates and seeds the demo catalogue; the second joins it.
    for (let i = 0; i < INSTANCES; i++) {
      instances.push(
        await startInstance(port + 1 + i, {
          dataDir: dataDirs[i]!,
          databaseUrl: database.url,
          redisUrl: redis.toString(),
          seed: i === 0,
          env: { DATABASE_POOL_SIZE: String(POOL_SIZE), SEED_PHOTO_SCALE: '0.25' },
        }),
      );
    }
    const proxy = await startRoundRobin(
      port,
      instances.map((instance) => instance.baseUrl),
    );
    try {
      const drop = await prepareDrop(proxy.baseUrl);
      // The buyers sign in a while before the drop, as a sale's shoppers do, not in the instances'
      // first seconds: a token issued then is checked against the database by its first request
      // at each instance (the instances' clocks may differ by up to ten seconds, decision 0247).
      await new Promise((resolve) => setTimeout(resolve, SIGNED_IN_AFTER_START_MS));
      const buyers = await makeBuyers(database.url, BUYERS);
      console.log(
        `\n${BUYERS} buyers, ${DROP_UNITS} units, arriving within ${SPREAD_SECONDS} s, ${INSTANCES} instances\n`,
      );

      const dropStartedAt = performance.now();
      const outcomes = await Promise.all(
        buyers.map(async (cookie, n) => {
          await new Promise((r) => setTimeout(r, Math.random() * SPREAD_SECONDS * 1000));
          return buy(proxy.baseUrl, cookie, drop, n);
        }),
      );
      const placed = outcomes.filter((o) => o.kind === 'placed');
      const soldOut = outcomes.filter((o) => o.kind === 'sold-out');
      const errors = outcomes.filter((o) => o.kind === 'error');
      const orderTimes = outcomes.flatMap((o) => (o.orderMs === undefined ? [] : [o.orderMs]));
      // The shop's checkout rate: every order call answered (an order, or sold out in words), from
      // the first sent to the last answered. Buyers arrive at once, so checkout runs saturated.
      const atCheckout = outcomes.filter((o) => o.orderStartedAt !== undefined);
      const checkoutSeconds =
        (Math.max(...atCheckout.map((o) => o.endedAt)) - Math.min(...atCheckout.map((o) => o.orderStartedAt!))) / 1000;
      const ordersPerSecond = atCheckout.length / checkoutSeconds;
      // The whole drop, every buyer's every call, from the first sent to the last answered: the
      // shop's total work, whichever step each late buyer was told "sold out" at.
      const dropSeconds = (Math.max(...outcomes.map((o) => o.endedAt)) - dropStartedAt) / 1000;
      const callsOf = (o: Outcome) => (o.orderStartedAt !== undefined ? 3 : o.step === 'cart' ? 2 : 1);
      const callsAnswered = outcomes.reduce((sum, o) => sum + callsOf(o), 0);

      const check = new pg.Client({ connectionString: database.url });
      await check.connect();
      const left = await check.query<{ left: string }>(
        'select coalesce(sum(quantity), 0) as left from variant_stock where variant_id = $1',
        [drop.variantId],
      );
      const ordered = await check.query<{ units: string }>(
        'select coalesce(sum(quantity), 0) as units from order_items where variant_id = $1',
        [drop.variantId],
      );
      await check.end();
      const bare = await bareSqlRate(database.url, INSTANCES * POOL_SIZE, 5);

      const rows = [
        ['orders placed', `${placed.length}`, `exactly ${DROP_UNITS}`, placed.length === DROP_UNITS],
        [
          'units ordered (database)',
          ordered.rows[0]!.units,
          `exactly ${DROP_UNITS}`,
          Number(ordered.rows[0]!.units) === DROP_UNITS,
        ],
        ['stock left (database)', left.rows[0]!.left, '0', Number(left.rows[0]!.left) === 0],
        [
          'buyers told "sold out"',
          `${soldOut.length}`,
          `${BUYERS - DROP_UNITS}`,
          soldOut.length === BUYERS - DROP_UNITS,
        ],
        ['other errors', `${errors.length}`, '0', errors.length === 0],
        ['drop served in s (all calls)', dropSeconds.toFixed(1), '', true],
        ['calls answered/s (all calls)', (callsAnswered / dropSeconds).toFixed(0), '', true],
        ['order calls answered', `${atCheckout.length}`, '', true],
        ['order calls answered/s', ordersPerSecond.toFixed(1), '', true],
        ['bare SQL sale transactions/s', bare.toFixed(0), '', true],
        ['shop order calls/s ÷ bare SQL', (ordersPerSecond / bare).toFixed(3), '≥ 0.5', ordersPerSecond / bare >= 0.5],
        ['place order p50 ms', percentile(orderTimes, 0.5).toFixed(0), '', true],
        ['place order p99 ms', percentile(orderTimes, 0.99).toFixed(0), '< 1000', percentile(orderTimes, 0.99) < 1000],
      ] as const;
      console.table(
        rows.map(([figure, value, target, met]) => ({
          figure,
          value,
          target,
          met: target ? (met ? 'yes' : 'NO') : '',
        })),
      );
      for (const error of errors.slice(0, 10)) console.log(`  error at ${error.step}: ${error.detail}`);
      console.log(
        `  load average: ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
      );
      if (rows.some(([, , target, met]) => target && !met)) process.exitCode = 1;
    } finally {
      await proxy.stop();
    }
  } finally {
    for (const instance of instances) await instance.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    await database.drop();
    agent.destroy();
  }
}

await main();
