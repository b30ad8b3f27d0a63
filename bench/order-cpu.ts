/**
 * `npm run bench:order`: where a cash-on-delivery order's time goes, on the embedded database
 * and, when DATABASE_URL_TEST is set, on PostgreSQL (a scratch database, dropped after). The
 * built shop in production mode, four signed-up customers, the owner's confirmation rules off,
 * after ORDER_WARMUP (default 120) orders placed and their jobs run, unmeasured:
 * - one order at a time (ORDER_ROUNDS, default 20): the call's p50, the server's processor time
 *   until it answered, and until the jobs it caused (mails, their documents) had run;
 * - four customers at once, the same number of rounds: p50 and p99 of the call, as `npm run bench`
 *   measures it, each round started once the jobs of the one before had run;
 * with the shop working its own jobs, and on PostgreSQL also with its jobs worked by a second
 * instance on the same database (`JOBS_WORK=false` on the one answering, as an operator would
 * split them), which gets no requests. Each database runs with its statements prepared and, next,
 * unnamed (`DATABASE_PREPARED_STATEMENTS=off`), so the two compare within one run.
 * The processor time is each server process's own (user and system, every thread, from /proc),
 * less what it spends idle over as long (its timers, measured first); on PostgreSQL, beside it,
 * that of the database's backends serving the shop. Nothing is judged: the
 * write targets are `npm run bench`'s; this says what stands between them and the shop.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API } from '@shop/shared';
import {
  databaseProcessorMs,
  databaseSpent,
  processorMs,
  quantile,
  scratchDatabase,
  startInstance,
  untilIdle,
} from './harness.ts';
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

const ROUNDS = Number(process.env.ORDER_ROUNDS ?? 20);
/** Orders placed (and their jobs run) before anything is measured. */
const WARM_UP_ORDERS = Number(process.env.ORDER_WARMUP ?? 120);
const CUSTOMERS = 4;
/** Long enough for an order's jobs to have run on a quiet machine. */
const SETTLE_MS = 1_500;
/** How long the idle processes' own timers are measured. */
const IDLE_MS = 15_000;
const port = Number(process.env.BENCH_PORT ?? 3700);
const postgresUrl = process.env.DATABASE_URL_TEST;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Figures = {
  alone: { p50: number; requestMs: number; jobsMs: number; databaseMs: number | undefined };
  together: { p50: number; p99: number };
};

/** Processor ms of a process so far, and what it spends idle per ms (its timers). */
type Meter = { read: () => number; idlePerMs: number };

