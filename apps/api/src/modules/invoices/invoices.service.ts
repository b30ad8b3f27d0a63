import {
  COD_CHARGE_RUPEES,
  INVOICE_MESSAGES,
  INVOICE_SERIES,
  findIndianState,
  landmarkLine,
  paiseToRupees,
  recipientOf,
  rupeesToPaise,
  shopDay,
  stateByCode,
  type GstSummary,
  type GstTotals,
  type IndianState,
} from '@shop/shared';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import type { TaxDocumentIssuer, TaxDocumentParty } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import type { KeptReads } from '../../lib/public-cache/kept-reads.ts';
import { findPin } from '../delivery/index.ts';
import { financialYearOf } from './invoices.numbering.ts';
import type { TaxDocumentRenderer } from './invoices.renderer.ts';
import * as repo from './invoices.repository.ts';
import { taxOrder } from './invoices.tax.ts';

/** The registered seller printed on every document (from configuration, validated at start). */
export type Seller = { legalName: string; address: string; state: IndianState; gstin: string };

/** The place of supply: the delivery address's state, or the PIN's state for an address typed before states were checked. */
function placeOfSupply(address: { state: string; postalCode: string }): IndianState {
  const state = findIndianState(address.state) ?? findIndianState(findPin(address.postalCode)?.state ?? '');
  if (!state) throw new Error(`No Indian state for the delivery address (${address.state}, ${address.postalCode})`);
  return state;
}

/**
 * Who signs a document issued now, and its logo: the owner's settings as they stand, copied into
 * the document so that changing them later alters no document already issued (decision 0226).
 */
async function currentIssuer(db: Queryable): Promise<TaxDocumentIssuer> {
  return (await repo.findInvoiceSettings(db)) ?? { signatoryName: null, signatureKey: null, logoKey: null };
}

/** Where the issuer of a document comes from: the database, or an instance's kept copy of it. */
export type IssuerSource = (db: Queryable) => Promise<TaxDocumentIssuer>;

/**
 * The issuer kept per instance until the owner changes the invoice settings (a trigger announces
 * it, as it does for the owner's rules): every cash-on-delivery order issues its invoice when
 * placed, and the settings change a few times a year.
 */
export const keptIssuer = (kept: KeptReads): IssuerSource => kept.reader(currentIssuer);

/**
 * Issues the tax invoice of an order, inside the transaction that confirms it (a cash-on-delivery
 * order when placed, an online order when paid): the number is taken from the counter in the same
 * transaction, so a rollback gives it back and the series stays without gaps. Amounts, lines and
 * parties are frozen in the invoice row. Issuing twice answers the first invoice.
 */
/** An order as the transaction placing it has just written it, with its lines and its customer's name. */
export type OrderAsWritten = Omit<NonNullable<Awaited<ReturnType<typeof repo.findOrderForInvoice>>>, 'invoice'>;

export async function issueInvoice(
  tx: Tx,
  orderId: string,
  seller: Seller,
  now = new Date(),
  issuerOf: IssuerSource = currentIssuer,
  written?: OrderAsWritten,
): Promise<repo.InvoiceRow> {
  // An order its own transaction has just written, with no invoice yet, is not read again.
  const data = written ? { ...written, invoice: null } : await repo.findOrderForInvoice(tx, orderId);
  if (!data) throw AppError.notFound();
  if (data.invoice) return data.invoice;
  const { order, items, userName } = data;
  const address = order.shippingAddress;
  const place = placeOfSupply(address);

  const codChargePaise =
    order.paymentMethod === 'cod' ? Math.min(rupeesToPaise(COD_CHARGE_RUPEES), order.deliveryFeePaise) : 0;
  const taxed = taxOrder(
    items.map((item) => ({
      description: invoiceLineDescription(item),
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      discountPaise: item.discountPaise,
    })),
    [
      { description: 'Delivery charge', amountPaise: order.deliveryFeePaise - codChargePaise },
      { description: 'Cash on delivery charge', amountPaise: codChargePaise },
    ],
    place.code === seller.state.code,
  );
  if (taxed.totals.totalPaise !== order.totalPaise) {
    throw new Error(`Invoice of order ${order.orderNumber} does not add up to its total`);
  }

  const financialYear = financialYearOf(now);
  // Read before the number is taken: the counter's row stays locked until the commit, and every
  // order being confirmed queues for it, so nothing that can come first comes after it.
  const issuer = await issuerOf(tx);
  const buyer: TaxDocumentParty = {
    name: recipientOf(address, userName),
    addressLines: [
      `${address.houseNumber}, ${address.street}`,
      address.colony,
      ...(address.landmark ? [landmarkLine(address.landmark)] : []),
      `${address.city} ${address.postalCode}`,
      `${place.name}, India`,
      `Phone ${order.contact}`,
    ],
    state: place.name,
    stateCode: place.code,
  };
  return repo.insertNumberedInvoice(tx, INVOICE_SERIES.invoice, {
    orderId,
    financialYear,
    issuedAt: now,
    seller: {
      name: seller.legalName,
      addressLines: [seller.address, `${seller.state.name}, India`],
      state: seller.state.name,
      stateCode: seller.state.code,
      gstin: seller.gstin,
    },
    buyer,
    placeOfSupply: place.name,
    placeOfSupplyCode: place.code,
    lines: taxed.lines,
    ...taxed.totals,
    paidOnlinePaise: order.paymentMethod === 'cod' && order.prepaidPaise > 0 ? order.prepaidPaise : null,
    issuer,
  });
}

