/**
 * `npm run bench:saturation`: how many cash-on-delivery orders a second the shop takes when its
 * buyers keep it busy, and what each order costs in processor, beside the bare write server
 * (bench/bare-writes.ts) on a fresh database of the same kind, measured in the same run, phase by
 * phase alternately. Each buyer loops as fast as it is answered: add a line to the cart, place a
 * cash-on-delivery order of it. A phase runs SATURATION_WARMUP_SECONDS (default 3) unmeasured,
 * then SATURATION_SECONDS (default 20) measured:
 * - saturation, 8 and 32 buyers: the lines spread over every stocked size (200 and more);
 * - hot rows, 8 buyers on 4 sizes: every order queues for a stock row someone else holds.
 * Printed per phase: orders a second of each and shop ÷ bare; processor per order of each, the
 * answering process plus, on PostgreSQL, the database's backends serving it (from /proc), and
 * shop ÷ bare; the order's p50 and p99; the calls that failed; the load average. The shop's
 * after-commit work (mails, documents) that runs within the window is counted, as it is the
 * order's too. The embedded database always; PostgreSQL too when DATABASE_URL_TEST is set.
 * `npm run bench` runs the same phases (`measureSaturation`) and judges them against
 * `SATURATION_TARGETS`; run alone, nothing is judged.
 */
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { API, DEFAULT_COD_RULES } from '@shop/shared';
import {
  databaseProcessorMs,
  databaseSpent,
  processorMs,
  quantile,
  startBareWrites,
  startShop,
  untilIdle,
  type Row,
  type Shop,
} from './harness.ts';
import { CallError, call, codOrderBody, signInAdmin, signUp, type Session } from './shoppers.ts';

/** A call's answer, or the refusal's status and first words (a refused call is counted, not fatal). */
async function attempt(...args: Parameters<typeof call>) {
  try {
    return await call(...args);
  } catch (error) {
    if (error instanceof CallError) return error.message.split(': ').slice(1).join(': ').slice(0, 100);
    throw error;
  }
}

const SECONDS = Number(process.env.SATURATION_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.SATURATION_WARMUP_SECONDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3800);
/**
 * The shop's shoppers of a phase, signed up before it and taken in turn by its buyers: a shopper
 * may hold a hundred open COD orders (set below) and ten units of one size in them, so a phase's
 * orders are spread over enough of them (a hot phase's 4 sizes too).
 */
const SHOPPERS = 64;
const HOT_SIZES = 4;
/** Units added to each hot size of the shop, so the hot phase never runs out. */
const HOT_UNITS = 1000;

const PHASES = [
  { name: 'saturation', buyers: 8, hot: false },
  { name: 'saturation', buyers: 32, hot: false },
  { name: 'hot rows', buyers: 8, hot: true },
] as const;

type Line = { variantId: string; size: string };
/** A server under test: where it answers, how its processor time is read, and how a buyer places one order. */
type Target = {
  label: 'shop' | 'bare';
  processorMs: () => number;
  /** Adds `line` to the buyer's cart and orders it; answers the order call's latency, or an error text. */
  order: (buyer: number, line: Line) => Promise<number | string>;
};
type Figures = { orders: number; seconds: number; cpuMs: number; latencies: number[]; failures: Map<string, number> };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Processor of a process plus, on PostgreSQL, its database's backends. */
function meter(pid: number, databaseName: string | undefined): () => number {
  let backends = databaseName ? databaseProcessorMs(databaseName) : new Map<number, number>();
  let spent = 0;
  return () => {
    if (databaseName) {
      const now = databaseProcessorMs(databaseName);
      spent += databaseSpent(backends, now);
      backends = now;
    }
    return processorMs(pid) + spent;
  };
}

/** `buyers` loops over `lines` against `target` for the warm-up, then for the measured window. */
async function runPhase(target: Target, buyers: number, lines: readonly Line[]): Promise<Figures> {
  // A phase starts on a calm server: the jobs of the phase before have run.
  await untilIdle(() => [target.processorMs()], 25, 30_000);
  let next = 0;
  let measuring = false;
  let stop = false;
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const loop = async (buyer: number) => {
    while (!stop) {
      const result = await target.order(buyer, lines[next++ % lines.length]!);
      if (!measuring) continue;
      if (typeof result === 'number') latencies.push(result);
      else failures.set(result, (failures.get(result) ?? 0) + 1);
    }
  };
  const loops = Array.from({ length: buyers }, (_, buyer) => loop(buyer));
  await pause(WARMUP_SECONDS * 1000);
  const cpuBefore = target.processorMs();
  const startedAt = performance.now();
  measuring = true;
  await pause(SECONDS * 1000);
  measuring = false;
  const cpuMs = target.processorMs() - cpuBefore;
  const seconds = (performance.now() - startedAt) / 1000;
  stop = true;
  await Promise.all(loops);
  return { orders: latencies.length, seconds, cpuMs, latencies, failures };
}

