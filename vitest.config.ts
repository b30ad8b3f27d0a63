import { defineConfig } from 'vitest/config';

/**
 * One `npm test` for the whole tree. The API suite always runs on the embedded database; when
 * DATABASE_URL_TEST names a PostgreSQL server it runs a second time against that server.
 */
const postgresUrl = process.env.DATABASE_URL_TEST;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          env: { TEST_DB_KIND: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                root: 'apps/api',
                // The database-independent tests (config, process, lock) run once, in 'api'.
                include: [
                  'src/app.test.ts',
                  'src/modules/**/*.test.ts',
                  'src/plugins/**/*.test.ts',
                  'src/lib/**/*.test.ts',
                ],
                globalSetup: ['test/global-setup.ts'],
                env: { TEST_DB_KIND: 'postgres', DATABASE_URL_TEST: postgresUrl },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      './apps/web/vitest.config.ts',
    ],
  },
});
