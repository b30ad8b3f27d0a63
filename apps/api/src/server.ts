import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { processEnvironment } from './environment.ts';
import { DependencyError, reachAll } from './lib/dependencies/dependencies.ts';
import { leanRestartAsked, restartLean } from './lean-process.ts';

// The configuration, the app, the database drivers and the demo seed (image drawing and encoding)
// are loaded only once the step that needs them is reached: the lean restart comes before any of
// them (a start loads them once, not once before it and again after), and a bad variable or an
// unreachable database stops the server in a fraction of the time it takes to load the whole app.

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function prepare(config: Config, database: Database) {
  const { ensureAdmin } = await import('./seed/admin.ts');
  await database.migrate();
  // The embedded database keeps no statistics by itself (no autovacuum): brought up to date at
  // every start, and nightly by a schedule.
  await database.maintain();
  const admin = await ensureAdmin(database.db, config.admin, config.passwordCost);
  if (admin.password) {
    console.log(
      `\n  Demo admin created: ${admin.email} / ${admin.password}\n  (shown once: keep it, or set ADMIN_EMAIL and ADMIN_PASSWORD)\n`,
    );
  }
}

/**
 * Seeds the demo catalogue into an empty database: its rows before the shop opens (a second or
 * two), its photos after (a minute or more on a small machine), each product showing the
 * placeholder until its photos are stored. The drawing says how far it is at least every ten
 * seconds; a start stopped halfway draws the rest on the next start. SEED_PHOTOS_BEFORE_OPEN
 * draws them first, for tests that need every photo once the server answers.
 */
async function seedDemo(config: Config, app: FastifyInstance) {
  if (!config.seedDemo) return undefined;
  const { catalogueIsEmpty, drawDemoPhotos, seedDemoRows } = await import('./seed/seed.ts');
  const { PHOTO_DENSITY } = await import('./seed/tshirt-image.ts');
  if (await catalogueIsEmpty(app.db)) {
    const seeded = await seedDemoRows(app.db, config.passwordCost);
    console.log(`  Demo catalogue seeded: ${seeded.products} products, ${seeded.variants} variants`);
  }
  const photos = () =>
    drawDemoPhotos(app.db, app.storage, {
      density: PHOTO_DENSITY * config.seedPhotoScale,
      say: (line) => console.log(line),
    });
  if (config.seedPhotosBeforeOpen) {
    await photos().done;
    return undefined;
  }
  return photos;
}

/** Runs a start-up step; a dependency it cannot reach stops the server with one line naming it. */
async function step<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DependencyError || error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
}

async function main() {
  // Before the configuration is checked, so a bad variable is reported once, by the restarted process.
  if (leanRestartAsked(processEnvironment())) restartLean(processEnvironment());
  const { ConfigError, loadConfig } = await import('./config.ts');
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const { openDatabase } = await import('./db/client.ts');
  const database = await step(() =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      preparedStatements: config.databasePreparedStatements,
    }),
  );
  const databaseName = config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR';
  await step(() => reachAll([{ name: databaseName, check: () => database.ping() }]));
  const { buildApp } = await import('./app.ts');
  const app = await buildApp(config, { database });
  // Uploads are few and each is encoded once: libvips's cache of recent operations (up to 50 MB)
  // would only keep the last upload's pixels. The app has loaded sharp already.
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  // Each configured dependency is reached once before anything is written or a request is taken.
  await step(() => reachAll(app.dependencies));
  // The mail server is not one of them: the shop opens and takes orders while it is away, and what
  // it owes waits in the job queue until the server answers.
  const degraded = await app.degradable.check(10_000);
  for (const [name, reason] of Object.entries(degraded)) {
    app.log.warn({ dependency: name, reason }, `${name}: ${reason}; starting degraded, mail waits in the job queue`);
  }
  await prepare(config, database);
  const drawPhotos = await seedDemo(config, app);
  let photographing: { done: Promise<void>; stop(): void } | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down after in-flight requests');
    const timer = setTimeout(() => fail('forced exit: requests did not finish within 10 seconds'), 10_000);
    timer.unref();
    photographing?.stop();
    await photographing?.done.catch(() => {});
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  if (config.memoryLogSeconds) {
    const { logMemory } = await import('./lib/logging/memory-log.ts');
    logMemory(app.log, config.memoryLogSeconds);
  }
  console.log(`  StoryFit is open at ${config.publicUrl}`);
  if (drawPhotos) {
    photographing = drawPhotos();
    photographing.done.catch((error: unknown) => app.log.error({ err: error }, 'drawing the demo photos failed'));
  }
}

await main();
