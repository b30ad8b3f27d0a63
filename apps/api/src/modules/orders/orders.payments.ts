import type { FastifyBaseLogger } from 'fastify';
import { SHOPPING_MESSAGES } from '@shop/shared';
import { AppError } from '../../lib/errors/app-error.ts';
import { removeOrderedVariantLines } from '../cart/index.ts';
import * as repo from './orders.repository.ts';
import { markPaidLocked, runChange, type LifecycleDeps } from './orders.lifecycle.ts';

export type CaptureOutcome = 'paid' | 'duplicate' | 'ignored' | 'late-payment';

/**
 * A payment the provider captured for one of the shop's orders (its `payment.captured` /
 * `order.paid` webhook), so an order is paid even if the browser never comes back. Each event is
 * applied once (payment_events), and marking paid is conditional, so deliveries in any number
 * change it once. Answers null when the provider order is not an order's.
 */
export async function captureOrderPayment(
  deps: LifecycleDeps & { log: FastifyBaseLogger },
  input: {
    providerOrderId: string;
    paymentId: string;
    amountPaise: number | undefined;
    eventKey: string;
    event: string;
  },
  now = new Date(),
): Promise<CaptureOutcome> {
  const { log } = deps;
  return runChange(deps, async (tx, emit): Promise<CaptureOutcome> => {
    // The order row first, as verify does, then the event record: one lock order, no deadlock.
    const order = await repo.lockOrderByProviderOrderId(tx, input.providerOrderId);
    const fresh = await repo.recordPaymentEvent(tx, {
      providerEventId: input.eventKey,
      orderId: order?.id ?? null,
      type: input.event,
    });
    if (!fresh) return 'duplicate';
    if (!order) {
      log.warn(
        { providerOrderId: input.providerOrderId, event: input.event },
        'payment webhook for an unknown provider order',
      );
      return 'ignored';
    }
    // A payment event says how much was paid; one that does not cannot show the order is paid in
    // full, however well it is signed, so it is never taken for a payment.
    // An online order pays all but its store credit; a part-paid cash-on-delivery order its token.
    const owed = order.paymentMethod === 'cod' ? order.prepaidPaise : repo.amountDuePaise(order);
    if (input.amountPaise === undefined || input.amountPaise !== owed) {
      log.error(
        { orderId: order.id, amount: input.amountPaise ?? null, due: owed },
        input.amountPaise === undefined ? 'payment webhook without an amount' : 'paid amount differs from order',
      );
      return 'ignored';
    }
    const result = await markPaidLocked(deps, tx, emit, order, input.paymentId, now);
    if (result === 'paid') {
      const items = await repo.findItemsOfOrders(tx, [order.id]);
      const lines = items.flatMap((i) => (i.variantId ? [{ variantId: i.variantId, size: i.size }] : []));
      await removeOrderedVariantLines(tx, order.userId, lines);
    }
    if (result === 'late-payment') {
      log.warn({ orderId: order.id, paymentId: input.paymentId }, 'payment captured for a cancelled order: refunded');
    }
    return result;
  });
}

/**
 * Whether the simulated bank may take a payment for this provider order from this shopper: only
 * the order's owner, and only while it is live and unpaid.
 */
export async function assertPayableOrder(
  deps: Pick<LifecycleDeps, 'db'>,
  providerOrderId: string,
  userId: string | null,
) {
  if (!userId) throw AppError.unauthenticated();
  const order = await repo.findOrderByProviderOrderId(deps.db, providerOrderId);
  if (!order || order.userId !== userId) throw AppError.notFound(SHOPPING_MESSAGES.orderNotFound);
  if (order.status === 'cancelled') throw AppError.badRequest(SHOPPING_MESSAGES.paymentOrderCancelled);
  if (order.paymentStatus === 'paid') throw AppError.badRequest(SHOPPING_MESSAGES.paymentAlreadyMade);
}