/**
 * Issues the credit note that cancels an invoiced order in full, inside the cancelling
 * transaction, from its own series. An order without an invoice needs none (answers null);
 * issuing twice answers the first credit note.
 */
export async function issueCreditNote(tx: Tx, orderId: string, now = new Date()): Promise<repo.CreditNoteRow | null> {
  const invoice = await repo.findInvoiceOfOrder(tx, orderId);
  if (!invoice) return null;
  const existing = await repo.findCreditNoteOfOrder(tx, orderId);
  if (existing) return existing;
  const financialYear = financialYearOf(now);
  const issuer = await currentIssuer(tx);
  const { id, number: _number, financialYear: _fy, issuedAt: _at, orderId: _order, ...copied } = invoice;
  return repo.insertNumberedCreditNote(tx, INVOICE_SERIES.creditNote, {
    ...copied,
    orderId,
    invoiceId: id,
    financialYear,
    issuedAt: now,
    issuer,
  });
}

/**
 * Replaces the invoice of an order whose value changed before it shipped (a cash-on-delivery
 * order paid online instead: no COD charge, a prepaid discount): the invoice in force is cancelled
 * in full by a credit note and a new invoice is issued at the order's amounts now, both in the
 * same transaction, each from its own gap-free series. An order without an invoice needs none
 * (null).
 */
export async function reissueInvoice(
  tx: Tx,
  orderId: string,
  seller: Seller,
  now = new Date(),
): Promise<repo.InvoiceRow | null> {
  const current = await repo.findInvoiceOfOrder(tx, orderId);
  if (!current) return null;
  await issueCreditNote(tx, orderId, now);
  await repo.markInvoiceReplaced(tx, current.id, now);
  return issueInvoice(tx, orderId, seller, now);
}

/** The invoice line of an order line: the description it was invoiced under. */
export const invoiceLineDescription = (item: { productName: string; colorName: string; size: string }) =>
  `${item.productName} (${item.colorName}, size ${item.size})`;

/**
 * Issues the credit note of an accepted return, inside the accepting transaction, from the
 * credit-note series: each returned line at its invoice line's rate, its total and taxes the
 * invoiced line's share for the units returned and its taxable value the rest (the whole line when
 * all come back, so the two documents cancel to the paisa). An order without an invoice needs
 * none (null); issuing twice answers the first.
 */
export async function issueReturnCreditNote(
  tx: Tx,
  input: { orderId: string; returnId: string; lines: readonly { description: string; quantity: number }[] },
  now = new Date(),
): Promise<repo.CreditNoteRow | null> {
  const invoice = await repo.findInvoiceOfOrder(tx, input.orderId);
  if (!invoice) return null;
  const existing = await repo.findCreditNoteOfReturn(tx, input.returnId);
  if (existing) return existing;
  const share = (amount: number, part: number, whole: number) =>
    part === whole ? amount : Math.round((amount * part) / whole);
  const lines = input.lines.map(({ description, quantity }) => {
    const invoiced = invoice.lines.find((line) => line.kind === 'goods' && line.description === description);
    if (!invoiced) throw new Error(`Invoice ${invoice.number} has no line ${description}`);
    // The pieces' share of what the line was sold for; CGST and SGST stay equal (one share used
    // twice) and the taxable value is the rest, so the note credits exactly what was paid.
    const totalPaise = share(invoiced.totalPaise, quantity, invoiced.quantity);
    const cgstPaise = share(invoiced.cgstPaise, quantity, invoiced.quantity);
    const sgstPaise =
      invoiced.sgstPaise === invoiced.cgstPaise ? cgstPaise : share(invoiced.sgstPaise, quantity, invoiced.quantity);
    const igstPaise = share(invoiced.igstPaise, quantity, invoiced.quantity);
    return {
      ...invoiced,
      quantity,
      taxablePaise: totalPaise - cgstPaise - sgstPaise - igstPaise,
      cgstPaise,
      sgstPaise,
      igstPaise,
      totalPaise,
    };
  });
  const total = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') =>
    lines.reduce((sum, line) => sum + line[key], 0);
  const financialYear = financialYearOf(now);
  const issuer = await currentIssuer(tx);
  return repo.insertNumberedCreditNote(tx, INVOICE_SERIES.creditNote, {
    seller: invoice.seller,
    buyer: invoice.buyer,
    placeOfSupply: invoice.placeOfSupply,
    placeOfSupplyCode: invoice.placeOfSupplyCode,
    lines,
    taxablePaise: total('taxablePaise'),
    cgstPaise: total('cgstPaise'),
    sgstPaise: total('sgstPaise'),
    igstPaise: total('igstPaise'),
    totalPaise: total('totalPaise'),
    orderId: input.orderId,
    invoiceId: invoice.id,
    returnId: input.returnId,
    financialYear,
    issuedAt: now,
    issuer,
  });
}

