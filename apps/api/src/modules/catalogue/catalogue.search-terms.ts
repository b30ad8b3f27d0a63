import { englishOf, hindiKey } from './catalogue.search-hindi.ts';

/**
 * How a shopper's words are widened before the catalogue is searched (docs/decisions/0194): the
 * ways people write "T-shirt", colour families ("navy" finds indigo), Hindi and Hinglish words
 * read as the catalogue's English ones ("kaala" is black, docs/decisions/0304), and a one-letter
 * slip ("balck") read as the catalogue's own word. Every word stays required; it may match any of
 * its alternatives.
 */

/** Ways of writing the same garment: any of them finds what any other would. */
const SAME_THING = [['tee', 'tees', 'tshirt', 'tshirts', 't-shirt', 't-shirts']];

/**
 * Words for the cut every tee of the shop has (they are all oversized): a search for "oversize"
 * or "baggy" means the whole range, so such a word narrows nothing, wherever the text says it or not.
 */
const EVERY_TEE_IS = new Set(['oversize', 'oversized', 'oversizes', 'over-size', 'over-sized', 'baggy', 'baggie']);

/** The words of a search that narrow it: a word every tee answers to ("oversize", "ढीला") is left out. */
export const narrowingWords = (words: readonly string[]): string[] =>
  words.filter((word) => !EVERY_TEE_IS.has(englishOf(word) ?? word));

/** A colour word and the colour names of its family (folded, as the catalogue's text is). */
const COLOUR_FAMILIES: Record<string, string[]> = {
  navy: ['navy', 'indigo', 'blue'],
  blue: ['blue', 'navy', 'indigo'],
  indigo: ['indigo', 'navy'],
  black: ['black', 'jet'],
  grey: ['grey', 'gray', 'charcoal'],
  gray: ['gray', 'grey', 'charcoal'],
  white: ['white', 'chalk', 'cream', 'ivory'],
  green: ['green', 'olive', 'sage'],
  red: ['red', 'maroon', 'wine', 'burgundy'],
  maroon: ['maroon', 'burgundy', 'wine'],
  yellow: ['yellow', 'mustard'],
  orange: ['orange', 'terracotta', 'rust'],
  brown: ['brown', 'terracotta', 'rust'],
};

/** Words shorter than this are never read as a slip of another word: too many near neighbours. */
const MIN_TYPO_LENGTH = 4;

/**
 * The edit distance of two words, counting a swap of two neighbouring letters ("balck" for
 * "black") as one edit, as people mistype; stops early once past `max`.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

const sameThingOf = new Map<string, string[]>();
for (const group of SAME_THING) for (const word of group) sameThingOf.set(word, [...new Set(group)]);

/**
 * Alternatives without those that hold another (matching is by "contains": "tees" is found
 * wherever "tee" is), the first kept first: fewer conditions for the database to test.
 */
function leanest(words: string[]): string[] {
  const unique = [...new Set(words)];
  return unique.filter(
    (word, i) => !unique.some((other, j) => j !== i && other !== word && word.includes(other)) || i === 0,
  );
}

/** Text the catalogue's trigram indexes can look up: Latin letters and digits only. */
const LATIN = /^[a-z0-9-]+$/u;

/**
 * The words a folded search word may stand for by meaning alone: itself first, then, for a Hindi
 * or Hinglish word, the English word it means. A Devanagari word with an English meaning comes
 * after it: the English texts are searched by the meaning, and the word itself is looked for in
 * the Hindi names only (their trigram indexes hold no trigram of a Devanagari text; the catalogue
 * search sends a Devanagari word to the Hindi names alone, docs/decisions/0319).
 */
export function meaningsOf(word: string): string[] {
  const english = englishOf(word);
  const own = english === undefined || LATIN.test(word) ? [word] : [];
  const widened = (w: string) => [...(sameThingOf.get(w) ?? []), ...(COLOUR_FAMILIES[w] ?? [])];
  return leanest([
    ...own,
    ...(english ? [english, ...widened(english)] : []),
    ...widened(word),
    ...(own.length === 0 ? [hindiKey(word)] : []),
  ]);
}

