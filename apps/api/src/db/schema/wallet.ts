import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './account.ts';

/**
 * A customer's store-credit balance: the sum of their ledger entries, kept beside it so a spend
 * is one conditional update (`balance >= amount`) that concurrent spends cannot both pass; the
 * check keeps it from ever going below zero whatever the code does.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balancePaise: integer('balance_paise').notNull().default(0),
  },
  (t) => [check('wallet_accounts_balance_check', sql`${t.balancePaise} >= 0`)],
);

/**
 * The store-credit ledger: rows are only ever added. Each names why (reason) and what it answers
 * to (a return, an order); one entry per reason and reference, so a credit or a spend retried
 * is written once.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deltaPaise: integer('delta_paise').notNull(),
    balanceAfterPaise: integer('balance_after_paise').notNull(),
    reason: text('reason', { enum: ['return-credit', 'order-payment', 'order-cancelled'] }).notNull(),
    referenceId: uuid('reference_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('wallet_entries_reference_idx').on(t.reason, t.referenceId),
    check('wallet_entries_delta_check', sql`${t.deltaPaise} <> 0`),
    check('wallet_entries_balance_check', sql`${t.balanceAfterPaise} >= 0`),
  ],
);
