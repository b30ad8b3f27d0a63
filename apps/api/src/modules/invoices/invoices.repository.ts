import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { creditNotes, invoices, orderItems, orders, users } from '../../db/schema/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * The order, its customer and its lines, as an invoice needs them, with the invoice it already
 * has (then the lines are not read).
 */
export async function findOrderForInvoice(tx: Db | Tx, orderId: string) {
  const [row] = await tx
    .select({ order: orders, userName: users.name, invoice: invoices })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  if (row.invoice) return { ...row, items: [] };
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return { ...row, items };
}

export async function findInvoiceOfOrder(db: Db | Tx, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

export async function findCreditNoteOfOrder(db: Db | Tx, orderId: string): Promise<CreditNoteRow | undefined> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
  return row;
}

export async function insertInvoice(tx: Tx, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

export async function insertCreditNote(tx: Tx, values: typeof creditNotes.$inferInsert): Promise<CreditNoteRow> {
  const [row] = await tx.insert(creditNotes).values(values).returning();
  return row!;
}

export async function ownerOfOrder(db: Db, orderId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row?.userId;
}

/** Document numbers of these orders, for the order views (one statement for both kinds). */
export async function numbersOfOrders(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return { invoices: [], creditNotes: [] };
  const rows = await db
    .select({ creditNote: sql<boolean>`false`.as('credit_note'), orderId: invoices.orderId, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds))
    .unionAll(
      db
        .select({
          creditNote: sql<boolean>`true`.as('credit_note'),
          orderId: creditNotes.orderId,
          number: creditNotes.number,
        })
        .from(creditNotes)
        .where(inArray(creditNotes.orderId, orderIds)),
    );
  const pick = (creditNote: boolean) =>
    rows.filter((r) => r.creditNote === creditNote).map(({ orderId, number }) => ({ orderId, number }));
  return { invoices: pick(false), creditNotes: pick(true) };
}

/** Invoices and credit notes issued in [from, to), in issue order. */
export async function documentsIssuedBetween(db: Db, from: Date, to: Date) {
  const [inv, cn] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
      .orderBy(asc(invoices.issuedAt), asc(invoices.number)),
    db
      .select()
      .from(creditNotes)
      .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
      .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number)),
  ]);
  return { invoices: inv, creditNotes: cn };
}
