import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, ne, not, or, sql, sum } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/shared';
import type { Queryable, Tx } from '../../db/client.ts';
import {
  cartItems,
  cartReminders,
  carts,
  colors,
  couponMisses,
  coupons,
  marketingPreferences,
  offers,
  orderPromotions,
  orders,
  products,
  promotionSettings,
  users,
  variantStock,
  variants,
} from '../../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;
export type PromotionSettingsRow = Omit<typeof promotionSettings.$inferSelect, 'updatedAt'>;

// ---------------------------------------------------------------------------------------------
// Coupons and offers.

export async function insertCoupon(db: Queryable, values: typeof coupons.$inferInsert) {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateCoupon(db: Queryable, id: string, values: Partial<typeof coupons.$inferInsert>) {
  const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  return row;
}

export async function findCoupon(db: Queryable, id: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

export async function findCouponByCode(db: Queryable, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

export async function findCouponWithCode(db: Queryable, code: string, exceptId: string) {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.code, code), ne(coupons.id, exceptId)));
  return row;
}

export const listCoupons = (db: Queryable) => db.select().from(coupons).orderBy(desc(coupons.createdAt));

export async function insertOffer(db: Queryable, values: typeof offers.$inferInsert) {
  const [row] = await db.insert(offers).values(values).returning();
  return row!;
}

export async function updateOffer(db: Queryable, id: string, values: Partial<typeof offers.$inferInsert>) {
  const [row] = await db.update(offers).set(values).where(eq(offers.id, id)).returning();
  return row;
}

export const listOffers = (db: Queryable) => db.select().from(offers).orderBy(desc(offers.createdAt));

/** Offers running at `now`: active, started, not ended. */
/** The offers the owner has switched on, in the order they were made; when each runs is the caller's. */
export function findActiveOffers(db: Queryable) {
  return db.select().from(offers).where(eq(offers.status, 'active')).orderBy(asc(offers.createdAt));
}

/**
 * Takes one use of the coupon if one is left: a conditional update, so however many checkouts
 * race for the last use, the row lock makes them pass one by one and only those that still find
 * a use left get one. Answers whether this order got it.
 */
