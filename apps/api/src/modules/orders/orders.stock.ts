import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Size } from '@shop/shared';
import type { Tx } from '../../db/client.ts';
import { orderItems, variantStock } from '../../db/schema/index.ts';

export type StockLine = { variantId: string; size: Size; quantity: number };

/**
 * Takes `quantity` of one size in a single conditional update, so concurrent buyers can never
 * take more than there is: the row changes only while enough stock is left. Returns whether it did.
 */
export async function takeStock(tx: Tx, line: StockLine): Promise<boolean> {
  const taken = await tx
    .update(variantStock)
    .set({ quantity: sql`${variantStock.quantity} - ${line.quantity}` })
    .where(
      and(
        eq(variantStock.variantId, line.variantId),
        eq(variantStock.size, line.size),
        gte(variantStock.quantity, line.quantity),
      ),
    )
    .returning({ left: variantStock.quantity });
  return taken.length === 1;
}

/** Stock left of one size (0 when the size has no row). */
export async function stockLeft(tx: Tx, variantId: string, size: Size): Promise<number> {
  const [row] = await tx
    .select({ quantity: variantStock.quantity })
    .from(variantStock)
    .where(and(eq(variantStock.variantId, variantId), eq(variantStock.size, size)));
  return row?.quantity ?? 0;
}

/** Puts back the stock of every line of an order (on cancellation or expiry of an unpaid order). */
export async function restoreOrderStock(tx: Tx, orderId: string): Promise<void> {
  const lines = await tx
    .select({ variantId: orderItems.variantId, size: orderItems.size, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    // The same lock order as checkout (variant, then size), so a restore and a purchase cannot deadlock.
    .orderBy(asc(orderItems.variantId), asc(orderItems.size));
  for (const line of lines) {
    if (!line.variantId) continue;
    await tx
      .insert(variantStock)
      .values({ variantId: line.variantId, size: line.size, quantity: line.quantity })
      .onConflictDoUpdate({
        target: [variantStock.variantId, variantStock.size],
        set: { quantity: sql`${variantStock.quantity} + ${line.quantity}` },
      });
  }
}
