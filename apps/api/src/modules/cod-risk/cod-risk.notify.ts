import { JOB_TEXTS, LANGUAGE_TAGS, STORE, formatInr, type Language, type Order } from '@shop/shared';
import { SHOPPER_MAIL_TEXTS } from '@shop/shared/hindi-messages';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs/jobs.ts';
import { button, layoutMail, paragraph } from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mail.ts';
import { deliverOnce, type MailQueue } from '../../lib/mail/mail-queue.ts';
import {
  NotificationError,
  indianWhatsAppNumber,
  type Notifications,
  type TemplateMessage,
} from '../../lib/notifications/notifications.ts';
import { loadOrders, mailLanguageOf, type LifecycleDeps, type OrderEvent } from '../orders/index.ts';
import type { LinkSigner } from '../../lib/links/link-signer.ts';
import * as repo from './cod-risk.repository.ts';
import { expireUnconfirmed, recordConfirmed } from './cod-risk.service.ts';
import { payOnlineOffer } from './cod-risk.switch.ts';

/** The queue of the confirmation deadline sweep, sent every minute by the job engine. */
export const UNCONFIRMED_SWEEP_QUEUE = 'cod.unconfirmed-sweep';

/** The one-tap links of an order's confirmation: a page of the shop that asks the API with the token. */
export function confirmationLinks(publicUrl: string, links: LinkSigner, orderId: string) {
  const base = `${publicUrl}/confirm-cod/${orderId}?token=${encodeURIComponent(links.sign(orderId))}`;
  return { confirm: `${base}&action=confirm`, cancel: `${base}&action=cancel` };
}

