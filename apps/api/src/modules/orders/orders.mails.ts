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
 * The words the customer's order mails are written in, per language (the shopper's, as stored on
 * their account): the confirmation (docs/decisions/0313) and every later mail of the order's life
 * (docs/decisions/0319). The owner's notices stay English: the admin area is.
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
  // Paid.
  paidSubject: (ref: string) => string;
  paidHeading: string;
  paymentReceived: (amount: string, ref: string) => string;
  paymentId: string;
  // Shipped and delivered.
  shippedSubject: (ref: string) => string;
  shippedHeading: string;
  onItsWay: (ref: string, city: string) => string;
  keepReady: (amount: string) => string;
  amountPaid: (amount: string) => string;
  courier: string;
  awb: string;
  tracking: string;
  inTheParcel: string;
  deliveredSubject: (ref: string) => string;
  deliveredHeading: string;
  delivered: (ref: string) => string;
  returnWithin: (days: number) => string;
  returnOrExchange: string;
  // Cancelled, refunds, a declined cancellation.
  cancelledSubject: (ref: string) => string;
  cancelledHeading: string;
  cancelledAsAsked: (ref: string) => string;
  cancelled: (ref: string) => string;
  nothingToRefund: string;
  refundDays: (min: number, max: number) => string;
  refundId: (id: string) => string;
  refundProcessed: (amount: string, id: string, days: string) => string;
  refundPending: (amount: string, id: string, days: string) => string;
  refundFailed: (amount: string, id: string, days: string) => string;
  refundSentSubject: (ref: string) => string;
  refundAttentionSubject: (ref: string) => string;
  refundSentHeading: string;
  refundFailedHeading: string;
  order: string;
  refund: string;
  refundIdLabel: string;
  questions: (email: string) => string;
  declinedSubject: (ref: string) => string;
  declinedHeading: string;
  couldNotCancel: (ref: string) => string;
  reason: string;
  goesAhead: (date: string) => string;
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
    paidSubject: (ref) => `Payment received for your ${STORE.name} order ${ref}`,
    paidHeading: 'Payment received',
    paymentReceived: (amount, ref) => `We have received your payment of ${amount} for order ${ref}.`,
    paymentId: 'Payment id',
    shippedSubject: (ref) => `Your ${STORE.name} order ${ref} has shipped`,
    shippedHeading: 'Your order is on its way',
    onItsWay: (ref, city) => `Good news: your order ${ref} is on its way to ${city}.`,
    keepReady: (amount) => `Please keep ${amount} ready to pay on delivery.`,
    amountPaid: (amount) => `Amount paid: ${amount}.`,
    courier: SHIPPING_MAIL_TEXTS.courier,
    awb: SHIPPING_MAIL_TEXTS.awb,
    tracking: SHIPPING_MAIL_TEXTS.tracking,
    inTheParcel: 'In the parcel:',
    deliveredSubject: (ref) => `Your ${STORE.name} order ${ref} has been delivered`,
    deliveredHeading: 'Your order has arrived',
    delivered: (ref) => `Your order ${ref} has been delivered. We hope every fit tells your story.`,
    returnWithin: (days) =>
      `If a size is not right, press Return or exchange on this order in My Account within ${days} days of delivery: we hold your new size at once.`,
    returnOrExchange: 'Return or exchange',
    cancelledSubject: (ref) => `Your ${STORE.name} order ${ref} has been cancelled`,
    cancelledHeading: 'Your order has been cancelled',
    cancelledAsAsked: (ref) => `As you asked, your order ${ref} has been cancelled.`,
    cancelled: (ref) => `Your order ${ref} has been cancelled.`,
    nothingToRefund: 'No payment was taken for this order, so there is nothing to refund.',
    refundDays: (min, max) => `${min} to ${max} business days`,
    refundId: (id) => ` (refund id ${id})`,
    refundProcessed: (amount, id, days) =>
      `Your refund of ${amount} has been sent to your original payment method${id}. Banks take up to ${days} to show it.`,
    refundPending: (amount, id, days) =>
      `Your refund of ${amount} has been started${id} and will reach your original payment method within ${days}.`,
    refundFailed: (amount, id, days) =>
      `Your refund of ${amount} could not be completed automatically${id}. Our team will complete it and write to you within ${days}.`,
    refundSentSubject: (ref) => `Your refund for ${STORE.name} order ${ref} has been sent`,
    refundAttentionSubject: (ref) => `Your refund for ${STORE.name} order ${ref} needs our attention`,
    refundSentHeading: 'Your refund is on its way',
    refundFailedHeading: 'Your refund did not go through',
    order: 'Order',
    refund: 'Refund',
    refundIdLabel: 'Refund id',
    questions: (email) => `Questions about this? Reply to this mail or write to ${email}.`,
    declinedSubject: (ref) => `Your cancellation request for ${STORE.name} order ${ref}`,
    declinedHeading: 'Your order goes ahead',
    couldNotCancel: (ref) => `We could not cancel your order ${ref}.`,
    reason: 'Reason',
    goesAhead: (date) => `Your order continues as planned. Expected delivery: ${date}.`,
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
    paidSubject: (ref) => `आपके ${STORE.name} ऑर्डर ${ref} का भुगतान मिल गया`,
    paidHeading: 'भुगतान मिल गया',
    paymentReceived: (amount, ref) => `हमें ऑर्डर ${ref} के लिए आपका ${amount} का भुगतान मिल गया है।`,
    paymentId: 'भुगतान id',
    shippedSubject: (ref) => `आपका ${STORE.name} ऑर्डर ${ref} भेज दिया गया`,
    shippedHeading: 'आपका ऑर्डर रास्ते में है',
    onItsWay: (ref, city) => `खुशखबरी: आपका ऑर्डर ${ref} ${city} के रास्ते में है।`,
    keepReady: (amount) => `डिलीवरी पर देने के लिए कृपया ${amount} तैयार रखें।`,
    amountPaid: (amount) => `चुकाई गई रकम: ${amount}।`,
    courier: 'कूरियर',
    awb: 'AWB',
    tracking: 'अपना पार्सल ट्रैक करें',
    inTheParcel: 'पार्सल में:',
    deliveredSubject: (ref) => `आपका ${STORE.name} ऑर्डर ${ref} पहुँच गया`,
    deliveredHeading: 'आपका ऑर्डर पहुँच गया',
    delivered: (ref) => `आपका ऑर्डर ${ref} पहुँचा दिया गया है। उम्मीद है हर फ़िट आपकी कहानी कहे।`,
    returnWithin: (days) =>
      `कोई साइज़ ठीक न हो तो डिलीवरी के ${days} दिन के अंदर My Account में इस ऑर्डर पर Return or exchange दबाएँ: हम आपका नया साइज़ तुरंत रोक लेते हैं।`,
    returnOrExchange: 'वापसी या बदलाव',
    cancelledSubject: (ref) => `आपका ${STORE.name} ऑर्डर ${ref} रद्द कर दिया गया`,
    cancelledHeading: 'आपका ऑर्डर रद्द कर दिया गया',
    cancelledAsAsked: (ref) => `आपके कहे अनुसार आपका ऑर्डर ${ref} रद्द कर दिया गया है।`,
    cancelled: (ref) => `आपका ऑर्डर ${ref} रद्द कर दिया गया है।`,
    nothingToRefund: 'इस ऑर्डर का कोई भुगतान नहीं लिया गया था, इसलिए लौटाने को कुछ नहीं है।',
    refundDays: (min, max) => `${min} से ${max} कामकाजी दिन`,
    refundId: (id) => ` (रिफ़ंड id ${id})`,
    refundProcessed: (amount, id, days) =>
      `आपका ${amount} का रिफ़ंड आपके भुगतान के मूल तरीके पर भेज दिया गया है${id}। बैंक इसे दिखाने में ${days} तक लेते हैं।`,
    refundPending: (amount, id, days) =>
      `आपका ${amount} का रिफ़ंड शुरू हो गया है${id} और ${days} में आपके भुगतान के मूल तरीके पर पहुँच जाएगा।`,
    refundFailed: (amount, id, days) =>
      `आपका ${amount} का रिफ़ंड अपने आप पूरा नहीं हो सका${id}। हमारी टीम इसे पूरा करके ${days} में आपको लिखेगी।`,
    refundSentSubject: (ref) => `${STORE.name} ऑर्डर ${ref} का आपका रिफ़ंड भेज दिया गया`,
    refundAttentionSubject: (ref) => `${STORE.name} ऑर्डर ${ref} का आपका रिफ़ंड हमारे ध्यान में है`,
    refundSentHeading: 'आपका रिफ़ंड रास्ते में है',
    refundFailedHeading: 'आपका रिफ़ंड पूरा नहीं हुआ',
    order: 'ऑर्डर',
    refund: 'रिफ़ंड',
    refundIdLabel: 'रिफ़ंड id',
    questions: (email) => `इस बारे में कोई सवाल? इस मेल का जवाब दें या ${email} पर लिखें।`,
    declinedSubject: (ref) => `${STORE.name} ऑर्डर ${ref} को रद्द करने का आपका अनुरोध`,
    declinedHeading: 'आपका ऑर्डर जारी है',
    couldNotCancel: (ref) => `हम आपका ऑर्डर ${ref} रद्द नहीं कर सके।`,
    reason: 'कारण',
    goesAhead: (date) => `आपका ऑर्डर तय योजना से आगे बढ़ रहा है। अनुमानित डिलीवरी: ${date}।`,
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
export function paymentReceivedMail(order: Order, language: Language = 'en'): MailMessage {
  const words = WORDS[language];
  return customerMail(
    order,
    words.paidSubject(ref(order)),
    words.paidHeading,
    [
      paragraph(words.paymentReceived(formatInr(order.totalAmount), ref(order))),
      ...(order.razorpayPaymentId ? [facts([{ label: words.paymentId, value: order.razorpayPaymentId }])] : []),
      paragraph(words.expectedDelivery(words.date(order.expectedDelivery))),
    ],
    words,
  );
}