/** The shop, seeded, its COD orders placed for good and many open per shopper, with SHOPPERS signed up. */
async function shopTarget(
  shop: Shop,
): Promise<{ target: Target; lines: Line[]; hotLines: Line[]; signUpShoppers: () => Promise<void> }> {
  const admin = await signInAdmin(shop.baseUrl);
  await call(shop.baseUrl, 'PUT', API.codRisk.rules, admin, {
    ...DEFAULT_COD_RULES,
    confirmFirstCodOrder: false,
    confirmNewPhone: false,
    confirmAboveRupees: 0,
    maxOpenCodOrders: 100,
  });
  let shoppers: Session[] = [];
  let signedUp = 0;
  const signUpShoppers = async () => {
    shoppers = [];
    for (let n = 0; n < SHOPPERS; n += 8) {
      shoppers.push(
        ...(await Promise.all(
          Array.from({ length: 8 }, () => signUp(shop.baseUrl, shop.dataDir, 'Saturation', signedUp++)),
        )),
      );
    }
  };
  const { json } = await call(shop.baseUrl, 'GET', `${API.variant.list}?limit=100`);
  const variants = json.data.variants as { _id: string; quantity: Record<string, number> }[];
  const stocked = variants.flatMap((v) =>
    Object.entries(v.quantity).map(([size, left]) => ({ variantId: v._id, size, left })),
  );
  // Every size topped up so the spread phases never find one sold out; the hot sizes further.
  const hotLines = stocked.slice(0, HOT_SIZES).map(({ variantId, size }) => ({ variantId, size }));
  for (const [index, line] of stocked.entries()) {
    await call(shop.baseUrl, 'POST', API.variant.stockAdjustments(line.variantId), admin, {
      size: line.size,
      change: index < HOT_SIZES ? HOT_UNITS : 200,
      note: 'Saturation bench stock',
    });
  }
  let turn = 0;
  const read = meter(shop.pid, shop.databaseName);
  const target: Target = {
    label: 'shop',
    processorMs: read,
    async order(buyer, line) {
      // The shoppers in turn, so one is never in two checkouts at once, shifted by one each round:
      // the lines go round in step with the calls, and unshifted each shopper would always get
      // the same line (and meet the per-size limit of open units after ten).
      void buyer;
      const shopper = shoppers[(turn + Math.floor(turn / shoppers.length)) % shoppers.length]!;
      turn++;
      const added = await attempt(shop.baseUrl, 'POST', API.cart.root, shopper, { ...line, quantity: 1 });
      if (typeof added === 'string') return `add: ${added}`;
      const items = (added.json.data.cart as { items: { _id: string; variant: { _id: string }; size: string }[] })
        .items;
      const item = items.find((i) => i.variant._id === line.variantId && i.size === line.size);
      if (!item) return 'added line not in the cart';
      const startedAt = performance.now();
      const placed = await attempt(shop.baseUrl, 'POST', API.order.root, shopper, codOrderBody([item._id]));
      if (typeof placed === 'string') return `order: ${placed}`;
      return performance.now() - startedAt;
    },
  };
  return { target, lines: stocked.map(({ variantId, size }) => ({ variantId, size })), hotLines, signUpShoppers };
}

/** The bare write server on a fresh database of the same kind. */
async function bareTarget(
  postgresUrl: string | undefined,
): Promise<{ target: Target; lines: Line[]; stop: () => Promise<void> }> {
  const bare = await startBareWrites(postgresUrl && database === 'PostgreSQL' ? postgresUrl : undefined);
  const read = meter(bare.pid, bare.databaseName);
  const target: Target = {
    label: 'bare',
    processorMs: read,
    async order(buyer, line) {
      const customer = { cookie: `customer=${buyer}` };
      const added = await attempt(bare.baseUrl, 'POST', API.cart.root, customer, { ...line, quantity: 1 });
      if (typeof added === 'string') return `add: ${added}`;
      const items = (added.json.data.cart as { items: { _id: string }[] }).items;
      const startedAt = performance.now();
      const placed = await attempt(bare.baseUrl, 'POST', API.order.root, customer, {
        itemIds: items.map((i) => i._id),
      });
      if (typeof placed === 'string') return `order: ${placed}`;
      return performance.now() - startedAt;
    },
  };
  return { target, lines: bare.lines, stop: bare.stop };
}

/** The targets, shop ÷ bare in one run: orders a second at least, processor per order at most. */
export const SATURATION_TARGETS = {
  ordersPerSecond: { PostgreSQL: 0.4, embedded: 0.3 },
  hotOrdersPerSecond: { PostgreSQL: 0.4 },
  processorPerOrder: 3,
} as const;

/** One phase's figures, shop and bare, as the CLI prints them and `npm run bench` tabulates them. */
export type SaturationRow = Record<string, string> & { figure: string; database: 'embedded' | 'PostgreSQL' };
type Measured = { row: SaturationRow; shop: Figures; bare: Figures; hot: boolean };

