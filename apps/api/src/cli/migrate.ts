/** `npm run migrate`: applies the committed migrations once (before starting several instances). */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DependencyError, reachAll } from '../lib/dependencies/dependencies.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await reachAll([{ name: config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR', check: () => database.ping() }]);
  await database.migrate();
  console.log('Migrations applied.');
} catch (error) {
  if (!(error instanceof DependencyError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
