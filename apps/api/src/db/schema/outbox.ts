import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * Every domain event, written in the transaction of the change it reports (the outbox): what
 * happened, to what, and when. The jobs that react to it are written in the same transaction.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: id(),
    /** The order events were written in, across transactions as they committed their rows. */
    position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_events_type_idx').on(t.type, t.createdAt)],
);

/**
 * Mails (and WhatsApp messages) already handed over, by the key of what they report: a job that
 * runs again (at least once) finds its key here and does not send a second copy.
 */
export const sentMails = pgTable('sent_mails', {
  key: text('key').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  /**
   * `sending`: claimed before the mail is handed to the mail server; `sent`: the server took it;
   * `unknown`: an attempt stopped between the two (the process died), so whether the server took
   * it is not known, and nothing sends it again unless the operator retries its job
   * (docs/decisions/0289). WhatsApp messages are claimed the same way.
   */
  state: text('state', { enum: ['sending', 'sent', 'unknown'] })
    .notNull()
    .default('sent'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
