import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger } from 'fastify';

/** Spreadsheets run a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet shows as text: a leading apostrophe disarms a would-be formula. */
export function neutralise(cell: string | number | null | undefined): string {
  const text = cell === null || cell === undefined ? '' : String(cell);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A CSV document streamed from `rows`, one batch at a time: UTF-8 with a byte order mark (so
 * spreadsheet programs read non-ASCII names right), a header row, CRLF line ends (RFC 4180) and
 * every cell neutralised. The source is pulled only as fast as the client reads.
 */
export function csvStream(
  columns: readonly string[],
  rows: AsyncIterable<readonly (string | number | null)[]>,
  log: FastifyBaseLogger,
): Readable {
  const out = stringify({ bom: true, header: true, columns: [...columns], record_delimiter: 'windows' });
  async function* cells() {
    for await (const row of rows) yield row.map(neutralise);
  }
  pipeline(Readable.from(cells()), out, (error) => {
    if (error) log.error({ err: error }, 'CSV export failed part-way');
  });
  return out;
}
