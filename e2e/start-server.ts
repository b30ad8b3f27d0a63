/** Starts the real server for the browser tests on a fresh data directory. */
import fs from 'node:fs';
import { e2eAdmin, e2eDataDir } from './env.ts';

fs.rmSync(e2eDataDir, { recursive: true, force: true });
Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: process.env.E2E_PORT ?? '3100',
  PUBLIC_URL: `http://localhost:${process.env.E2E_PORT ?? '3100'}`,
  DATA_DIR: e2eDataDir,
  DATABASE_URL: '',
  SEED_DEMO: 'true',
  // Photos of 384 × 480 px still give every list two widths to choose from (320 and 384 px), drawn in
  // a tenth of the time of full-size ones: the server opens in half the time it took with 640 × 800.
  SEED_PHOTO_SCALE: '0.3',
  // The browser tests look at product photos: drawn before the server answers ready.
  SEED_PHOTOS_BEFORE_OPEN: 'true',
  RATE_LIMIT: 'off',
  LOG_LEVEL: 'warn',
  // Accounts made by the tests prove flows, not hash strength.
  ARGON2_MEMORY_KIB: '64',
  ARGON2_PASSES: '1',
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
});
await import('../apps/api/src/server.ts');