/**
 * Issues the tax invoice of an exchange's replacement, inside the accepting transaction: the new
 * size goes out as a supply of its own, at the returned line's price and the original invoice's
 * parties and place of supply, in the invoice series. The shopper pays nothing for it: the credit
 * note of the returned line, issued with it, cancels the same value. Issuing twice answers the first.
 */
export async function issueReplacementInvoice(
  tx: Tx,
  input: {
    orderId: string;
    returnId: string;
    lines: readonly { description: string; quantity: number; unitPricePaise: number }[];
  },
  now = new Date(),
): Promise<repo.InvoiceRow | null> {
  const original = await repo.findInvoiceOfOrder(tx, input.orderId);
  if (!original) return null;
  const existing = await repo.findInvoiceOfReturn(tx, input.returnId);
  if (existing) return existing;
  const taxed = taxOrder(
    input.lines.map((line) => ({ ...line })),
    [],
    original.placeOfSupplyCode === original.seller.stateCode,
  );
  const financialYear = financialYearOf(now);
  const issuer = await currentIssuer(tx);
  return repo.insertNumberedInvoice(tx, INVOICE_SERIES.invoice, {
    orderId: input.orderId,
    returnId: input.returnId,
    financialYear,
    issuedAt: now,
    seller: original.seller,
    buyer: original.buyer,
    placeOfSupply: original.placeOfSupply,
    placeOfSupplyCode: original.placeOfSupplyCode,
    lines: taxed.lines,
    ...taxed.totals,
    issuer,
  });
}

/** The invoice or credit note of an order for its owner or an admin; anyone else gets the same 404. */
export async function documentFor(
  db: Db,
  kind: 'invoice' | 'creditNote',
  orderId: string,
  viewer: { id: string; role: string },
) {
  const message = kind === 'invoice' ? INVOICE_MESSAGES.invoiceNotFound : INVOICE_MESSAGES.creditNoteNotFound;
  const owner = await repo.ownerOfOrder(db, orderId);
  if (!owner || (owner !== viewer.id && viewer.role !== 'admin')) throw AppError.notFound(message);
  if (kind === 'invoice') {
    const invoice = await repo.findInvoiceOfOrder(db, orderId);
    if (!invoice) throw AppError.notFound(message);
    return { kind, document: invoice, invoice };
  }
  const note = await repo.findCreditNoteOfOrder(db, orderId);
  const invoice = await repo.findInvoiceOfOrder(db, orderId);
  if (!note || !invoice) throw AppError.notFound(message);
  return { kind, document: note, invoice };
}

/** What a return may have issued: the credit note of its lines, an exchange's replacement invoice. */
export type ReturnDocumentKind = 'creditNote' | 'replacementInvoice';

/**
 * A return's credit note or its exchange's replacement invoice, for the shopper whose order it is or
 * an admin; anyone else gets the same 404 as a return without that document, so an id tells a
 * stranger nothing. The credit note prints the original invoice it is issued against.
 */
export async function returnDocumentFor(
  db: Db,
  kind: ReturnDocumentKind,
  returnId: string,
  viewer: { id: string; role: string },
) {
  const message =
    kind === 'creditNote' ? INVOICE_MESSAGES.returnCreditNoteNotFound : INVOICE_MESSAGES.replacementInvoiceNotFound;
  const document =
    kind === 'creditNote'
      ? await repo.findCreditNoteOfReturn(db, returnId)
      : await repo.findInvoiceOfReturn(db, returnId);
  if (!document) throw AppError.notFound(message);
  const owner = await repo.ownerOfOrder(db, document.orderId);
  if (owner !== viewer.id && viewer.role !== 'admin') throw AppError.notFound(message);
  if (!('invoiceId' in document)) return { kind: 'invoice' as const, document, invoice: document };
  const invoice = (await repo.invoicesByIds(db, [document.invoiceId])).get(document.invoiceId);
  if (!invoice) throw AppError.notFound(message);
  return { kind: 'creditNote' as const, document, invoice };
}