/**
 * A folded search word with its alternatives: its meanings, and, when none of them is in the
 * catalogue's words, the catalogue's words one edit away (a slip of one letter).
 */
export function alternativesOf(word: string, vocabulary: ReadonlySet<string>): string[] {
  const meanings = meaningsOf(word);
  const known = meanings.some((m) => vocabulary.has(m) || [...vocabulary].some((v) => v.includes(m)));
  if (known || word.length < MIN_TYPO_LENGTH) return meanings;
  const near = [...vocabulary].filter((v) => v.length >= MIN_TYPO_LENGTH - 1 && editDistance(word, v, 1) <= 1);
  return leanest([...meanings, ...near.flatMap(meaningsOf)]);
}

/** A word's trigrams as pg_trgm takes them: the word padded with two spaces before and one after. */
function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/**
 * pg_trgm's `similarity` of two words: the trigrams they share over the trigrams either has (1 for
 * the same word, 0 for nothing in common). Computed here, on the vocabulary the search index keeps,
 * so that a correction costs no statement and reads the same on both databases.
 */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigramsOf(a);
  const y = trigramsOf(b);
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return shared / (x.size + y.size - shared);
}

/** pg_trgm's default threshold: two words less alike than this are not near (`%`). */
export const SIMILARITY_THRESHOLD = 0.3;

/**
 * The catalogue's words nearest to a word the catalogue does not know, nearest first: those two
 * edits away at most (fewer edits first), then those at least `SIMILARITY_THRESHOLD` alike by
 * trigrams; ties by likeness, then alphabetically. Words of fewer than three letters are never offered.
 */
export function nearestWords(word: string, vocabulary: ReadonlySet<string>, count: number): string[] {
  const near: { candidate: string; distance: number; likeness: number }[] = [];
  for (const candidate of vocabulary) {
    if (candidate.length < 3 || candidate === word) continue;
    const distance = editDistance(word, candidate, 2);
    const likeness = trigramSimilarity(word, candidate);
    if (distance <= 2 || likeness >= SIMILARITY_THRESHOLD) near.push({ candidate, distance, likeness });
  }
  return near
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        b.likeness - a.likeness ||
        (a.candidate < b.candidate ? -1 : a.candidate > b.candidate ? 1 : 0),
    )
    .slice(0, count)
    .map((n) => n.candidate);
}

/** A word the catalogue holds, itself or by one of its meanings. */
const knownTo = (word: string, vocabulary: ReadonlySet<string>) => meaningsOf(word).some((m) => vocabulary.has(m));

/**
 * The search to run when a search found nothing: each word the catalogue does not know replaced by
 * its nearest catalogue word (see `nearestWords`; a word with none is left out), or null when that
 * changes nothing.
 */
export function suggestionFor(words: string[], vocabulary: ReadonlySet<string>): string | null {
  const out: string[] = [];
  let changed = false;
  for (const word of words) {
    if (knownTo(word, vocabulary)) {
      out.push(word);
      continue;
    }
    changed = true;
    const [best] = nearestWords(word, vocabulary, 1);
    if (best) out.push(best);
  }
  return changed && out.length > 0 ? out.join(' ') : null;
}

/**
 * What to offer beside an empty result: the catalogue's words nearest to each word it does not
 * know, at most `count` in all, nearest first, each a word the catalogue holds.
 */
export function nearestWordsFor(words: string[], vocabulary: ReadonlySet<string>, count: number): string[] {
  const lists = words.filter((word) => !knownTo(word, vocabulary)).map((word) => nearestWords(word, vocabulary, count));
  const offered = new Set<string>();
  // Each unknown word's nearest first, then each one's second, and so on.
  for (let rank = 0; rank < count; rank++) {
    for (const list of lists) if (list[rank] && offered.size < count) offered.add(list[rank]!);
  }
  return [...offered];
}

/** The words of a folded text, as the vocabulary a search's words are compared with. */
export function wordsOfText(text: string): string[] {
  return text.split(/[^\p{L}\p{N}-]+/u).filter((w) => w.length >= 2);
}
