import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Case- and accent-insensitive text in plain SQL, the same on PGlite and PostgreSQL: no extension
 * (unaccent, pg_trgm) is needed. A column is folded with translate() + lower(), and words are
 * folded the same way in JavaScript by `fold`, so the two always agree.
 */
const ACCENTED =
  'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎďÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĥÌÍÎÏĨĪĬĮİìíîïĩīĭįĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠśŝşšŢŤţťÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųŴŵÝŶŸýÿŷŹŻŽźżž';
const OVERRIDES: Record<string, string> = { Ø: 'O', ø: 'o', Ł: 'L', ł: 'l', Ŀ: 'L', ŀ: 'l', İ: 'I' };
const BASE = [...ACCENTED].map((c) => OVERRIDES[c] ?? c.normalize('NFD').replace(/\p{M}/gu, '')).join('');
if ([...BASE].length !== [...ACCENTED].length) throw new Error('accent table out of step');
const FOLD_MAP = new Map([...ACCENTED].map((c, i) => [c, BASE[i]!]));

/** Lower case without accents, the way `folded()` treats a column. */
export function fold(text: string): string {
  return [...text]
    .map((c) => FOLD_MAP.get(c) ?? c)
    .join('')
    .toLowerCase();
}

/**
 * The column folded, as SQL. translate() walks the accent table for every character, so a
 * catalogue's texts are folded once when written (stored generated columns), never per search.
 */
export function folded(column: AnyColumn | SQL): SQL {
  return sql`lower(translate(${column}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${BASE}'`)}))`;
}
