import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { ReturnStatus } from '@shop/shared';
import type { Queryable, Tx } from '../../db/client.ts';
import { orderItems, returnHistory, returnLines, returnSettings, returns } from '../../db/schema/index.ts';

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export type ReturnHistoryRow = typeof returnHistory.$inferSelect;

export async function insertReturn(tx: Tx, values: typeof returns.$inferInsert): Promise<ReturnRow> {
  const [row] = await tx.insert(returns).values(values).returning();
  return row!;
}

export async function insertLines(tx: Tx, values: (typeof returnLines.$inferInsert)[]) {
  return tx.insert(returnLines).values(values).returning();
}

export async function insertHistory(tx: Tx, values: typeof returnHistory.$inferInsert) {
  await tx.insert(returnHistory).values(values);
}

/**
 * Of these order lines, how many units returns hold: asked for, on their way, or accepted (a
 * rejected or expired return holds none). A line absent from the answer holds none.
 */
export async function heldUnitsOf(db: Queryable, orderItemIds: readonly string[]): Promise<Map<string, number>> {
  if (orderItemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: returnLines.orderItemId, units: sql<number>`sum(${returnLines.quantity})`.mapWith(Number) })
    .from(returnLines)
    .where(and(inArray(returnLines.orderItemId, [...orderItemIds]), eq(returnLines.open, true)))
    .groupBy(returnLines.orderItemId);
  return new Map(rows.map((row) => [row.id, row.units]));
}

/**
 * Locks these order lines until the transaction ends, always in the same order: two returns of
 * the same line are asked for one after the other, so their units are counted together.
 */
export async function lockOrderItems(tx: Tx, orderItemIds: readonly string[]): Promise<void> {
  await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(inArray(orderItems.id, [...orderItemIds]))
    .orderBy(asc(orderItems.id))
    .for('update');
}

/** The return row, locked for the rest of `tx`: every change of a return starts here. */
export async function lockReturn(tx: Tx, id: string): Promise<ReturnRow | undefined> {
  const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
  return row;
}

export async function updateReturn(tx: Tx, id: string, changes: Partial<typeof returns.$inferInsert>) {
  await tx.update(returns).set(changes).where(eq(returns.id, id));
}

export async function closeLines(tx: Tx, returnId: string) {
  await tx.update(returnLines).set({ open: false }).where(eq(returnLines.returnId, returnId));
}

export async function linesOf(db: Queryable, returnIds: readonly string[]): Promise<ReturnLineRow[]> {
  if (returnIds.length === 0) return [];
  return db
    .select()
    .from(returnLines)
    .where(inArray(returnLines.returnId, [...returnIds]))
    .orderBy(asc(returnLines.id));
}

export async function historyOf(db: Queryable, returnIds: readonly string[]): Promise<ReturnHistoryRow[]> {
  if (returnIds.length === 0) return [];
  return db
    .select()
    .from(returnHistory)
    .where(inArray(returnHistory.returnId, [...returnIds]))
    .orderBy(asc(returnHistory.createdAt), asc(returnHistory.id));
}

export async function findReturns(db: Queryable, ids: readonly string[]): Promise<ReturnRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(returns)
    .where(inArray(returns.id, [...ids]));
}

export async function findReturnPage(
  db: Queryable,
  filter: { userId?: string; status?: ReturnStatus | undefined; orderId?: string | undefined },
  page: { page: number; limit: number },
) {
  const where = and(
    filter.userId ? eq(returns.userId, filter.userId) : undefined,
    filter.status ? eq(returns.status, filter.status) : undefined,
    filter.orderId ? eq(returns.orderId, filter.orderId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: returns.id })
      .from(returns)
      .where(where)
      .orderBy(desc(returns.createdAt), desc(returns.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(returns).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: total?.n ?? 0 };
}

/** Exchanges still waiting for their parcel (requested or approved) asked for before `cutoff`. */
export async function findExpiredExchangeIds(db: Queryable, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: returns.id })
    .from(returns)
    .innerJoin(returnLines, eq(returnLines.returnId, returns.id))
    .where(
      and(
        inArray(returns.status, ['requested', 'approved']),
        lt(returns.createdAt, cutoff),
        // A replacement already sent (at pickup) holds nothing back to give.
        isNull(returns.replacementSentAt),
        isNotNull(returnLines.exchangeSize),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Units that came back per colour, size and reason, and how often each reason was given (returns not rejected or expired). */
export async function returnedUnits(db: Queryable) {
  // The rate counts units that came back (the parcel reached the shop), not returns only asked for:
  // one requested and then never sent, or still on its way, is no tee returned.
  const cameBack = sql`${returns.status} in ('received', 'accepted')`;
  const counted = sql`${returns.status} not in ('rejected', 'expired')`;
  const [bySize, reasons] = await Promise.all([
    db
      .select({
        variantId: returnLines.variantId,
        size: returnLines.size,
        reason: returnLines.reason,
        units: sql<number>`sum(${returnLines.quantity})::int`,
      })
      .from(returnLines)
      .innerJoin(returns, eq(returns.id, returnLines.returnId))
      .where(cameBack)
      .groupBy(returnLines.variantId, returnLines.size, returnLines.reason),
    db
      .select({ reason: returnLines.reason, count: sql<number>`count(*)::int` })
      .from(returnLines)
      .innerJoin(returns, eq(returns.id, returnLines.returnId))
      .where(counted)
      .groupBy(returnLines.reason),
  ]);
  return { bySize, reasons };
}

/** Per size of these colours, how many returned lines gave each fit reason. */
export async function fitReasonsOf(db: Queryable, variantIds: readonly string[]) {
  if (variantIds.length === 0) return [];
  return db
    .select({
      size: returnLines.size,
      reason: returnLines.reason,
      units: sql<number>`sum(${returnLines.quantity})::int`,
    })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(
      and(
        inArray(returnLines.variantId, [...variantIds]),
        inArray(returnLines.reason, ['too_small', 'too_big']),
        sql`${returns.status} not in ('rejected', 'expired')`,
      ),
    )
    .groupBy(returnLines.size, returnLines.reason);
}

/** The owner's return settings row, if they ever saved one. */
export async function readSettings(db: Queryable) {
  const [row] = await db.select().from(returnSettings).where(eq(returnSettings.id, 1));
  return row;
}

export async function saveSettings(
  db: Queryable,
  values: { feePaise: number; replacementAtPickup: boolean; updatedBy: string },
) {
  const [row] = await db
    .insert(returnSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: returnSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** The shopper a return is of (their account's language is the one its mails are written in). */
export async function returnShopperId(db: Queryable, returnId: string): Promise<string | null> {
  const [row] = await db.select({ userId: returns.userId }).from(returns).where(eq(returns.id, returnId));
  return row?.userId ?? null;
}

/**
 * The colour (variant) each of these order lines was sold in, by line: a return line keeps no
 * variant, the order line it returns does (a line whose colour was deleted since has none).
 */
export async function variantsOfOrderItems(db: Queryable, itemIds: readonly string[]): Promise<Map<string, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: orderItems.id, variantId: orderItems.variantId })
    .from(orderItems)
    .where(inArray(orderItems.id, [...itemIds]));
  return new Map(rows.flatMap((row) => (row.variantId ? [[row.itemId, row.variantId] as const] : [])));
}
