import {
  CANCELLATION_REFUND_BUSINESS_DAYS,
  COD_TEXTS,
  CANCELLATION_WINDOW_HOURS,
  PAGES,
  PAYMENT_METHOD_LABELS,
  RETURN_WINDOW_DAYS,
  SHIPPING_MAIL_TEXTS,
  STORE,
  formatInr,
  paiseToRupees,
  rupeesToPaise,
  shippingAddressLines,
  type Order,
  type Refund,
} from '@shop/shared';
import {
  button,
  facts,
  items,
  layoutMail,
  lines,
  paragraph,
  siteUrl,
  type MailBlock,
  type MailSite,
} from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mail.ts';
import { thumbnailUrl } from '../catalogue/index.ts';

/** The refund a cancellation started, as the customer is told about it. */
export type RefundNote = Pick<Refund, 'id' | 'amount' | 'status'>;

const longDate = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const formatLongDate = (iso: string) => longDate.format(new Date(iso));
const ref = (order: Order) => `#${order.orderNumber}`;
const lineTotal = (item: Order['items'][number]) => paiseToRupees(rupeesToPaise(item.price) * item.quantity);

function customerMail(order: Order, subject: string, heading: string, blocks: MailBlock[]): MailMessage {
  return layoutMail({ to: order.user.email, subject, heading, greeting: `Hi ${order.user.name},`, blocks });
}

/** The order's lines, each with its product photo, size, quantity and line price. */
function itemsList(order: Order, site: MailSite): MailBlock {
  return items(
    order.items.map((item) => ({
      name: `${item.variant.product.name} (${item.variant.color.name})`,
      photo: item.variant.image ? siteUrl(site, thumbnailUrl(item.variant.image.url)) : null,
      details: [`Size ${item.size}`, `Qty ${item.quantity}`],
      amount: formatInr(lineTotal(item)),
    })),
  );
}

/** The shopper's orders in My Account, where each can be followed, cancelled or returned. */
const orderHistory = (site: MailSite) => siteUrl(site, `${PAGES.myAccount}?tab=history`);

/** Mails to the owner about a shopper: the owner's Reply answers the shopper. */
const replyToShopper = (order: Order) => ({ name: order.user.name, address: order.user.email });
const OWNER_FOOTER = `Sent by the ${STORE.name} shop to its owner. Reply to write to the customer.`;

function amounts(order: Order): MailBlock {
  return facts([
    { label: 'Subtotal', value: formatInr(order.subtotal) },
    {
      label: order.paymentMethod === 'cod' ? 'Delivery and COD charge' : 'Delivery',
      value: formatInr(order.deliveryFee),
    },
    { label: 'Total', value: formatInr(order.totalAmount), strong: true },
  ]);
}

/** What is still to pay once store credit is taken off. */
const amountDue = (order: Order) =>
  paiseToRupees(rupeesToPaise(order.totalAmount) - rupeesToPaise(order.storeCredit ?? 0));

function paymentLine(order: Order): string {
  const method = PAYMENT_METHOD_LABELS[order.paymentMethod];
  if (order.paymentMethod === 'cod') {
    return `${method}: please keep ${formatInr(amountDue(order))} ready when the parcel arrives.`;
  }
  return order.paymentStatus === 'paid'
    ? `${method}: ${formatInr(order.totalAmount)} received, thank you.`
    : `${method}: waiting for your payment of ${formatInr(order.totalAmount)}.`;
}

const shipTo = (order: Order) =>
  // Who takes the parcel when the address names someone else (the mail goes to the account holder).
  lines('Shipping to', [
    ...(order.shippingAddress.recipientName ? [order.shippingAddress.recipientName] : []),
    ...shippingAddressLines(order.shippingAddress),
    `Phone: ${order.contact}`,
  ]);

