import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Size } from '@shop/shared';
import type { Queryable, Tx } from '../../db/client.ts';
import { orders, stockMovements, users, variantStock, variants } from '../../db/schema/index.ts';

export type MovementRow = typeof stockMovements.$inferInsert;

const bySize = (variantId: string, size: Size) =>
  and(eq(variantStock.variantId, variantId), eq(variantStock.size, size));

/** What a movement answers to and who asked (see the inventory's StockCause). */
export type MovementCause = Pick<MovementRow, 'reason' | 'referenceType' | 'referenceId' | 'createdBy'>;

/** The movement of the one size a statement below changed: its `quantity_after` is the new quantity. */
function movementOf(variantId: string, size: Size, delta: number, cause: MovementCause, changed: SQL): SQL {
  return sql`insert into ${stockMovements}
      (variant_id, size, delta, reason, reference_type, reference_id, quantity_after, created_by)
    select ${variantId}::uuid, ${size}, ${delta}::int, ${cause.reason}, ${cause.referenceType},
      ${cause.referenceId}::uuid, ${changed}.quantity, ${cause.createdBy}::uuid
    from ${changed}
    returning quantity_after as "quantity"`;
}

/** The new quantity a change-and-record statement answered, or null when it changed nothing. */
function quantityAfter(result: unknown): number | null {
  const [row] = (result as { rows: { quantity: number }[] }).rows;
  return row ? Number(row.quantity) : null;
}

/**
 * Takes `quantity` of one size in a single conditional update, so concurrent buyers can never
 * take more than there is: the row changes only while enough stock is left. The movement is
 * written by the same statement (a data-modifying WITH): the size's row stays locked from here
 * to the commit, and every buyer of the size waits for it, so what follows it is one round trip
 * shorter. Answers what is left, or null when there was not enough (nothing changed or written).
 */
export async function takeUnits(
  tx: Tx,
  variantId: string,
  size: Size,
  quantity: number,
  cause: MovementCause,
): Promise<number | null> {
  const taken = sql`taken`;
  return quantityAfter(
    await tx.execute(sql`with ${taken} as (
        update ${variantStock} set quantity = quantity - ${quantity}
        where variant_id = ${variantId} and size = ${size} and quantity >= ${quantity}
        returning quantity
      )
      ${movementOf(variantId, size, -quantity, cause, taken)}`),
  );
}

/**
 * Adds `quantity` to one size (its row made when it has none) and writes its movement, in one
 * statement; answers the new quantity.
 */
export async function addUnits(
  tx: Tx,
  variantId: string,
  size: Size,
  quantity: number,
  cause: MovementCause,
): Promise<number> {
  const added = sql`added`;
  const after = quantityAfter(
    await tx.execute(sql`with ${added} as (
        insert into ${variantStock} (variant_id, size, quantity) values (${variantId}, ${size}, ${quantity})
        on conflict (variant_id, size) do update set quantity = ${variantStock}.quantity + excluded.quantity
        returning quantity
      )
      ${movementOf(variantId, size, quantity, cause, added)}`),
  );
  return after!;
}

/** Units of one size (0 when the size has no row). */
export async function quantityOf(db: Queryable, variantId: string, size: Size): Promise<number> {
  const [row] = await db.select({ quantity: variantStock.quantity }).from(variantStock).where(bySize(variantId, size));
  return row?.quantity ?? 0;
}

/** Locks one size's row (made, with none, when missing) until the transaction ends; answers its quantity. */
export async function lockQuantity(tx: Tx, variantId: string, size: Size): Promise<number> {
  await tx.insert(variantStock).values({ variantId, size, quantity: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ quantity: variantStock.quantity })
    .from(variantStock)
    .where(bySize(variantId, size))
    .for('update');
  return row!.quantity;
}

export async function writeQuantity(tx: Tx, variantId: string, size: Size, quantity: number): Promise<void> {
  await tx.update(variantStock).set({ quantity }).where(bySize(variantId, size));
}

/** The first stock of a new colour's sizes. */
export async function insertStock(db: Queryable, rows: { variantId: string; size: Size; quantity: number }[]) {
  if (rows.length > 0) await db.insert(variantStock).values(rows);
}

export async function insertMovements(db: Queryable, rows: MovementRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(stockMovements).values(rows);
}

/** Every size's stock and its movements, at once (the demo seed's reset). */
export async function deleteAllStock(db: Queryable): Promise<void> {
  await db.execute(sql`truncate table ${variantStock}, ${stockMovements} restart identity`);
}

/** The quantity of every size of these colours (a read: nothing locked). */
export async function quantitiesOf(db: Queryable, variantIds: readonly string[]) {
  if (variantIds.length === 0) return [];
  return db
    .select({ variantId: variantStock.variantId, size: variantStock.size, quantity: variantStock.quantity })
    .from(variantStock)
    .where(inArray(variantStock.variantId, [...variantIds]));
}

/** Whether the colour exists (its stock history may be asked for before it has any). */
export async function variantExists(db: Queryable, variantId: string): Promise<boolean> {
  const [row] = await db.select({ id: variants.id }).from(variants).where(eq(variants.id, variantId));
  return row !== undefined;
}

/**
 * One page of a colour's movements, newest first (by the order they were written in), with the
 * number of the order each answers to and the name of who asked for it.
 */
export function movementsPage(
  db: Queryable,
  variantId: string,
  { size, before, limit }: { size?: Size | undefined; before?: number | undefined; limit: number },
) {
  return db
    .select({
      id: stockMovements.id,
      createdAt: stockMovements.createdAt,
      size: stockMovements.size,
      delta: stockMovements.delta,
      quantityAfter: stockMovements.quantityAfter,
      reason: stockMovements.reason,
      referenceType: stockMovements.referenceType,
      referenceId: stockMovements.referenceId,
      orderNumber: orders.orderNumber,
      byName: users.name,
      note: stockMovements.note,
    })
    .from(stockMovements)
    .leftJoin(orders, and(eq(stockMovements.referenceType, 'order'), eq(orders.id, stockMovements.referenceId)))
    .leftJoin(users, eq(users.id, stockMovements.createdBy))
    .where(
      and(
        eq(stockMovements.variantId, variantId),
        size ? eq(stockMovements.size, size) : undefined,
        before === undefined ? undefined : lt(stockMovements.id, before),
      ),
    )
    .orderBy(desc(stockMovements.id))
    .limit(limit);
}
