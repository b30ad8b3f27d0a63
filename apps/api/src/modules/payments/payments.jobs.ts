import type { Jobs } from '../../lib/jobs/jobs.ts';
import { giveUpRefund, reconcileRefunds, sendProviderRefund, type RefundDeps } from './payments.refunds.ts';

/** The queue of refund reconciliation, sent every ten minutes. */
export const REFUND_RECONCILIATION_QUEUE = 'refunds.reconcile';

/**
 * The payments module's durable work: each `refund.due` event's provider call, whatever the
 * refund's cause (tried until the provider answers, given up after a day and listed to the owner),
 * and the reconciliation of refunds the provider still holds every ten minutes (once across all
 * instances: the engine sends one job per run).
 */
export function schedulePaymentJobs(deps: RefundDeps & { jobs: Jobs }) {
  const { jobs, ...refunds } = deps;
  jobs.every(REFUND_RECONCILIATION_QUEUE, '*/10 * * * *', async () => {
    const settled = await reconcileRefunds(refunds);
    if (settled > 0) deps.log?.info({ settled }, 'refunds settled from the provider');
  });
  refunds.ledger.subscribe(
    'refunds',
    ['refund.due'],
    async (event) => {
      await sendProviderRefund(refunds, event.refundId);
    },
    {
      onDead: (event, _meta, lastError) => giveUpRefund(refunds, event.refundId, lastError),
      when: (event) => event.route === 'provider',
    },
  );
}