/** The order confirmation: what was bought, what it costs, how it is paid, where and when it arrives. */
export function orderConfirmationMail(
  order: Order,
  site: MailSite,
  payOnline: { url: string; saving: number } | null = null,
): MailMessage {
  return customerMail(order, `Your ${STORE.name} order ${ref(order)} is confirmed`, 'Thank you for your order', [
    paragraph(`We have received your order ${ref(order)}. We will write again as soon as it ships.`),
    itemsList(order, site),
    amounts(order),
    paragraph(paymentLine(order)),
    // A cash-on-delivery order may still be paid online before it ships (a signed link, no sign-in).
    ...(payOnline
      ? [
          button(COD_TEXTS.payOnlineInstead, payOnline.url),
          paragraph(
            `Rather not handle cash? Pay online before we ship and pay ${formatInr(payOnline.saving)} less; nothing is due at the door.`,
            { muted: true },
          ),
        ]
      : []),
    shipTo(order),
    paragraph(`Expected delivery: ${formatLongDate(order.expectedDelivery)}.`),
    button('View your order', orderHistory(site)),
    paragraph(
      `Changed your mind? You can ask to cancel within ${CANCELLATION_WINDOW_HOURS} hours of placing the order, from Order History, as long as it has not shipped.`,
      { muted: true },
    ),
  ]);
}

/** An online payment has been confirmed. */
export function paymentReceivedMail(order: Order): MailMessage {
  return customerMail(order, `Payment received for your ${STORE.name} order ${ref(order)}`, 'Payment received', [
    paragraph(`We have received your payment of ${formatInr(order.totalAmount)} for order ${ref(order)}.`),
    ...(order.razorpayPaymentId ? [facts([{ label: 'Payment id', value: order.razorpayPaymentId }])] : []),
    paragraph(`Expected delivery: ${formatLongDate(order.expectedDelivery)}.`),
  ]);
}

export function shippedMail(order: Order, site: MailSite): MailMessage {
  return customerMail(order, `Your ${STORE.name} order ${ref(order)} has shipped`, 'Your order is on its way', [
    paragraph(`Good news: your order ${ref(order)} is on its way to ${order.shippingAddress.city}.`),
    paragraph(`Expected delivery: ${formatLongDate(order.expectedDelivery)}.`),
    paragraph(
      order.paymentMethod === 'cod'
        ? `Please keep ${formatInr(amountDue(order))} ready to pay on delivery.`
        : `Amount paid: ${formatInr(order.totalAmount)}.`,
    ),
    // The parcel's number and tracking link, once the courier has it.
    ...(order.shipment
      ? [
          facts([
            { label: SHIPPING_MAIL_TEXTS.courier, value: order.shipment.courier },
            { label: SHIPPING_MAIL_TEXTS.awb, value: order.shipment.awb },
          ]),
          button(SHIPPING_MAIL_TEXTS.tracking, order.shipment.trackingUrl),
        ]
      : []),
    paragraph('In the parcel:'),
    itemsList(order, site),
  ]);
}

export function deliveredMail(order: Order, site: MailSite): MailMessage {
  return customerMail(order, `Your ${STORE.name} order ${ref(order)} has been delivered`, 'Your order has arrived', [
    paragraph(`Your order ${ref(order)} has been delivered. We hope every fit tells your story.`),
    itemsList(order, site),
    paragraph(
      `If a size is not right, press Return or exchange on this order in My Account within ${RETURN_WINDOW_DAYS} days of delivery: we hold your new size at once.`,
    ),
    button('Return or exchange', orderHistory(site)),
  ]);
}

function refundLine(refund: RefundNote | null): string {
  if (!refund) return 'No payment was taken for this order, so there is nothing to refund.';
  const days = `${CANCELLATION_REFUND_BUSINESS_DAYS.min} to ${CANCELLATION_REFUND_BUSINESS_DAYS.max} business days`;
  const amount = formatInr(refund.amount);
  const id = refund.id ? ` (refund id ${refund.id})` : '';
  switch (refund.status) {
    case 'processed':
      return `Your refund of ${amount} has been sent to your original payment method${id}. Banks take up to ${days} to show it.`;
    case 'pending':
      return `Your refund of ${amount} has been started${id} and will reach your original payment method within ${days}.`;
    case 'failed':
      return `Your refund of ${amount} could not be completed automatically${id}. Our team will complete it and write to you within ${days}.`;
  }
}

