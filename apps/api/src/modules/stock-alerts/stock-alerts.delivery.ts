import {
  JOB_TEXTS,
  formatInr,
  paiseToRupees,
  type AlertChannel,
  type AlertEvent,
  type Language,
  type Size,
} from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs/jobs.ts';
import type { LinkSigner } from '../../lib/links/link-signer.ts';
import { deliverOnce, type MailQueue } from '../../lib/mail/mail-queue.ts';
import {
  NotificationError,
  indianWhatsAppNumber,
  type Notifications,
  type TemplateMessage,
} from '../../lib/notifications/notifications.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import { colorName, productName, type CatalogueEvent } from '../catalogue/index.ts';
import type { InventoryEvent } from '../inventory/index.ts';
import * as repo from './stock-alerts.repository.ts';
import { alertMail, type AlertContent } from './stock-alerts.mails.ts';

/** One alert on one channel, a job of its own: the mail and the WhatsApp message are retried apart. */
export const ALERT_SEND_QUEUE = 'alerts.send';
/** The hourly sweep of alerts held back by the one-a-day rule (or by an event missed). */
export const ALERT_DUE_SWEEP_QUEUE = 'alerts.due-sweep';

type AlertSend = {
  alertId: string;
  channel: AlertChannel;
  email: string;
  variantId: string;
  size: Size;
  event: AlertEvent;
  /** The shopper's language (English for a job written before alerts had one). */
  language?: Language;
};

/** An approved WhatsApp template: its name and the language code it was approved in. */
export type WhatsAppTemplate = { name: string; language: string };

export type AlertDeliveryDeps = {
  db: Db;
  jobs: Jobs;
  mail: MailQueue;
  notifications: Notifications;
  /** The approved WhatsApp template of each event in each of the shop's languages. */
  whatsapp: { templates: Record<Language, Record<AlertEvent, WhatsAppTemplate>> };
  links: LinkSigner;
  publicUrl: string;
  inventoryEvents: Outbox<InventoryEvent>;
  catalogueEvents: Outbox<CatalogueEvent>;
  log?: FastifyBaseLogger;
};

/** The shopper's day, in India: the one-a-day rule counts days as the shopper lives them. */
const indiaDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * Sends the alerts whose moment has come (of one colour and size, or all of them), in one
 * transaction: each alert of a shopper whose consent is in force on some channel, and who had no
 * alert today, is recorded as today's, ended, and given a job per channel agreed to. The locks
 * and the unique keys decide, not what the event saw: an event delivered twice, two at once on two
 * instances, two events the same day, all send one alert. An alert held back waits for the sweep.
 */
export async function sendDueAlerts(
  deps: Pick<AlertDeliveryDeps, 'db' | 'jobs'>,
  only: { variantId: string; size?: Size } | null,
  now = new Date(),
): Promise<number> {
  const day = indiaDay(now);
  return deps.db.transaction(async (tx) => {
    let sent = 0;
    for (const alert of await repo.lockDueAlerts(tx, only)) {
      const channels = await repo.channelsInForce(tx, alert.email);
      // Consent withdrawn on every channel: nothing goes; the alert waits should it be given again.
      if (channels.length === 0) continue;
      const { email, variantId, size, event, language } = alert;
      if (!(await repo.recordDelivery(tx, { email, day, variantId, size, event }))) continue;
      await repo.deleteAlert(tx, alert.id);
      for (const channel of channels) {
        const job: AlertSend = { alertId: alert.id, channel, email, variantId, size, event, language };
        await deps.jobs.send(tx, ALERT_SEND_QUEUE, job, { key: `alert:${alert.id}:${channel}` });
      }
      sent += 1;
    }
    return sent;
  });
}

/**
 * One alert on one channel. Consent is read again right before the send: withdrawn since the alert
 * was taken (by the stop link of another alert, in My Account), nothing goes. The mail goes
 * through the mail queue, the WhatsApp message through the port, each at most once per alert.
 */
