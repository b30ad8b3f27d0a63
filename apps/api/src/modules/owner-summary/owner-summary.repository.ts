import { and, count, countDistinct, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SHOP_TIME_ZONE } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { couponMisses, orders, returnLines, returns, users } from '../../db/schema/index.ts';

const asNumber = (value: unknown) => Number(value ?? 0);

/** The instants a calendar day of the shop (`YYYY-MM-DD`, India time) starts and ends at. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;
const within = (column: AnyPgColumn, day: string) => and(gte(column, dayStart(day)), lt(column, dayEnd(day)));

/**
 * An order the shopper really placed: cash on delivery (its online token paid, when it has one),
 * or paid online. A checkout left unpaid was never an order, and its cancellation is no news.
 */
const firmOrder = sql`((${orders.paymentMethod} = 'cod' and (${orders.prepaidPaise} = 0 or ${orders.razorpayPaymentId} is not null))
  or (${orders.paymentMethod} = 'online' and ${orders.paidAt} is not null))`;

/** Orders placed on `day`, per payment method: how many and their total (paise). */
export async function ordersPlaced(db: Db, day: string) {
  return db
    .select({
      method: orders.paymentMethod,
      count: count().mapWith(asNumber),
      valuePaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)`.mapWith(asNumber),
    })
    .from(orders)
    .where(and(within(orders.createdAt, day), firmOrder))
    .groupBy(orders.paymentMethod);
}

/** Orders cancelled on `day`: how many, their total (paise), and how many the shopper asked for. */
export async function cancellations(db: Db, day: string) {
  const [row] = await db
    .select({
      count: count().mapWith(asNumber),
      valuePaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)`.mapWith(asNumber),
      byRequest: sql<number>`count(*) filter (where ${orders.cancellationRequest} = 'approved')`.mapWith(asNumber),
    })
    .from(orders)
    .where(and(within(orders.cancelledAt, day), firmOrder));
  return row ?? { count: 0, valuePaise: 0, byRequest: 0 };
}

/**
 * Returns asked for on `day` (how many, their units, how many are size exchanges), and how many
 * returns wait for the owner's decision now, whenever they were asked for.
 */
export async function returnsRequested(db: Db, day: string) {
  const asked = db
    .select({
      id: returns.id,
      units: sql<number>`sum(${returnLines.quantity})`.as('units'),
      exchange: sql<boolean>`bool_or(${returnLines.exchangeSize} is not null)`.as('exchange'),
    })
    .from(returns)
    .innerJoin(returnLines, eq(returnLines.returnId, returns.id))
    .where(within(returns.createdAt, day))
    .groupBy(returns.id)
    .as('asked');
  const [row] = await db
    .select({
      count: count().mapWith(asNumber),
      units: sql<number>`coalesce(sum(${asked.units}), 0)`.mapWith(asNumber),
      exchanges: sql<number>`count(*) filter (where ${asked.exchange})`.mapWith(asNumber),
    })
    .from(asked);
  const [waiting] = await db
    .select({ count: count().mapWith(asNumber) })
    .from(returns)
    .where(eq(returns.status, 'requested'));
  return {
    count: row?.count ?? 0,
    units: row?.units ?? 0,
    exchanges: row?.exchanges ?? 0,
    waiting: waiting?.count ?? 0,
  };
}

/** How long look-ups of codes that were not valid are kept: the summary needs only the day before. */
const COUPON_MISSES_KEPT_DAYS = 30;

/**
 * Coupon codes looked up on `day` and answered "not valid": how many, by how many customers, and
 * the customer who tried the most (guessing shows as one account with many). Older look-ups than
 * the summary needs are forgotten on the way.
 */
export async function couponMissesOn(db: Db, day: string) {
  await db
    .delete(couponMisses)
    .where(lt(couponMisses.createdAt, sql`${dayStart(day)} - make_interval(days => ${COUPON_MISSES_KEPT_DAYS})`));
  const [row] = await db
    .select({ count: count().mapWith(asNumber), customers: countDistinct(couponMisses.userId).mapWith(asNumber) })
    .from(couponMisses)
    .where(within(couponMisses.createdAt, day));
  const [most] = await db
    .select({ email: users.email, count: count().mapWith(asNumber) })
    .from(couponMisses)
    .innerJoin(users, eq(users.id, couponMisses.userId))
    .where(within(couponMisses.createdAt, day))
    .groupBy(users.email)
    .orderBy(desc(count()), users.email)
    .limit(1);
  return { count: row?.count ?? 0, customers: row?.customers ?? 0, most: most ?? null };
}
