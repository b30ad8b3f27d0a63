import type { Order } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { MailDelivery } from '../../lib/mail/delivery.ts';
import type { MailAttachment, MailMessage } from '../../lib/mail/mail.ts';
import type { OrderEvent, OrderEvents } from './orders.events.ts';
import {
  cancellationDeclinedMail,
  cancelledMail,
  deliveredMail,
  newOrderNoticeMail,
  orderConfirmationMail,
  paymentReceivedMail,
  refundUpdateMail,
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
    case 'order.refund-updated':
      // A refund that settled (sent or failed); a refund only just started is told by the cancellation mail.
      if (event.refund.status === 'pending' || !order.refund) return [];
      return [refundUpdateMail(order, order.refund)];
    default:
      return [];
  }
}

/** Whether an event can cause a mail at all, told from the event alone (before the order is read). */
function mayMail(event: OrderEvent): boolean {
  switch (event.type) {
    case 'order.status-changed':
      return event.to === 'shipped' || event.to === 'delivered';
    case 'order.cancelled':
      return !SILENT_CANCELLATIONS.includes(event.reason);
    case 'order.refund-updated':
      return event.refund.status !== 'pending';
    case 'order.placed':
    case 'order.cancellation-requested':
      return false;
    default:
      return true;
  }
}

/** The order's tax documents as files, from the invoices module (wired by the composition root). */
export type OrderDocuments = (kind: 'invoice' | 'creditNote', orderId: string) => Promise<MailAttachment | null>;

/** Which document goes with the customer's mail about an event: the invoice with the confirmation, the credit note with the cancellation. */
const documentFor = (event: OrderEvent) =>
  event.type === 'order.confirmed' ? 'invoice' : event.type === 'order.cancelled' ? 'creditNote' : null;

/**
 * Mails the customer (and support, for a new order) about each order event, once per event,
 * after the change committed. Reading the order, writing the mails, making the PDF attached to
 * the confirmation (the invoice) or the cancellation (the credit note) and sending all happen in
 * the background, sending with retries: a mail server that is down never undoes or delays an
 * order, and the order's answer does not wait for its mails. The mails show the order as it is
 * when they are written, right after the change.
 */
export function subscribeOrderMails(deps: {
  events: OrderEvents;
  db: Db;
  delivery: MailDelivery;
  supportEmail: string;
  documents?: OrderDocuments;
}): () => void {
  return deps.events.subscribe((event) => {
    if (!mayMail(event)) return;
    const context = { orderId: event.orderId, event: event.type };
    deps.delivery.defer(async () => {
      const [order] = await loadOrders(deps.db, [event.orderId]);
      if (!order) return;
      const [customerMail, ...others] = mailsFor(event, order, deps.supportEmail);
      if (!customerMail) return;
      const kind = documentFor(event);
      const documents = deps.documents;
      if (kind && documents) {
        deps.delivery.deliver(async () => {
          const attachment = await documents(kind, order._id);
          return attachment ? { ...customerMail, attachments: [attachment] } : customerMail;
        }, context);
      } else {
        deps.delivery.deliver(customerMail, context);
      }
      for (const mail of others) deps.delivery.deliver(mail, context);
    }, context);
  });
}
