import { z } from 'zod';
import { Id, Timestamp, optionalFilter, requiredText } from '../api.ts';
import { Size } from '../catalogue/catalogue.schemas.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants.ts';
import {
  MAX_STOCK_ADJUSTMENT,
  STOCK_ADJUST_TEXTS,
  STOCK_MOVEMENT_REASONS,
  STOCK_NOTE_MAX_LENGTH,
} from './inventory.texts.ts';

/** `GET /variant/:id/stock-history?size=M&before=…`: one page of a colour's stock movements, newest first. */
export const StockHistoryQuery = z.object({
  size: optionalFilter(Size),
  /** Only movements older than this one: the `next` of the page before. */
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type StockHistoryQuery = z.infer<typeof StockHistoryQuery>;

/** One change of one size's stock, as the owner reads it. */
export const StockMovement = z.object({
  _id: z.number().int(),
  at: Timestamp,
  size: Size,
  /** Units added (positive) or taken (negative). */
  change: z.number().int(),
  /** What the size held once this change was made. */
  left: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  /** The order it answers to (placed, cancelled, back from the courier), with its number. */
  order: z.object({ _id: Id, orderNumber: z.string() }).nullable(),
  /** The return it answers to (restocked, an exchange's held size). */
  returnId: Id.nullable(),
  /** Who asked for it, by name: an admin or a shopper; null for the shop itself (a schedule, the demo seed). */
  by: z.string().nullable(),
  /** The admin's reason for an adjustment, in their words. */
  note: z.string().nullable(),
});
export type StockMovement = z.infer<typeof StockMovement>;

export const StockHistory = z.object({
  movements: z.array(StockMovement),
  /** The `before` of the next (older) page; null on the last. */
  next: z.number().int().nullable(),
});
export type StockHistory = z.infer<typeof StockHistory>;

/**
 * `POST /variant/:id/stock-adjustments`: units found (positive) or gone (negative: damaged, lost,
 * given away) of one size, with the reason in the admin's words. Never below zero.
 */
export const StockAdjustBody = z.object({
  size: Size,
  change: z
    .number({ error: STOCK_ADJUST_TEXTS.changeRequired })
    .int(STOCK_ADJUST_TEXTS.changeWhole)
    .min(-MAX_STOCK_ADJUSTMENT, STOCK_ADJUST_TEXTS.changeRange)
    .max(MAX_STOCK_ADJUSTMENT, STOCK_ADJUST_TEXTS.changeRange)
    .refine((change) => change !== 0, STOCK_ADJUST_TEXTS.changeRequired),
  note: requiredText(STOCK_ADJUST_TEXTS.note, STOCK_ADJUST_TEXTS.noteRequired, STOCK_NOTE_MAX_LENGTH, {
    tooLong: STOCK_ADJUST_TEXTS.noteTooLong,
  }),
});
export type StockAdjustBody = z.infer<typeof StockAdjustBody>;

/** What an adjustment left of its size. */
export const StockAdjusted = z.object({ size: Size, quantity: z.number().int() });
export type StockAdjusted = z.infer<typeof StockAdjusted>;