export function shippedMail(order: Order, site: MailSite, language: Language = 'en'): MailMessage {
  const words = WORDS[language];
  return customerMail(
    order,
    words.shippedSubject(ref(order)),
    words.shippedHeading,
    [
      paragraph(words.onItsWay(ref(order), order.shippingAddress.city)),
      paragraph(words.expectedDelivery(words.date(order.expectedDelivery))),
      paragraph(
        order.paymentMethod === 'cod'
          ? words.keepReady(formatInr(amountDue(order)))
          : words.amountPaid(formatInr(order.totalAmount)),
      ),
      // The parcel's number and tracking link, once the courier has it.
      ...(order.shipment
        ? [
            facts([
              { label: words.courier, value: order.shipment.courier },
              { label: words.awb, value: order.shipment.awb },
            ]),
            button(words.tracking, order.shipment.trackingUrl),
          ]
        : []),
      paragraph(words.inTheParcel),
      itemsList(order, site, words),
    ],
    words,
  );
}

export function deliveredMail(order: Order, site: MailSite, language: Language = 'en'): MailMessage {
  const words = WORDS[language];
  return customerMail(
    order,
    words.deliveredSubject(ref(order)),
    words.deliveredHeading,
    [
      paragraph(words.delivered(ref(order))),
      itemsList(order, site, words),
      paragraph(words.returnWithin(RETURN_WINDOW_DAYS)),
      button(words.returnOrExchange, orderHistory(site)),
    ],
    words,
  );
}