export async function takeCouponUse(tx: Tx, couponId: string): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ usesCount: sql`${coupons.usesCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        or(isNull(coupons.usageLimit), lt(coupons.usesCount, sql`coalesce(${coupons.usageLimit}, 0)`)),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length === 1;
}

export async function giveCouponUseBack(tx: Tx, couponId: string) {
  await tx
    .update(coupons)
    .set({ usesCount: sql`greatest(${coupons.usesCount} - 1, 0)` })
    .where(eq(coupons.id, couponId));
}

/**
 * An online order still waiting for its payment: its coupon use is a hold (it keeps the usage
 * limit from being oversold) and not yet a use of the customer's.
 */
const awaitingPayment = and(
  eq(orders.paymentMethod, 'online'),
  eq(orders.status, 'pending'),
  eq(orders.paymentStatus, 'pending'),
);

/**
 * This customer's uses of the coupon: those of orders paid or cash on delivery, not given back.
 * A hold of an order still waiting for its payment is not one (see `findCustomerHolds`).
 */
export async function countCustomerUses(db: Queryable, couponId: string, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(orderPromotions)
    .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
    .where(
      and(
        eq(orderPromotions.couponId, couponId),
        eq(orderPromotions.userId, userId),
        isNull(orderPromotions.releasedAt),
        not(awaitingPayment!),
      ),
    );
  return row?.n ?? 0;
}

/** The customer's orders holding a use of the coupon while they wait for their payment, oldest first. */
export async function findCustomerHolds(db: Queryable, couponId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ orderId: orderPromotions.orderId })
    .from(orderPromotions)
    .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
    .where(
      and(
        eq(orderPromotions.couponId, couponId),
        eq(orderPromotions.userId, userId),
        isNull(orderPromotions.releasedAt),
        awaitingPayment,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((r) => r.orderId);
}

/**
 * Whether the customer has an order that was not cancelled, other than `except` (first-order codes
 * are for those without one; the orders whose hold of the code a checkout gives up do not count).
 */
export async function hasLiveOrder(db: Queryable, userId: string, except: readonly string[] = []) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        ne(orders.status, 'cancelled'),
        except.length > 0 ? not(inArray(orders.id, [...except])) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertOrderPromotions(tx: Tx, rows: (typeof orderPromotions.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(orderPromotions).values(rows);
}

/** Marks the order's coupon use as given back, once; answers the coupon whose use came back. */
export async function releaseCouponUseOf(tx: Tx, orderId: string, now: Date): Promise<string | null> {
  const rows = await tx
    .update(orderPromotions)
    .set({ releasedAt: now })
    .where(
      and(
        eq(orderPromotions.orderId, orderId),
        isNull(orderPromotions.releasedAt),
        sql`${orderPromotions.couponId} is not null`,
      ),
    )
    .returning({ couponId: orderPromotions.couponId });
  return rows[0]?.couponId ?? null;
}

/**
 * For each coupon or offer: live uses (orders not cancelled, and paid or cash on delivery: an
 * online order still waiting for its payment is no sale yet), the discount they gave and the
 * sales of those orders (what the shoppers paid).
 */
export async function promotionResults(db: Queryable, kind: 'coupon' | 'offer') {
  const key = kind === 'coupon' ? orderPromotions.couponId : orderPromotions.offerId;
  const rows = await db
    .select({
      id: key,
      uses: count(),
      discount: sum(orderPromotions.discountPaise).mapWith(Number),
      sales: sum(orders.totalPaise).mapWith(Number),
    })
    .from(orderPromotions)
    .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
    .where(and(sql`${key} is not null`, ne(orders.status, 'cancelled'), not(awaitingPayment!)))
    .groupBy(key);
  return new Map(rows.map((r) => [r.id!, { uses: r.uses, discount: r.discount ?? 0, sales: r.sales ?? 0 }]));
}

/** Discount given per IST day over the last `days` days (orders not cancelled), a row per day. */
export async function discountPerDay(db: Queryable, days: number) {
  const today = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`;
  const result = await db.execute(sql`
    with per_day as (
      select (${orders.createdAt} at time zone ${SHOP_TIME_ZONE})::date as day,
             count(*) filter (where ${orders.discountPaise} > 0) as orders,
             coalesce(sum(${orders.discountPaise}), 0) as discount_paise
      from ${orders}
      where ${orders.status} <> 'cancelled'
        and ${orders.createdAt} >= ((${today} - ${days - 1}::int)::timestamp at time zone ${SHOP_TIME_ZONE})
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day,
           coalesce(per_day.orders, 0) as orders,
           coalesce(per_day.discount_paise, 0) as discount_paise
    from generate_series(${today} - ${days - 1}::int, ${today}, interval '1 day') as d(day)
    left join per_day on per_day.day = d.day::date
    order by d.day`);
  const rows = (result as unknown as { rows: { day: string; orders: unknown; discount_paise: unknown }[] }).rows;
  return rows.map((r) => ({ day: r.day, orders: Number(r.orders ?? 0), discountPaise: Number(r.discount_paise ?? 0) }));
}

// ---------------------------------------------------------------------------------------------
// Settings.

export async function findSettings(db: Queryable): Promise<PromotionSettingsRow> {
  const [row] = await db.select().from(promotionSettings).where(eq(promotionSettings.id, 1));
  return row ?? { id: 1, freeShippingThresholdPaise: null, reminderHours: 4, reminderCouponId: null };
}

export async function saveSettings(db: Queryable, values: Omit<typeof promotionSettings.$inferInsert, 'id'>) {
  await db
    .insert(promotionSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: promotionSettings.id, set: values });
}

// ---------------------------------------------------------------------------------------------
// Cart lines as the pricing engine needs them (product and colour decide what a promotion covers).

/** These lines of the customer's cart as the pricing engine reads them; all of them when `itemIds` is not given. */
export function findPricingLines(db: Queryable, userId: string, itemIds?: string[]) {
  return db
    .select({
      itemId: cartItems.id,
      productId: variants.productId,
      colorId: variants.colorId,
      unitPricePaise: variants.pricePaise,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .where(and(eq(carts.userId, userId), itemIds ? inArray(cartItems.id, itemIds) : undefined))
    .orderBy(cartItems.id);
}

/** Variants as the pricing engine reads a line (the buy-now sheet's lines, not in a cart yet). */
export function findVariantPricing(db: Queryable, variantIds: string[]) {
  if (variantIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      variantId: variants.id,
      productId: variants.productId,
      colorId: variants.colorId,
      unitPricePaise: variants.pricePaise,
    })
    .from(variants)
    .where(inArray(variants.id, variantIds));
}

/** The codes of the coupons switched on and running at `now`: the candidates for a buyer's best coupon. */
export async function findRunningCouponCodes(db: Queryable, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ code: coupons.code })
    .from(coupons)
    .where(
      and(
        eq(coupons.status, 'active'),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
        or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
      ),
    )
    .orderBy(asc(coupons.code))
    .limit(limit);
  return rows.map((r) => r.code);
}

