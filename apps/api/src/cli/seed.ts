/**
 * `npm run seed`: wipes the demo catalogue (what orders do not need) and seeds it again.
 * `npm run seed -- --products 5000` then grows it to that many products (for measuring a large shop).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { clearDemoCatalogue, seedDemoCatalogue } from '../seed/seed.ts';
import { seedLargeCatalogue } from '../seed/large-catalogue.ts';
import { storageFromConfig } from '../lib/storage/from-config.ts';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const wanted = values.products === undefined ? undefined : Number(values.products);
if (wanted !== undefined && (!Number.isInteger(wanted) || wanted < 1)) {
  console.error('--products takes a whole number of products, e.g. --products 5000');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  await clearDemoCatalogue(database.db);
  const seeded = await seedDemoCatalogue(database.db, await storageFromConfig(config), config.passwordCost);
  console.log(`Seeded ${seeded.products} products and ${seeded.variants} variants.`);
  if (wanted !== undefined && wanted > seeded.products) {
    const started = Date.now();
    await seedLargeCatalogue(database.db, wanted, console.log);
    console.log(`Grown to ${wanted} products in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
} finally {
  await database.close();
}
