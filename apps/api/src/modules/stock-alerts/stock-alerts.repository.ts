import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Size } from '@shop/shared';
import type { Db, Tx } from '../../db/client.ts';
import { colors, products, stockAlerts, users, variants, variantStock } from '../../db/schema/index.ts';

const asNumber = (value: unknown) => Number(value);

/** Units left of one size of a colour, or null when the colour does not exist. */
export async function findStock(db: Db, variantId: string, size: Size): Promise<number | null> {
  const [row] = await db
    .select({ quantity: sql<number>`coalesce(${variantStock.quantity}, 0)`.mapWith(asNumber) })
    .from(variants)
    .leftJoin(variantStock, and(eq(variantStock.variantId, variants.id), eq(variantStock.size, size)))
    .where(eq(variants.id, variantId));
  return row ? row.quantity : null;
}

/** Adds the alert; the same e-mail, colour and size twice is one alert (the second is ignored). */
export async function insertAlert(
  db: Db,
  alert: { variantId: string; size: Size; email: string; userId: string | null },
): Promise<void> {
  await db.insert(stockAlerts).values(alert).onConflictDoNothing();
}

const alertColumns = {
  id: stockAlerts.id,
  size: stockAlerts.size,
  email: stockAlerts.email,
  createdAt: stockAlerts.createdAt,
  variantId: variants.id,
  productId: products.id,
  productName: products.name,
  colorName: colors.name,
};

/** The alerts of a signed-in shopper: made while signed in, or to their e-mail as a visitor. */
export async function findAlertsOf(db: Db, user: { id: string; email: string }) {
  return db
    .select(alertColumns)
    .from(stockAlerts)
    .innerJoin(variants, eq(variants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(sql`(${stockAlerts.userId} = ${user.id} or ${stockAlerts.email} = lower(${user.email}))`)
    .orderBy(asc(stockAlerts.createdAt));
}

export async function deleteAlertOf(db: Db, id: string, user: { id: string; email: string }): Promise<boolean> {
  const rows = await db
    .delete(stockAlerts)
    .where(
      and(
        eq(stockAlerts.id, id),
        sql`(${stockAlerts.userId} = ${user.id} or ${stockAlerts.email} = lower(${user.email}))`,
      ),
    )
    .returning({ id: stockAlerts.id });
  return rows.length > 0;
}

/**
 * Ends the alerts of one size while it has stock, answering each with what its mail names. The
 * delete locks the rows: a second run at the same time waits, then finds them gone.
 */
export async function takeAlertsBackInStock(tx: Tx, variantId: string, size: Size) {
  const taken = await tx
    .delete(stockAlerts)
    .where(
      and(
        eq(stockAlerts.variantId, variantId),
        eq(stockAlerts.size, size),
        sql`exists (select 1 from ${variantStock} vs where vs.variant_id = ${variantId} and vs.size = ${size} and vs.quantity > 0)`,
      ),
    )
    .returning({ id: stockAlerts.id, email: stockAlerts.email, size: stockAlerts.size });
  if (taken.length === 0) return [];
  const [names] = await tx
    .select({ productId: products.id, productName: products.name, colorName: colors.name })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(eq(variants.id, variantId));
  return names ? taken.map((alert) => ({ ...alert, ...names })) : [];
}

/** How many wait for each colour and size. */
export async function countDemand(db: Db) {
  return db
    .select({ variantId: stockAlerts.variantId, size: stockAlerts.size, waiting: count().mapWith(asNumber) })
    .from(stockAlerts)
    .groupBy(stockAlerts.variantId, stockAlerts.size)
    .orderBy(asc(stockAlerts.variantId), asc(stockAlerts.size));
}

/** The signed-in shopper as alerts see them: id and e-mail. */
export async function findShopper(db: Db, userId: string): Promise<{ id: string; email: string } | null> {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? null;
}
