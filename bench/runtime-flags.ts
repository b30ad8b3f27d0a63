/**
 * `npm run bench:flags`: what the server's V8 settings cost under the order loop, on the embedded
 * database and, when DATABASE_URL_TEST is set, on PostgreSQL (a scratch database each). For each
 * set of flags, the built shop in production mode and four signed-up customers each looping "add
 * a line, place a COD order" (then the owner marks it delivered, so the customer may order by cash
 * on delivery again) for FLAGS_SECONDS (default 30) after FLAGS_WARMUP orders (default 60):
 * - the share of the main thread's busy samples taken in garbage collection (V8's profiler over the
 *   loop, `bench/gc-meter.ts`), and the collections' pauses per order by kind;
 * - orders a second and the whole process's processor time per order;
 * - resident memory when ready and after the loop.
 * The sets run one after another per database, twice in alternation (A B C … A B C …), so a
 * machine that slows down in the middle weighs on every set alike.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from '@shop/shared';
import { processorMs, residentMemory, scratchDatabase, startInstance } from './harness.ts';
import {
  call,
  codOrderBody,
  codPlacedForGood,
  signInAdmin,
  signUp,
  stockTaker,
  stockedLines,
  type Session,
} from './shoppers.ts';

const SECONDS = Number(process.env.FLAGS_SECONDS ?? 30);
const WARM_UP_ORDERS = Number(process.env.FLAGS_WARMUP ?? 60);
const REPEATS = Number(process.env.FLAGS_REPEATS ?? 2);
const CUSTOMERS = 4;
const port = Number(process.env.BENCH_PORT ?? 3720);
const postgresUrl = process.env.DATABASE_URL_TEST;

type FlagSet = { name: string; execArgv: string[]; env?: Record<string, string> };
const FLAG_SETS: FlagSet[] = [
  { name: 'semi-space 2 MB', execArgv: ['--max-semi-space-size=2'] },
  { name: 'semi-space 8 MB', execArgv: ['--max-semi-space-size=8'] },
  { name: 'lean (semi-space 16 MB)', execArgv: [] },
  { name: "Node's defaults", execArgv: [], env: { LEAN_RESTART: 'off' } },
].filter((set) => !process.env.FLAGS_ONLY || set.name.includes(process.env.FLAGS_ONLY));

type GcReading = { gcShare: number; samples: number; pauses: number; pauseMs: Record<string, number> };

/** Asks the shop's meter (`bench/gc-meter.ts`) to start or stop its profile, and waits for its answer. */
async function signalMeter(pid: number, file: string, answered: (text: string) => boolean): Promise<string> {
  fs.rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (text && answered(text)) return text;
  }
  throw new Error("the shop's GC meter did not answer");
}

type Figures = {
  gcShare: number;
  pausesPerOrder: number;
  pauseMsPerOrder: Record<string, number>;
  ordersPerSecond: number;
  processorPerOrder: number;
  readyMb: number;
  afterMb: number;
};

async function measure(database: string, set: FlagSet): Promise<Figures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-flags-'));
  const gcFile = path.join(dataDir, 'gc.json');
  const scratch = database === 'PostgreSQL' ? await scratchDatabase(postgresUrl!) : undefined;
  const shop = await startInstance(port, {
    dataDir,
    ...(scratch && { databaseUrl: scratch.url }),
    seed: true,
    execArgv: set.execArgv,
    env: {
      ...set.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ./bench/gc-meter.ts`.trim(),
      GC_METER_FILE: gcFile,
    },
  });
  try {
    const base = shop.baseUrl;
    const readyMb = residentMemory(shop.pid).rss / 2 ** 20;
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => signUp(base, dataDir, 'Flags', i)));
    const admin = await signInAdmin(base);
    await codPlacedForGood(base, admin);
    const take = stockTaker(await stockedLines(base));
    const order = async (customer: Session) => {
      const line = take();
      const { json } = await call(base, 'POST', API.cart.root, customer, {
        variantId: line.variantId,
        size: line.size,
        quantity: 1,
      });
      const items = (json.data.cart as { items: { _id: string }[] }).items;
      const placed = await call(base, 'POST', API.order.root, customer, codOrderBody(items.map((item) => item._id)));
      const id = (placed.json.data.order as { _id: string })._id;
      await call(base, 'PUT', `/order/${id}/status`, admin, { status: 'delivered' });
    };
    for (let i = 0; i < WARM_UP_ORDERS; i++) await order(customers[i % CUSTOMERS]!);

    await signalMeter(shop.pid, gcFile, (text) => text.includes('started'));
    const processBefore = processorMs(shop.pid);
    const until = Date.now() + SECONDS * 1000;
    let orders = 0;
    await Promise.all(
      customers.map(async (customer) => {
        while (Date.now() < until) {
          await order(customer);
          orders++;
        }
      }),
    );
    const processorSpent = processorMs(shop.pid) - processBefore;
    const gc = JSON.parse(await signalMeter(shop.pid, gcFile, (text) => text.includes('gcShare'))) as GcReading;
    return {
      gcShare: gc.gcShare,
      pausesPerOrder: gc.pauses / orders,
      pauseMsPerOrder: Object.fromEntries(Object.entries(gc.pauseMs).map(([kind, ms]) => [kind, ms / orders])),
      ordersPerSecond: orders / SECONDS,
      processorPerOrder: processorSpent / orders,
      readyMb,
      afterMb: residentMemory(shop.pid).rss / 2 ** 20,
    };
  } finally {
    await shop.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

const rows: Record<string, string>[] = [];
for (const database of ['embedded', ...(postgresUrl ? ['PostgreSQL'] : [])]) {
  for (let repeat = 1; repeat <= REPEATS; repeat++) {
    for (const set of FLAG_SETS) {
      const figures = await measure(database, set);
      rows.push({
        database,
        flags: set.name,
        run: String(repeat),
        'GC share of main thread': `${(figures.gcShare * 100).toFixed(1)} %`,
        'GC pauses per order': figures.pausesPerOrder.toFixed(1),
        'pause ms per order': Object.entries(figures.pauseMsPerOrder)
          .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
          .join(', '),
        'orders/s': figures.ordersPerSecond.toFixed(1),
        'processor per order': `${figures.processorPerOrder.toFixed(1)} ms`,
        'resident at ready': `${figures.readyMb.toFixed(0)} MB`,
        'resident after': `${figures.afterMb.toFixed(0)} MB`,
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
  }
}
console.table(rows);
console.log(
  `${CUSTOMERS} customers, ${SECONDS} s per row after ${WARM_UP_ORDERS} orders (load average ${os.loadavg()[0]!.toFixed(2)}, ${os.cpus().length} cores).`,
);
