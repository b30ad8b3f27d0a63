import { asc, eq, lte, sql } from 'drizzle-orm';
import { SHOP_TIME_ZONE, SIZES } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import {
  colors,
  dashboardSettings,
  orders,
  products,
  returnHistory,
  returns,
  variantStock,
  variants,
} from '../../db/schema/index.ts';
import { isSale, revenueOrder } from './admin.repository.ts';

const asNumber = (value: unknown) => Number(value ?? 0);

/**
 * Orders and revenue per IST calendar day for the last `days` days, today included, one row per
 * day (0 where nothing happened). A day is the order's placing time read on an Indian clock;
 * orders are sales only (an abandoned or failed online attempt is none); revenue counts the orders that are money received (decision 0040), on the day they were placed,
 * less what returns accepted that day gave back (`returned_paise`), as a credit note counts in
 * the period it is issued.
 */
export async function salesPerDay(db: Db, days: number) {
  const today = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`;
  const since = sql`((${today} - ${days - 1}::int)::timestamp at time zone ${SHOP_TIME_ZONE})`;
  const result = await db.execute(sql`
    with per_day as (
      select (${orders.createdAt} at time zone ${SHOP_TIME_ZONE})::date as day,
             count(*) filter (where ${isSale}) as orders,
             coalesce(sum(${orders.totalPaise}) filter (where ${revenueOrder}), 0) as revenue_paise
      from ${orders}
      where ${orders.createdAt} >= ${since}
      group by 1
    ),
    returned_per_day as (
      select (${returnHistory.createdAt} at time zone ${SHOP_TIME_ZONE})::date as day,
             sum(${returns.refundPaise}) as returned_paise
      from ${returnHistory}
      join ${returns} on ${returns.id} = ${returnHistory.returnId}
      where ${acceptedReturn} and ${returnHistory.createdAt} >= ${since}
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as date,
           coalesce(per_day.orders, 0) as orders,
           coalesce(per_day.revenue_paise, 0) as revenue_paise,
           coalesce(returned_per_day.returned_paise, 0) as returned_paise
    from generate_series(${today} - ${days - 1}::int, ${today}, interval '1 day') as d(day)
    left join per_day on per_day.day = d.day::date
    left join returned_per_day on returned_per_day.day = d.day::date
    order by d.day`);
  const rows = (
    result as unknown as {
      rows: { date: string; orders: unknown; revenue_paise: unknown; returned_paise: unknown }[];
    }
  ).rows;
  return rows.map((r) => ({
    date: r.date,
    orders: asNumber(r.orders),
    revenuePaise: asNumber(r.revenue_paise),
    returnedPaise: asNumber(r.returned_paise),
  }));
}

/** The history row of a return's acceptance: the day its money went back and its credit note was issued. */
const acceptedReturn = sql`${returnHistory.toStatus} = 'accepted'`;

/** What accepted returns gave back to shoppers, all time, in paise. */
export async function returnedTotal(db: Db): Promise<number> {
  const [row] = await db
    .select({ paise: sql<number>`coalesce(sum(${returns.refundPaise}), 0)`.mapWith(asNumber) })
    .from(returnHistory)
    .innerJoin(returns, eq(returns.id, returnHistory.returnId))
    .where(acceptedReturn);
  return row?.paise ?? 0;
}

const sizeOrder = sql`array_position(array[${sql.join(
  SIZES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${variantStock.size})`;

/** Sizes with `threshold` units or fewer, fewest first, and how many there are in all. */
export async function lowStockSizes(db: Db, threshold: number, limit: number) {
  const rows = await db
    .select({
      variantId: variants.id,
      productId: products.id,
      productName: products.name,
      colorName: colors.name,
      size: variantStock.size,
      quantity: variantStock.quantity,
      imageUrl: sql<string | null>`${variants.image}->>'url'`,
      total: sql<number>`count(*) over ()`.mapWith(asNumber),
    })
    .from(variantStock)
    .innerJoin(variants, eq(variants.id, variantStock.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(lte(variantStock.quantity, threshold))
    .orderBy(asc(variantStock.quantity), asc(products.name), asc(colors.name), asc(sizeOrder))
    .limit(limit);
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function readSettings(db: Db) {
  const [row] = await db.select().from(dashboardSettings).where(eq(dashboardSettings.id, 1));
  return row;
}

export async function saveLowStockThreshold(db: Db, lowStockThreshold: number) {
  const [row] = await db
    .insert(dashboardSettings)
    .values({ id: 1, lowStockThreshold })
    .onConflictDoUpdate({ target: dashboardSettings.id, set: { lowStockThreshold, updatedAt: new Date() } })
    .returning();
  return row!;
}
