/**
 * `npm run seed`: wipes the demo catalogue (what orders do not need) and seeds it again.
 * `npm run seed -- --products 5000` then grows it to that many products (for measuring a large shop).
 * `--grow` keeps the catalogue as it is and only grows it (the read bench grows a seeded shop).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { clearDemoCatalogue, seedDemoCatalogue } from '../seed/seed.ts';
import { seedLargeCatalogue } from '../seed/large-catalogue.ts';
import { storageFromConfig } from '../lib/storage/from-config.ts';

const { values } = parseArgs({ options: { products: { type: 'string' }, grow: { type: 'boolean' } } });
const wanted = values.products === undefined ? undefined : Number(values.products);
if (wanted !== undefined && (!Number.isInteger(wanted) || wanted < 1)) {
  console.error('--products takes a whole number of products, e.g. --products 5000');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  let seeded = { products: 0 };
  if (!values.grow) {
    await clearDemoCatalogue(database.db);
    const demo = await seedDemoCatalogue(database.db, await storageFromConfig(config), config.passwordCost);
    console.log(`Seeded ${demo.products} products and ${demo.variants} variants.`);
    seeded = demo;
  }
  if (wanted !== undefined && wanted > seeded.products) {
    const started = Date.now();
    await seedLargeCatalogue(database.db, wanted, console.log);
    console.log(`Grown to ${wanted} products in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  // Thousands of new rows: the planner learns of them now, not tonight (embedded) or at
  // autovacuum's next round (PostgreSQL).
  await database.analyze();
} finally {
  await database.close();
}
