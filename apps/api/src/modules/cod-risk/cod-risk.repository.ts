import { and, count, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { cartItems, carts, codDecisions, codRules, orders, variants } from '../../db/schema/index.ts';

export type CodDecisionRow = typeof codDecisions.$inferSelect;

const RULES_ROW = 'shop';

export async function findRules(db: Queryable): Promise<unknown> {
  const [row] = await db.select({ rules: codRules.rules }).from(codRules).where(eq(codRules.id, RULES_ROW));
  return row?.rules;
}

export async function saveRules(db: Db, rules: unknown, adminId: string | null): Promise<void> {
  await db
    .insert(codRules)
    .values({ id: RULES_ROW, rules, updatedBy: adminId })
    .onConflictDoUpdate({ target: codRules.id, set: { rules, updatedBy: adminId, updatedAt: new Date() } });
}

/** The subtotal (paise) of these lines of the customer's cart; all of them when `itemIds` is not given. */
export async function cartSubtotalPaise(db: Queryable, userId: string, itemIds?: string[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${variants.pricePaise} * ${cartItems.quantity})` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .where(and(eq(carts.userId, userId), itemIds ? inArray(cartItems.id, itemIds) : undefined));
  return Number(row?.total ?? 0);
}

const OPEN = ['pending', 'awaiting_confirmation', 'processing', 'shipped'] as const;

/** What the rules read about a customer's cash-on-delivery history. */
export async function customerCodHistory(db: Queryable, userId: string, returnedSince: Date) {
  const [row] = await db
    .select({
      returned: sql<number>`count(*) filter (where ${orders.returnedToOriginAt} >= ${returnedSince})`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${inArray(orders.status, OPEN)})`.mapWith(Number),
      delivered: sql<number>`count(*) filter (where ${orders.status} = 'delivered')`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentMethod, 'cod')));
  return { returned: row?.returned ?? 0, open: row?.open ?? 0, delivered: row?.delivered ?? 0 };
}

/**
 * Finished cash-on-delivery orders (delivered or returned to origin) placed since `since` to PIN
 * codes starting with `prefix` (a whole PIN is a prefix of itself), and how many came back.
 */
export async function returnRateOf(db: Queryable, prefix: string, since: Date) {
  const pin = sql`(${orders.shippingAddress} ->> 'postalCode')`;
  const [row] = await db
    .select({
      finished:
        sql<number>`count(*) filter (where ${orders.status} = 'delivered' or ${orders.returnedToOriginAt} is not null)`.mapWith(
          Number,
        ),
      returned: sql<number>`count(*) filter (where ${orders.returnedToOriginAt} is not null)`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.paymentMethod, 'cod'), gte(orders.createdAt, since), sql`${pin} like ${`${prefix}%`}`));
  return { finished: row?.finished ?? 0, returned: row?.returned ?? 0 };
}

export async function insertDecision(tx: Tx, row: typeof codDecisions.$inferInsert): Promise<void> {
  await tx.insert(codDecisions).values(row);
}

export async function findDecisions(db: Queryable, orderIds: string[]): Promise<CodDecisionRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(codDecisions).where(inArray(codDecisions.orderId, orderIds));
}

export async function markConfirmed(db: Queryable, orderId: string, at: Date): Promise<void> {
  await db
    .update(codDecisions)
    .set({ confirmedAt: at })
    .where(and(eq(codDecisions.orderId, orderId), isNull(codDecisions.confirmedAt)));
}

/** Orders past their confirmation deadline that may still be waiting (the lifecycle re-checks each under its lock). */
export async function findOverdueConfirmations(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ orderId: codDecisions.orderId })
    .from(codDecisions)
    .innerJoin(orders, eq(orders.id, codDecisions.orderId))
    .where(
      and(
        isNotNull(codDecisions.confirmBy),
        isNull(codDecisions.confirmedAt),
        lt(codDecisions.confirmBy, now),
        eq(orders.status, 'awaiting_confirmation'),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.orderId);
}

/** The order's owner, status and payment method (for the confirmation link and the mail). */
export async function findOrderBrief(db: Queryable, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      orderNumber: orders.orderNumber,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** The owner's COD numbers over orders placed since `since`. */
export async function codStats(db: Db, since: Date, prefixDigits: number) {
  const [mix] = await db
    .select({
      all: count(),
      cod: sql<number>`count(*) filter (where ${orders.paymentMethod} = 'cod')`.mapWith(Number),
    })
    .from(orders)
    .where(gte(orders.createdAt, since));
  const [confirm] = await db
    .select({
      asked:
        sql<number>`count(*) filter (where ${codDecisions.confirmedAt} is not null or ${orders.status} = 'cancelled')`.mapWith(
          Number,
        ),
      confirmed: sql<number>`count(*) filter (where ${codDecisions.confirmedAt} is not null)`.mapWith(Number),
    })
    .from(codDecisions)
    .innerJoin(orders, eq(orders.id, codDecisions.orderId))
    .where(and(eq(codDecisions.outcome, 'cod_confirm'), gte(orders.createdAt, since)));
  const rates = (key: ReturnType<typeof sql>) =>
    db
      .select({
        key: sql<string>`${key}`,
        codOrders: count(),
        returned: sql<number>`count(*) filter (where ${orders.returnedToOriginAt} is not null)`.mapWith(Number),
      })
      .from(orders)
      .where(and(eq(orders.paymentMethod, 'cod'), gte(orders.createdAt, since)))
      .groupBy(sql`1`)
      .orderBy(sql`3 desc`, sql`2 desc`)
      .limit(20);
  const byState = await rates(sql`(${orders.shippingAddress} ->> 'state')`);
  const byPinPrefix = await rates(sql`left(${orders.shippingAddress} ->> 'postalCode', ${prefixDigits}::int)`);
  return {
    all: mix?.all ?? 0,
    cod: mix?.cod ?? 0,
    asked: confirm?.asked ?? 0,
    confirmed: confirm?.confirmed ?? 0,
    byState,
    byPinPrefix,
  };
}
