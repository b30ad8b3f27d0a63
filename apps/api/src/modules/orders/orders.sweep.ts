import type { Jobs } from '../../lib/jobs/jobs.ts';
import { expireUnpaidOnlineOrders, readyFirmPendingOrders, type LifecycleDeps } from './orders.lifecycle.ts';

/** The queue of the unpaid-order sweep, sent every minute by the job engine. */
export const UNPAID_SWEEP_QUEUE = 'orders.unpaid-sweep';

/**
 * One sweep. Several instances may sweep at the same moment: each expired order is claimed in its
 * own transaction with FOR UPDATE SKIP LOCKED, so each is cancelled once, and its events are
 * written with its own commit.
 */
export function sweepOnce(deps: LifecycleDeps, now = new Date()): Promise<string[]> {
  return expireUnpaidOnlineOrders(deps, now);
}

/**
 * The orders module's durable work: the unpaid sweep once a minute, and with it the firm orders an
 * upgrade left pending moved on to processing (once across all instances:
 * the engine sends one job per run). Refunds are the payments module's.
 */
export function scheduleOrderJobs(deps: LifecycleDeps & { jobs: Jobs }) {
  const { jobs, ...lifecycle } = deps;
  jobs.every(UNPAID_SWEEP_QUEUE, '* * * * *', async () => {
    const expired = await sweepOnce(lifecycle);
    if (expired.length > 0) deps.log?.info({ orders: expired }, 'unpaid online orders expired, stock restored');
    const readied = await readyFirmPendingOrders(lifecycle);
    if (readied.length > 0) deps.log?.info({ orders: readied }, 'firm orders left pending moved on to processing');
  });
}
