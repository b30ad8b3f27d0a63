/**
 * The financial year tax documents are numbered in. The number itself ('SF/26-27/000123') is taken
 * from the counter table and written by the statement that inserts the document (the repository's
 * `insertNumberedInvoice`, `insertNumberedCreditNote`).
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The Indian financial year (April to March, IST) of a moment, as '26-27'. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const two = (year: number) => String(year % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}
