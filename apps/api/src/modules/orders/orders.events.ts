import type { OrderStatus, PaymentMethod, PaymentStatus, RefundStatus } from '@shop/shared';
import type { Tx } from '../../db/client.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/** What the refund of a cancelled paid order looks like in events (amount in paise). */
export type RefundInfo = { refundId: string | null; amountPaise: number; status: RefundStatus };

/**
 * Everything that happens to an order, as the lifecycle announces it. `actor` is the admin's or
 * customer's user id, or null for the shop itself (sweep, webhook, provider failure).
 */
export type OrderEvent =
  | {
      type: 'order.placed';
      orderId: string;
      paymentMethod: PaymentMethod;
      /**
       * Placed to wait for the shopper's confirmation (cash on delivery the shop asks to confirm).
       * Subscribers that only act on such orders decide from it when the event is written, so a
       * plain order queues no job for them. Left out by events written before it existed.
       */
      awaitsConfirmation?: boolean;
      /**
       * Firm as placed: its `order.confirmed` (with `afterConfirmation: false`) is written in the
       * same change, so a subscriber counting both may act on this event alone. Left out by events
       * written before it existed.
       */
      firm?: boolean;
    }
  /** The order is firm: a COD order when placed, an online order once paid. Invoices hang off this. */
  | {
      type: 'order.confirmed';
      orderId: string;
      paymentMethod: PaymentMethod;
      /** Firm only now because the shopper confirmed it (it was awaiting confirmation). */
      afterConfirmation?: boolean;
    }
  /** An online payment captured; `late` when the order had already been cancelled (it is refunded). */
  | { type: 'order.paid'; orderId: string; paymentId: string; late: boolean }
  /** A step forward (processing, shipped, delivered); a cancellation is `order.cancelled` instead. */
  | { type: 'order.status-changed'; orderId: string; from: OrderStatus; to: OrderStatus; actor: string | null }
  | {
      type: 'order.cancelled';
      orderId: string;
      from: OrderStatus;
      /** why: the admin, the customer's approved request, the unpaid sweep, a replacing checkout, the provider. */
      reason:
        | 'admin'
        | 'request-approved'
        | 'unpaid-expired'
        | 'replaced'
        | 'provider-failed'
        /** the courier brought the parcel back undelivered */
        | 'returned-to-origin'
        /** a cash-on-delivery order the shopper did not confirm in time, or cancelled from the link */
        | 'unconfirmed-expired'
        | 'customer-declined'
        /** a cash-on-delivery parcel refused at the door, marked by the owner */
        | 'refused-at-door';
      refund: RefundInfo | null;
    }
  /**
   * A cash-on-delivery order was paid online instead before it shipped: it is now a paid online
   * order at its new total. `invoiced`: it had an invoice, which is replaced (credit note, new invoice).
   */
  | { type: 'order.paid-online-instead'; orderId: string; paymentId: string; invoiced: boolean }
  /** A payment to switch a COD order to online arrived once the order could no longer switch: it is refunded. */
  | { type: 'order.online-switch-refused'; orderId: string; paymentId: string }
  /** The payment status moved along the payment table (every move, whatever caused it). */
  | { type: 'order.payment-changed'; orderId: string; from: PaymentStatus; to: PaymentStatus }
  | { type: 'order.cancellation-requested'; orderId: string; reason: string }
  | { type: 'order.cancellation-declined'; orderId: string; note: string; automatic: boolean }
  | { type: 'order.refund-updated'; orderId: string; refund: RefundInfo; paymentStatus: PaymentStatus };

export type OrderEventType = OrderEvent['type'];

/**
 * An order as the change that placed it has just written it (its row as it stands at the end of
 * the change, its lines, its customer's name), handed to the effects of its events so they need
 * not read it again. An effect notes here what it wrote that the order's answer shows: the
 * invoice's number.
 */
export type WrittenOrder = {
  order: OrderRow;
  items: OrderItemRow[];
  userName: string;
  invoiceNumber?: string;
};
/**
 * Work that must commit or roll back with the change itself (an invoice when an order is
 * confirmed, a credit note when it is cancelled). It runs inside the lifecycle's transaction,
 * once per event, before the commit; throwing rolls the change back.
 */
export type TransitionEffect = (tx: Tx, event: OrderEvent, written?: WrittenOrder) => Promise<void>;

export type OrderEvents = {
  /**
   * Subscribes `name` to order events of `types`: each event becomes a job of that subscriber,
   * written with the change, run after it committed, at least once, retried for a day.
   */
  subscribe: Outbox<OrderEvent>['on'];
  registerTransitionEffect(effect: TransitionEffect): void;
  /** The lifecycle's side, inside the change's transaction: the events into the outbox, then the effects. */
  record(tx: Tx, events: readonly OrderEvent[]): Promise<void>;
  /**
   * Runs a change's `work` in `tx` and then records what it emitted: its events and those of the
   * domains it called (the stock it took) go into the outbox as one insert, then the effects.
   */
  change<T>(
    tx: Tx,
    work: (emit: (event: OrderEvent) => void, wrote: (order: WrittenOrder) => void) => Promise<T>,
  ): Promise<T>;
};

/** One per app (orders.module.ts builds it on the app's outbox). */
export function createOrderEvents(outbox: Outbox<OrderEvent>): OrderEvents {
  const effects: TransitionEffect[] = [];
  return {
    subscribe: (name, types, handler, options) => outbox.on(name, types, handler, options),
    registerTransitionEffect(effect) {
      effects.push(effect);
    },
    async record(tx, events) {
      // The events (and their jobs) are written first: an effect such as a tax invoice takes the
      // document counter's row, which every confirming order queues for until its commit, so it
      // is the last thing the transaction does.
      await outbox.emit(tx, events);
      for (const event of events) for (const effect of effects) await effect(tx, event);
    },
    async change(tx, work) {
      const events: OrderEvent[] = [];
      const written = new Map<string, WrittenOrder>();
      const value = await outbox.hold(tx, async () => {
        const done = await work(
          (event) => events.push(event),
          (order) => written.set(order.order.id, order),
        );
        await outbox.emit(tx, events);
        return done;
      });
      for (const event of events) {
        for (const effect of effects) await effect(tx, event, written.get(event.orderId));
      }
      return value;
    },
  };
}
