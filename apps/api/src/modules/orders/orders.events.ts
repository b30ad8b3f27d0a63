import type { FastifyBaseLogger } from 'fastify';
import type { OrderStatus, PaymentMethod, PaymentStatus, RefundStatus } from '@shop/shared';
import type { Tx } from '../../db/client.ts';

/** What the refund of a cancelled paid order looks like in events (amount in paise). */
export type RefundInfo = { refundId: string | null; amountPaise: number; status: RefundStatus };

/**
 * Everything that happens to an order, as the lifecycle announces it. `actor` is the admin's or
 * customer's user id, or null for the shop itself (sweep, webhook, provider failure).
 */
export type OrderEvent =
  | { type: 'order.placed'; orderId: string; paymentMethod: PaymentMethod }
  /** The order is firm: a COD order when placed, an online order once paid. Invoices hang off this. */
  | { type: 'order.confirmed'; orderId: string; paymentMethod: PaymentMethod }
  /** An online payment captured; `late` when the order had already been cancelled (it is refunded). */
  | { type: 'order.paid'; orderId: string; paymentId: string; late: boolean }
  /** A step forward (processing, shipped, delivered); a cancellation is `order.cancelled` instead. */
  | { type: 'order.status-changed'; orderId: string; from: OrderStatus; to: OrderStatus; actor: string | null }
  | {
      type: 'order.cancelled';
      orderId: string;
      from: OrderStatus;
      /** why: the admin, the customer's approved request, the unpaid sweep, a replacing checkout, the provider. */
      reason: 'admin' | 'request-approved' | 'unpaid-expired' | 'replaced' | 'provider-failed';
      refund: RefundInfo | null;
    }
  | { type: 'order.cancellation-requested'; orderId: string; reason: string }
  | { type: 'order.cancellation-declined'; orderId: string; note: string; automatic: boolean }
  | { type: 'order.refund-updated'; orderId: string; refund: RefundInfo; paymentStatus: PaymentStatus };

export type OrderEventType = OrderEvent['type'];
export type OrderEventHandler = (event: OrderEvent) => Promise<void> | void;
/**
 * Work that must commit or roll back with the change itself (an invoice when an order is
 * confirmed, a credit note when it is cancelled). It runs inside the lifecycle's transaction,
 * once per event, before the commit; throwing rolls the change back.
 */
export type TransitionEffect = (tx: Tx, event: OrderEvent) => Promise<void>;

export type OrderEvents = {
  /** Called after the change committed; a handler that fails is logged and changes nothing. */
  subscribe(handler: OrderEventHandler): () => void;
  registerTransitionEffect(effect: TransitionEffect): void;
  /** The lifecycle's side: effects inside the transaction, then publish after the commit. */
  runEffects(tx: Tx, events: readonly OrderEvent[]): Promise<void>;
  publish(events: readonly OrderEvent[]): Promise<void>;
};

/**
 * One per app (the composition root builds it): subscribers (mail, …) are told after commit, in
 * the order the events happened; transition effects run inside the transaction.
 */
export function createOrderEvents(log: FastifyBaseLogger): OrderEvents {
  const handlers = new Set<OrderEventHandler>();
  const effects: TransitionEffect[] = [];
  return {
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    registerTransitionEffect(effect) {
      effects.push(effect);
    },
    async runEffects(tx, events) {
      for (const event of events) for (const effect of effects) await effect(tx, event);
    },
    async publish(events) {
      for (const event of events) {
        for (const handler of handlers) {
          try {
            await handler(event);
          } catch (error) {
            log.error({ err: error, event }, 'order event subscriber failed');
          }
        }
      }
    },
  };
}
