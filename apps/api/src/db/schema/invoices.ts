import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

/** The last number given in each document series and financial year ('SF', '26-27'). */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

export type TaxDocumentLine = {
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  /** Price × quantity and the line's discount (absent on documents issued before discounts). */
  grossPaise?: number;
  discountPaise?: number;
  unitTaxablePaise: number;
  taxablePaise: number;
  rate: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  kind: 'goods' | 'fee';
};

export type TaxDocumentParty = {
  name: string;
  addressLines: string[];
  state: string;
  stateCode: string;
  gstin?: string;
};

/**
 * Who signs a document and the logo it is printed under, as they were when it was issued: the
 * signatory's name and the storage keys of the signature and logo pictures (PNG files named by
 * their content hash, never overwritten nor removed). Absent on documents issued before the owner
 * could set them.
 */
export type TaxDocumentIssuer = {
  signatoryName: string | null;
  signatureKey: string | null;
  logoKey: string | null;
};

/**
 * The owner's invoice settings: one row for the whole shop (id 1), written when the owner first
 * saves one; until then documents are issued without a signatory's name, signature or logo.
 * Each document copies them when it is issued (`issuer`), so a later change alters no document.
 */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    id: smallint('id').primaryKey().default(1),
    signatoryName: text('signatory_name'),
    signatureKey: text('signature_key'),
    logoKey: text('logo_key'),
    updatedAt: updatedAt(),
  },
  (t) => [check('invoice_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Columns shared by invoices and credit notes: a frozen copy of everything the document shows,
 * so it reads the same forever whatever happens to the order, the catalogue or the configuration.
 */
const documentColumns = () => ({
  id: id(),
  number: text('number').notNull().unique(),
  financialYear: text('financial_year').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  seller: jsonb('seller').$type<TaxDocumentParty>().notNull(),
  buyer: jsonb('buyer').$type<TaxDocumentParty>().notNull(),
  placeOfSupply: text('place_of_supply').notNull(),
  placeOfSupplyCode: text('place_of_supply_code').notNull(),
  lines: jsonb('lines').$type<TaxDocumentLine[]>().notNull(),
  taxablePaise: integer('taxable_paise').notNull(),
  cgstPaise: integer('cgst_paise').notNull(),
  sgstPaise: integer('sgst_paise').notNull(),
  igstPaise: integer('igst_paise').notNull(),
  totalPaise: integer('total_paise').notNull(),
  issuer: jsonb('issuer').$type<TaxDocumentIssuer>(),
});

/**
 * The tax invoice of an order (one in force per order), or of the replacement a size exchange
 * ships (`return_id`: one per return), which is a supply of its own at no charge to the shopper.
 * An order whose value changed before it shipped (a COD order paid online instead) has its
 * invoice cancelled by a credit note and `replaced_at` set, and a new invoice in force.
 */
export const invoices = pgTable(
  'invoices',
  {
    ...documentColumns(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The exchange whose replacement it invoices; none for the order's own invoice. */
    returnId: uuid('return_id').unique(),
    /** Of a part-paid cash-on-delivery order: the token paid online (the rest is due on delivery). */
    paidOnlinePaise: integer('paid_online_paise'),
    /** When a new invoice replaced this one (its credit note cancels it); null while it is in force. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_order_id_unique')
      .on(t.orderId)
      .where(sql`${t.returnId} is null and ${t.replacedAt} is null`),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_issued_idx').on(t.issuedAt),
    check(
      'invoices_amounts_check',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
  ],
);

/**
 * A credit note cancels one invoice in full (a cancelled order, or an invoice replaced: one per
 * invoice), or the lines of one accepted return (`return_id`: one per return, as many as the
 * order has returns).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    ...documentColumns(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** The return whose lines it credits; none for a whole cancelled order. */
    returnId: uuid('return_id').unique(),
  },
  (t) => [
    uniqueIndex('credit_notes_invoice_id_unique')
      .on(t.invoiceId)
      .where(sql`${t.returnId} is null`),
    index('credit_notes_order_idx').on(t.orderId),
    index('credit_notes_issued_idx').on(t.issuedAt),
    check(
      'credit_notes_amounts_check',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
  ],
);
