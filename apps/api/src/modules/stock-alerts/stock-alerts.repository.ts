import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AlertChannel, AlertEvent, Language, Size } from '@shop/shared';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import {
  alertConsents,
  alertDeliveries,
  colors,
  products,
  stockAlerts,
  users,
  variants,
  variantStock,
} from '../../db/schema/index.ts';

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

/** The selling price of a colour (paise), or null when the colour does not exist. */
export async function findPrice(db: Db, variantId: string): Promise<number | null> {
  const [row] = await db.select({ pricePaise: variants.pricePaise }).from(variants).where(eq(variants.id, variantId));
  return row ? row.pricePaise : null;
}

/**
 * Adds the alert; the same shopper, colour, size and event twice is one alert (the unique key
 * keeps the first: a price drop stays measured from the price first asked at).
 */
export async function insertAlert(
  db: Queryable,
  alert: {
    variantId: string;
    size: Size;
    event: AlertEvent;
    pricePaise: number | null;
    email: string;
    userId: string | null;
    language: Language;
  },
): Promise<void> {
  await db.insert(stockAlerts).values(alert).onConflictDoNothing();
}

const alertColumns = {
  id: stockAlerts.id,
  size: stockAlerts.size,
  email: stockAlerts.email,
  event: stockAlerts.event,
  createdAt: stockAlerts.createdAt,
  variantId: variants.id,
  productId: products.id,
  productName: products.name,
  productNameHi: products.nameHi,
  colorName: colors.name,
  colorNameHi: colors.nameHi,
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

/** How many wait for each colour and size. */
export async function countDemand(db: Db) {
  return db
    .select({ variantId: stockAlerts.variantId, size: stockAlerts.size, waiting: count().mapWith(asNumber) })
    .from(stockAlerts)
    .where(eq(stockAlerts.event, 'back-in-stock'))
    .groupBy(stockAlerts.variantId, stockAlerts.size)
    .orderBy(asc(stockAlerts.variantId), asc(stockAlerts.size));
}

/** The signed-in shopper as alerts see them: id and e-mail. */
export async function findShopper(db: Db, userId: string): Promise<{ id: string; email: string } | null> {
  const [row] = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Consent
// ---------------------------------------------------------------------------------------------

/** Records consent on a channel with the words shown; one already in force is kept as it is. */
export async function grantConsent(
  db: Queryable,
  consent: { email: string; userId: string | null; channel: AlertChannel; wording: string },
): Promise<void> {
  await db
    .insert(alertConsents)
    .values(consent)
    .onConflictDoNothing({ target: [alertConsents.email, alertConsents.channel], where: sql`withdrawn_at is null` });
}

const consentColumns = {
  id: alertConsents.id,
  email: alertConsents.email,
  channel: alertConsents.channel,
  wording: alertConsents.wording,
  grantedAt: alertConsents.grantedAt,
  withdrawnAt: alertConsents.withdrawnAt,
};

/** The consent in force of a shopper on a channel, if any. */
export async function consentInForce(db: Queryable, email: string, channel: AlertChannel) {
  const [row] = await db
    .select(consentColumns)
    .from(alertConsents)
    .where(and(eq(alertConsents.email, email), eq(alertConsents.channel, channel), isNull(alertConsents.withdrawnAt)));
  return row ?? null;
}

/** The latest consent of each channel of a shopper (in force or withdrawn). */
export async function latestConsents(db: Db, user: { id: string; email: string }) {
  const rows = await db
    .select(consentColumns)
    .from(alertConsents)
    .where(or(eq(alertConsents.userId, user.id), eq(alertConsents.email, user.email)))
    .orderBy(desc(alertConsents.grantedAt));
  const latest = new Map<AlertChannel, (typeof rows)[number]>();
  for (const row of rows) if (!latest.has(row.channel)) latest.set(row.channel, row);
  return [...latest.values()];
}

export async function findConsent(db: Db, id: string) {
  const [row] = await db.select(consentColumns).from(alertConsents).where(eq(alertConsents.id, id));
  return row ?? null;
}

/** Ends the consent in force of a shopper on a channel; answers whether one was. */
export async function withdrawConsent(db: Db, email: string, channel: AlertChannel, at: Date): Promise<boolean> {
  const rows = await db
    .update(alertConsents)
    .set({ withdrawnAt: at })
    .where(and(eq(alertConsents.email, email), eq(alertConsents.channel, channel), isNull(alertConsents.withdrawnAt)))
    .returning({ id: alertConsents.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Delivery
// ---------------------------------------------------------------------------------------------

/**
 * The alerts whose moment has come, locked for this transaction (others running at once skip
 * them): a size with stock again, a colour now cheaper than when the shopper asked. `only`
 * narrows to one colour (and size), as an event names them; a sweep takes them all.
 */
export async function lockDueAlerts(tx: Tx, only: { variantId: string; size?: Size } | null, limit = 500) {
  const inStock = sql`exists (select 1 from ${variantStock} vs where vs.variant_id = ${stockAlerts.variantId} and vs.size = ${stockAlerts.size} and vs.quantity > 0)`;
  return tx
    .select({
      id: stockAlerts.id,
      email: stockAlerts.email,
      userId: stockAlerts.userId,
      variantId: stockAlerts.variantId,
      size: stockAlerts.size,
      event: stockAlerts.event,
      // The account's language when the alert has one (the switch keeps it current), else the
      // language the visitor asked in.
      language: sql<Language>`coalesce((select u.language from ${users} u where u.id = ${stockAlerts.userId}), ${stockAlerts.language})`,
    })
    .from(stockAlerts)
    .innerJoin(variants, eq(variants.id, stockAlerts.variantId))
    .where(
      and(
        only ? eq(stockAlerts.variantId, only.variantId) : undefined,
        only?.size ? eq(stockAlerts.size, only.size) : undefined,
        or(
          and(eq(stockAlerts.event, 'back-in-stock'), inStock),
          and(eq(stockAlerts.event, 'price-drop'), sql`${variants.pricePaise} < ${stockAlerts.pricePaise}`),
        ),
      ),
    )
    .orderBy(asc(stockAlerts.createdAt))
    .limit(limit)
    .for('update', { of: stockAlerts, skipLocked: true });
}

/** The channels a shopper's consent is in force on. */
export async function channelsInForce(tx: Queryable, email: string): Promise<AlertChannel[]> {
  const rows = await tx
    .select({ channel: alertConsents.channel })
    .from(alertConsents)
    .where(and(eq(alertConsents.email, email), isNull(alertConsents.withdrawnAt)));
  return rows.map((row) => row.channel);
}

/**
 * Records today's alert of a shopper; false when the shopper already had one today (the unique
 * key of shopper and day decides, whichever instance asks first).
 */
export async function recordDelivery(
  tx: Queryable,
  delivery: { email: string; day: string; variantId: string; size: Size; event: AlertEvent },
): Promise<boolean> {
  const rows = await tx
    .insert(alertDeliveries)
    .values(delivery)
    .onConflictDoNothing()
    .returning({ id: alertDeliveries.id });
  return rows.length > 0;
}

export async function deleteAlert(tx: Queryable, id: string): Promise<void> {
  await tx.delete(stockAlerts).where(eq(stockAlerts.id, id));
}

/** What an alert's message names: the product, colour, price now, and the shopper's phone. */
export async function findAlertSubject(db: Db, variantId: string) {
  const [row] = await db
    .select({
      productId: products.id,
      productName: products.name,
      productNameHi: products.nameHi,
      colorName: colors.name,
      colorNameHi: colors.nameHi,
      pricePaise: variants.pricePaise,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(eq(variants.id, variantId));
  return row ?? null;
}

/** The phone of the account of an e-mail: where its WhatsApp alerts go. */
export async function findPhone(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: users.phone })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return row?.phone ?? null;
}
