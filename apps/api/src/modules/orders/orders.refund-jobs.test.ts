import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper } from '../../../test/fixtures/cart.ts';
import { call, checkout, createAdmin, payOnline, placed } from '../../../test/fixtures/orders.ts';
import { loadOrders } from './orders.service.ts';

/**
 * A refund the provider will not take for the whole give-up time (shortened here from a day to a
 * few seconds): the job is dead, the refund recorded failed, the customer told, and the owner's
 * Retry sends it again once the provider takes refunds, once.
 */
describe('a refund given up', () => {
  let app: TestApp;
  let admin: Shopper;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off', JOBS_GIVE_UP_SECONDS: '3' });
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  it('is recorded refund_failed and listed dead; Retry refunds it once when the provider is back', async () => {
    const tee = await createVariant(app, { pricePaise: 79_900, stock: { M: 5 } });
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'online');
    const answer = placed(res);
    const { paymentId } = await payOnline(app, buyer, answer);
    const gateway = app.payments.simulated!;
    gateway.failRefunds = true;
    const current = async () => (await loadOrders(app.db, [answer.order._id]))[0]!;

    expect(
      (await call(app, admin, 'PUT', `/order/${answer.order._id}/status`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    await vi.waitFor(async () => expect((await current()).paymentStatus).toBe('refund_failed'), {
      timeout: 20_000,
      interval: 200,
    });
    expect((await current()).refund).toMatchObject({ status: 'failed', id: null });
    const { jobs } = await app.jobs.list({ state: 'dead', limit: 10, offset: 0 });
    const dead = jobs.find((job) => job.queue === 'event.refunds');
    expect(dead?.lastError).toContain('refused the refund');
    expect(gateway.refunds.filter((r) => r.paymentId === paymentId)).toEqual([]);

    gateway.failRefunds = false;
    expect(await app.jobs.retry(dead!.id)).toBe(true);
    await vi.waitFor(async () => expect((await current()).paymentStatus).toBe('refunded'), {
      timeout: 20_000,
      interval: 200,
    });
    expect(gateway.refunds.filter((r) => r.paymentId === paymentId)).toHaveLength(1);
  });
});
