import { fold } from '../../db/text-folding.ts';

export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** The distinct words of a search, folded, at most 8 of at most 40 characters each (a Devanagari full stop ends a word too). */
export function searchWords(text: string): string[] {
  const words = fold(text)
    .split(/[\s,.;:!?()[\]{}"'`/\\|+*=<>^~#&@\u0964\u0965]+/u)
    .filter(Boolean)
    .map((w) => [...w].slice(0, MAX_WORD_LENGTH).join(''));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** A LIKE pattern matching `word` anywhere: the user's % and _ are literal characters. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Where a word was found, from most to least telling: the rank adds these weights. */
export const SEARCH_WEIGHTS = { name: 8, color: 4, description: 2, story: 1, phrase: 10 } as const;

/** A word written in Devanagari (the Hindi names are; the English texts are not). */
export const isDevanagari = (word: string): boolean => /\p{Script=Devanagari}/u.test(word);
