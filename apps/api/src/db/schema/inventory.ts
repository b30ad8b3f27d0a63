import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './account.ts';
import { variantStock } from './catalogue.ts';

/** Why a size's stock moved: a closed list, kept in the table's check as well. */
export const STOCK_REASONS = [
  'initial',
  'order-placed',
  'order-cancelled',
  'admin-set',
  'admin-adjust',
  'return-restocked',
  'returned-to-origin',
  'exchange-held',
  'exchange-released',
] as const;

/** What a movement answers to: an order, a return, or the admin who typed the number. */
export const STOCK_REFERENCE_TYPES = ['order', 'return', 'admin'] as const;

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Every change of a size's stock, as the inventory module wrote it: a size's quantity in
 * `variant_stock` is always the sum of its movements' `delta`. Rows are only ever added; they go
 * with their stock row (a deleted colour, the demo seed's reset).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    /** The order the movements were written in. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    variantId: uuid('variant_id').notNull(),
    size: text('size', { enum: ['M', 'L', 'XL', 'XXL'] }).notNull(),
    /** Units added (positive) or taken (negative). */
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    /** What the movement answers to; none for stock that predates the movements, and the demo seed. */
    referenceType: text('reference_type', { enum: STOCK_REFERENCE_TYPES }),
    referenceId: uuid('reference_id'),
    /** The size's quantity once this movement was applied. */
    quantityAfter: integer('quantity_after').notNull(),
    /** Why, in the admin's words, for an adjustment ("2 found in the back room", "1 damaged"). */
    note: text('note'),
    /** The admin or shopper whose request moved the stock; none for the shop itself (the unpaid sweep). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'stock_movements_stock_fk',
      columns: [t.variantId, t.size],
      foreignColumns: [variantStock.variantId, variantStock.size],
    }).onDelete('cascade'),
    index('stock_movements_size_idx').on(t.variantId, t.size, t.id),
    index('stock_movements_reference_idx').on(t.referenceType, t.referenceId),
    check('stock_movements_reason_check', sql`${t.reason} in (${quoted(STOCK_REASONS)})`),
    check(
      'stock_movements_reference_check',
      sql`(${t.referenceType} is null) = (${t.referenceId} is null) and (${t.referenceType} is null or ${t.referenceType} in (${quoted(STOCK_REFERENCE_TYPES)}))`,
    ),
    check('stock_movements_quantity_after_check', sql`${t.quantityAfter} >= 0`),
    check('stock_movements_delta_check', sql`${t.delta} <> 0 or ${t.reason} = 'initial'`),
  ],
);
