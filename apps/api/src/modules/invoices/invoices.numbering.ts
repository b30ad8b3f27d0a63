/** The numbers of tax documents; the counter itself is a table, kept by the repository (`nextNumber`). */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The Indian financial year (April to March, IST) of a moment, as '26-27'. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const two = (year: number) => String(year % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/** 'SF/26-27/000123': at most 16 characters, as GST invoice numbers must be. */
export function documentNumber(series: string, financialYear: string, n: number): string {
  const number = `${series}/${financialYear}/${String(n).padStart(6, '0')}`;
  if (number.length > 16) throw new RangeError(`Document number ${number} is longer than 16 characters`);
  return number;
}
