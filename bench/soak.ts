/**
 * `npm run bench:soak`: what the shop costs in memory, and whether it keeps it. On the embedded
 * database, then on PostgreSQL when DATABASE_URL_TEST is set (a scratch database on that server,
 * dropped after), the built shop in production mode:
 * - its resident memory right after it is ready on a first start, the one that seeds the demo
 *   catalogue and draws its photos;
 * - after a restart on the same data, once it has settled (SOAK_SETTLE_SECONDS, default 20) idle;
 * - through a soak of SOAK_MINUTES (default 10) of mixed traffic from SOAK_CLIENTS (default 4)
 *   shoppers on the loopback, each pausing SOAK_THINK_MS (default 20) between calls: product
 *   lists, product pages and searches, adding to the cart and removing, and cash-on-delivery
 *   orders, which the admin marks delivered and restocks for when a size runs low. Every
 *   SOAK_SAMPLE_SECONDS (default 30) the server's resident memory (from /proc) and its heap and
 *   external memory (from its own memory log, MEMORY_LOG_SECONDS) are sampled and printed.
 * Targets: idle at most 400 MB on the embedded database and 300 MB on PostgreSQL, after the first
 * start as after a restart; resident memory grows by at most 10 % from the end of the first
 * minute of the soak to its end. It exits 1 when one is missed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API, API_BASE_PATH, MAX_PAGE_SIZE, PRODUCTS_PAGE_SORTS } from '@shop/shared';
import { p99, residentMemory, scratchDatabase, startInstance } from './harness.ts';
import { CallError, call, codOrderBody, codPlacedForGood, signInAdmin, signUp, type Session } from './shoppers.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 30);
const SETTLE_SECONDS = Number(process.env.SOAK_SETTLE_SECONDS ?? 20);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 4);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3600);
const postgresUrl = process.env.DATABASE_URL_TEST;

const MB = 1024 * 1024;
const IDLE_TARGET_MB = { embedded: 400, PostgreSQL: 300 } as const;
const GROWTH_TARGET = 0.1;
/** A size is restocked to this when an order finds it short. */
const RESTOCK_UNITS = 50;
const SEARCH_WORDS = ['tee', 'black', 'oversized', 'cotton', 'balck', 'monsoon', 'white', 'graphic'];
type Memory = { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };
type Sample = Memory & { seconds: number; calls: number; orders: number; load: number };
type Line = { variantId: string; productId: string; size: string; left: number };

const mb = (bytes: number) => (bytes / MB).toFixed(0);
const load = () => os.loadavg()[0]!;
const loadText = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every variant and size of the catalogue, with what is left of it. */
async function catalogueLines(baseUrl: string): Promise<Line[]> {
  const { json } = await call(baseUrl, 'GET', `${API.variant.list}?limit=${MAX_PAGE_SIZE}`);
  const variants = json.data.variants as { _id: string; product: { _id: string }; quantity: Record<string, number> }[];
  return variants.flatMap((v) =>
    Object.entries(v.quantity).map(([size, left]) => ({ variantId: v._id, productId: v.product._id, size, left })),
  );
}

