import {
  CANCELLATION_REFUND_BUSINESS_DAYS,
  COD_TEXTS,
  CANCELLATION_WINDOW_HOURS,
  PAGES,
  PAYMENT_METHOD_LABELS,
  RETURN_WINDOW_DAYS,
  SHIPPING_MAIL_TEXTS,
  STORE,
  formatDate,
  formatInr,
  paiseToRupees,
  rupeesToPaise,
  shippingAddressLines,
  type Language,
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

/**
 * The words the order confirmation is written in, per language (the shopper's, as stored on their
 * account); the lines, amounts and address blocks other mails share take the English ones.
 */
type Words = {
  language: Language;
  greeting: (name: string) => string;
  size: (size: string) => string;
  quantity: (quantity: number) => string;
  subtotal: string;
  deliveryAndCod: string;
  delivery: string;
  total: string;
  shippingTo: string;
  phone: (phone: string) => string;
  codLine: (method: string, due: string) => string;
  paidLine: (method: string, amount: string) => string;
  waitingLine: (method: string, amount: string) => string;
  paymentMethods: Readonly<Record<Order['paymentMethod'], string>>;
  confirmedSubject: (ref: string) => string;
  confirmedHeading: string;
  received: (ref: string) => string;
  payOnlineInstead: string;
  payOnlineSaving: (saving: string) => string;
  expectedDelivery: (date: string) => string;
  date: (iso: string) => string;
  viewOrder: string;
  cancelWithin: (hours: number) => string;
};

const WORDS: Record<Language, Words> = {
  en: {
    language: 'en',
    greeting: (name: string) => `Hi ${name},`,
    size: (size: string) => `Size ${size}`,
    quantity: (quantity: number) => `Qty ${quantity}`,
    subtotal: 'Subtotal',
    deliveryAndCod: 'Delivery and COD charge',
    delivery: 'Delivery',
    total: 'Total',
    shippingTo: 'Shipping to',
    phone: (phone: string) => `Phone: ${phone}`,
    codLine: (method: string, due: string) => `${method}: please keep ${due} ready when the parcel arrives.`,
    paidLine: (method: string, amount: string) => `${method}: ${amount} received, thank you.`,
    waitingLine: (method: string, amount: string) => `${method}: waiting for your payment of ${amount}.`,
    paymentMethods: PAYMENT_METHOD_LABELS,
    confirmedSubject: (ref: string) => `Your ${STORE.name} order ${ref} is confirmed`,
    confirmedHeading: 'Thank you for your order',
    received: (ref: string) => `We have received your order ${ref}. We will write again as soon as it ships.`,
    payOnlineInstead: COD_TEXTS.payOnlineInstead,
    payOnlineSaving: (saving: string) =>
      `Rather not handle cash? Pay online before we ship and pay ${saving} less; nothing is due at the door.`,
    expectedDelivery: (date: string) => `Expected delivery: ${date}.`,
    date: formatLongDate,
    viewOrder: 'View your order',
    cancelWithin: (hours: number) =>
      `Changed your mind? You can ask to cancel within ${hours} hours of placing the order, from Order History, as long as it has not shipped.`,
  },
  hi: {
    language: 'hi',
    greeting: (name: string) => `नमस्ते ${name},`,
    size: (size: string) => `साइज़ ${size}`,
    quantity: (quantity: number) => `मात्रा ${quantity}`,
    subtotal: 'कुल',
    deliveryAndCod: 'डिलीवरी और COD शुल्क',
    delivery: 'डिलीवरी',
    total: 'कुल रकम',
    shippingTo: 'भेजने का पता',
    phone: (phone: string) => `फ़ोन: ${phone}`,
    codLine: (method: string, due: string) => `${method}: पार्सल आने पर कृपया ${due} तैयार रखें।`,
    paidLine: (method: string, amount: string) => `${method}: ${amount} मिल गए, धन्यवाद।`,
    waitingLine: (method: string, amount: string) => `${method}: आपके ${amount} के भुगतान की राह देख रहे हैं।`,
    paymentMethods: { cod: 'कैश ऑन डिलीवरी', online: 'ऑनलाइन भुगतान' },
    confirmedSubject: (ref: string) => `आपका ${STORE.name} ऑर्डर ${ref} पक्का हो गया`,
    confirmedHeading: 'आपके ऑर्डर के लिए धन्यवाद',
    received: (ref: string) => `हमें आपका ऑर्डर ${ref} मिल गया है। इसके भेजे जाते ही हम फिर लिखेंगे।`,
    payOnlineInstead: 'इसके बजाय ऑनलाइन भुगतान करें',
    payOnlineSaving: (saving: string) =>
      `नकद नहीं देना चाहते? भेजे जाने से पहले ऑनलाइन भुगतान करें और ${saving} कम दें; दरवाज़े पर कुछ नहीं देना होगा।`,
    expectedDelivery: (date: string) => `अनुमानित डिलीवरी: ${date}।`,
    date: (iso: string) => formatDate(iso, 'hi', 'long'),
    viewOrder: 'अपना ऑर्डर देखें',
    cancelWithin: (hours: number) =>
      `मन बदल गया? ऑर्डर देने के ${hours} घंटे के अंदर, जब तक वह भेजा न गया हो, Order History से रद्द करने को कह सकते हैं।`,
  },
};

function customerMail(
  order: Order,
  subject: string,
  heading: string,
  blocks: MailBlock[],
  words: Words = WORDS.en,
): MailMessage {
  return layoutMail({
    to: order.user.email,
    subject,
    heading,
    greeting: words.greeting(order.user.name),
    blocks,
    language: words.language,
  });
}

/** The order's lines, each with its product photo, size, quantity and line price. */
function itemsList(order: Order, site: MailSite, words: Words = WORDS.en): MailBlock {
  return items(
    order.items.map((item) => ({
      name: `${item.variant.product.name} (${item.variant.color.name})`,
      photo: item.variant.image ? siteUrl(site, thumbnailUrl(item.variant.image.url)) : null,
      details: [words.size(item.size), words.quantity(item.quantity)],
      amount: formatInr(lineTotal(item)),
    })),
  );
}

/** The shopper's orders in My Account, where each can be followed, cancelled or returned. */
const orderHistory = (site: MailSite) => siteUrl(site, `${PAGES.myAccount}?tab=history`);

/** Mails to the owner about a shopper: the owner's Reply answers the shopper. */
const replyToShopper = (order: Order) => ({ name: order.user.name, address: order.user.email });
const OWNER_FOOTER = `Sent by the ${STORE.name} shop to its owner. Reply to write to the customer.`;

function amounts(order: Order, words: Words = WORDS.en): MailBlock {
  return facts([
    { label: words.subtotal, value: formatInr(order.subtotal) },
    {
      label: order.paymentMethod === 'cod' ? words.deliveryAndCod : words.delivery,
      value: formatInr(order.deliveryFee),
    },
    { label: words.total, value: formatInr(order.totalAmount), strong: true },
  ]);
}

/** What is still to pay once store credit is taken off. */
const amountDue = (order: Order) =>
  paiseToRupees(rupeesToPaise(order.totalAmount) - rupeesToPaise(order.storeCredit ?? 0));

function paymentLine(order: Order, words: Words = WORDS.en): string {
  const method = words.paymentMethods[order.paymentMethod];
  if (order.paymentMethod === 'cod') return words.codLine(method, formatInr(amountDue(order)));
  return order.paymentStatus === 'paid'
    ? words.paidLine(method, formatInr(order.totalAmount))
    : words.waitingLine(method, formatInr(order.totalAmount));
}

const shipTo = (order: Order, words: Words = WORDS.en) =>
  // Who takes the parcel when the address names someone else (the mail goes to the account holder).
  lines(words.shippingTo, [
    ...(order.shippingAddress.recipientName ? [order.shippingAddress.recipientName] : []),
    ...shippingAddressLines(order.shippingAddress),
    words.phone(order.contact),
  ]);

/**
 * The order confirmation, in the shopper's language: what was bought, what it costs, how it is
 * paid, where and when it arrives.
 */
export function orderConfirmationMail(
  order: Order,
  site: MailSite,
  payOnline: { url: string; saving: number } | null = null,
  language: Language = 'en',
): MailMessage {
  const words = WORDS[language];
  return customerMail(
    order,
    words.confirmedSubject(ref(order)),
    words.confirmedHeading,
    [
      paragraph(words.received(ref(order))),
      itemsList(order, site, words),
      amounts(order, words),
      paragraph(paymentLine(order, words)),
      // A cash-on-delivery order may still be paid online before it ships (a signed link, no sign-in).
      ...(payOnline
        ? [
            button(words.payOnlineInstead, payOnline.url),
            paragraph(words.payOnlineSaving(formatInr(payOnline.saving)), { muted: true }),
          ]
        : []),
      shipTo(order, words),
      paragraph(words.expectedDelivery(words.date(order.expectedDelivery))),
      button(words.viewOrder, orderHistory(site)),
      paragraph(words.cancelWithin(CANCELLATION_WINDOW_HOURS), { muted: true }),
    ],
    words,
  );
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