async function sendAlert(deps: AlertDeliveryDeps, job: AlertSend): Promise<void> {
  const consent = await repo.consentInForce(deps.db, job.email, job.channel);
  if (!consent) {
    deps.log?.info({ alertId: job.alertId, channel: job.channel }, 'alert not sent: consent withdrawn');
    return;
  }
  const subject = await repo.findAlertSubject(deps.db, job.variantId);
  if (!subject) return;
  // In the shopper's language: the product's and the colour's Hindi names where the admin wrote them.
  const language = job.language ?? 'en';
  const name = productName({ name: subject.productName, nameHi: subject.productNameHi }, language);
  const colour = colorName(subject, language);
  const base = deps.publicUrl.replace(/\/$/, '');
  const productPath = `product/${subject.productId}?variant=${job.variantId}&size=${job.size}`;
  const stopPath = `alerts/stop/${consent.id}?token=${encodeURIComponent(deps.links.sign(consent.id, 'alert-stop'))}`;
  const content: AlertContent = {
    event: job.event,
    productName: name,
    colorName: colour,
    size: job.size,
    pricePaise: subject.pricePaise,
    url: `${base}/${productPath}`,
    stopUrl: `${base}/${stopPath}`,
  };
  if (job.channel === 'email') {
    return deps.mail.send(deps.db, `alert.${job.alertId}`, alertMail(job.email, content, language));
  }

  const phone = await repo.findPhone(deps.db, job.email);
  if (!phone) return;
  // Body {{1}} product, {{2}} colour, {{3}} size, {{4}} price; URL buttons View and Stop alerts,
  // whose base in the approved template is the shop's address. The template approved in the
  // shopper's language (docs/decisions/0319).
  const template = deps.whatsapp.templates[language][job.event];
  const message: TemplateMessage = {
    to: indianWhatsAppNumber(phone),
    template: template.name,
    language: template.language,
    body: [name, colour, job.size, formatInr(paiseToRupees(subject.pricePaise))],
    urlButtons: [productPath, stopPath],
  };
  const record = { key: `whatsapp:alert:${job.alertId}`, recipient: message.to, subject: message.template };
  try {
    await deliverOnce(deps.db, record, JOB_TEXTS.whatsappMaybeSent, {}, () =>
      deps.notifications.sendTemplate(message, `alert-${job.alertId}`),
    );
  } catch (error) {
    // A refusal WhatsApp will repeat (no such template, a number not on WhatsApp) is given up at
    // once: the mail, where agreed to, says the same. Anything else is tried again by the job.
    if (error instanceof NotificationError && !error.retryable) {
      deps.log?.warn({ alertId: job.alertId, err: error }, 'alert not sent by WhatsApp');
      return;
    }
    throw error;
  }
}

/**
 * The alerts' durable work. Whatever raised a size's stock (an owner's edit, a cancelled order, a
 * restocked return) is one `stock.changed` event; a lowered price is a `price.changed` event; each
 * writes a job only when it can make an alert due. The hourly sweep sends what the one-a-day rule
 * held back.
 */
export function scheduleAlerts(deps: AlertDeliveryDeps): void {
  deps.jobs.define<AlertSend>(ALERT_SEND_QUEUE, { handler: (job) => sendAlert(deps, job) });
  deps.inventoryEvents.on(
    'back-in-stock',
    ['stock.changed'],
    async (event) => {
      await sendDueAlerts(deps, { variantId: event.variantId, size: event.size });
    },
    { when: (event) => event.to > 0 && event.to > event.from },
  );
  deps.catalogueEvents.on(
    'price-drop',
    ['price.changed'],
    async (event) => {
      await sendDueAlerts(deps, { variantId: event.variantId });
    },
    { when: (event) => event.toPaise < event.fromPaise },
  );
  deps.jobs.every(ALERT_DUE_SWEEP_QUEUE, '7 * * * *', async () => {
    const sent = await sendDueAlerts(deps, null);
    if (sent > 0) deps.log?.info({ sent }, 'alerts held back sent');
  });
}