/** The mixed traffic of the soak until `until`; counts what it did and what failed. */
async function soakTraffic(baseUrl: string, dataDir: string, until: number, stats: Stats) {
  const shoppers = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => signUp(baseUrl, dataDir, 'Soak', i)));
  const admin = await signInAdmin(baseUrl);
  await codPlacedForGood(baseUrl, admin);
  const lines = await catalogueLines(baseUrl);
  const latencies: Record<'read' | 'cart' | 'order', number[]> = { read: [], cart: [], order: [] };
  let n = 0;
  const pick = () => lines[n++ % lines.length]!;
  /** Sets every size of the line's variant back to RESTOCK_UNITS, through the admin API like an owner. */
  const restock = async (line: Line) => {
    const sizes = lines.filter((l) => l.variantId === line.variantId);
    const form = new FormData();
    form.set('quantity', JSON.stringify(Object.fromEntries(sizes.map((l) => [l.size, RESTOCK_UNITS]))));
    const res = await fetch(`${baseUrl}${API_BASE_PATH}${API.variant.one(line.variantId)}`, {
      method: 'PATCH',
      headers: { cookie: admin.cookie },
      body: form,
    });
    if (!res.ok) throw new CallError(res.status, `restock: ${res.status} ${await res.text()}`);
    for (const l of sizes) l.left = RESTOCK_UNITS;
    stats.restocks++;
  };
  const timed = async (kind: keyof typeof latencies, work: () => Promise<unknown>) => {
    const start = performance.now();
    await work();
    latencies[kind].push(performance.now() - start);
    // A bounded record: the p99 is of the last calls.
    if (latencies[kind].length > 20_000) latencies[kind].splice(0, 10_000);
  };

  const read = async (i: number) => {
    const line = pick();
    const word = SEARCH_WORDS[i % SEARCH_WORDS.length]!;
    const sort = PRODUCTS_PAGE_SORTS[i % PRODUCTS_PAGE_SORTS.length]!;
    const urls = [
      `${API.product.list}?limit=12&page=${1 + (i % 2)}&sort=${sort}`,
      API.product.one(line.productId),
      `${API.product.list}?search=${word}&limit=12&sort=relevance`,
      API.review.forProduct(line.productId),
    ];
    await timed('read', () => call(baseUrl, 'GET', urls[i % urls.length]!));
    stats.calls++;
  };
  const addAndRemove = async (shopper: Session) => {
    const line = pick();
    if (line.left < 2) return restock(line);
    await timed('cart', () =>
      call(baseUrl, 'POST', API.cart.root, shopper, { variantId: line.variantId, size: line.size, quantity: 1 }),
    );
    await call(baseUrl, 'DELETE', API.cart.root, shopper);
    stats.calls += 2;
  };
  const order = async (shopper: Session) => {
    const line = pick();
    if (line.left < 2) return restock(line);
    await call(baseUrl, 'DELETE', API.cart.root, shopper);
    const { json } = await call(baseUrl, 'POST', API.cart.root, shopper, {
      variantId: line.variantId,
      size: line.size,
      quantity: 1,
    });
    const items = (json.data.cart as { items: { _id: string }[] }).items;
    let placed: { json: { data: Record<string, unknown> } } | undefined;
    try {
      await timed('order', async () => {
        placed = await call(baseUrl, 'POST', API.order.root, shopper, codOrderBody(items.map((item) => item._id)));
      });
    } catch (error) {
      // Another shopper took the last units between the read and the order: restock, as an owner would.
      if (error instanceof CallError && error.status < 500 && /out of stock|only \d+ left/i.test(error.message)) {
        stats.soldOut++;
        await call(baseUrl, 'DELETE', API.cart.root, shopper);
        return restock(line);
      }
      throw error;
    }
    line.left--;
    stats.orders++;
    stats.calls += 4;
    // A shopper may hold only two open cash-on-delivery orders: each is delivered at once.
    const id = (placed!.json.data.order as { _id: string })._id;
    await call(baseUrl, 'PUT', API.order.status(id), admin, { status: 'delivered' });
  };

  await Promise.all(
    shoppers.map(async (shopper, s) => {
      for (let i = s; Date.now() < until; i++) {
        const roll = i % 20;
        try {
          if (roll < 14) await read(i);
          else if (roll < 18) await addAndRemove(shopper);
          else await order(shopper);
        } catch (error) {
          const key = error instanceof CallError ? error.message.slice(0, 240) : String(error).slice(0, 240);
          stats.errors.set(key, (stats.errors.get(key) ?? 0) + 1);
        }
        await sleep(THINK_MS);
      }
    }),
  );
  return latencies;
}

type Stats = { calls: number; orders: number; restocks: number; soldOut: number; errors: Map<string, number> };

type Verdict = { figure: string; value: string; target: string; met: boolean };

