/**
 * `node apps/api/src/cli/openapi.ts [file]`: writes the OpenAPI document the API serves at
 * /api/docs/json to `file` (or prints it), for the OpenAPI lint and for client generators.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-openapi-'));
try {
  const app = await buildApp(testConfig({ DATA_DIR: dataDir }));
  // The job queue starts with the app and needs its tables, even though no job runs here.
  await app.database.migrate();
  await app.ready();
  const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  const [file] = process.argv.slice(2);
  if (file) {
    await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await fs.writeFile(file, document);
  } else process.stdout.write(document);
  await app.close();
} finally {
  await fs.rm(dataDir, { recursive: true, force: true });
}
