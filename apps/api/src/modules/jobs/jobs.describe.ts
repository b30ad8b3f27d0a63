import { JOB_TEXTS } from '@shop/shared';
import { MAIL_QUEUE } from '../../lib/mail/mail-queue.ts';
import { DATABASE_MAINTENANCE_QUEUE } from '../../db/client.ts';
import { OUTBOX_PRUNE_QUEUE } from '../../lib/outbox/outbox.ts';
import { UNPAID_SWEEP_QUEUE } from '../orders/index.ts';
import { REFUND_RECONCILIATION_QUEUE } from '../payments/index.ts';
import { FAILED_DELIVERY_WAIT_QUEUE, SHIPPING_POLL_QUEUE } from '../shipping/index.ts';
import { UNCONFIRMED_SWEEP_QUEUE } from '../cod-risk/index.ts';
import { OWNER_SUMMARY_QUEUE } from '../owner-summary/index.ts';
import { PHOTO_CLEANUP_QUEUE } from '../customer-photos/index.ts';
import { ALERT_DUE_SWEEP_QUEUE, ALERT_SEND_QUEUE } from '../stock-alerts/index.ts';

/**
 * What a job is, in the owner's words, from its queue and its data. The data is read defensively:
 * a job written by an older release may carry another shape, and a description that cannot be
 * made falls back to the queue's name rather than failing the whole list.
 */

/** The prefix of every subscriber's queue (see lib/outbox). */
const EVENT_PREFIX = 'event.';
/** Where jobs given up on a queue with a follow-up are sent (see lib/jobs). */
const DEAD_LETTER_QUEUE = 'jobs.dead';

type EventDelivery = { event: { type: string; orderId?: string } };

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The event a subscriber's job carries, when it carries one. */
function eventOf(data: unknown): EventDelivery['event'] | undefined {
  const event = record(record(data)?.event);
  const type = text(event?.type);
  if (!event || !type) return undefined;
  const orderId = text(event.orderId);
  return orderId ? { type, orderId } : { type };
}

/** The order a job is about, if any: its id, for looking up the order's number. */
export function orderIdOf(data: unknown): string | undefined {
  return eventOf(data)?.orderId;
}

/** `order-mails` → `Order mails`: a subscriber without a description of its own. */
const subscriberName = (name: string) => {
  const words = name.replace(/[-_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The description of a job. `orderRef` names an order (its number, once looked up) for the jobs
 * that are about one; `customerOf` its customer's e-mail, whom the order's mails go to.
 */
export function describeJob(
  queue: string,
  data: unknown,
  orderRef: (orderId: string) => string,
  customerOf: (orderId: string) => string | null = () => null,
): string {
  const d = JOB_TEXTS.describe;
  if (queue === MAIL_QUEUE) {
    const message = record(record(data)?.message);
    const subject = text(message?.subject);
    const to = text(message?.to);
    return subject && to ? d.mail(subject, to) : d.unknown(queue);
  }
  if (queue === UNPAID_SWEEP_QUEUE) return d.unpaidSweep;
  if (queue === REFUND_RECONCILIATION_QUEUE) return d.refundReconciliation;
  if (queue === OUTBOX_PRUNE_QUEUE) return d.outboxPruning;
  if (queue === DATABASE_MAINTENANCE_QUEUE) return d.databaseMaintenance;
  if (queue === UNCONFIRMED_SWEEP_QUEUE) return d.unconfirmedSweep;
  if (queue === OWNER_SUMMARY_QUEUE) return d.ownerSummary;
  if (queue === PHOTO_CLEANUP_QUEUE) return d.photoCleanup;
  if (queue === DEAD_LETTER_QUEUE) return d.deadLetter;
  if (queue === ALERT_DUE_SWEEP_QUEUE) return d.alertSweep;
  if (queue === ALERT_SEND_QUEUE) {
    const job = record(data);
    const channel = text(job?.channel);
    const email = text(job?.email);
    return channel && email ? d.alert(channel, email) : d.unknown(queue);
  }
  if (queue === SHIPPING_POLL_QUEUE) return d.shippingPoll;
  if (queue === FAILED_DELIVERY_WAIT_QUEUE) return d.failedDeliveryWait;
  if (queue.startsWith(EVENT_PREFIX)) {
    const subscriber = queue.slice(EVENT_PREFIX.length);
    const event = eventOf(data);
    if (!event) return d.unknown(queue);
    const order = event.orderId ? orderRef(event.orderId) : null;
    switch (subscriber) {
      case 'refunds':
        return order ? d.refund(order) : d.event(subscriberName(subscriber), event.type);
      case 'order-mails':
        return d.orderMails(event.type, order, event.orderId ? customerOf(event.orderId) : null);
      case 'back-in-stock':
        return d.backInStock(event.type);
      case 'price-drop':
        return d.priceDrop(event.type);
      case 'courier-ndr':
        return d.courierNdr(order);
      case 'cancelled-order-parcel':
        return d.cancelledOrderParcel(order);
      case 'shipping-mails':
        return d.shippingMails(order);
      default:
        return d.event(subscriberName(subscriber), event.type);
    }
  }
  return d.unknown(queue);
}
