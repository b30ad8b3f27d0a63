import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './account.ts';
import { variants } from './catalogue.ts';

/**
 * An alert a shopper asked for: a sold-out size back in stock, or a price drop on a wishlisted
 * colour and size. One row per shopper (e-mail), colour, size and event; gone once sent.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    size: text('size', { enum: ['M', 'L', 'XL', 'XXL'] }).notNull(),
    event: text('event', { enum: ['back-in-stock', 'price-drop'] })
      .notNull()
      .default('back-in-stock'),
    /** A price drop's: the price when the shopper asked; the alert is due once the price is below it. */
    pricePaise: integer('price_paise'),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The language the shopper asked in: a visitor's alert is written in it (a shopper with an
     * account gets the account's language, which the language switch keeps current).
     */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stock_alerts_shopper_event_unique').on(t.email, t.variantId, t.size, t.event),
    index('stock_alerts_variant_idx').on(t.variantId, t.size),
    index('stock_alerts_user_idx').on(t.userId),
    check('stock_alerts_size_check', sql`${t.size} in ('M', 'L', 'XL', 'XXL')`),
    check('stock_alerts_event_check', sql`${t.event} in ('back-in-stock', 'price-drop')`),
    check('stock_alerts_price_drop_check', sql`(${t.event} = 'price-drop') = (${t.pricePaise} is not null)`),
  ],
);

/**
 * A shopper's consent to alerts on one channel: the exact words agreed to and when; withdrawn by
 * setting `withdrawn_at`, never deleted, so the shop can show what was agreed and when it ended.
 * At most one consent in force per shopper and channel; agreeing again after a withdrawal is a new row.
 */
export const alertConsents = pgTable(
  'alert_consents',
  {
    id: id(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'whatsapp'] }).notNull(),
    wording: text('wording').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alert_consents_in_force_unique')
      .on(t.email, t.channel)
      .where(sql`${t.withdrawnAt} is null`),
    index('alert_consents_user_idx').on(t.userId),
    check('alert_consents_channel_check', sql`${t.channel} in ('email', 'whatsapp')`),
  ],
);

/**
 * The alerts sent, one row per shopper and day (India time): the unique key is the "at most one
 * alert a day" rule itself, so two events the same day, on any instance, send one alert.
 */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: id(),
    email: text('email').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    variantId: uuid('variant_id').notNull(),
    size: text('size', { enum: ['M', 'L', 'XL', 'XXL'] }).notNull(),
    event: text('event', { enum: ['back-in-stock', 'price-drop'] }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [uniqueIndex('alert_deliveries_one_a_day_unique').on(t.email, t.day)],
);
