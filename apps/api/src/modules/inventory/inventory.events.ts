import type { Size } from '@shop/shared';
import type { STOCK_REASONS, STOCK_REFERENCE_TYPES } from '../../db/schema/index.ts';

/** Why a size's stock moved (the closed list the table checks). */
export type StockReason = (typeof STOCK_REASONS)[number];
export type StockReferenceType = (typeof STOCK_REFERENCE_TYPES)[number];

/**
 * What the inventory announces, through the outbox, in the transaction of the change: one event
 * per size whose quantity moved, from what to what, and why.
 */
export type InventoryEvent = {
  type: 'stock.changed';
  variantId: string;
  size: Size;
  from: number;
  to: number;
  reason: StockReason;
};
