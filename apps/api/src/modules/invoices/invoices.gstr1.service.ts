import {
  B2CL_INVOICE_VALUE_PAISE,
  DOCUMENT_NATURES,
  HSN_DESCRIPTIONS,
  UQC,
  type GstPeriod,
  type Gstr1Table,
} from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { TaxDocumentLine } from '../../db/schema/index.ts';
import * as repo from './invoices.repository.ts';

/**
 * The GSTR-1 tables of a month or quarter, built from the documents issued in it (decision record
 * 0227). Every figure is a sum of the frozen lines of invoices (added) and credit notes (taken
 * away) issued in the period, in paise, turned into rupees only when written.
 */

type Cell = string | number;
type Document = repo.InvoiceRow | repo.CreditNoteRow;
type Amounts = { taxable: number; igst: number; cgst: number; sgst: number };

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const rupees = (paise: number) => (paise / 100).toFixed(2);
/** '05-Nov-2026', the date format of the GST portal's offline tool, in IST. */
const portalDate = (at: Date) => {
  const d = new Date(at.getTime() + IST_OFFSET_MS);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${MONTHS[d.getUTCMonth()]}-${d.getUTCFullYear()}`;
};
/** '03-Punjab': a place of supply as the portal writes it. */
const placeOfSupply = (d: Document) => `${d.placeOfSupplyCode}-${d.placeOfSupply}`;
const interState = (d: Document) => d.placeOfSupplyCode !== d.seller.stateCode;
/** A large B2C invoice (Table 5): inter-state and worth more than the threshold. */
const isLarge = (invoice: repo.InvoiceRow) => interState(invoice) && invoice.totalPaise > B2CL_INVOICE_VALUE_PAISE;

/** The IST instants a period starts and ends at. */
function periodBounds(period: GstPeriod): { from: Date; to: Date } {
  const [year, month] = period.firstMonth.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, month - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, month - 1 + period.months, 1) - IST_OFFSET_MS),
  };
}

/** A document's lines summed per key, signed (+1 invoice, -1 credit note). */
function addLines<T extends Amounts>(
  into: Map<string, T>,
  lines: readonly TaxDocumentLine[],
  sign: 1 | -1,
  keyOf: (line: TaxDocumentLine) => string,
  start: (line: TaxDocumentLine) => T,
  more?: (sum: T, line: TaxDocumentLine) => void,
) {
  for (const line of lines) {
    const key = keyOf(line);
    const sum = into.get(key) ?? start(line);
    into.set(key, sum);
    sum.taxable += sign * line.taxablePaise;
    sum.igst += sign * line.igstPaise;
    sum.cgst += sign * line.cgstPaise;
    sum.sgst += sign * line.sgstPaise;
    more?.(sum, line);
  }
}

const noAmounts = (): Amounts => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0 });

/** Table 7: small B2C supplies, net of their credit notes, per place of supply and rate. */
function b2cs(invoices: readonly repo.InvoiceRow[], notes: readonly { note: repo.CreditNoteRow }[]): Cell[][] {
  const sums = new Map<string, Amounts & { code: string; place: string; rate: number }>();
  const add = (d: Document, sign: 1 | -1) =>
    addLines(
      sums,
      d.lines,
      sign,
      (line) => `${d.placeOfSupplyCode}|${line.rate}`,
      (line) => ({ ...noAmounts(), code: d.placeOfSupplyCode, place: placeOfSupply(d), rate: line.rate }),
    );
  for (const invoice of invoices) add(invoice, 1);
  for (const { note } of notes) add(note, -1);
  return [...sums.values()]
    .sort((a, b) => a.code.localeCompare(b.code) || a.rate - b.rate)
    .map((s) => ['OE', s.place, s.rate, rupees(s.taxable), rupees(s.igst), rupees(s.cgst), rupees(s.sgst), '0.00']);
}

/** A document's lines summed per rate, in rate order. */
function perRate(d: Document) {
  const sums = new Map<string, Amounts & { rate: number }>();
  addLines(
    sums,
    d.lines,
    1,
    (line) => String(line.rate),
    (line) => ({ ...noAmounts(), rate: line.rate }),
  );
  return [...sums.values()].sort((a, b) => a.rate - b.rate);
}

/** Table 5: each large B2C invoice, one row per rate on it. */
const b2cl = (invoices: readonly repo.InvoiceRow[]): Cell[][] =>
  invoices.flatMap((invoice) =>
    perRate(invoice).map((s) => [
      invoice.number,
      portalDate(invoice.issuedAt),
      rupees(invoice.totalPaise),
      placeOfSupply(invoice),
      s.rate,
      rupees(s.taxable),
      rupees(s.igst),
      '0.00',
    ]),
  );

/** Table 9B: credit notes against large B2C invoices, one row per rate on each. */
const cdnur = (notes: readonly { note: repo.CreditNoteRow }[]): Cell[][] =>
  notes.flatMap(({ note }) =>
    perRate(note).map((s) => [
      'B2CL',
      note.number,
      portalDate(note.issuedAt),
      'C',
      placeOfSupply(note),
      rupees(note.totalPaise),
      s.rate,
      rupees(s.taxable),
      rupees(s.igst),
      '0.00',
    ]),
  );

/**
 * Table 12: every line of the period per HSN (or SAC) and rate, credit notes taken away. Goods
 * count in pieces (PCS); services have no quantity (NA, 0), as the portal asks.
 */
function hsn(invoices: readonly repo.InvoiceRow[], notes: readonly repo.CreditNoteRow[]): Cell[][] {
  type Sum = Amounts & { hsn: string; rate: number; uqc: string; quantity: number };
  const sums = new Map<string, Sum>();
  const add = (d: Document, sign: 1 | -1) =>
    addLines<Sum>(
      sums,
      d.lines,
      sign,
      (line) => `${line.hsn}|${line.rate}|${line.kind}`,
      (line) => ({ ...noAmounts(), hsn: line.hsn, rate: line.rate, uqc: UQC[line.kind], quantity: 0 }),
      (sum, line) => {
        if (line.kind === 'goods') sum.quantity += sign * line.quantity;
      },
    );
  for (const invoice of invoices) add(invoice, 1);
  for (const note of notes) add(note, -1);
  return [...sums.values()]
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate)
    .map((s) => [
      s.hsn,
      HSN_DESCRIPTIONS[s.hsn] ?? '',
      s.uqc,
      s.quantity,
      rupees(s.taxable + s.igst + s.cgst + s.sgst),
      rupees(s.taxable),
      rupees(s.igst),
      rupees(s.cgst),
      rupees(s.sgst),
      '0.00',
      s.rate,
    ]);
}

/**
 * Table 13: each series (per financial year) issued in the period, from its lowest to its highest
 * number. The total counts the numbers in that range; a number in it with no document would be a
 * cancelled one (the series are gapless, so none is, and an order cancelled after its invoice gets
 * a credit note instead).
 */
function docs(invoices: readonly repo.InvoiceRow[], notes: readonly repo.CreditNoteRow[]): Cell[][] {
  const rows: Cell[][] = [];
  for (const [nature, list] of [
    [DOCUMENT_NATURES.invoice, invoices],
    [DOCUMENT_NATURES.creditNote, notes],
  ] as const) {
    const series = new Map<string, { number: string; n: number }[]>();
    for (const d of list) {
      const prefix = d.number.slice(0, d.number.lastIndexOf('/'));
      const numbers = series.get(prefix) ?? [];
      numbers.push({ number: d.number, n: Number(d.number.slice(d.number.lastIndexOf('/') + 1)) });
      series.set(prefix, numbers);
    }
    for (const prefix of [...series.keys()].sort()) {
      const numbers = series.get(prefix)!.sort((a, b) => a.n - b.n);
      const first = numbers[0]!;
      const last = numbers[numbers.length - 1]!;
      const total = last.n - first.n + 1;
      rows.push([nature, first.number, last.number, total, total - numbers.length]);
    }
  }
  return rows;
}

/** One GSTR-1 table of the period, as CSV rows (the columns are GSTR1_TABLES[table].columns). */
export async function gstr1Rows(db: Db, period: GstPeriod, table: Gstr1Table): Promise<Cell[][]> {
  const { from, to } = periodBounds(period);
  const { invoices, creditNotes } = await repo.documentsIssuedBetween(db, from, to);
  if (table === 'hsn') return hsn(invoices, creditNotes);
  if (table === 'docs') return docs(invoices, creditNotes);
  const against = await repo.invoicesByIds(
    db,
    creditNotes.map((note) => note.invoiceId),
  );
  const notes = creditNotes.map((note) => ({ note, large: isLarge(against.get(note.invoiceId)!) }));
  if (table === 'b2cl') return b2cl(invoices.filter(isLarge));
  if (table === 'cdnur') return cdnur(notes.filter((n) => n.large));
  return b2cs(
    invoices.filter((invoice) => !isLarge(invoice)),
    notes.filter((n) => !n.large),
  );
}
