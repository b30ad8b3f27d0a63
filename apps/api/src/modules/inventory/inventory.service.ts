import {
  CATALOGUE_MESSAGES,
  STOCK_ADJUST_TEXTS,
  type Size,
  type StockAdjustBody,
  type StockAdjusted,
  type StockHistory,
  type StockHistoryQuery,
} from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import type { InventoryEvent } from './inventory.events.ts';
import * as repo from './inventory.repository.ts';

/** Units of one size of one colour. */
export type StockLine = { variantId: string; size: Size; quantity: number };

/**
 * Why stock moves and what it answers to. An order's movements name the order and the shopper or
 * admin whose request it was (none for the shop itself: the unpaid sweep, a failed provider); an
 * admin's name the admin; a return's the return.
 */
export type StockCause =
  | { reason: 'order-placed'; orderId: string; by: string | null }
  | { reason: 'order-cancelled'; orderId: string; by: string | null }
  | { reason: 'return-restocked'; returnId: string; by: string | null }
  /** A parcel the courier brought back undelivered: its units are on the shelf again. */
  | { reason: 'returned-to-origin'; orderId: string; by: string | null }
  /** The new size of a size exchange, held from the request until the replacement ships. */
  | { reason: 'exchange-held'; returnId: string; by: string | null }
  /** A held exchange size given back (the exchange rejected or expired). */
  | { reason: 'exchange-released'; returnId: string; by: string | null }
  | { reason: 'admin-set'; adminId: string }
  /** Units an admin found or wrote off, with the reason in their words. */
  | { reason: 'admin-adjust'; adminId: string; note: string }
  /** A new colour's first stock: typed by an admin, or the demo seed's (no one). */
  | { reason: 'initial'; adminId: string | null };

type CauseOf<R extends StockCause['reason']> = Extract<StockCause, { reason: R }>;

/** The line checkout could not take, with what is left of its size. */
export type Shortfall = { line: StockLine; left: number };

/**
 * The only writer of stock. Every operation runs in the caller's transaction, writes one movement
 * per size it changes (so a size's quantity is always the sum of its movements) and announces each
 * change as a `stock.changed` event in the same transaction.
 */
export type Inventory = {
  /**
   * Takes every line or answers the first it cannot (nothing of that line taken): the caller
   * rolls its transaction back. Rows are locked by colour, then size, as every stock write does,
   * so concurrent orders and cancellations cannot deadlock.
   */
  take(
    tx: Tx,
    lines: readonly StockLine[],
    cause: CauseOf<'order-placed' | 'exchange-held'>,
  ): Promise<Shortfall | null>;
  /** Puts units back (a cancelled order, a parcel back at origin, a restocked return, a released exchange). */
  release(
    tx: Tx,
    lines: readonly StockLine[],
    cause: CauseOf<'order-cancelled' | 'returned-to-origin' | 'return-restocked' | 'exchange-released'>,
  ): Promise<void>;
  /** Sets sizes to the quantities an admin typed: each movement is the difference. */
  set(
    tx: Tx,
    variantId: string,
    quantities: Readonly<Partial<Record<Size, number>>>,
    cause: CauseOf<'admin-set'>,
  ): Promise<void>;
  /** Adds (or, negative, removes) units; answers the new quantity, or null when it would go below zero. */
  adjust(
    tx: Tx,
    line: { variantId: string; size: Size; delta: number },
    cause: CauseOf<'admin-adjust' | 'return-restocked'>,
  ): Promise<number | null>;
};

function reference(cause: StockCause): Pick<repo.MovementRow, 'referenceType' | 'referenceId' | 'createdBy'> {
  switch (cause.reason) {
    case 'order-placed':
    case 'order-cancelled':
    case 'returned-to-origin':
      return { referenceType: 'order', referenceId: cause.orderId, createdBy: cause.by };
    case 'return-restocked':
    case 'exchange-held':
    case 'exchange-released':
      return { referenceType: 'return', referenceId: cause.returnId, createdBy: cause.by };
    case 'admin-set':
    case 'admin-adjust':
      return { referenceType: 'admin', referenceId: cause.adminId, createdBy: cause.adminId };
    case 'initial':
      return cause.adminId
        ? { referenceType: 'admin', referenceId: cause.adminId, createdBy: cause.adminId }
        : { referenceType: null, referenceId: null, createdBy: null };
  }
}

