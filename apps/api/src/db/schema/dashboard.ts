import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/**
 * The owner's dashboard settings: one row for the whole shop (id 1), written when the admin first
 * changes a setting; until then the defaults in the shared constants apply.
 */
export const dashboardSettings = pgTable(
  'dashboard_settings',
  {
    id: smallint('id').primaryKey().default(1),
    lowStockThreshold: integer('low_stock_threshold').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('dashboard_settings_single_row', sql`${t.id} = 1`),
    check('dashboard_settings_threshold_range', sql`${t.lowStockThreshold} between 0 and 999`),
  ],
);
