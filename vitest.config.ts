import os from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * One `npm test` for the whole tree. The API suite always runs on the embedded database; when
 * DATABASE_URL_TEST names a PostgreSQL server, the files whose behaviour can differ between the
 * two databases run again, at the same time, against that server (docs/decisions/0131).
 */
const postgresUrl = process.env.DATABASE_URL_TEST;

/**
 * Where the SQL is the engine's business: hand-written SQL and full-text search (catalogue,
 * admin figures), row locks and conflict handling (orders, payments, inventory, cart, wishlist,
 * accounts' unique e-mails, verified phones and refresh-token claims) and the migrations themselves (app).
 */
const DATABASE_SENSITIVE_TESTS = [
  'src/app.test.ts',
  'src/db/failover.test.ts',
  'src/db/maintenance.test.ts',
  'src/db/named-statements.test.ts',
  'src/modules/account/account.routes.test.ts',
  'src/modules/account/account.profile.test.ts',
  'src/modules/account/account.sessions.test.ts',
  'src/modules/account/account.session-trust.test.ts',
  'src/modules/account/account.phone.test.ts',
  'src/lib/sms/msg91.test.ts',
  'src/modules/admin/**/*.test.ts',
  'src/modules/cart/**/*.test.ts',
  'src/modules/wishlist/**/*.test.ts',
  'src/modules/catalogue/catalogue.search.test.ts',
  'src/modules/catalogue/catalogue.search-tolerance.test.ts',
  'src/modules/catalogue/catalogue.writes.test.ts',
  'src/modules/catalogue/catalogue.hindi.test.ts',
  'src/modules/catalogue/catalogue.hindi-colours.test.ts',
  'src/modules/orders/orders.routes.test.ts',
  'src/modules/payments/**/*.test.ts',
  'src/modules/orders/orders.lifecycle.test.ts',
  'src/modules/orders/orders.refund-jobs.test.ts',
  'src/modules/orders/orders.sweep.test.ts',
  'src/modules/orders/orders.sold-out.test.ts',
  'src/modules/orders/orders.pay-now.test.ts',
  'src/modules/orders/orders.answer-after-commit.test.ts',
  'src/modules/orders/orders.answer-as-written.test.ts',
  'src/modules/orders/orders.checkout-reads.test.ts',
  'src/modules/cod-risk/cod-risk.reads.test.ts',
  'src/modules/orders/orders.properties.*.test.ts',
  'src/modules/orders/orders.documents-mail.test.ts',
  'src/modules/catalogue/catalogue.cache.test.ts',
  'src/modules/catalogue/catalogue.search-index.test.ts',
  'src/modules/stock-alerts/stock-alerts.routes.test.ts',
  'src/modules/stock-alerts/stock-alerts.consent.test.ts',
  'src/modules/stock-alerts/stock-alerts.language.test.ts',
  'src/modules/inventory/**/*.test.ts',
  'src/modules/reviews/**/*.test.ts',
  'src/modules/customer-photos/**/*.test.ts',
  'src/modules/invoices/invoices.routes.test.ts',
  'src/modules/invoices/invoices.gstr1.test.ts',
  'src/modules/delivery/delivery.routes.test.ts',
  'src/modules/promotions/promotions.routes.test.ts',
  'src/modules/promotions/promotions.race.test.ts',
  'src/modules/promotions/promotions.holds.test.ts',
  'src/modules/promotions/promotions.reminders.test.ts',
  'src/modules/shipping/shipping.routes.test.ts',
  'src/modules/returns/**/*.test.ts',
  'src/modules/wallet/**/*.test.ts',
  'src/modules/cod-risk/**/*.test.ts',
  'src/modules/funnel/**/*.test.ts',
];

/**
 * The files that take longest (each tens of seconds: server processes, hundreds of random order
 * sequences, image encoding, many requests), on any project. They start first, so that none of them
 * starts last and runs alone at the end while the other worker has nothing left to do.
 */
const LONGEST_FIRST = [
  'src/server.test.ts',
  'src/modules/orders/orders.properties.',
  'src/crash.test.ts',
  'src/durable-work.test.ts',
  'src/modules/admin/admin.routes.test.ts',
  'src/modules/invoices/invoices.routes.test.ts',
  'src/modules/catalogue/catalogue.images.test.ts',
  'src/modules/orders/orders.lifecycle.test.ts',
  'src/redis-outage.test.ts',
];

/** Vitest's order (by earlier duration, else size, project by project), with the longest files moved to the front. */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((slow) => file.moduleId.includes(`/apps/api/${slow}`));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    return sorted
      .map((file, index) => ({ file, index, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ file }) => file);
  }
}

/**
 * The longest single API tests (jobs retried with back-off, refunds tried again, server processes)
 * take about 10 s on a quiet machine and two to three times that when the machine is shared, as
 * CI's is at times: a timeout is no assertion, so it leaves them room.
 */
const API_TEST_TIMEOUT_MS = 60_000;

/**
 * The API's test workers never tier up the wrappers of the embedded database's calls out of its
 * WebAssembly. Each test file opens and drops its own embedded database, and Node 24's V8 was
 * seen to abort a worker (SIGTRAP, "Check failed: jit_page_->allocations_.erase(addr) == 1") when
 * a wrapper's tier-up freed the dropped databases' old wrappers (Runtime_TierUpWasmToJSWrapper ->
 * WasmImportWrapperCache::Free). A server opens one database for its life and is not affected
 * (docs/decisions/0256). The generic wrappers cost the suite about a twentieth of its processor.
 */
const API_WORKER_FLAGS = ['--wasm-wrapper-tiering-budget=2000000000'];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a two-core machine that is one file at
    // a time, and much of the suite's time is spent waiting on server processes, Redis and
    // PostgreSQL. Three workers at least keep both cores busy while one or two files wait.
    maxWorkers: Math.max(3, os.availableParallelism() - 1),
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      // The lint rules' own test: each import boundary still fails on a file that breaks it.
      { test: { name: 'tooling', root: 'tooling', include: ['*.test.ts'], testTimeout: 60_000 } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          env: { TEST_DB_KIND: 'pglite' },
          execArgv: API_WORKER_FLAGS,
          // Every file builds its own app on its own database; sharing the loaded modules saves
          // seconds of import per file.
          isolate: false,
          testTimeout: API_TEST_TIMEOUT_MS,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api-postgres',
                root: 'apps/api',
                include: DATABASE_SENSITIVE_TESTS,
                isolate: false,
                globalSetup: ['test/global-setup.ts'],
                env: { TEST_DB_KIND: 'postgres', DATABASE_URL_TEST: postgresUrl },
                execArgv: API_WORKER_FLAGS,
                testTimeout: API_TEST_TIMEOUT_MS,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      './apps/web/vitest.config.ts',
    ],
  },
});