function refundLine(refund: RefundNote | null, words: Words = WORDS.en): string {
  if (!refund) return words.nothingToRefund;
  const days = words.refundDays(CANCELLATION_REFUND_BUSINESS_DAYS.min, CANCELLATION_REFUND_BUSINESS_DAYS.max);
  const amount = formatInr(refund.amount);
  const id = refund.id ? words.refundId(refund.id) : '';
  switch (refund.status) {
    case 'processed':
      return words.refundProcessed(amount, id, days);
    case 'pending':
      return words.refundPending(amount, id, days);
    case 'failed':
      return words.refundFailed(amount, id, days);
  }
}

/** The order was cancelled, with what happens to the money. */
export function cancelledMail(
  order: Order,
  refund: RefundNote | null,
  byRequest: boolean,
  language: Language = 'en',
): MailMessage {
  const words = WORDS[language];
  return customerMail(
    order,
    words.cancelledSubject(ref(order)),
    words.cancelledHeading,
    [
      paragraph(byRequest ? words.cancelledAsAsked(ref(order)) : words.cancelled(ref(order))),
      paragraph(refundLine(refund, words)),
    ],
    words,
  );
}

/** A refund that was on its way has reached its end: sent to the customer's bank, or failed. */
export function refundUpdateMail(order: Order, refund: RefundNote, language: Language = 'en'): MailMessage {
  const words = WORDS[language];
  const sent = refund.status === 'processed';
  return customerMail(
    order,
    sent ? words.refundSentSubject(ref(order)) : words.refundAttentionSubject(ref(order)),
    sent ? words.refundSentHeading : words.refundFailedHeading,
    [
      paragraph(refundLine(refund, words)),
      facts([
        { label: words.order, value: ref(order) },
        { label: words.refund, value: formatInr(refund.amount), strong: true },
        ...(refund.id ? [{ label: words.refundIdLabel, value: refund.id }] : []),
      ]),
      paragraph(words.questions(STORE.supportEmail), { muted: true }),
    ],
    words,
  );
}

/**
 * The customer's cancellation request was declined; the order goes ahead. The owner's note is
 * quoted as the owner wrote it.
 */
export function cancellationDeclinedMail(order: Order, note: string, language: Language = 'en'): MailMessage {
  const words = WORDS[language];
  return customerMail(
    order,
    words.declinedSubject(ref(order)),
    words.declinedHeading,
    [
      paragraph(words.couldNotCancel(ref(order))),
      lines(words.reason, [note]),
      paragraph(words.goesAhead(words.date(order.expectedDelivery))),
      paragraph(words.questions(STORE.supportEmail), { muted: true }),
    ],
    words,
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
