import {
  FAILED_DELIVERY_ANSWER_HOURS,
  PAGES,
  SHIPPING_MAIL_TEXTS,
  STORE,
  formatInr,
  shippingAddressLines,
  type Language,
  type Order,
} from '@shop/shared';
import { SHOPPER_MAIL_TEXTS } from '@shop/shared/hindi-messages';
import { button, facts, layoutMail, paragraph, siteUrl } from '../../lib/mail/layout.ts';
import type { MailQueue } from '../../lib/mail/mail-queue.ts';
import type { MailMessage } from '../../lib/mail/mail.ts';
import { loadOrders, mailLanguageOf } from '../orders/index.ts';
import type { ShipmentDomainEvent } from './shipping.events.ts';
import * as repo from './shipping.repository.ts';
import { failedDeliveryLink, type ShippingDeps } from './shipping.service.ts';

const tracking = (shipment: repo.ShipmentRow, texts: (typeof SHOPPER_MAIL_TEXTS)[Language]['shipping']) => [
  facts([
    { label: texts.courier, value: shipment.courierName },
    { label: texts.awb, value: shipment.awb },
  ]),
  button(texts.tracking, shipment.trackingUrl),
];

/** The parcel's news to the shopper, in their account's language (docs/decisions/0321). */
export function outForDeliveryMail(order: Order, shipment: repo.ShipmentRow, language: Language = 'en'): MailMessage {
  const texts = SHOPPER_MAIL_TEXTS[language].shipping;
  return layoutMail({
    to: order.user.email,
    subject: texts.outForDeliverySubject(STORE.name, order.orderNumber),
    heading: texts.outForDeliveryHeading,
    greeting: texts.greeting(order.user.name),
    blocks: [
      paragraph(texts.outForDelivery(order.orderNumber)),
      ...(order.paymentMethod === 'cod' ? [paragraph(texts.codReminder(formatInr(order.totalAmount)))] : []),
      ...tracking(shipment, texts),
    ],
    language,
  });
}

export function failedDeliveryMail(
  order: Order,
  shipment: repo.ShipmentRow,
  link: string,
  language: Language = 'en',
): MailMessage {
  const texts = SHOPPER_MAIL_TEXTS[language].shipping;
  return layoutMail({
    to: order.user.email,
    subject: texts.failedSubject(STORE.name, order.orderNumber),
    heading: texts.failedHeading,
    greeting: texts.greeting(order.user.name),
    blocks: [
      paragraph(texts.failed(order.orderNumber, shipment.courierName)),
      paragraph(texts.failedChoose(FAILED_DELIVERY_ANSWER_HOURS)),
      button(texts.failedLink, link),
      ...tracking(shipment, texts),
    ],
    language,
  });
}

/**
 * The owner's notice that a failed delivery waits for their decision, with the way to the order's
 * page; a Reply reaches the shopper.
 */
export function ownerDecidesMail(
  order: Order,
  shipment: repo.ShipmentRow,
  to: string,
  orderPageUrl: string,
): MailMessage {
  const mail = layoutMail({
    to,
    subject: SHIPPING_MAIL_TEXTS.ownerSubject(order.orderNumber),
    heading: SHIPPING_MAIL_TEXTS.ownerHeading,
    blocks: [
      paragraph(SHIPPING_MAIL_TEXTS.owner(order.orderNumber, FAILED_DELIVERY_ANSWER_HOURS)),
      facts([
        { label: SHIPPING_MAIL_TEXTS.awb, value: shipment.awb },
        { label: 'Address', value: shippingAddressLines(order.shippingAddress).join(', ') },
        { label: 'Phone', value: order.contact },
      ]),
      button(SHIPPING_MAIL_TEXTS.ownerDecide, orderPageUrl),
    ],
    footer: `Sent by the ${STORE.name} shop to its owner. Reply to write to the customer.`,
  });
  return { ...mail, replyTo: { name: order.user.name, address: order.user.email } };
}

type MailedEvent = Extract<
  ShipmentDomainEvent,
  { type: 'shipment.status-changed' | 'shipment.failed-delivery-unanswered' }
>;

/**
 * Whether an event causes a mail, told from the event alone (no job is written otherwise): only the
 * order's own parcel (a replacement's news is the returns module's mail).
 */
const mayMail = (event: MailedEvent) =>
  event.direction === 'forward' &&
  event.returnId === null &&
  (event.type === 'shipment.failed-delivery-unanswered' ||
    event.to === 'out_for_delivery' ||
    event.to === 'delivery_failed');

/**
 * Mails about a parcel on its way: out for delivery and a failed delivery (with its signed link)
 * to the shopper, an unanswered failed delivery to the owner. Shipped and delivered are the order's
 * own mails (its status moves). Each mail is keyed by the event, so a job run twice sends it once.
 */
export function subscribeShippingMails(deps: ShippingDeps & { mail: MailQueue; ownerEmail: string }): void {
  deps.outbox.on(
    'shipping-mails',
    ['shipment.status-changed', 'shipment.failed-delivery-unanswered'],
    async (event, { eventId }) => {
      const [order] = await loadOrders(deps.db, [event.orderId]);
      const shipment = await repo.findById(deps.db, event.shipmentId);
      if (!order || !shipment) return;
      let mail: MailMessage | null = null;
      if (event.type === 'shipment.failed-delivery-unanswered')
        mail = ownerDecidesMail(
          order,
          shipment,
          deps.ownerEmail,
          siteUrl(deps, PAGES.adminOrder.replace(':id', order._id)),
        );
      else if (event.to === 'out_for_delivery') {
        mail = outForDeliveryMail(order, shipment, await mailLanguageOf(deps.db, order.user._id));
      } else if (event.to === 'delivery_failed' && shipment.status === 'delivery_failed' && shipment.answerBy) {
        const language = await mailLanguageOf(deps.db, order.user._id);
        mail = failedDeliveryMail(order, shipment, failedDeliveryLink(deps, shipment), language);
      }
      if (mail) await deps.mail.send(deps.db, `${eventId}.0`, mail);
    },
    { when: mayMail },
  );
}