// ---------------------------------------------------------------------------------------------
// Cart reminders.

/**
 * Carts due a reminder: items in them, untouched since `idleSince`, of a verified customer who
 * has not unsubscribed, with no reminder since `remindedSince` and no order placed since the cart
 * last changed. Each is locked (skipping one another run holds), so a cart gets one mail.
 */
export async function lockCartsDueReminder(tx: Tx, idleSince: Date, remindedSince: Date, limit: number) {
  const result = await tx.execute(sql`
    with idle as (
      select c.id as cart_id, c.user_id, max(ci.updated_at) as changed_at
      from ${carts} c
      join ${cartItems} ci on ci.cart_id = c.id
      group by c.id, c.user_id
    )
    select idle.cart_id, idle.user_id, u.email, u.name
    from idle
    join ${users} u on u.id = idle.user_id
    where idle.changed_at < ${idleSince.toISOString()}::timestamptz
      and u.is_verified
      and not exists (select 1 from ${marketingPreferences} m where m.user_id = idle.user_id and m.unsubscribed_at is not null)
      and not exists (select 1 from ${cartReminders} r where r.cart_id = idle.cart_id and r.sent_at > ${remindedSince.toISOString()}::timestamptz)
      and not exists (select 1 from ${orders} o where o.user_id = idle.user_id and o.created_at >= idle.changed_at)
    order by idle.changed_at
    limit ${limit}`);
  const rows = (result as unknown as { rows: { cart_id: string; user_id: string; email: string; name: string }[] })
    .rows;
  const locked: typeof rows = [];
  for (const row of rows) {
    const [got] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.id, row.cart_id))
      .for('update', { skipLocked: true });
    if (got) locked.push(row);
  }
  return locked.map((r) => ({ cartId: r.cart_id, userId: r.user_id, email: r.email, name: r.name }));
}

export async function hasReminderSince(tx: Tx, cartId: string, since: Date) {
  const [row] = await tx
    .select({ id: cartReminders.id })
    .from(cartReminders)
    .where(and(eq(cartReminders.cartId, cartId), gt(cartReminders.sentAt, since)));
  return Boolean(row);
}

export async function insertReminder(tx: Tx, values: { cartId: string; userId: string; sentAt: Date }) {
  const [row] = await tx.insert(cartReminders).values(values).returning({ id: cartReminders.id });
  return row!.id;
}

/** The cart's lines still in stock, at their prices now. */
export function findCartLinesInStock(db: Queryable, cartId: string) {
  return db
    .select({
      productName: products.name,
      colorName: colors.name,
      size: cartItems.size,
      quantity: cartItems.quantity,
      pricePaise: variants.pricePaise,
    })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .innerJoin(
      variantStock,
      and(eq(variantStock.variantId, cartItems.variantId), eq(variantStock.size, cartItems.size)),
    )
    .where(and(eq(cartItems.cartId, cartId), gt(variantStock.quantity, 0)))
    .orderBy(asc(products.name));
}

/** The customer's unsubscribe token, made on first need. */
export async function unsubscribeTokenOf(tx: Queryable, userId: string, fresh: string) {
  await tx.insert(marketingPreferences).values({ userId, unsubscribeToken: fresh }).onConflictDoNothing();
  const [row] = await tx
    .select({ token: marketingPreferences.unsubscribeToken })
    .from(marketingPreferences)
    .where(eq(marketingPreferences.userId, userId));
  return row!.token;
}

export async function unsubscribe(db: Queryable, token: string, now: Date) {
  const rows = await db
    .update(marketingPreferences)
    .set({ unsubscribedAt: now })
    .where(eq(marketingPreferences.unsubscribeToken, token))
    .returning({ userId: marketingPreferences.userId });
  return rows.length === 1;
}

// Coupon look-ups answered "not valid"

export async function insertCouponMiss(db: Queryable, values: typeof couponMisses.$inferInsert): Promise<void> {
  await db.insert(couponMisses).values(values);
}
