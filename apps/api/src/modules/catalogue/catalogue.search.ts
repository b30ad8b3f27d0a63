import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Case- and accent-insensitive matching in plain SQL, the same on PGlite and PostgreSQL: no
 * extension (unaccent, pg_trgm) is needed, so both databases run one statement. Columns are
 * folded with translate() + lower(); the search words are folded the same way here.
 */
const ACCENTED =
  'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎďÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĥÌÍÎÏĨĪĬĮİìíîïĩīĭįĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠśŝşšŢŤţťÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųŴŵÝŶŸýÿŷŹŻŽźżž';
const OVERRIDES: Record<string, string> = { Ø: 'O', ø: 'o', Ł: 'L', ł: 'l', Ŀ: 'L', ŀ: 'l', İ: 'I' };
const BASE = [...ACCENTED].map((c) => OVERRIDES[c] ?? c.normalize('NFD').replace(/\p{M}/gu, '')).join('');
if ([...BASE].length !== [...ACCENTED].length) throw new Error('accent table out of step');
const FOLD_MAP = new Map([...ACCENTED].map((c, i) => [c, BASE[i]!]));

export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** Lower case without accents, the way `folded()` treats a column. */
export function fold(text: string): string {
  return [...text]
    .map((c) => FOLD_MAP.get(c) ?? c)
    .join('')
    .toLowerCase();
}

/** The distinct words of a search, folded, at most 8 of at most 40 characters each. */
export function searchWords(text: string): string[] {
  const words = fold(text)
    .split(/[\s,.;:!?()[\]{}"'`/\\|+*=<>^~#&@]+/u)
    .filter(Boolean)
    .map((w) => [...w].slice(0, MAX_WORD_LENGTH).join(''));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** A LIKE pattern matching `word` anywhere: the user's % and _ are literal characters. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function folded(column: AnyColumn | SQL): SQL {
  return sql`lower(translate(${column}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${BASE}'`)}))`;
}

/** `column` contains the (already folded) word. Parameters are bound: no input reaches the SQL text. */
export function containsWord(column: AnyColumn | SQL, word: string): SQL {
  return sql`${folded(column)} like ${containsPattern(word)} escape '\\'`;
}

/** Where a word was found, from most to least telling: the rank adds these weights. */
export const SEARCH_WEIGHTS = { name: 8, color: 4, description: 2, story: 1, phrase: 10 } as const;