/** The time to confirm by, the Indian way in the shop's time zone, in the shopper's language (Latin digits). */
const deadlineOf = (at: Date, language: Language = 'en') =>
  at.toLocaleString(`${LANGUAGE_TAGS[language]}-u-nu-latn`, {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** The mail asking the shopper to confirm, in their account's language (docs/decisions/0321). */
export function confirmationMail(
  order: Order,
  urls: { confirm: string; cancel: string },
  confirmBy: Date,
  payOnline: { url: string; saving: number } | null = null,
  language: Language = 'en',
): MailMessage {
  const texts = SHOPPER_MAIL_TEXTS[language].cod;
  return layoutMail({
    to: order.user.email,
    subject: texts.subject(order.orderNumber),
    heading: texts.heading,
    greeting: texts.greeting(order.user.name),
    blocks: [
      paragraph(texts.held(order.orderNumber, formatInr(order.totalAmount), deadlineOf(confirmBy, language))),
      button(texts.confirm, urls.confirm),
      button(texts.cancel, urls.cancel, { secondary: true }),
      ...(payOnline
        ? [
            button(texts.payOnlineInstead, payOnline.url),
            paragraph(texts.payOnlineSaving(formatInr(payOnline.saving), STORE.name), { muted: true }),
          ]
        : []),
    ],
    language,
  });
}

/** An approved WhatsApp template: its name and the language code it was approved in. */
export type WhatsAppTemplate = { template: string; language: string };

/**
 * The module's durable work: the deadline sweep once a minute (once across instances), the
 * confirmation mail of each order that waits (a job of the `order.placed` event, sent once per
 * order), the confirmation recorded for the owner's rate when a waiting order is confirmed, and
 * the refund of a switch to online paid too late.
 */
export function scheduleCodRiskJobs(
  deps: LifecycleDeps & {
    jobs: Jobs;
    mail: MailQueue;
    notifications: Notifications;
    /** The confirmation's template approved in each of the shop's languages. */
    whatsapp: Readonly<Record<Language, WhatsAppTemplate>>;
    links: LinkSigner;
    publicUrl: string;
  },
) {
  const { jobs, mail, notifications, whatsapp, links, publicUrl, ...lifecycle } = deps;
  jobs.every(UNCONFIRMED_SWEEP_QUEUE, '* * * * *', async () => {
    const expired = await expireUnconfirmed(lifecycle);
    if (expired.length > 0) deps.log?.info({ orders: expired }, 'unconfirmed COD orders cancelled, stock restored');
  });
  lifecycle.events.subscribe(
    'cod-confirmation',
    ['order.placed', 'order.confirmed'],
    async (event) => {
      const db: Db = lifecycle.db;
      const [decision] = await repo.findDecisions(db, [event.orderId]);
      if (!decision || decision.outcome !== 'cod_confirm') return;
      if (event.type === 'order.confirmed') return recordConfirmed(db, event.orderId, new Date());
      const [order] = await loadOrders(db, [event.orderId]);
      if (!order || order.status !== 'awaiting_confirmation' || !decision.confirmBy) return;
      const offer = await payOnlineOffer({ db, links, publicUrl }, order._id);
      const message = confirmationMail(
        order,
        confirmationLinks(publicUrl, links, order._id),
        decision.confirmBy,
        offer,
        await mailLanguageOf(db, order.user._id),
      );
      await mail.send(db, `cod-confirm:${order._id}`, message);
    },
    { when: (event) => event.paymentMethod === 'cod' && waitedForConfirmation(event) },
  );
  // The same links by WhatsApp, a job of its own so the mail and the message are retried apart.
  lifecycle.events.subscribe(
    'cod-whatsapp',
    ['order.placed'],
    async (event) => {
      const [decision] = await repo.findDecisions(lifecycle.db, [event.orderId]);
      if (!decision || decision.outcome !== 'cod_confirm' || !decision.confirmBy) return;
      const [order] = await loadOrders(lifecycle.db, [event.orderId]);
      if (!order || order.status !== 'awaiting_confirmation') return;
      const language = await mailLanguageOf(lifecycle.db, order.user._id);
      const message = confirmationMessage(
        order,
        confirmationLinks(publicUrl, links, order._id),
        decision.confirmBy,
        whatsapp[language],
        language,
      );
      // Sent at most once per order, claimed before WhatsApp is reached as a mail is: a job run
      // again after the message went (a retry, a second instance) sends nothing, and one whose
      // attempt died just as WhatsApp took it is given up for the operator to decide.
      const record = { key: `whatsapp:cod-confirm:${order._id}`, recipient: message.to, subject: message.template };
      try {
        await deliverOnce(lifecycle.db, record, JOB_TEXTS.whatsappMaybeSent, {}, () =>
          notifications.sendTemplate(message, `cod-confirm-${order._id}`),
        );
      } catch (error) {
        // A refusal WhatsApp will repeat (no such template, a number not on WhatsApp) is given up
        // at once: the mail carries the same links. Anything else is tried again by the job.
        if (error instanceof NotificationError && !error.retryable) {
          deps.log?.warn({ orderId: order._id, err: error }, 'COD confirmation not sent by WhatsApp');
          return;
        }
        throw error;
      }
    },
    { when: (event) => event.paymentMethod === 'cod' && waitedForConfirmation(event) },
  );
}

/**
 * Whether an order event concerns an order the shopper was asked to confirm: the placing of one
 * that waits, or its confirmation. Only those give the confirmation jobs anything to do, so a plain
 * cash-on-delivery order (most of a sale day's) writes no job for them. An event written before
 * the flags existed says neither, and still gets its job, whose handler checks the decision.
 */
function waitedForConfirmation(event: OrderEvent): boolean {
  if (event.type === 'order.placed') return event.awaitsConfirmation !== false;
  if (event.type === 'order.confirmed') return event.afterConfirmation !== false;
  return true;
}

/**
 * The WhatsApp template of a COD confirmation: body {{1}} name, {{2}} order number, {{3}} total,
 * {{4}} deadline; URL buttons Confirm and Cancel whose base is `<shop>/confirm-cod/`. The template
 * is the one approved in the shopper's language, and the deadline is written in it.
 */
export function confirmationMessage(
  order: Order,
  urls: { confirm: string; cancel: string },
  confirmBy: Date,
  template: WhatsAppTemplate,
  language: Language = 'en',
): TemplateMessage {
  const suffix = (url: string) => url.slice(url.indexOf('/confirm-cod/') + '/confirm-cod/'.length);
  return {
    to: indianWhatsAppNumber(order.contact),
    template: template.template,
    language: template.language,
    body: [order.user.name, `#${order.orderNumber}`, formatInr(order.totalAmount), deadlineOf(confirmBy, language)],
    urlButtons: [suffix(urls.confirm), suffix(urls.cancel)],
  };
}
