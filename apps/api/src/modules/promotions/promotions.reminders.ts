import { PAGES, STORE, formatInr, paiseToRupees } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs/jobs.ts';
import { button, layoutMail, paragraph, table } from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mail.ts';
import type { MailQueue } from '../../lib/mail/mail-queue.ts';
import * as repo from './promotions.repository.ts';
import { newUnsubscribeToken } from './promotions.service.ts';

export const CART_REMINDER_QUEUE = 'promotions.cart-reminders';
/** A cart gets at most one reminder in this many days. */
export const REMINDER_GAP_DAYS = 7;
const MAX_REMINDERS_PER_RUN = 200;

export type ReminderDeps = { db: Db; mail: MailQueue; publicUrl: string };

export function cartReminderMail(input: {
  email: string;
  name: string;
  lines: { productName: string; colorName: string; size: string; quantity: number; pricePaise: number }[];
  cartUrl: string;
  unsubscribeUrl: string;
  couponCode: string | null;
}): MailMessage {
  const message = layoutMail({
    to: input.email,
    subject: `Still thinking it over? Your cart at ${STORE.name} is waiting`,
    heading: 'Your cart is waiting',
    greeting: `Hi ${input.name},`,
    blocks: [
      paragraph('You left these in your cart. They are still in stock, at these prices now:'),
      table(
        ['Item', 'Qty', 'Price'],
        input.lines.map((l) => [
          `${l.productName} (${l.colorName}, ${l.size})`,
          String(l.quantity),
          formatInr(paiseToRupees(l.pricePaise)),
        ]),
      ),
      ...(input.couponCode ? [paragraph(`Use the code ${input.couponCode} at checkout.`)] : []),
      button('Back to your cart', input.cartUrl),
      paragraph('No more mails like this one?', {
        muted: true,
        link: { label: 'Unsubscribe', url: input.unsubscribeUrl },
      }),
    ],
  });
  // Mail programs show their own Unsubscribe button from this header (RFC 2369).
  return { ...message, headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>` } };
}

/**
 * One run of the reminder schedule: each signed-in customer whose cart has sat unchanged for the
 * owner's number of hours, who has not ordered since, has not unsubscribed and got no reminder for
 * this cart in 7 days, gets one mail. The reminder row and the mail's job are written in one
 * transaction with the cart row locked (SKIP LOCKED), so two runs never mail one cart twice.
 * Answers how many were sent.
 */
export async function sendCartReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  const settings = await repo.findSettings(deps.db);
  const coupon = settings.reminderCouponId ? await repo.findCoupon(deps.db, settings.reminderCouponId) : undefined;
  const couponCode =
    coupon && coupon.status === 'active' && (!coupon.endsAt || coupon.endsAt > now) ? coupon.code : null;
  const idleSince = new Date(now.getTime() - settings.reminderHours * 3_600_000);
  const remindedSince = new Date(now.getTime() - REMINDER_GAP_DAYS * 86_400_000);
  return deps.db.transaction(async (tx) => {
    const due = await repo.lockCartsDueReminder(tx, idleSince, remindedSince, MAX_REMINDERS_PER_RUN);
    let sent = 0;
    for (const cart of due) {
      // Read again under the lock: another run may have just sent it.
      if (await repo.hasReminderSince(tx, cart.cartId, remindedSince)) continue;
      const lines = await repo.findCartLinesInStock(tx, cart.cartId);
      if (lines.length === 0) continue;
      const reminderId = await repo.insertReminder(tx, { cartId: cart.cartId, userId: cart.userId, sentAt: now });
      const token = await repo.unsubscribeTokenOf(tx, cart.userId, newUnsubscribeToken());
      const unsubscribeUrl = `${deps.publicUrl}${PAGES.unsubscribe}?token=${encodeURIComponent(token)}`;
      await deps.mail.send(
        tx,
        `cart-reminder:${reminderId}`,
        cartReminderMail({
          email: cart.email,
          name: cart.name,
          lines,
          cartUrl: `${deps.publicUrl}${PAGES.cart}`,
          unsubscribeUrl,
          couponCode,
        }),
      );
      sent++;
    }
    return sent;
  });
}

/** The reminder schedule: every 15 minutes, once across all instances. */
export function scheduleCartReminders(
  deps: ReminderDeps & { jobs: Jobs; log?: { info: (o: object, m: string) => void } },
) {
  deps.jobs.every(CART_REMINDER_QUEUE, '*/15 * * * *', async () => {
    const sent = await sendCartReminders(deps);
    if (sent > 0) deps.log?.info({ sent }, 'cart reminders sent');
  });
}