async function measure(database: string, split: boolean, prepared: boolean): Promise<Figures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-order-'));
  const scratch = database === 'PostgreSQL' ? await scratchDatabase(postgresUrl!) : undefined;
  const options = { dataDir, ...(scratch && { databaseUrl: scratch.url }) };
  const statements = { DATABASE_PREPARED_STATEMENTS: String(prepared) };
  const shop = await startInstance(port, { ...options, seed: true, env: { JOBS_WORK: String(!split), ...statements } });
  const worker = split ? await startInstance(port + 1, { ...options, seed: false, env: statements }) : undefined;
  try {
    const base = shop.baseUrl;
    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, (_, i) => signUp(base, dataDir, 'Anatomy', i)),
    );
    const admin = await signInAdmin(base);
    await codPlacedForGood(base, admin);
    const take = stockTaker(await stockedLines(base));
    /** Puts a line in the customer's cart, then times placing the order; answers the ms and the order. */
    const place = async (customer: Session) => {
      const line = take();
      const { json } = await call(base, 'POST', API.cart.root, customer, {
        variantId: line.variantId,
        size: line.size,
        quantity: 1,
      });
      const items = (json.data.cart as { items: { _id: string }[] }).items;
      const started = performance.now();
      const placed = await call(base, 'POST', API.order.root, customer, codOrderBody(items.map((item) => item._id)));
      return { ms: performance.now() - started, id: (placed.json.data.order as { _id: string })._id };
    };
    /** Delivered, so the customer may order by cash on delivery again; then its jobs run out. */
    const deliver = async (ids: string[], settle = true) => {
      for (const id of ids) await call(base, 'PUT', `/order/${id}/status`, admin, { status: 'delivered' });
      if (settle) await pause(SETTLE_MS);
    };

    // Warm-up: V8 keeps optimising the order's code for its first hundred or so calls (measured:
    // an order and its cart's add cost 72 ms of processor over the first 8 orders, 22 ms over the
    // next 20 and 15 ms past the 120th), so the figures below are those of a shop that has been
    // taking orders for a while. Then the idle cost of the timers.
    for (let i = 0; i < WARM_UP_ORDERS; i++) await deliver([(await place(customers[i % CUSTOMERS]!)).id], false);
    const pids = [shop.pid, ...(worker ? [worker.pid] : [])];
    await untilIdle(() => pids.map(processorMs), 10, 60_000);
    // Over many of the job engine's polls, so that one poll more or less weighs little in the
    // jobs' figure below (a warm order's jobs cost about as much as a few seconds of polls).
    const idleFrom = pids.map(processorMs);
    await pause(IDLE_MS);
    const [answering, working] = pids.map((pid, i): Meter => ({
      read: () => processorMs(pid),
      idlePerMs: (processorMs(pid) - idleFrom[i]!) / IDLE_MS,
    })) as [Meter, Meter | undefined];

    const alone: number[] = [];
    let requestMs = 0;
    let jobsMs = 0;
    let databaseMs = 0;
    const databaseName = scratch && new URL(scratch.url).pathname.slice(1);
    for (let round = 0; round < ROUNDS; round++) {
      const databaseBefore = databaseName ? databaseProcessorMs(databaseName) : undefined;
      const before = answering.read();
      const workerBefore = working?.read() ?? 0;
      const startedAt = performance.now();
      const { ms, id } = await place(customers[round % CUSTOMERS]!);
      // The cart's add before the timed call is in the figure: it is small beside the order, and
      // the time between them too short to part on /proc's 10 ms ticks.
      const answered = answering.read() - before - answering.idlePerMs * (performance.now() - startedAt);
      if (databaseName && databaseBefore)
        databaseMs += databaseSpent(databaseBefore, databaseProcessorMs(databaseName));
      await pause(SETTLE_MS);
      const took = performance.now() - startedAt;
      requestMs += answered;
      jobsMs += working
        ? working.read() - workerBefore - working.idlePerMs * took
        : answering.read() - before - answering.idlePerMs * took - answered;
      alone.push(ms);
      await deliver([id]);
    }

    const together: number[] = [];
    for (let round = 0; round < ROUNDS / 2; round++) {
      const placed = await Promise.all(customers.map((customer) => place(customer)));
      together.push(...placed.map((order) => order.ms));
      await deliver(placed.map((order) => order.id));
    }
    return {
      alone: {
        p50: quantile(alone, 0.5),
        requestMs: requestMs / ROUNDS,
        jobsMs: jobsMs / ROUNDS,
        databaseMs: databaseName ? databaseMs / ROUNDS : undefined,
      },
      together: { p50: quantile(together, 0.5), p99: quantile(together, 0.99) },
    };
  } finally {
    await worker?.stop();
    await shop.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

const rows: Record<string, string>[] = [];
const ms = (value: number) => `${value.toFixed(1)} ms`;
// Each database with its statements prepared once and, beside it, sent unnamed as drizzle sends
// them: the ratio of the two, measured in one run, is what preparing them saves.
for (const [database, split, prepared] of [
  ['embedded', false, true],
  ['embedded', false, false],
  ...(postgresUrl
    ? [['PostgreSQL', false, true] as const, ['PostgreSQL', false, false] as const, ['PostgreSQL', true, true] as const]
    : []),
] as const) {
  const figures = await measure(database, split, prepared);
  rows.push({
    database,
    statements: prepared ? 'prepared' : 'unnamed',
    jobs: split ? 'a second instance' : 'the same instance',
    'alone p50': ms(figures.alone.p50),
    'processor to answer': ms(figures.alone.requestMs),
    'database processor to answer':
      figures.alone.databaseMs === undefined ? 'in process' : ms(figures.alone.databaseMs),
    'processor of its jobs': ms(figures.alone.jobsMs),
    [`${CUSTOMERS} at once p50`]: ms(figures.together.p50),
    [`${CUSTOMERS} at once p99`]: ms(figures.together.p99),
  });
}
console.table(rows);
const load = os.loadavg()[0]!.toFixed(2);
console.log(
  `${ROUNDS} orders alone and ${ROUNDS * 2} at once per row (load average ${load}, ${os.cpus().length} cores).`,
);
