import { and, count, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { codDecisions, codOnlineSwitches, codRules, orders, users } from '../../db/schema/index.ts';

export type CodDecisionRow = typeof codDecisions.$inferSelect;
export type OnlineSwitchRow = typeof codOnlineSwitches.$inferSelect;

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

const OPEN = ['pending', 'awaiting_confirmation', 'processing', 'shipped'] as const;

type CodRecordInput = {
  userId: string;
  phone?: string | undefined;
  returnedSince: Date;
  pin: string;
  prefix: string;
  ratesSince: Date;
};

/**
 * Everything the rules read about one cash-on-delivery order, in one statement (checkout reads it
 * for every such order): the customer's account (when it was opened, its phone), their COD
 * history (returned to origin since `returnedSince`, open, delivered, and whether a delivered one
 * went to `phone`, else to the account's phone; contacts are kept as their 10 digits), and the
 * finished and returned COD orders since `ratesSince` to the PIN and to its prefix (a whole PIN
 * is a prefix of itself).
 */
export async function codRecordOf(db: Queryable, input: CodRecordInput) {
  const [row] = await codRecordRead(db, input);
  return {
    account: row?.createdAt ? { createdAt: row.createdAt, phone: row.accountPhone ?? '' } : undefined,
    history: {
      returned: row?.returned ?? 0,
      open: row?.open ?? 0,
      delivered: row?.delivered ?? 0,
      phoneProven: (row?.deliveredToPhone ?? 0) > 0,
    },
    rates: {
      pin: { finished: row?.pinFinished ?? 0, returned: row?.pinReturned ?? 0 },
      prefix: { finished: row?.prefixFinished ?? 0, returned: row?.prefixReturned ?? 0 },
    },
  };
}

/** `codRecordOf`'s one statement, unsent (a test reads its plan). */
export function codRecordRead(db: Queryable, input: CodRecordInput) {
  const counted = (name: string, where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number).as(name);
  const phone = sql`coalesce(${input.phone ?? null}::text, (select ${users.phone} from ${users} where ${users.id} = ${input.userId}))`;
  const history = db.$with('history').as(
    db
      .select({
        returned: counted('returned', sql`${orders.returnedToOriginAt} >= ${input.returnedSince}`),
        open: counted('open', inArray(orders.status, OPEN)),
        delivered: counted('delivered', sql`${orders.status} = 'delivered'`),
        deliveredToPhone: counted(
          'delivered_to_phone',
          sql`${orders.status} = 'delivered' and ${orders.contact} = ${phone}`,
        ),
      })
      .from(orders)
      .where(and(eq(orders.userId, input.userId), eq(orders.paymentMethod, 'cod'))),
  );
  const postalCode = sql`(${orders.shippingAddress} ->> 'postalCode')`;
  const finished = sql`(${orders.status} = 'delivered' or ${orders.returnedToOriginAt} is not null)`;
  const returned = sql`${orders.returnedToOriginAt} is not null`;
  // Only finished orders count, so only they are read: the index of finished COD orders by PIN
  // (`orders_cod_finished_pin_idx`) holds them, and orders still open, however many a sale
  // brings, cost this read nothing.
  const rates = db.$with('rates').as(
    db
      .select({
        pinFinished: counted('pin_finished', sql`${postalCode} = ${input.pin}`),
        pinReturned: counted('pin_returned', sql`${returned} and ${postalCode} = ${input.pin}`),
        prefixFinished: sql<number>`count(*)`.mapWith(Number).as('prefix_finished'),
        prefixReturned: counted('prefix_returned', returned),
      })
      .from(orders)
      .where(
        and(
          eq(orders.paymentMethod, 'cod'),
          finished,
          sql`${postalCode} like ${`${input.prefix}%`}`,
          gte(orders.createdAt, input.ratesSince),
        ),
      ),
  );
  return db
    .with(history, rates)
    .select({
      createdAt: users.createdAt,
      accountPhone: users.phone,
      returned: history.returned,
      open: history.open,
      delivered: history.delivered,
      deliveredToPhone: history.deliveredToPhone,
      pinFinished: rates.pinFinished,
      pinReturned: rates.pinReturned,
      prefixFinished: rates.prefixFinished,
      prefixReturned: rates.prefixReturned,
    })
    .from(history)
    .crossJoin(rates)
    .leftJoin(users, eq(users.id, input.userId));
}

/** The decision's insert, unsent: the order's own statement carries it (a WITH query of it). */
export function decisionInsert(tx: Tx, row: typeof codDecisions.$inferInsert) {
  return tx.insert(codDecisions).values(row);
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
  // Per state and per PIN prefix: the COD share, the confirmation rate and the return-to-origin rate.
  const rates = (key: ReturnType<typeof sql>) =>
    db
      .select({
        key: sql<string>`${key}`,
        orders: count(),
        codOrders: sql<number>`count(*) filter (where ${orders.paymentMethod} = 'cod')`.mapWith(Number),
        returned:
          sql<number>`count(*) filter (where ${orders.paymentMethod} = 'cod' and ${orders.returnedToOriginAt} is not null)`.mapWith(
            Number,
          ),
        asked:
          sql<number>`count(*) filter (where ${codDecisions.outcome} = 'cod_confirm' and (${codDecisions.confirmedAt} is not null or ${orders.status} = 'cancelled'))`.mapWith(
            Number,
          ),
        confirmed:
          sql<number>`count(*) filter (where ${codDecisions.outcome} = 'cod_confirm' and ${codDecisions.confirmedAt} is not null)`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .leftJoin(codDecisions, eq(codDecisions.orderId, orders.id))
      .where(gte(orders.createdAt, since))
      .groupBy(sql`1`)
      .having(sql`count(*) filter (where ${orders.paymentMethod} = 'cod') > 0`)
      .orderBy(sql`4 desc`, sql`3 desc`)
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

// ---------------------------------------------------------------------------------------------
// COD orders paid online instead.

export async function findSwitch(db: Queryable, orderId: string): Promise<OnlineSwitchRow | undefined> {
  const [row] = await db.select().from(codOnlineSwitches).where(eq(codOnlineSwitches.orderId, orderId));
  return row;
}

export async function findSwitchByProviderOrder(
  db: Queryable,
  providerOrderId: string,
): Promise<OnlineSwitchRow | undefined> {
  const [row] = await db.select().from(codOnlineSwitches).where(eq(codOnlineSwitches.providerOrderId, providerOrderId));
  return row;
}

/** Locks the order's switch (after its order row, the lock order every order change keeps). */
export async function lockSwitch(tx: Tx, orderId: string): Promise<OnlineSwitchRow | undefined> {
  const [row] = await tx.select().from(codOnlineSwitches).where(eq(codOnlineSwitches.orderId, orderId)).for('update');
  return row;
}

/** Writes the order's one switch; answers false when it already had one (a parallel request won). */
export async function insertSwitch(db: Queryable, row: typeof codOnlineSwitches.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(codOnlineSwitches)
    .values(row)
    .onConflictDoNothing({ target: codOnlineSwitches.orderId })
    .returning({ orderId: codOnlineSwitches.orderId });
  return inserted.length === 1;
}

export async function updateSwitch(
  db: Queryable,
  orderId: string,
  changes: Partial<Pick<OnlineSwitchRow, 'paymentId' | 'paidAt'>>,
): Promise<void> {
  await db
    .update(codOnlineSwitches)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(codOnlineSwitches.orderId, orderId));
}

/** The whole order row, as the switch to online reads its amounts. */
export async function findOrderRow(db: Queryable, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}
