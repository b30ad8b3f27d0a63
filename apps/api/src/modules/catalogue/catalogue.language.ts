import type { Language } from '@shop/shared';
import type { Queryable } from '../../db/client.ts';
import { findHindiNamesOfVariants } from './catalogue.repository.ts';

/** A product's texts as the admin wrote them: the English ones and their optional Hindi twins. */
export type ProductTextColumns = {
  name: string;
  description: string;
  story: string;
  nameHi: string | null;
  storyHi: string | null;
};

/** The longest opening of a Hindi story that stands for the product's short description. */
export const HINDI_DESCRIPTION_MAX = 200;

/**
 * The opening of a story, as its short description: the first paragraph, cut at a word before
 * `max` characters. The owner writes one Hindi text, the story; the line under the name and the
 * page's meta description are its first words rather than the English description beside a Hindi
 * name.
 */
export function openingOf(story: string, max = HINDI_DESCRIPTION_MAX): string {
  const first = (story.split(/\n\s*\n/)[0] ?? story).replace(/\s+/g, ' ').trim();
  if (first.length <= max) return first;
  const cut = first.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/**
 * A product's name, description and story in `language`: on Hindi pages the Hindi name and story
 * where the admin wrote them (the description then the story's opening), else the English
 * (docs/decisions/0319).
 */
export function productTexts(
  row: ProductTextColumns,
  language: Language,
): { name: string; description: string; story: string } {
  if (language !== 'hi') return { name: row.name, description: row.description, story: row.story };
  return {
    name: row.nameHi ?? row.name,
    description: row.storyHi ? openingOf(row.storyHi) : row.description,
    story: row.storyHi ?? row.story,
  };
}

/** A product's name in `language` (the Hindi one where the admin wrote it). */
export const productName = (row: { name: string; nameHi: string | null }, language: Language): string =>
  language === 'hi' ? (row.nameHi ?? row.name) : row.name;

/** The Hindi names of a colour (variant) where the admin wrote them: its product's and its own. */
export type HindiNamesOfVariant = { product: string | null; color: string | null };

/**
 * The Hindi names of the products of these colours (variants) and of the colours, by variant, for
 * `language` (none unless Hindi): a mail about an order or a return names its lines as the
 * shopper's pages do (an order line keeps the English names it was sold under; a colour deleted
 * since, or a product and colour with no Hindi name, keep them). docs/decisions/0319, 0323.
 */
export async function hindiNamesOfVariants(
  db: Queryable,
  variantIds: readonly string[],
  language: Language,
): Promise<ReadonlyMap<string, HindiNamesOfVariant>> {
  if (language !== 'hi') return new Map();
  const rows = await findHindiNamesOfVariants(db, variantIds);
  return new Map(rows.map((row) => [row.variantId, { product: row.productNameHi, color: row.colorNameHi }]));
}

/**
 * A colour's name in `language` (the Hindi one where the admin wrote it, else the English;
 * docs/decisions/0323).
 */
export const colorName = (row: { colorName: string; colorNameHi: string | null }, language: Language): string =>
  language === 'hi' ? (row.colorNameHi ?? row.colorName) : row.colorName;
