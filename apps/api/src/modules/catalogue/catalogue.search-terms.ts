/**
 * How a shopper's words are widened before the catalogue is searched (docs/decisions/0194): the
 * ways people write "T-shirt", colour families ("navy" finds indigo), and a one-letter slip
 * ("balck") read as the catalogue's own word. Every word stays required; it may match any of its
 * alternatives.
 */

/** Ways of writing the same garment: any of them finds what any other would. */
const SAME_THING = [['tee', 'tees', 'tshirt', 'tshirts', 't-shirt', 't-shirts', 't shirt', 'tshirt']];

/**
 * Words for the cut every tee of the shop has (they are all oversized): a search for "oversize"
 * or "baggy" means the whole range, so such a word narrows nothing, wherever the text says it or not.
 */
const EVERY_TEE_IS = new Set(['oversize', 'oversized', 'oversizes', 'over-size', 'over-sized', 'baggy', 'baggie']);

/** The words of a search that narrow it: a word every tee answers to is left out. */
export const narrowingWords = (words: readonly string[]): string[] => words.filter((word) => !EVERY_TEE_IS.has(word));

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

/** The words a folded search word may stand for by meaning alone (itself first). */
export function meaningsOf(word: string): string[] {
  return leanest([word, ...(sameThingOf.get(word) ?? []), ...(COLOUR_FAMILIES[word] ?? [])]);
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

/**
 * What to offer when a search found nothing: each word the catalogue does not know replaced by its
 * nearest catalogue word two edits away at most (a word with none is left out), or null when that
 * changes nothing.
 */
export function suggestionFor(words: string[], vocabulary: ReadonlySet<string>): string | null {
  const out: string[] = [];
  let changed = false;
  for (const word of words) {
    if (meaningsOf(word).some((m) => vocabulary.has(m))) {
      out.push(word);
      continue;
    }
    let best: string | undefined;
    let bestDistance = 3;
    for (const candidate of vocabulary) {
      if (candidate.length < 3) continue;
      const distance = editDistance(word, candidate, 2);
      if (distance < bestDistance || (distance === bestDistance && best !== undefined && candidate < best)) {
        best = candidate;
        bestDistance = distance;
      }
    }
    changed = true;
    if (best) out.push(best);
  }
  return changed && out.length > 0 ? out.join(' ') : null;
}

/** The words of a folded text, as the vocabulary a search's words are compared with. */
export function wordsOfText(text: string): string[] {
  return text.split(/[^\p{L}\p{N}-]+/u).filter((w) => w.length >= 2);
}
