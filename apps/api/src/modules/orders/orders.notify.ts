import type { Order } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { MailDelivery } from '../../lib/mail/delivery.ts';
import type { MailMessage } from '../../lib/mail/mail.ts';
import type { OrderEvent, OrderEvents } from './orders.events.ts';
import {
  cancellationDeclinedMail,
  cancelledMail,
  deliveredMail,
  newOrderNoticeMail,
  orderConfirmationMail,
  paymentReceivedMail,
  shippedMail,
} from './orders.mails.ts';
import { loadOrders } from './orders.service.ts';

/**
 * Cancellations the customer is not written to about: the order was never firm (an online order
 * replaced by a newer checkout, left unpaid, or refused by the payment provider), so there was no
 * confirmation to take back.
 */
const SILENT_CANCELLATIONS: readonly Extract<OrderEvent, { type: 'order.cancelled' }>['reason'][] = [
  'replaced',
  'unpaid-expired',
  'provider-failed',
];

/** The mails one event causes, written from the order as it is after the change. */
export function mailsFor(event: OrderEvent, order: Order, supportEmail: string): MailMessage[] {
  switch (event.type) {
    case 'order.confirmed':
      return [orderConfirmationMail(order), newOrderNoticeMail(order, supportEmail)];
    case 'order.paid':
      return [paymentReceivedMail(order)];
    case 'order.status-changed':
      if (event.to === 'shipped') return [shippedMail(order)];
      if (event.to === 'delivered') return [deliveredMail(order)];
      return [];
    case 'order.cancelled':
      if (SILENT_CANCELLATIONS.includes(event.reason)) return [];
      return [cancelledMail(order, order.refund, event.reason === 'request-approved')];
    case 'order.cancellation-declined':
      return [cancellationDeclinedMail(order, event.note)];
    default:
      return [];
  }
}

/**
 * Mails the customer (and support, for a new order) about each order event, once per event,
 * after the change committed. Sending happens in the background with retries, so a mail server
 * that is down never undoes or delays an order.
 */
export function subscribeOrderMails(deps: {
  events: OrderEvents;
  db: Db;
  delivery: MailDelivery;
  supportEmail: string;
}): () => void {
  return deps.events.subscribe(async (event) => {
    const [order] = await loadOrders(deps.db, [event.orderId]);
    if (!order) return;
    for (const mail of mailsFor(event, order, deps.supportEmail)) {
      deps.delivery.deliver(mail, { orderId: order._id, event: event.type });
    }
  });
}
