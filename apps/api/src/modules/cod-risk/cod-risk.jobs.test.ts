import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper } from '../../../test/fixtures/cart.ts';
import { checkout, placed } from '../../../test/fixtures/orders.ts';
import { JOBS_SCHEMA } from '../../lib/jobs/jobs.ts';

/** The confirmation subscribers' jobs written for one order, by queue. */
async function confirmationJobsOf(app: TestApp, orderId: string): Promise<Record<string, number>> {
  const { rows } = (await app.db.execute(sql`
    select name, count(*)::int as n from ${sql.identifier(JOBS_SCHEMA)}.job
    where name in ('event.cod-confirmation', 'event.cod-whatsapp') and data->'event'->>'orderId' = ${orderId}
    group by name
  `)) as unknown as { rows: { name: string; n: number }[] };
  return Object.fromEntries(rows.map((row) => [row.name, row.n]));
}

async function placeCod(app: TestApp) {
  const [shopper] = (await createShoppers(app, 1)) as [Shopper];
  const tee = await createVariant(app, { stock: { M: 3 } });
  const { res } = await checkout(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
  expect(res.statusCode, res.body).toBe(201);
  return placed(res).order;
}

describe('the COD confirmation jobs are written only for orders that wait for the shopper', () => {
  let plain: TestApp;
  let asking: TestApp;

  beforeAll(async () => {
    // The test default: no rule asks for a confirmation.
    plain = await createTestApp({ RATE_LIMIT: 'off' });
    // The shop's own defaults: a customer's first COD order waits for confirmation.
    asking = await createTestApp({ RATE_LIMIT: 'off' }, {}, { codRules: 'shop-defaults' });
  });
  afterAll(async () => {
    await plain.close();
    await asking.close();
  });

  it('a plain cash-on-delivery order queues no confirmation mail or message', async () => {
    const order = await placeCod(plain);
    // Accepted as placed: ready to ship by itself.
    expect(order.status).toBe('processing');
    expect(await confirmationJobsOf(plain, order._id)).toEqual({});
  });

  it('an order that waits gets its mail and message, and its confirmation is recorded by a job', async () => {
    const order = await placeCod(asking);
    expect(order.status).toBe('awaiting_confirmation');
    expect(await confirmationJobsOf(asking, order._id)).toEqual({
      'event.cod-confirmation': 1,
      'event.cod-whatsapp': 1,
    });
  });
});
