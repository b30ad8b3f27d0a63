import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Size } from '@shop/shared';
import type { Db } from '../../db/client.ts';
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

/** Alerts whose size has stock again: each is mailed once, then removed. */
export async function findAlertsBackInStock(db: Db) {
  return db
    .select(alertColumns)
    .from(stockAlerts)
    .innerJoin(
      variantStock,
      and(eq(variantStock.variantId, stockAlerts.variantId), eq(variantStock.size, stockAlerts.size)),
    )
    .innerJoin(variants, eq(variants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(gt(variantStock.quantity, 0));
}

/** Removes one alert; false when another run already took it (so it is mailed once). */
export async function takeAlert(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(stockAlerts).where(eq(stockAlerts.id, id)).returning({ id: stockAlerts.id });
  return rows.length > 0;
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
