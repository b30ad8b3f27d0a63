import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import {
  creditNotes,
  documentCounters,
  invoiceSettings,
  invoices,
  orderItems,
  orders,
  users,
  type TaxDocumentIssuer,
} from '../../db/schema/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * The order, its customer and its lines, as an invoice needs them, with the invoice it already
 * has (then no lines are read): one statement, the order's row coming once per line.
 */
export async function findOrderForInvoice(tx: Db | Tx, orderId: string) {
  const rows = await tx
    .select({ order: orders, userName: users.name, invoice: invoices, item: orderItems })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, and(eq(invoices.orderId, orders.id), isNull(invoices.returnId), isNull(invoices.replacedAt)))
    .leftJoin(orderItems, and(eq(orderItems.orderId, orders.id), isNull(invoices.id)))
    .where(eq(orders.id, orderId))
    .orderBy(asc(orderItems.id));
  const [first] = rows;
  if (!first) return undefined;
  const { order, userName, invoice } = first;
  return { order, userName, invoice, items: rows.flatMap((row) => (row.item ? [row.item] : [])) };
}

/** The order's invoice in force (not a replacement's, not one replaced). */
export async function findInvoiceOfOrder(db: Db | Tx, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), isNull(invoices.returnId), isNull(invoices.replacedAt)));
  return row;
}

/** The credit note that cancels the order's invoice in force (the order was cancelled), if any. */
export async function findCreditNoteOfOrder(db: Db | Tx, orderId: string): Promise<CreditNoteRow | undefined> {
  const [row] = await db
    .select({ note: creditNotes })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(
      and(
        eq(creditNotes.orderId, orderId),
        isNull(creditNotes.returnId),
        isNull(invoices.returnId),
        isNull(invoices.replacedAt),
      ),
    );
  return row?.note;
}

/** Marks an invoice replaced (its credit note is issued beside it). */
export async function markInvoiceReplaced(tx: Tx, invoiceId: string, at: Date): Promise<void> {
  await tx.update(invoices).set({ replacedAt: at }).where(eq(invoices.id, invoiceId));
}

export async function findCreditNoteOfReturn(db: Db | Tx, returnId: string): Promise<CreditNoteRow | undefined> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.returnId, returnId));
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

/** The numbers of these credit notes, by id. */
export async function creditNoteNumbers(db: Db | Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: creditNotes.id, number: creditNotes.number })
    .from(creditNotes)
    .where(inArray(creditNotes.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.number]));
}

export async function findInvoiceOfReturn(db: Db | Tx, returnId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.returnId, returnId));
  return row;
}

/** The numbers of these invoices, by id. */
export async function invoiceNumbers(db: Db | Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.number]));
}

/** The owner's invoice settings, or none while nothing was ever saved. */
export async function findInvoiceSettings(db: Queryable): Promise<TaxDocumentIssuer | undefined> {
  const [row] = await db
    .select({
      signatoryName: invoiceSettings.signatoryName,
      signatureKey: invoiceSettings.signatureKey,
      logoKey: invoiceSettings.logoKey,
    })
    .from(invoiceSettings);
  return row;
}

/** Writes some of the settings (the shop's one row, made on the first save). */
export async function saveInvoiceSettings(db: Db, values: Partial<TaxDocumentIssuer>): Promise<TaxDocumentIssuer> {
  const [row] = await db
    .insert(invoiceSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: invoiceSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning({
      signatoryName: invoiceSettings.signatoryName,
      signatureKey: invoiceSettings.signatureKey,
      logoKey: invoiceSettings.logoKey,
    });
  return row!;
}

/** What the GSTR-1 tables need of the invoices these credit notes were issued against, by id. */
export async function invoicesByIds(db: Db, ids: readonly string[]): Promise<Map<string, InvoiceRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(invoices)
    .where(inArray(invoices.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The next number of a series in a financial year. The upsert takes the counter row's lock until
 * the calling transaction ends, so concurrent issuers queue, and a rolled-back issue gives its
 * number back: the series has no gaps and no duplicates.
 */
export async function nextNumber(tx: Tx, series: string, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ n: documentCounters.lastNumber });
  return row!.n;
}

/** The longest number a GST invoice or credit note may carry. */
const DOCUMENT_NUMBER_MAX = 16;

/**
 * The next number of `series` in `financialYear`, taken and written in the one statement that
 * inserts the document: the counter's row (locked until the commit, every issuer queueing for it)
 * is taken as late as it can be, and held for no round trip of its own. The number reads
 * 'SF/26-27/000123' (`documentNumber`): six digits at least, more once a year passes 999,999
 * documents, which GST's 16 characters then refuse (the transaction rolls back).
 */
function numbered(tx: Tx, series: string, financialYear: string) {
  const taken = tx.$with('taken', { n: sql<number>`n` }).as(
    sql`insert into ${documentCounters} (${sql.identifier(documentCounters.series.name)}, ${sql.identifier(documentCounters.financialYear.name)}, ${sql.identifier(documentCounters.lastNumber.name)})
      values (${series}, ${financialYear}, 1)
      on conflict (${sql.identifier(documentCounters.series.name)}, ${sql.identifier(documentCounters.financialYear.name)})
      do update set ${sql.identifier(documentCounters.lastNumber.name)} = ${documentCounters}.${sql.identifier(documentCounters.lastNumber.name)} + 1
      returning ${sql.identifier(documentCounters.lastNumber.name)} as n`,
  );
  const number = sql<string>`(select ${`${series}/${financialYear}/`} || lpad(n::text, greatest(6, length(n::text)), '0') from ${taken})`;
  return { taken, number };
}

function checkedNumber<T extends { number: string }>(row: T): T {
  if (row.number.length > DOCUMENT_NUMBER_MAX) {
    throw new RangeError(`Document number ${row.number} is longer than ${DOCUMENT_NUMBER_MAX} characters`);
  }
  return row;
}

/** An invoice with the next number of its series (see `numbered`): one statement. */
export async function insertNumberedInvoice(
  tx: Tx,
  series: string,
  values: Omit<typeof invoices.$inferInsert, 'number'> & { financialYear: string },
): Promise<InvoiceRow> {
  const { taken, number } = numbered(tx, series, values.financialYear);
  const [row] = await tx
    .with(taken)
    .insert(invoices)
    .values({ ...values, number })
    .returning();
  return checkedNumber(row!);
}

/** A credit note with the next number of its series (see `numbered`): one statement. */
export async function insertNumberedCreditNote(
  tx: Tx,
  series: string,
  values: Omit<typeof creditNotes.$inferInsert, 'number'> & { financialYear: string },
): Promise<CreditNoteRow> {
  const { taken, number } = numbered(tx, series, values.financialYear);
  const [row] = await tx
    .with(taken)
    .insert(creditNotes)
    .values({ ...values, number })
    .returning();
  return checkedNumber(row!);
}
