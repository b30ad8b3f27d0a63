import type { Jobs } from '../../lib/jobs/jobs.ts';
import {
  expireUnpaidOnlineOrders,
  giveUpRefund,
  reconcileRefunds,
  sendRefund,
  type LifecycleDeps,
} from './orders.lifecycle.ts';

/** The queue of the unpaid-order sweep, sent every minute by the job engine. */
export const UNPAID_SWEEP_QUEUE = 'orders.unpaid-sweep';
/** The queue of refund reconciliation, sent every ten minutes. */
export const REFUND_RECONCILIATION_QUEUE = 'refunds.reconcile';

/**
 * One sweep. Several instances may sweep at the same moment: each expired order is claimed in its
 * own transaction with FOR UPDATE SKIP LOCKED, so each is cancelled once, and its events are
 * written with its own commit.
 */
export function sweepOnce(deps: LifecycleDeps, now = new Date()): Promise<string[]> {
  return expireUnpaidOnlineOrders(deps, now);
}

/**
 * The orders module's durable work: the unpaid sweep once a minute and refund reconciliation every
 * ten minutes (each once across all instances: the engine sends one job per run), and each `order.refund-due` event's refund call, tried
 * until the provider answers and given up (recorded as failed, shown to the owner) after a day.
 */
export function scheduleOrderJobs(deps: LifecycleDeps & { jobs: Jobs }) {
  const { jobs, ...lifecycle } = deps;
  jobs.every(UNPAID_SWEEP_QUEUE, '* * * * *', async () => {
    const expired = await sweepOnce(lifecycle);
    if (expired.length > 0) deps.log?.info({ orders: expired }, 'unpaid online orders expired, stock restored');
  });
  jobs.every(REFUND_RECONCILIATION_QUEUE, '*/10 * * * *', async () => {
    const settled = await reconcileRefunds(lifecycle);
    if (settled > 0) deps.log?.info({ settled }, 'refunds settled from the provider');
  });
  lifecycle.events.subscribe(
    'refunds',
    ['order.refund-due'],
    async (event) => {
      await sendRefund(lifecycle, event.orderId);
    },
    { onDead: (event, _meta, lastError) => giveUpRefund(lifecycle, event.orderId, lastError) },
  );
}
