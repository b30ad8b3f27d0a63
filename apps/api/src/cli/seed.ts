/** `npm run seed`: wipes the demo catalogue (what orders do not need) and seeds it again. */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { clearDemoCatalogue, seedDemoCatalogue } from '../seed/seed.ts';
import { storageFromConfig } from '../lib/storage/from-config.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  await clearDemoCatalogue(database.db);
  const seeded = await seedDemoCatalogue(database.db, await storageFromConfig(config), config.passwordCost);
  console.log(`Seeded ${seeded.products} products and ${seeded.variants} variants.`);
} finally {
  await database.close();
}
