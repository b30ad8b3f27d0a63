import type { Language, Order } from '@shop/shared';
import { SHOPPER_MAIL_TEXTS } from '@shop/shared/hindi-messages';
import type { Db } from '../../db/client.ts';
import type { MailSite } from '../../lib/mail/layout.ts';
import type { MailQueue } from '../../lib/mail/mail-queue.ts';
import type { MailAttachment, MailMessage } from '../../lib/mail/mail.ts';
import type { OrderEvent, OrderEvents } from './orders.events.ts';
import {
  cancellationRequestNoticeMail,
  cancellationDeclinedMail,
  cancelledMail,
  deliveredMail,
  newOrderNoticeMail,
  orderConfirmationMail,
  paymentReceivedMail,
  refundUpdateMail,
  shippedMail,
} from './orders.mails.ts';
import { shopperLanguage } from './orders.repository.ts';
import { hindiNamesOfVariants } from '../catalogue/index.ts';
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

/**
 * A cash-on-delivery order's offer to pay online instead, with what it saves (the COD rules'
 * module makes the signed link and provides it as the `payOnlineOffer` port). Null for an order without one.
 */
export type PayOnlineOffer = (order: Order) => Promise<{ url: string; saving: number } | null>;

/**
 * The customer's mails one event causes, written from the order as it is after the change, in the
 * shopper's language (their account's).
 */
export function mailsFor(
  event: OrderEvent,
  order: Order,
  site: MailSite,
  payOnline: { url: string; saving: number } | null = null,
  language: Language = 'en',
): MailMessage[] {
  switch (event.type) {
    case 'order.confirmed':
      return [orderConfirmationMail(order, site, payOnline, language)];
    case 'order.paid':
      return [paymentReceivedMail(order, language)];
    case 'order.status-changed':
      if (event.to === 'shipped') return [shippedMail(order, site, language)];
      if (event.to === 'delivered') return [deliveredMail(order, site, language)];
      return [];
    case 'order.cancelled':
      if (SILENT_CANCELLATIONS.includes(event.reason)) return [];
      return [cancelledMail(order, order.refund, event.reason === 'request-approved', language)];
    case 'order.cancellation-declined':
      // The shop's own note (the order had shipped) is written in the shopper's language; the
      // owner's is quoted as written.
      return [
        cancellationDeclinedMail(
          order,
          event.automatic ? SHOPPER_MAIL_TEXTS[language].declinedShipped : event.note,
          language,
        ),
      ];
    case 'order.refund-updated':
      // A refund that settled (sent or failed); a refund only just started is told by the cancellation mail.
      if (event.refund.status === 'pending' || !order.refund) return [];
      return [refundUpdateMail(order, order.refund, language)];
    default:
      return [];
  }
}

/**
 * The order with its lines' products and colours named in `language` (their Hindi names where
 * written; the order itself keeps the English names it was sold under).
 */
async function namedIn(db: Db, order: Order, language: Language): Promise<Order> {
  const ids = order.items.flatMap((item) => (item.variant._id ? [item.variant._id] : []));
  const names = await hindiNamesOfVariants(db, ids, language);
  if (names.size === 0) return order;
  return {
    ...order,
    items: order.items.map((item) => {
      const hindi = item.variant._id ? names.get(item.variant._id) : undefined;
      if (!hindi) return item;
      const { product, color } = item.variant;
      return {
        ...item,
        variant: {
          ...item.variant,
          product: { ...product, name: hindi.product ?? product.name },
          color: { ...color, name: hindi.color ?? color.name },
        },
      };
    }),
  };
}

/** The order's tax documents as files, from the invoices module (its renderer, read by orders.module.ts). */
export type OrderDocuments = (kind: 'invoice' | 'creditNote', orderId: string) => Promise<MailAttachment | null>;

/** Which document goes with the customer's mail about an event: the invoice with the confirmation, the credit note with the cancellation. */
const documentFor = (event: OrderEvent) =>
  event.type === 'order.confirmed' ? 'invoice' : event.type === 'order.cancelled' ? 'creditNote' : null;

/** Whether an event causes a mail at all, told from the event alone (no job is written otherwise). */
function mayMail(event: OrderEvent): boolean {
  switch (event.type) {
    case 'order.status-changed':
      return event.to === 'shipped' || event.to === 'delivered';
    case 'order.cancelled':
      return !SILENT_CANCELLATIONS.includes(event.reason);
    case 'order.refund-updated':
      return event.refund.status !== 'pending';
    default:
      return true;
  }
}

