import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { documentCounters } from '../../db/schema/index.ts';

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
