import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { runExclusive } from '../../db/exclusive.ts';
import { lifecycleOf } from '../../../test/fixtures/orders.ts';
import { sweepOnce } from './orders.sweep.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT: 'off' });
});
afterAll(() => app.close());

describe('the unpaid-order sweep across instances', () => {
  it('sweeps when nobody else is', async () => {
    expect(await sweepOnce(lifecycleOf(app))).toEqual([]);
  });

  // The embedded database has one connection, so "another instance" needs PostgreSQL.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')('sweeps while another instance holds the job lock', async () => {
    const inside = await runExclusive(app.db, 'unpaid-order-sweep', () => sweepOnce(lifecycleOf(app)));
    expect(inside).toEqual([]);
  });
});