/** The order was cancelled, with what happens to the money. */
export function cancelledMail(order: Order, refund: RefundNote | null, byRequest: boolean): MailMessage {
  return customerMail(
    order,
    `Your ${STORE.name} order ${ref(order)} has been cancelled`,
    'Your order has been cancelled',
    [
      paragraph(
        byRequest
          ? `As you asked, your order ${ref(order)} has been cancelled.`
          : `Your order ${ref(order)} has been cancelled.`,
      ),
      paragraph(refundLine(refund)),
    ],
  );
}

/** A refund that was on its way has reached its end: sent to the customer's bank, or failed. */
export function refundUpdateMail(order: Order, refund: RefundNote): MailMessage {
  const sent = refund.status === 'processed';
  return customerMail(
    order,
    sent
      ? `Your refund for ${STORE.name} order ${ref(order)} has been sent`
      : `Your refund for ${STORE.name} order ${ref(order)} needs our attention`,
    sent ? 'Your refund is on its way' : 'Your refund did not go through',
    [
      paragraph(refundLine(refund)),
      facts([
        { label: 'Order', value: ref(order) },
        { label: 'Refund', value: formatInr(refund.amount), strong: true },
        ...(refund.id ? [{ label: 'Refund id', value: refund.id }] : []),
      ]),
      paragraph(`Questions about this? Reply to this mail or write to ${STORE.supportEmail}.`, { muted: true }),
    ],
  );
}

/** The customer's cancellation request was declined; the order goes ahead. */
export function cancellationDeclinedMail(order: Order, note: string): MailMessage {
  return customerMail(
    order,
    `Your cancellation request for ${STORE.name} order ${ref(order)}`,
    'Your order goes ahead',
    [
      paragraph(`We could not cancel your order ${ref(order)}.`),
      lines('Reason', [note]),
      paragraph(`Your order continues as planned. Expected delivery: ${formatLongDate(order.expectedDelivery)}.`),
      paragraph(`Questions about this? Reply to this mail or write to ${STORE.supportEmail}.`, { muted: true }),
    ],
  );
}

/** The shop's own notice of a new order, for the owner: what to pack, and where to. */
export function newOrderNoticeMail(
  order: Order,
  ownerEmail: string,
  site: MailSite,
  orderPageUrl?: string,
): MailMessage {
  const mail = layoutMail({
    to: ownerEmail,
    subject: `[${STORE.name}] New order ${ref(order)} - ${formatInr(order.totalAmount)} (${PAYMENT_METHOD_LABELS[order.paymentMethod]})`,
    heading: `New order ${ref(order)}`,
    blocks: [
      lines('Customer', [order.user.name, order.user.email, `Phone: ${order.contact}`]),
      itemsList(order, site),
      amounts(order),
      paragraph(`Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}, ${order.paymentStatus}.`),
      shipTo(order),
      ...(orderPageUrl ? [button('Pack and ship it', orderPageUrl)] : []),
      paragraph(`Promised delivery: ${formatLongDate(order.expectedDelivery)}. Order id: ${order._id}`, {
        muted: true,
      }),
    ],
    footer: OWNER_FOOTER,
  });
  return { ...mail, replyTo: replyToShopper(order) };
}

/** The owner's notice of a customer's cancellation request: who, why, and where to decide. */
export function cancellationRequestNoticeMail(
  order: Order,
  reason: string,
  ownerEmail: string,
  site: MailSite,
  orderPageUrl?: string,
): MailMessage {
  const mail = layoutMail({
    to: ownerEmail,
    subject: `[${STORE.name}] Cancellation requested for order ${ref(order)} - ${formatInr(order.totalAmount)}`,
    heading: `Cancellation requested for order ${ref(order)}`,
    blocks: [
      lines('Customer', [order.user.name, order.user.email, `Phone: ${order.contact}`]),
      lines('Reason given', [reason]),
      itemsList(order, site),
      amounts(order),
      paragraph(
        `Order status: ${order.status}. Payment: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}, ${order.paymentStatus}.`,
      ),
      orderPageUrl
        ? button('Approve or decline', orderPageUrl)
        : paragraph('Approve or decline it in the admin dashboard.'),
    ],
    footer: OWNER_FOOTER,
  });
  return { ...mail, replyTo: replyToShopper(order) };
}
