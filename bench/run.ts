/**
 * `npm run bench`: starts the built shop on the demo catalogue and measures each scenario with
 * autocannon against a bare node:http server answering the same bytes, in the same run, and
 * prints requests/s, p99 latency and their ratios. Ratios, not absolute numbers, are what to
 * compare between runs and machines. BENCH_SECONDS sets the duration of each measurement.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runScenario, startShop, type Scenario } from './harness.ts';
import { productList } from './product-list.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3300);

/** Scenarios other files add: each exports one Scenario as `scenario`. */
async function optionalScenarios(): Promise<Scenario[]> {
  const found: Scenario[] = [];
  for (const file of ['product-detail.ts', 'variant-search.ts']) {
    if (!fs.existsSync(path.join(import.meta.dirname, file))) continue;
    const mod = (await import(`./${file}`)) as { scenario?: Scenario };
    if (mod.scenario) found.push(mod.scenario);
  }
  return found;
}

const shop = await startShop(port);
try {
  const rows = [];
  for (const scenario of [productList, ...(await optionalScenarios())]) {
    rows.push(await runScenario(shop.baseUrl, scenario, seconds));
  }
  console.table(rows);
  const out = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify(rows, null, 2),
  );
} finally {
  await shop.stop();
}