/** The file name a document is downloaded and mailed under (slashes of the number made dashes). */
export const documentFileName = (kind: 'invoice' | 'creditNote', number: string) =>
  `${kind === 'invoice' ? 'invoice' : 'credit-note'}-${number.replaceAll('/', '-')}.pdf`;

/**
 * The order's invoice or credit note as a PDF file to mail with the order's news; null while the
 * order has none (an online order not paid, an order never invoiced).
 */
export async function documentAttachment(
  db: Db,
  renderer: TaxDocumentRenderer,
  kind: 'invoice' | 'creditNote',
  orderId: string,
): Promise<{ filename: string; content: Buffer; contentType: string } | null> {
  const invoice = await repo.findInvoiceOfOrder(db, orderId);
  const document = kind === 'invoice' ? invoice : await repo.findCreditNoteOfOrder(db, orderId);
  if (!invoice || !document) return null;
  return {
    filename: documentFileName(kind, document.number),
    content: await renderer.render(kind, document, invoice),
    contentType: 'application/pdf',
  };
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * One month's documents for filing (IST calendar month): each invoice adds, each credit note
 * subtracts. Amounts in rupees with two decimals.
 */
export async function gstSummaryRows(db: Db, month: string): Promise<(string | number)[][]> {
  const { invoices, creditNotes } = await documentsOfMonth(db, month);
  const rupees = (paise: number) => (paise / 100).toFixed(2);
  const row = (kind: string, sign: number, d: repo.InvoiceRow | repo.CreditNoteRow) => [
    kind,
    d.number,
    shopDay(d.issuedAt),
    d.placeOfSupply,
    d.placeOfSupplyCode,
    rupees(sign * d.taxablePaise),
    rupees(sign * d.cgstPaise),
    rupees(sign * d.sgstPaise),
    rupees(sign * d.igstPaise),
    rupees(sign * d.totalPaise),
  ];
  return [...invoices.map((d) => row('Invoice', 1, d)), ...creditNotes.map((d) => row('Credit note', -1, d))];
}

/** The documents issued in one IST calendar month ('2026-11'). */
function documentsOfMonth(db: Db, month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, m - 1, 1) - IST_OFFSET_MS);
  const to = new Date(Date.UTC(year, m, 1) - IST_OFFSET_MS);
  return repo.documentsIssuedBetween(db, from, to);
}

type PaiseTotals = { documents: number; taxable: number; cgst: number; sgst: number; igst: number; total: number };
const noTotals = (): PaiseTotals => ({ documents: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
const inRupees = (t: PaiseTotals): GstTotals => ({
  documents: t.documents,
  taxable: paiseToRupees(t.taxable),
  cgst: paiseToRupees(t.cgst),
  sgst: paiseToRupees(t.sgst),
  igst: paiseToRupees(t.igst),
  total: paiseToRupees(t.total),
});

/** The month's totals per place of supply and overall, summed in paise (credit notes subtract). */
export async function gstSummary(db: Db, month: string): Promise<GstSummary> {
  const { invoices, creditNotes } = await documentsOfMonth(db, month);
  const overall = noTotals();
  const byState = new Map<string, PaiseTotals & { state: string }>();
  const add = (sign: number, d: repo.InvoiceRow | repo.CreditNoteRow) => {
    const code = d.placeOfSupplyCode;
    const state = byState.get(code) ?? { ...noTotals(), state: d.placeOfSupply };
    byState.set(code, state);
    for (const totals of [overall, state]) {
      totals.documents += 1;
      totals.taxable += sign * d.taxablePaise;
      totals.cgst += sign * d.cgstPaise;
      totals.sgst += sign * d.sgstPaise;
      totals.igst += sign * d.igstPaise;
      totals.total += sign * d.totalPaise;
    }
  };
  for (const d of invoices) add(1, d);
  for (const d of creditNotes) add(-1, d);
  return {
    month,
    invoices: invoices.length,
    creditNotes: creditNotes.length,
    byState: [...byState.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([stateCode, t]) => ({ ...inRupees(t), state: t.state, stateCode })),
    totals: inRupees(overall),
  };
}

export const stateName = (code: string) => stateByCode(code)?.name ?? code;

/** The numbers of these credit notes, by id. */
export function creditNoteNumbers(db: Db | Tx, ids: readonly string[]): Promise<Map<string, string>> {
  return repo.creditNoteNumbers(db, ids);
}

/** The numbers of these invoices, by id. */
export function invoiceNumbers(db: Db | Tx, ids: readonly string[]): Promise<Map<string, string>> {
  return repo.invoiceNumbers(db, ids);
}
