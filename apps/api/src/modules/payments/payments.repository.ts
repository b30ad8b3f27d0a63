import { and, asc, eq, gte, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import {
  orderTenders,
  orders,
  refunds,
  upiAttempts,
  users,
  type RefundRow,
  type TenderRow,
  type UpiAttemptRow,
} from '../../db/schema/index.ts';

export type { UpiAttemptRow };

export type { RefundRow, TenderRow };

export async function insertTender(tx: Tx, tender: typeof orderTenders.$inferInsert): Promise<TenderRow | undefined> {
  const [row] = await tx.insert(orderTenders).values(tender).onConflictDoNothing().returning();
  return row;
}

export function tendersOf(db: Queryable, orderIds: readonly string[]): Promise<TenderRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderTenders)
    .where(inArray(orderTenders.orderId, [...orderIds]))
    .orderBy(asc(orderTenders.createdAt), asc(orderTenders.id));
}

/** The order's tenders, locked: refunds of one order are split one at a time. */
export function lockTenders(tx: Tx, orderId: string): Promise<TenderRow[]> {
  return tx
    .select()
    .from(orderTenders)
    .where(eq(orderTenders.orderId, orderId))
    .orderBy(asc(orderTenders.createdAt), asc(orderTenders.id))
    .for('update');
}

/** Refunds oldest first; the parts of one refund in the order the tenders paid (credit, online, cash). */
const byAge = [
  asc(refunds.createdAt),
  sql`case ${refunds.tender} when 'store_credit' then 0 when 'online' then 1 else 2 end`,
  asc(refunds.id),
];

export function refundsOfOrders(db: Queryable, orderIds: readonly string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]))
    .orderBy(...byAge);
}

export function refundsOfReturns(db: Queryable, returnIds: readonly string[]): Promise<RefundRow[]> {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.returnId, [...returnIds]))
    .orderBy(...byAge);
}

/** Writes refund parts; a part whose key is already written is skipped (answered: only the new ones). */
export async function insertRefunds(tx: Tx, rows: (typeof refunds.$inferInsert)[]): Promise<RefundRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(refunds).values(rows).onConflictDoNothing({ target: refunds.key }).returning();
}

export async function findRefund(db: Queryable, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

export async function lockRefund(tx: Tx, id: string): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row;
}

/**
 * Takes the order's row lock, as every change of an order does first: a refund settled by the
 * provider and the order it belongs to change together, in one lock order (order, then refund).
 */
export async function lockOrderRow(tx: Tx, orderId: string): Promise<boolean> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  return Boolean(row);
}

export async function updateRefund(
  db: Queryable,
  id: string,
  changes: Partial<
    Pick<RefundRow, 'providerRefundId' | 'providerKey' | 'status' | 'failureReason' | 'payoutReference'>
  >,
): Promise<RefundRow | undefined> {
  const [row] = await db.update(refunds).set(changes).where(eq(refunds.id, id)).returning();
  return row;
}

/** The refund the provider names: by its refund id, or (a webhook for a refund whose answer was lost) the payment's one unanswered refund. */
export async function findRefundForProvider(
  db: Queryable,
  providerRefundId: string,
  providerPaymentId: string,
): Promise<RefundRow | undefined> {
  const [byId] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
  if (byId) return byId;
  const unanswered = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.providerPaymentId, providerPaymentId),
        eq(refunds.route, 'provider'),
        sql`${refunds.providerRefundId} is null`,
      ),
    );
  return unanswered.length === 1 ? unanswered[0] : undefined;
}

/** Provider refunds the provider took but has not settled since `updatedBefore`, oldest first. */
export function findUnsettledProviderRefunds(db: Queryable, updatedBefore: Date, limit: number) {
  return db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.route, 'provider'),
        eq(refunds.status, 'pending'),
        isNotNull(refunds.providerRefundId),
        lt(refunds.updatedAt, updatedBefore),
      ),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// UPI attempts.

/** Who pays a provider order, as the provider asks it with a UPI payment: the order's contact and the account's e-mail. */
export async function findPayer(db: Queryable, providerOrderId: string) {
  const [row] = await db
    .select({ userId: orders.userId, contact: orders.contact, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.razorpayOrderId, providerOrderId));
  return row;
}

export async function insertUpiAttempt(db: Queryable, values: typeof upiAttempts.$inferInsert): Promise<UpiAttemptRow> {
  const [row] = await db.insert(upiAttempts).values(values).returning();
  return row!;
}

export async function findOwnUpiAttempt(db: Queryable, userId: string, id: string): Promise<UpiAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(upiAttempts)
    .where(and(eq(upiAttempts.id, id), eq(upiAttempts.userId, userId)));
  return row;
}

/**
 * The provider's word on a UPI payment: paid (from pending, or over a failure the bank reversed)
 * or failed (from pending only). Answers whether a row changed.
 */
export async function settleUpiAttempt(db: Queryable, providerPaymentId: string, status: 'paid' | 'failed') {
  const rows = await db
    .update(upiAttempts)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        eq(upiAttempts.providerPaymentId, providerPaymentId),
        status === 'paid' ? ne(upiAttempts.status, 'paid') : eq(upiAttempts.status, 'pending'),
      ),
    )
    .returning({ id: upiAttempts.id });
  return rows.length > 0;
}

/**
 * Per app, the intent attempts made since `since` whose outcome is known by `now` (paid, failed,
 * or still pending past their expiry, which counts as not paid), and how many were paid.
 */
export async function upiOutcomesByApp(db: Queryable, since: Date, now: Date) {
  const rows = await db
    .select({
      app: upiAttempts.app,
      attempts: sql<number>`count(*)::int`,
      paid: sql<number>`(count(*) filter (where ${upiAttempts.status} = 'paid'))::int`,
    })
    .from(upiAttempts)
    .where(
      and(
        eq(upiAttempts.flow, 'intent'),
        isNotNull(upiAttempts.app),
        gte(upiAttempts.createdAt, since),
        or(ne(upiAttempts.status, 'pending'), lt(upiAttempts.expiresAt, now)),
      ),
    )
    .groupBy(upiAttempts.app);
  return rows.map((r) => ({ app: r.app!, attempts: Number(r.attempts), paid: Number(r.paid) }));
}
