import type { FastifyBaseLogger } from 'fastify';
import { SHOPPING_MESSAGES } from '@shop/shared';
import type { Db, Tx } from '../../db/client.ts';
import { isLockConflict, retryingLockConflicts } from '../../db/errors.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import type { Payments } from '../../lib/payments/payments.ts';
import { PaymentProviderError } from '../../lib/payments/port.ts';
import type { Ledger } from './payments.ledger.ts';
import * as repo from './payments.repository.ts';

export type RefundDeps = { db: Db; payments: Payments; ledger: Ledger; log?: FastifyBaseLogger | undefined };

/**
 * One change of a written refund, in a transaction: the order's row locked first (as every change
 * of an order locks it), then the refund's, read again under them. Lock conflicts are retried.
 */
async function changeRefund<T>(
  deps: RefundDeps,
  refundId: string,
  work: (tx: Tx, refund: repo.RefundRow) => Promise<T>,
): Promise<T | undefined> {
  const seen = await repo.findRefund(deps.db, refundId);
  if (!seen) return undefined;
  try {
    return await retryingLockConflicts(() =>
      deps.db.transaction(async (tx) => {
        await repo.lockOrderRow(tx, seen.orderId);
        const refund = await repo.lockRefund(tx, refundId);
        return refund ? work(tx, refund) : undefined;
      }),
    );
  } catch (error) {
    if (!isLockConflict(error)) throw error;
    throw Object.assign(new AppError('UNAVAILABLE', SHOPPING_MESSAGES.orderBusy), { cause: error });
  }
}

/**
 * A provider refund the provider has not answered: pending, or given up (its dead job retried by
 * the owner from the Jobs screen sends it again, under the same key).
 */
const unanswered = (refund: repo.RefundRow) =>
  refund.route === 'provider' && !refund.providerRefundId && refund.status !== 'processed';

/**
 * Asks the provider for a refund still owed (the job of its `refund.due` event, run at least
 * once, whatever the refund's cause). The refund's provider key is the idempotency key, the same
 * on every call, so a retry after a lost answer or a second instance is answered with the refund
 * already made and never pays twice. A refusal the provider will repeat fails the refund at once;
 * anything else (unreachable, busy) throws, and the job is tried again with growing waits.
 */
export async function sendProviderRefund(deps: RefundDeps, refundId: string): Promise<void> {
  const refund = await repo.findRefund(deps.db, refundId);
  if (!refund || !unanswered(refund)) return;
  let sent: Awaited<ReturnType<Payments['refund']>>;
  try {
    sent = await deps.payments.refund({
      paymentId: refund.providerPaymentId!,
      amountPaise: refund.amountPaise,
      receipt: `refund_${refund.id}`,
      idempotencyKey: refund.providerKey,
      notes: {
        orderId: refund.orderId,
        cause: refund.cause,
        ...(refund.returnId ? { returnId: refund.returnId } : {}),
      },
    });
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error);
    if (error instanceof PaymentProviderError && !error.retryable) return giveUpRefund(deps, refundId, failure);
    await repo.updateRefund(deps.db, refundId, { failureReason: failure });
    throw error;
  }
  await changeRefund(deps, refundId, async (tx, current) => {
    if (!unanswered(current)) return;
    await deps.ledger.move(tx, current, sent.status, {
      providerRefundId: sent.id,
      failure: sent.status === 'failed' ? 'The payment provider refused the refund' : null,
    });
  });
}

/**
 * A refund the provider could not be made to take for a day (its job is dead): failed, the
 * shopper told, and listed to the owner, who may send it again (`retryRefund`) or pay it by hand.
 */
export async function giveUpRefund(deps: RefundDeps, refundId: string, failure: string): Promise<void> {
  await changeRefund(deps, refundId, async (tx, current) => {
    if (current.providerRefundId || current.status !== 'pending') return;
    deps.log?.error(
      { refundId, orderId: current.orderId, failure },
      'refund given up: the owner must send it again or pay it by hand',
    );
    await deps.ledger.move(tx, current, 'failed', { failure });
  });
}

/**
 * The owner sends a failed refund again: pending once more, and its job asks the provider under
 * the same idempotency key, so a refund the provider did make after all is answered, never made
 * twice (a refund the provider answered as failed goes under a new key). Answers false when the
 * refund is not a failed one.
 */
export async function retryRefund(deps: RefundDeps, refundId: string): Promise<boolean> {
  const moved = await changeRefund(deps, refundId, async (tx, current) => {
    if (current.status !== 'failed' || current.route !== 'provider') return false;
    await deps.ledger.move(tx, { ...current, providerRefundId: null }, 'pending', {});
    // A refund the provider itself refused is a new refund to it: under its old key the provider
    // would answer the refusal again. One it never answered keeps its key, so it is made once.
    await repo.updateRefund(tx, current.id, {
      providerRefundId: null,
      failureReason: null,
      ...(current.providerRefundId ? { providerKey: crypto.randomUUID() } : {}),
    });
    return true;
  });
  return moved ?? false;
}

/**
 * The provider's later word on a refund it took (its `refund.processed` / `refund.failed`
 * webhook, or the reconciliation asking it): the refund follows it once, whatever its cause. A
 * refund already settled, or unknown, is left alone.
 */
export async function settleProviderRefund(
  deps: RefundDeps,
  input: {
    providerRefundId: string;
    providerPaymentId: string;
    status: 'processed' | 'failed';
    failure: string | null;
  },
): Promise<'settled' | 'unchanged'> {
  const found = await repo.findRefundForProvider(deps.db, input.providerRefundId, input.providerPaymentId);
  if (!found) return 'unchanged';
  const outcome = await changeRefund(deps, found.id, async (tx, current) => {
    if (current.status !== 'pending') return 'unchanged' as const;
    await deps.ledger.move(tx, current, input.status, {
      providerRefundId: input.providerRefundId,
      failure: input.failure,
    });
    return 'settled' as const;
  });
  return outcome ?? 'unchanged';
}

const RECONCILE_AFTER_MS = 60 * 60_000;
const MAX_REFUNDS_PER_RECONCILIATION = 100;

/**
 * Asks the provider about every refund it took but has not settled for an hour (a webhook lost,
 * or never configured), whatever the refund's cause, and applies its answer once, as the webhook
 * would. Answers how many it settled; one the provider still holds waits for the next run.
 */
export async function reconcileRefunds(
  deps: RefundDeps,
  now = new Date(),
  olderThanMs = RECONCILE_AFTER_MS,
): Promise<number> {
  const stale = await repo.findUnsettledProviderRefunds(
    deps.db,
    new Date(now.getTime() - olderThanMs),
    MAX_REFUNDS_PER_RECONCILIATION,
  );
  let settled = 0;
  for (const refund of stale) {
    let answer: Awaited<ReturnType<Payments['fetchRefund']>>;
    try {
      answer = await deps.payments.fetchRefund(refund.providerPaymentId!, refund.providerRefundId!);
    } catch (error) {
      deps.log?.warn({ err: error, refundId: refund.id }, 'refund status could not be fetched; tried next run');
      continue;
    }
    if (answer.status === 'pending') continue;
    const outcome = await settleProviderRefund(deps, {
      providerRefundId: refund.providerRefundId!,
      providerPaymentId: refund.providerPaymentId!,
      status: answer.status,
      failure: answer.status === 'failed' ? 'The payment provider reported the refund as failed' : null,
    });
    if (outcome === 'settled') settled++;
  }
  return settled;
}