/** The order events that can cause a mail; the rest never reach the mail subscriber. */
const MAILED_EVENTS = [
  'order.confirmed',
  'order.paid',
  'order.status-changed',
  'order.cancelled',
  'order.cancellation-declined',
  'order.refund-updated',
] as const satisfies readonly OrderEvent['type'][];

/** The events the owner is told of: a new firm order to pack, a cancellation request to decide. */
const OWNER_EVENTS = [
  'order.confirmed',
  'order.cancellation-requested',
] as const satisfies readonly OrderEvent['type'][];

const ownerIsTold = (event: OrderEvent) => (OWNER_EVENTS as readonly string[]).includes(event.type);

/**
 * Mails about each order event, from one job of the event's own: the owner's notice (a new firm
 * order, a cancellation request) to OWNER_EMAIL, then the customer's mails. The job reads the
 * order once, writes the mails (the invoice PDF attached to the confirmation, the credit note to
 * the cancellation) and sends each itself, keyed by the event and the mail's role in it, so a job
 * run twice sends each mail once, and a mail that failed is the only one sent again. The owner's
 * notice goes at once; the customer's mails first wait for a quiet moment (at most until the event
 * is `MOST_WAIT_MS` old), so writing mails and PDFs seldom takes the processor from shoppers
 * checking out, and their delay stays bounded under traffic that never pauses.
 */
export function subscribeOrderMails(deps: {
  events: OrderEvents;
  db: Db;
  mail: MailQueue;
  /** The shop's address: the mails' links and product photos are absolute. */
  site: MailSite;
  /** Where the owner's notices go, and the owner's page of an order in the admin. */
  owner?: { email: string; orderPageUrl: (orderId: string) => string };
  documents?: OrderDocuments;
  /** Waits for a quiet moment, at most for a while after `since` (a `Date.now()` time). */
  quiet?: (since: number) => Promise<void>;
  payOnlineOffer?: PayOnlineOffer;
}): void {
  deps.events.subscribe(
    'order-mails',
    [...MAILED_EVENTS, 'order.cancellation-requested'],
    async (event, { eventId, occurredAt }) => {
      const [order] = await loadOrders(deps.db, [event.orderId]);
      if (!order) return;
      const notice =
        deps.owner && ownerIsTold(event)
          ? ownerMailFor(event, order, deps.owner.email, deps.site, deps.owner.orderPageUrl(order._id))
          : null;
      if (notice) await deps.mail.deliver(`${eventId}.owner`, notice);
      if (!mayMail(event) || event.type === 'order.cancellation-requested') return;
      // Counted from the event, not from this attempt: during a sale, when no moment is quiet, the
      // mails queued behind one another go out at the pace they are written, not one a wait.
      await deps.quiet?.(Date.parse(occurredAt));
      const offer =
        event.type === 'order.confirmed' && order.paymentMethod === 'cod'
          ? ((await deps.payOnlineOffer?.(order)) ?? null)
          : null;
      const language = await shopperLanguage(deps.db, order.user._id);
      const [customerMail, ...others] = mailsFor(
        event,
        await namedIn(deps.db, order, language),
        deps.site,
        offer,
        language,
      );
      if (!customerMail) return;
      const kind = documentFor(event);
      const attachment = kind && deps.documents ? await deps.documents(kind, order._id) : null;
      const mails = [attachment ? { ...customerMail, attachments: [attachment] } : customerMail, ...others];
      // Each keyed by the event and its place: a retry writes them again and sends only those
      // that did not go.
      for (const [index, mail] of mails.entries()) await deps.mail.deliver(`${eventId}.${index}`, mail);
    },
    // Two at a time, as the mail queue sent them: a mail server slow to answer one holds one slot.
    { when: (event) => mayMail(event) || (deps.owner !== undefined && ownerIsTold(event)), concurrency: 2 },
  );
}

/** The owner's notice about an event: a new firm order to pack, or a cancellation request to decide. */
export function ownerMailFor(
  event: OrderEvent,
  order: Order,
  ownerEmail: string,
  site: MailSite,
  orderPageUrl: string,
) {
  if (event.type === 'order.confirmed') return newOrderNoticeMail(order, ownerEmail, site, orderPageUrl);
  if (event.type === 'order.cancellation-requested') {
    return cancellationRequestNoticeMail(order, event.reason, ownerEmail, site, orderPageUrl);
  }
  return null;
}
