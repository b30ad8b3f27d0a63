import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { ensureAdmin } from './seed/admin.ts';
import { catalogueIsEmpty, seedDemoCatalogue } from './seed/seed.ts';
import { localStorage } from './lib/storage/storage.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function prepare(config: Config, database: Database) {
  await database.migrate();
  const admin = await ensureAdmin(database.db, config.admin, config.passwordCost);
  if (admin.password) {
    console.log(
      `\n  Demo admin created: ${admin.email} / ${admin.password}\n  (shown once: keep it, or set ADMIN_EMAIL and ADMIN_PASSWORD)\n`,
    );
  }
  if (config.seedDemo && (await catalogueIsEmpty(database.db))) {
    const seeded = await seedDemoCatalogue(database.db, localStorage(config.uploads.dir), config.passwordCost);
    console.log(`  Demo catalogue seeded: ${seeded.products} products, ${seeded.variants} variants`);
  }
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
  await prepare(config, database);

  const app = await buildApp(config, { database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down after in-flight requests');
    const timer = setTimeout(() => fail('forced exit: requests did not finish within 10 seconds'), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  console.log(`  StoryFit is open at ${config.publicUrl}`);
}

await main();
