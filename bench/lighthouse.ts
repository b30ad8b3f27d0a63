/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, its default throttling) on home, /products and a
 * product page of the built shop (production mode, demo catalogue), in Debian's Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium). LIGHTHOUSE_RUNS runs per page (default 3); prints
 * the median scores, LCP and TBT, which targets are met, and writes everything to bench/results/.
 *
 * The baseline, measured in the same run: a bare page (a heading and a paragraph, no script, no
 * stylesheet) from a bare server. Its TBT and LCP are what this machine's Chromium costs any page
 * under Lighthouse's phone throttling, and each page's row shows how far above it the page is.
 * Lighthouse's own benchmark index of the machine (higher is faster) is printed with them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBare, startShop } from './harness.ts';
import { firstProductId } from './product-detail.ts';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3310);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Lowest acceptable median score (0–100) per category. */
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

type Run = {
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  benchmarkIndex: number;
  failing: string[];
};

/** The baseline page: what every page has at least (a language, a title, a description, a heading). */
const BARE_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A bare page</title><meta name="description" content="The bench's baseline: a page with nothing to load."></head>
<body><main><h1>A bare page</h1><p>No script, no stylesheet, no picture.</p></main></body>
</html>`;
const BASELINE = 'bare page (baseline)';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function audit(url: string, chromePort: number): Promise<Run> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  // What keeps a category below 100: the audits that count towards it and did not pass.
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
  );
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
  };
}

const loadBefore = os.loadavg();
const shop = await startShop(port);
const bare = await startBare({
  status: 200,
  headers: ['content-type', 'text/html; charset=utf-8'],
  body: Buffer.from(BARE_PAGE),
});
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
const pages = [
  { name: BASELINE, path: '/', baseUrl: bare.baseUrl },
  { name: 'home', path: '/' },
  { name: '/products', path: '/products' },
  { name: 'product page', path: `/product/${await firstProductId(shop.baseUrl)}` },
];
const results: { page: string; url: string; runs: Run[] }[] = [];
try {
  for (const page of pages) {
    const url = `${'baseUrl' in page ? page.baseUrl : shop.baseUrl}${page.path}`;
    const pageRuns: Run[] = [];
    for (let i = 0; i < runs; i++) pageRuns.push(await audit(url, chrome.port));
    results.push({ page: page.name, url, runs: pageRuns });
  }
} finally {
  chrome.kill();
  bare.stop();
  await shop.stop();
}
const loadAfter = os.loadavg();

const baseline = results.find((r) => r.page === BASELINE)!.runs;
const baselineLcp = median(baseline.map((r) => r.lcpMs));
const baselineTbt = median(baseline.map((r) => r.tbtMs));
const rows = results.map(({ page, runs: pageRuns }) => {
  const row: Record<string, string> = { page };
  for (const c of CATEGORIES) row[c] = String(median(pageRuns.map((r) => r.scores[c]!)));
  const lcp = median(pageRuns.map((r) => r.lcpMs));
  const tbt = median(pageRuns.map((r) => r.tbtMs));
  row['LCP ms'] = String(Math.round(lcp));
  row['TBT ms'] = String(Math.round(tbt));
  if (page === BASELINE) {
    row['over bare'] = '';
    row.met = '';
    return row;
  }
  row['over bare'] = `LCP +${Math.round(lcp - baselineLcp)}, TBT +${Math.round(tbt - baselineTbt)}`;
  const missed = CATEGORIES.filter((c) => Number(row[c]) < TARGETS[c]);
  row.met = missed.length === 0 ? 'yes' : `NO (${missed.join(', ')})`;
  return row;
});
console.table(rows);
for (const { page, runs: pageRuns } of results) {
  if (page === BASELINE) continue;
  const failing = [...new Set(pageRuns.flatMap((r) => r.failing))];
  if (failing.length) console.log(`${page}: ${failing.join('; ')}`);
}
const benchmarkIndex = Math.round(median(results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex))));
const load = `load average ${loadBefore[0]!.toFixed(2)} before, ${loadAfter[0]!.toFixed(2)} after, ${os.cpus().length} cores; Lighthouse's benchmark index ${benchmarkIndex}`;
const pageRows = rows.filter((r) => r.page !== BASELINE);
const allMet = pageRows.every((r) => r.met === 'yes');
console.log(
  allMet
    ? `Every Lighthouse target is met: performance ≥ 95, the others 100, median of ${runs} (${load}).`
    : `Targets: performance ≥ 95, accessibility, best practices and SEO 100 (median of ${runs}); missed on ${pageRows
        .filter((r) => r.met !== 'yes')
        .map((r) => r.page)
        .join(', ')} (${load}).`,
);
const out = path.join(import.meta.dirname, 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
  JSON.stringify(
    { at: new Date().toISOString(), loadBefore, loadAfter, cores: os.cpus().length, benchmarkIndex, rows, results },
    null,
    2,
  ),
);
