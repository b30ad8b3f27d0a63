/** `npm run admin:create -- email [password]`: creates or promotes an admin account. */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { ensureAdmin } from '../seed/admin.ts';

const [email, password] = process.argv.slice(2);
if (!email) {
  console.error('Usage: npm run admin:create -- <email> [password]');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const result = await ensureAdmin(database.db, { email, password }, config.passwordCost);
  console.log(`Admin ready: ${result.email}${result.password ? ` / ${result.password}` : ''}`);
} finally {
  await database.close();
}