/** Colour, then size: the one order in which stock rows are locked. */
function lockOrder<T extends { variantId: string; size: Size }>(lines: readonly T[]): T[] {
  const key = (line: T) => `${line.variantId}|${line.size}`;
  return [...lines].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

type Change = { variantId: string; size: Size; from: number; to: number };

/** One per app: inventory.module.ts hands it the outbox its events go to. */
export function createInventory(outbox: Outbox<InventoryEvent>): Inventory {
  /** Announces `moved` (sizes whose quantity changed) as `stock.changed` events, in `tx`. */
  async function announce(tx: Tx, moved: Change[], cause: StockCause) {
    await outbox.emit(
      tx,
      moved.map(({ variantId, size, from, to }) => ({
        type: 'stock.changed',
        variantId,
        size,
        from,
        to,
        reason: cause.reason,
      })),
    );
  }

  /** Writes the movements of the sizes of `changes` that moved and announces them, in `tx`. */
  async function record(tx: Tx, changes: Change[], cause: StockCause) {
    const moved = changes.filter(({ from, to }) => to !== from);
    const ref = reference(cause);
    await repo.insertMovements(
      tx,
      moved.map(({ variantId, size, from, to }) => ({
        variantId,
        size,
        delta: to - from,
        reason: cause.reason,
        quantityAfter: to,
        note: cause.reason === 'admin-adjust' ? cause.note : null,
        ...ref,
      })),
    );
    await announce(tx, moved, cause);
  }

  return {
    async take(tx, lines, cause) {
      const changes: Change[] = [];
      let shortfall: Shortfall | null = null;
      const movement = { reason: cause.reason, ...reference(cause) };
      for (const line of lockOrder(lines)) {
        if (line.quantity <= 0) continue;
        // The movement is written with the take, by the same statement.
        const left = await repo.takeUnits(tx, line.variantId, line.size, line.quantity, movement);
        if (left === null) {
          shortfall = { line, left: await repo.quantityOf(tx, line.variantId, line.size) };
          break;
        }
        changes.push({ variantId: line.variantId, size: line.size, from: left + line.quantity, to: left });
      }
      // What was taken is announced even when a later line is short, as its movements were
      // written: the books stay true whatever the caller then does with its transaction. Each
      // change moved a size (a line of no units is skipped above).
      await announce(tx, changes, cause);
      return shortfall;
    },

    async release(tx, lines, cause) {
      const changes: Change[] = [];
      const movement = { reason: cause.reason, ...reference(cause) };
      for (const line of lockOrder(lines)) {
        if (line.quantity <= 0) continue;
        const to = await repo.addUnits(tx, line.variantId, line.size, line.quantity, movement);
        changes.push({ variantId: line.variantId, size: line.size, from: to - line.quantity, to });
      }
      await announce(tx, changes, cause);
    },

    async set(tx, variantId, quantities, cause) {
      const changes: Change[] = [];
      const sizes = Object.entries(quantities).map(([size, quantity]) => ({ variantId, size: size as Size, quantity }));
      for (const { size, quantity } of lockOrder(sizes)) {
        if (quantity === undefined) continue;
        const from = await repo.lockQuantity(tx, variantId, size);
        if (from !== quantity) await repo.writeQuantity(tx, variantId, size, quantity);
        changes.push({ variantId, size, from, to: quantity });
      }
      await record(tx, changes, cause);
    },

    async adjust(tx, { variantId, size, delta }, cause) {
      const from = await repo.lockQuantity(tx, variantId, size);
      const to = from + delta;
      if (to < 0) return null;
      if (delta !== 0) await repo.writeQuantity(tx, variantId, size, to);
      await record(tx, [{ variantId, size, from, to }], cause);
      return to;
    },
  };
}

/**
 * The first stock of a new colour (every size it is sold in), each size with its 'initial'
 * movement. Nothing is announced: nobody can be waiting for a colour that did not exist.
 */
export async function stockNewVariant(
  db: Queryable,
  variantId: string,
  quantities: Readonly<Partial<Record<Size, number>>>,
  cause: CauseOf<'initial'>,
): Promise<void> {
  await stockNewVariants(db, [{ variantId, quantities }], cause);
}

/** `stockNewVariant` for many colours in two statements (the demo seed). */
export async function stockNewVariants(
  db: Queryable,
  variants: readonly { variantId: string; quantities: Readonly<Partial<Record<Size, number>>> }[],
  cause: CauseOf<'initial'>,
): Promise<void> {
  const rows = variants.flatMap(({ variantId, quantities }) =>
    Object.entries(quantities).flatMap(([size, quantity]) =>
      quantity === undefined ? [] : [{ variantId, size: size as Size, quantity }],
    ),
  );
  await repo.insertStock(db, rows);
  const ref = reference(cause);
  await repo.insertMovements(
    db,
    rows.map(({ variantId, size, quantity }) => ({
      variantId,
      size,
      delta: quantity,
      reason: 'initial' as const,
      quantityAfter: quantity,
      ...ref,
    })),
  );
}

/** Removes every size's stock and its movements (the demo seed starts its catalogue again). */
export async function clearAllStock(db: Queryable): Promise<void> {
  await repo.deleteAllStock(db);
}

/**
 * The first line there is plainly not enough of, given the quantity `left` of its size as read
 * without locking anything: on a sale day most buyers arrive after a size has sold out, and this
 * lets checkout say so at once instead of queueing for the size's row behind the orders still
 * committing. Only a shortcut: a line it passes can still be short when `take` locks the row, and
 * `take` decides.
 */
export function firstShortfall(lines: readonly (StockLine & { left: number })[]): Shortfall | null {
  for (const { left, ...line } of lockOrder(lines)) {
    if (left < line.quantity) return { line, left };
  }
  return null;
}

/**
 * A colour's stock history for the owner: each change of each size, newest first, with what it
 * answers to and who asked for it. Read from the movements the inventory writes with every change,
 * so it accounts for every unit: a size's quantity is the sum of its history.
 */
export async function stockHistory(db: Queryable, variantId: string, query: StockHistoryQuery): Promise<StockHistory> {
  const rows = await repo.movementsPage(db, variantId, { ...query, limit: query.limit + 1 });
  if (rows.length === 0 && !(await repo.variantExists(db, variantId))) {
    throw AppError.notFound(CATALOGUE_MESSAGES.variantNotFound);
  }
  const page = rows.slice(0, query.limit);
  return {
    movements: page.map((row) => ({
      _id: row.id,
      at: row.createdAt.toISOString(),
      size: row.size,
      change: row.delta,
      left: row.quantityAfter,
      reason: row.reason,
      order:
        row.referenceType === 'order' && row.referenceId && row.orderNumber !== null
          ? { _id: row.referenceId, orderNumber: String(row.orderNumber) }
          : null,
      returnId: row.referenceType === 'return' ? row.referenceId : null,
      by: row.byName,
      note: row.note,
    })),
    next: rows.length > query.limit ? page[page.length - 1]!.id : null,
  };
}

/**
 * Units of one size an admin found or wrote off, with the reason: one `admin-adjust` movement
 * naming the admin, and the stock.changed event that tells waiting shoppers when a sold-out size
 * is back. Under the size's row lock, so two adjustments (or an adjustment and an order) of the
 * last units cannot both take them: stock never goes below zero.
 */
export async function adjustStock(
  deps: { db: Db; inventory: Inventory },
  variantId: string,
  adminId: string,
  body: StockAdjustBody,
): Promise<StockAdjusted> {
  return deps.db.transaction(async (tx) => {
    if (!(await repo.variantExists(tx, variantId))) throw AppError.notFound(CATALOGUE_MESSAGES.variantNotFound);
    const line = { variantId, size: body.size, delta: body.change };
    const quantity = await deps.inventory.adjust(tx, line, { reason: 'admin-adjust', adminId, note: body.note });
    if (quantity === null) {
      const left = await repo.quantityOf(tx, variantId, body.size);
      throw AppError.unprocessable(STOCK_ADJUST_TEXTS.belowZero(body.size, left), {
        change: STOCK_ADJUST_TEXTS.belowZero(body.size, left),
      });
    }
    return { size: body.size, quantity };
  });
}

/** The stock of every size of these colours (what a return's restock is checked against). */
export function stockOfVariants(db: Queryable, variantIds: readonly string[]) {
  return repo.quantitiesOf(db, variantIds);
}