async function measureDatabase(database: 'embedded' | 'PostgreSQL'): Promise<Verdict[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-soak-'));
  const scratch = database === 'PostgreSQL' ? await scratchDatabase(postgresUrl!) : undefined;
  const target = IDLE_TARGET_MB[database];
  let latest: Memory | undefined;
  const onStdout = (line: string) => {
    if (!line.includes('"memory"')) return;
    try {
      const parsed = JSON.parse(line) as { memory?: Memory };
      if (parsed.memory) latest = parsed.memory;
    } catch {
      // not a log line
    }
  };
  const options = {
    dataDir,
    ...(scratch && { databaseUrl: scratch.url }),
    seed: true,
    env: { MEMORY_LOG_SECONDS: String(Math.min(5, SAMPLE_SECONDS)) },
    onStdout,
  };
  const verdicts: Verdict[] = [];
  try {
    console.log(`\n${database}: first start (seeds the demo catalogue and draws its photos)…  load ${loadText()}`);
    const started = performance.now();
    const first = await startInstance(port, options);
    const atReady = residentMemory(first.pid);
    console.log(
      `  ready in ${((performance.now() - started) / 1000).toFixed(0)} s: resident ${mb(atReady.rss)} MB (peak ${mb(atReady.peak)} MB)`,
    );
    await sleep(SETTLE_SECONDS * 1000);
    const firstIdle = residentMemory(first.pid);
    console.log(`  after ${SETTLE_SECONDS} s idle: resident ${mb(firstIdle.rss)} MB`);
    await first.stop();
    verdicts.push({
      figure: `${database}: first start, at ready`,
      value: `${mb(atReady.rss)} MB`,
      target: `≤ ${target} MB`,
      met: atReady.rss <= target * MB,
    });

    console.log(`${database}: restart on the same data…  load ${loadText()}`);
    const shop = await startInstance(port, options);
    await sleep(SETTLE_SECONDS * 1000);
    const idle = residentMemory(shop.pid);
    console.log(`  after ${SETTLE_SECONDS} s idle: resident ${mb(idle.rss)} MB (peak ${mb(idle.peak)} MB)`);
    verdicts.push({
      figure: `${database}: restarted, idle ${SETTLE_SECONDS} s`,
      value: `${mb(idle.rss)} MB`,
      target: `≤ ${target} MB`,
      met: idle.rss <= target * MB,
    });

    console.log(`${database}: soak of ${MINUTES} min, ${CLIENTS} shoppers…  load ${loadText()}`);
    const start = Date.now();
    const until = start + MINUTES * 60_000;
    const samples: Sample[] = [];
    const stats: Stats = { calls: 0, orders: 0, restocks: 0, soldOut: 0, errors: new Map() };
    const sampler = (async () => {
      for (let k = 1; start + k * SAMPLE_SECONDS * 1000 <= until + 1000; k++) {
        await sleep(Math.max(0, start + k * SAMPLE_SECONDS * 1000 - Date.now()));
        const { rss } = residentMemory(shop.pid);
        const sample = {
          seconds: Math.round((Date.now() - start) / 1000),
          rss,
          heapUsed: latest?.heapUsed ?? NaN,
          heapTotal: latest?.heapTotal ?? NaN,
          external: latest?.external ?? NaN,
          arrayBuffers: latest?.arrayBuffers ?? NaN,
          calls: stats.calls,
          orders: stats.orders,
          load: load(),
        };
        samples.push(sample);
        console.log(
          `  ${String(sample.seconds).padStart(5)} s  rss ${mb(rss).padStart(4)} MB  heap ${mb(sample.heapUsed).padStart(4)}/${mb(sample.heapTotal).padStart(4)} MB  external ${mb(sample.external).padStart(4)} MB  buffers ${mb(sample.arrayBuffers).padStart(3)} MB  ${sample.calls} calls, ${sample.orders} orders  load ${sample.load.toFixed(2)}`,
        );
      }
    })();
    const latencies = await soakTraffic(shop.baseUrl, dataDir, until, stats);
    await sampler;
    // The invoice worker thread stops after 30 s without a document: what the shop keeps once idle.
    await sleep((SETTLE_SECONDS + 30) * 1000);
    const afterSoak = residentMemory(shop.pid);
    console.log(
      `  ${SETTLE_SECONDS + 30} s after the soak, idle: resident ${mb(afterSoak.rss)} MB (peak ${mb(afterSoak.peak)} MB)`,
    );
    await shop.stop();

    console.log(
      `  ${stats.calls} calls, ${stats.orders} orders, ${stats.restocks} restocks, ${stats.soldOut} orders finding a size gone; p99 read ${p99(latencies.read).toFixed(1)} ms, add to cart ${p99(latencies.cart).toFixed(1)} ms, order ${p99(latencies.order).toFixed(1)} ms`,
    );
    const errorCount = [...stats.errors.values()].reduce((a, b) => a + b, 0);
    for (const [message, count] of stats.errors) console.log(`  error ×${count}: ${message}`);
    console.table(
      samples.map((s) => ({
        s: s.seconds,
        'rss MB': mb(s.rss),
        'heap used MB': mb(s.heapUsed),
        'heap total MB': mb(s.heapTotal),
        'external MB': mb(s.external),
        'array buffers MB': mb(s.arrayBuffers),
        calls: s.calls,
        orders: s.orders,
        load: s.load.toFixed(2),
      })),
    );
    const afterMinute = samples.find((s) => s.seconds >= 60) ?? samples[0];
    const last = samples[samples.length - 1];
    if (afterMinute && last && last !== afterMinute) {
      const growth = (last.rss - afterMinute.rss) / afterMinute.rss;
      verdicts.push({
        figure: `${database}: soak, resident ${mb(afterMinute.rss)} MB at ${afterMinute.seconds} s → ${mb(last.rss)} MB at ${last.seconds} s`,
        value: `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %`,
        target: `≤ +${GROWTH_TARGET * 100} %`,
        met: growth <= GROWTH_TARGET,
      });
    }
    verdicts.push({
      figure: `${database}: idle again ${SETTLE_SECONDS + 30} s after the soak`,
      value: `${mb(afterSoak.rss)} MB`,
      target: '(reported)',
      met: true,
    });
    verdicts.push({
      figure: `${database}: soak, calls failed`,
      value: String(errorCount),
      target: '0',
      met: errorCount === 0,
    });
    return verdicts;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

console.log(
  `Soak: ${MINUTES} min, ${CLIENTS} shoppers, a sample every ${SAMPLE_SECONDS} s; ${os.cpus().length} cores, load average ${loadText()}`,
);
const verdicts = [...(await measureDatabase('embedded'))];
if (postgresUrl) verdicts.push(...(await measureDatabase('PostgreSQL')));
else console.log('\nDATABASE_URL_TEST is not set: PostgreSQL is not measured.');
console.log(`\nLoad average at the end: ${loadText()}`);
console.table(verdicts.map((v) => ({ ...v, met: v.met ? 'yes' : 'NO' })));
const out = path.join(import.meta.dirname, 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
  JSON.stringify({ minutes: MINUTES, clients: CLIENTS, loadAverage: os.loadavg(), verdicts }, null, 2),
);
if (verdicts.some((v) => !v.met)) process.exit(1);
