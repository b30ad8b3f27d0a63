/**
 * `npm run bench`: one table of every performance figure, with its target and whether it is met.
 * - Reads: the built shop (production mode, demo catalogue) under autocannon, 10 connections,
 *   against a bare node:http server in a process of its own answering the same bytes: the shop's
 *   headers and body, with a fresh request id per answer.
 * - Writes: p99 latency of add to cart and of placing a cash-on-delivery order, 4 customers at once,
 *   after a tenth as many unmeasured rounds to warm up, beside the same calls to a bare write
 *   server on a fresh database of the same kind (bench/bare-writes.ts).
 * - Saturation (bench/saturation.ts): orders a second and processor per order, server and
 *   database, with 8 and 32 buyers looping and 8 on 4 hot sizes, shop and bare write server
 *   alternated phase by phase, judged as ratios (about 5 minutes a database; BENCH_ONLY=saturation
 *   or `hot rows` picks them, and a BENCH_ONLY without them leaves them out).
 * - Page weight: first-load JavaScript and font bytes per storefront route of the build, from
 *   bench/page-weight.ts when it is there (its `pageWeights()` and budgets).
 * On the embedded database, and also on PostgreSQL when DATABASE_URL_TEST is set (a fresh database
 * is created on that server and dropped after). BENCH_SECONDS sets each read's duration, BENCH_ROUNDS
 * each customer's writes, BENCH_ONLY which figures run (see below). Results go to bench/results/.
 * BENCH_PRODUCTS (e.g. 5000) measures the reads on a catalogue grown to that many products
 * instead of the demo's 14 (bench/grown-catalogue.ts), with the grown shop's start to ready.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runScenario, startShop, type Row, type Scenario } from './harness.ts';
import { startGrownShop } from './grown-catalogue.ts';
import { filteredList, productList } from './product-list.ts';
import { runWrites } from './writes.ts';
import { measureSaturation, saturationBenchRows } from './saturation.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3300);
const postgresUrl = process.env.DATABASE_URL_TEST;
const grownTo = process.env.BENCH_PRODUCTS ? Number(process.env.BENCH_PRODUCTS) : undefined;
if (grownTo !== undefined && (!Number.isInteger(grownTo) || grownTo < 15)) {
  console.error('BENCH_PRODUCTS takes a whole number of products above the demo catalogue, e.g. 5000');
  process.exit(1);
}

/**
 * BENCH_ONLY (comma-separated, case-insensitive) keeps the figures whose name holds one of the
 * words, e.g. `BENCH_ONLY=search` or `BENCH_ONLY=product,color,cart,order,javascript,fonts`.
 */
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const wanted = (figure: string) => only.length === 0 || only.some((word) => figure.toLowerCase().includes(word));

/** Scenarios other files add: each exports Scenarios (`scenario`, and any other export of that shape). */
async function readScenarios(): Promise<Scenario[]> {
  const found: Scenario[] = [productList, filteredList];
  for (const file of ['product-detail.ts', 'colours.ts', 'product-page.ts', 'variant-search.ts', 'product-search.ts']) {
    if (!fs.existsSync(path.join(import.meta.dirname, file))) continue;
    const mod = (await import(`./${file}`)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (value && typeof value === 'object' && 'name' in value && 'path' in value) found.push(value as Scenario);
    }
  }
  return found.filter((scenario) => wanted(scenario.name));
}

type PageWeightModule = {
  pageWeights?: () => { route: string; jsGzipBytes: number; fontBytes: number }[];
  FIRST_LOAD_JS_BUDGET?: number;
  FONT_BUDGET?: number;
};

/** The first-load weight of each storefront route of the web build, when bench/page-weight.ts is there. */
async function pageWeightRows(): Promise<Row[]> {
  if (!fs.existsSync(path.join(import.meta.dirname, 'page-weight.ts'))) return [];
  const mod = (await import('./page-weight.ts' as string)) as PageWeightModule;
  const { pageWeights, FIRST_LOAD_JS_BUDGET: jsBudget, FONT_BUDGET: fontBudget } = mod;
  if (!pageWeights || !jsBudget || !fontBudget) {
    console.warn('bench/page-weight.ts lacks pageWeights() or its budgets: page weights are missing here');
    return [];
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return pageWeights().flatMap((w) => [
    {
      figure: `first-load JavaScript ${w.route} (gzip)`,
      database: '',
      shop: kb(w.jsGzipBytes),
      bare: '',
      ratio: '',
      'p99 ms': '',
      target: `≤ ${kb(jsBudget)}`,
      met: w.jsGzipBytes <= jsBudget ? 'yes' : 'NO',
    },
    {
      figure: `fonts ${w.route} (woff2)`,
      database: '',
      shop: kb(w.fontBytes),
      bare: '',
      ratio: '',
      'p99 ms': '',
      target: `≤ ${kb(fontBudget)}`,
      met: w.fontBytes <= fontBudget ? 'yes' : 'NO',
    },
  ]);
}

const rows: Row[] = [];
const loadBefore = os.loadavg();
const scenarios = await readScenarios();
const writesWanted = wanted('POST /api/v1/cart (add to cart)') || wanted('POST /api/v1/order (cash on delivery)');
const shopWanted = scenarios.length > 0 || writesWanted;
for (const [database, url] of [['embedded', undefined], ...(postgresUrl ? [['PostgreSQL', postgresUrl]] : [])] as [
  string,
  string | undefined,
][]) {
  if (!shopWanted) break;
  let shop;
  if (grownTo === undefined) shop = await startShop(port, url);
  else {
    const grown = await startGrownShop(port, grownTo, url, database);
    shop = grown.shop;
    rows.push(grown.row);
  }
  try {
    for (const scenario of scenarios)
      rows.push(await runScenario(shop, database, scenario, seconds, grownTo === undefined ? 'demo' : 'grown'));
    if (writesWanted) {
      rows.push(...(await runWrites(shop, database, rounds, url)).filter((row) => wanted(row.figure)));
    }
  } finally {
    await shop.stop();
  }
}
// Saturation starts its own shops and bare servers, phase by phase.
if (wanted('saturation') || wanted('hot rows')) {
  const measured = await measureSaturation(postgresUrl);
  rows.push(...saturationBenchRows(measured).filter((row) => wanted(row.figure) || wanted('saturation')));
}
// Page weights need the web build: read only when one of them is wanted.
const weightsWanted = ['first-load javascript', 'fonts', 'gzip', 'woff2'].some(wanted);
if (weightsWanted) rows.push(...(await pageWeightRows()).filter((row) => wanted(row.figure)));
const loadAfter = os.loadavg();

console.table(rows);
const missed = rows.filter((r) => r.met === 'NO');
const targeted = rows.filter((r) => r.met !== '').length;
const load = `load average ${loadBefore[0]!.toFixed(2)} before, ${loadAfter[0]!.toFixed(2)} after, ${os.cpus().length} cores`;
console.log(
  missed.length === 0
    ? `Every target is met (${load}).`
    : `${targeted - missed.length} of ${targeted} targets met; missed: ${missed.map((r) => `${r.figure} [${r.database}]`).join('; ')} (${load}).`,
);
const out = path.join(import.meta.dirname, 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
  JSON.stringify({ at: new Date().toISOString(), loadBefore, loadAfter, cores: os.cpus().length, rows }, null, 2),
);