let database: 'embedded' | 'PostgreSQL' = 'embedded';
const perSecond = (f: Figures) => f.orders / f.seconds;
const perOrder = (f: Figures) => (f.orders ? f.cpuMs / f.orders : Number.NaN);
const failed = (f: Figures) => [...f.failures].map(([why, n]) => `${n}× ${why}`).join('; ') || '0';

/**
 * Every phase on the embedded database, and on PostgreSQL when `postgresUrl` is given: the shop
 * and the bare write server alternately, phase by phase. `onRow` hears each phase as it ends.
 */
export async function measureSaturation(
  postgresUrl: string | undefined,
  onRow: (row: SaturationRow) => void = () => {},
) {
  const measured: Measured[] = [];
  for (const kind of postgresUrl ? (['embedded', 'PostgreSQL'] as const) : (['embedded'] as const)) {
    database = kind;
    const bare = await bareTarget(postgresUrl);
    const shopServer = await startShop(port, kind === 'PostgreSQL' ? postgresUrl : undefined);
    try {
      const shop = await shopTarget(shopServer);
      for (const phase of PHASES) {
        const bareLines = phase.hot ? bare.lines.slice(0, HOT_SIZES) : bare.lines;
        const shopLines = phase.hot ? shop.hotLines : shop.lines;
        // Alternated: the bare server first while the shop is calm, then the shop.
        const b = await runPhase(bare.target, phase.buyers, bareLines);
        await shop.signUpShoppers();
        const s = await runPhase(shop.target, phase.buyers, shopLines);
        const row: SaturationRow = {
          figure: `${phase.name}, ${phase.buyers} buyers${phase.hot ? `, ${HOT_SIZES} sizes` : ''}`,
          database: kind,
          'orders/s shop': perSecond(s).toFixed(1),
          'orders/s bare': perSecond(b).toFixed(1),
          'orders/s shop ÷ bare': (perSecond(s) / perSecond(b)).toFixed(2),
          'cpu ms/order shop': perOrder(s).toFixed(1),
          'cpu ms/order bare': perOrder(b).toFixed(1),
          'cpu shop ÷ bare': (perOrder(s) / perOrder(b)).toFixed(1),
          'order p50/p99 shop': `${quantile(s.latencies, 0.5).toFixed(0)}/${quantile(s.latencies, 0.99).toFixed(0)} ms`,
          'order p50/p99 bare': `${quantile(b.latencies, 0.5).toFixed(0)}/${quantile(b.latencies, 0.99).toFixed(0)} ms`,
          'failed shop': failed(s),
          'failed bare': failed(b),
          load: os.loadavg()[0]!.toFixed(1),
        };
        measured.push({ row, shop: s, bare: b, hot: phase.hot });
        onRow(row);
      }
    } finally {
      await shopServer.stop();
      await bare.stop();
    }
  }
  return measured;
}

/**
 * The phases as rows of `npm run bench`'s table, with their targets: orders a second shop ÷ bare
 * (hot rows judged on PostgreSQL only) and processor per order shop ÷ bare (server and database).
 */
export function saturationBenchRows(measured: readonly Measured[]): Row[] {
  return measured.flatMap(({ row, shop, bare, hot }) => {
    const p99 = `${quantile(shop.latencies, 0.99).toFixed(0)}`;
    const rate = perSecond(shop) / perSecond(bare);
    const rateTarget = hot
      ? row.database === 'PostgreSQL'
        ? SATURATION_TARGETS.hotOrdersPerSecond.PostgreSQL
        : undefined
      : SATURATION_TARGETS.ordersPerSecond[row.database];
    const cpu = perOrder(shop) / perOrder(bare);
    const judged = shop.failures.size === 0;
    return [
      {
        figure: `${row.figure}: orders/s (load ${row.load})`,
        database: row.database,
        shop: perSecond(shop).toFixed(1),
        bare: perSecond(bare).toFixed(1),
        ratio: `${rate.toFixed(2)}×`,
        'p99 ms': p99,
        target: rateTarget === undefined ? '' : `≥ ${rateTarget}×, no failed call`,
        met: rateTarget === undefined ? '' : judged && rate >= rateTarget ? 'yes' : 'NO',
      },
      {
        figure: `${row.figure}: processor per order, server + database (load ${row.load})`,
        database: row.database,
        shop: `${perOrder(shop).toFixed(1)} ms`,
        bare: `${perOrder(bare).toFixed(1)} ms`,
        ratio: `${cpu.toFixed(1)}×`,
        'p99 ms': '',
        target: hot ? '' : `≤ ${SATURATION_TARGETS.processorPerOrder}×`,
        met: hot ? '' : cpu <= SATURATION_TARGETS.processorPerOrder ? 'yes' : 'NO',
      },
    ];
  });
}

if (import.meta.main) {
  const rows = (await measureSaturation(process.env.DATABASE_URL_TEST, (row) => console.log(JSON.stringify(row)))).map(
    (m) => m.row,
  );
  console.table(rows);
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync(
    `bench/results/saturation-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    JSON.stringify(rows, null, 2),
  );
}
