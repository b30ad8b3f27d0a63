import type { Db } from '../../db/client.ts';
import { catalogueChanged, type PublicCache } from '../../lib/public-cache/public-cache.ts';
import { findSearchableVariants } from './catalogue.repository.ts';
import { fold } from '../../db/text-folding.ts';
import { SEARCH_WEIGHTS } from './catalogue.search.ts';
import { wordsOfText } from './catalogue.search-terms.ts';
import { hindiKey } from './catalogue.search-hindi.ts';

/** A variant's colour: its English name folded, and its Hindi name as a search word is matched (`hindiKey`). */
type IndexedVariant = { id: string; color: string };
/** A product's searchable text, folded, with its variants in the order a search lists them. */
type IndexedProduct = {
  name: string;
  /** The Hindi name as a search word is matched against it (see `hindiKey`); empty without one. */
  nameHi: string;
  description: string;
  story: string;
  variants: IndexedVariant[];
};

/** The folded text of every variant, grouped by product in the order ties are listed in. */
export type SearchableCatalogue = IndexedProduct[];

/** Builds the index from rows ordered as ties are listed (see `findSearchableVariants`). */
export function indexCatalogue(
  rows: {
    id: string;
    productId: string;
    name: string;
    nameHi: string | null;
    description: string;
    story: string;
    colorName: string;
    colorNameHi: string | null;
  }[],
): SearchableCatalogue {
  const byProduct = new Map<string, IndexedProduct>();
  for (const row of rows) {
    let product = byProduct.get(row.productId);
    if (!product) {
      product = {
        name: fold(row.name),
        nameHi: row.nameHi ? hindiKey(fold(row.nameHi)) : '',
        description: fold(row.description),
        story: fold(row.story),
        variants: [],
      };
      byProduct.set(row.productId, product);
    }
    const color = fold(row.colorName) + (row.colorNameHi ? ` ${hindiKey(fold(row.colorNameHi))}` : '');
    product.variants.push({ id: row.id, color });
  }
  return [...byProduct.values()];
}

/**
 * The ids of the variants matching every word (already folded, see `searchWords`) in the product's
 * name, description or story or the variant's colour name, best first. Rank per word: name 8,
 * colour 4, description 2, story 1; plus 10 when the whole phrase is in the name. Equal ranks keep
 * the catalogue's order: newest product first, a product's colours in the order they were added.
 * Words are matched as plain text: no character of theirs has a meaning.
 */
export function rankVariants(catalogue: SearchableCatalogue, words: string[]): string[] {
  if (words.length === 0) return [];
  const phrase = words.length > 1 ? words.join(' ') : undefined;
  const hindiWords = words.map(hindiKey);
  // A colour name is shared by many variants: it is matched against the words once.
  const colorMatches = new Map<string, boolean[]>();
  const inColor = (color: string) => {
    let found = colorMatches.get(color);
    if (!found) {
      found = words.map((word, i) => color.includes(word) || color.includes(hindiWords[i]!));
      colorMatches.set(color, found);
    }
    return found;
  };
  const hits: { id: string; rank: number }[] = [];
  for (const product of catalogue) {
    // Each word's weight in the product's own text (0: only a colour name may hold it).
    const weights = words.map(
      (word, i) =>
        (product.name.includes(word) || (product.nameHi !== '' && product.nameHi.includes(hindiWords[i]!))
          ? SEARCH_WEIGHTS.name
          : 0) +
        (product.description.includes(word) ? SEARCH_WEIGHTS.description : 0) +
        (product.story.includes(word) ? SEARCH_WEIGHTS.story : 0),
    );
    let productRank = phrase !== undefined && product.name.includes(phrase) ? SEARCH_WEIGHTS.phrase : 0;
    for (const weight of weights) productRank += weight;
    for (const variant of product.variants) {
      const found = inColor(variant.color);
      let rank = productRank;
      let everyWord = true;
      for (let i = 0; i < words.length && everyWord; i++) {
        if (found[i]) rank += SEARCH_WEIGHTS.color;
        else everyWord = weights[i]! > 0;
      }
      if (everyWord) hits.push({ id: variant.id, rank });
    }
  }
  // Array.prototype.sort is stable: equal ranks stay in the catalogue's order.
  return hits.sort((a, b) => b.rank - a.rank).map((hit) => hit.id);
}

/**
 * The searchable text of the catalogue kept in memory, so a search costs no SQL scan: only the
 * page's variants are read from the database (their stock and prices change with every order and
 * are never kept here). It is dropped whenever the public answers are dropped for a catalogue
 * change (the database's notifications, heard by every instance) and rebuilt by the next search;
 * stock changes leave it alone. While those notifications may be missed it is not kept at all.
 */
export class VariantSearchIndex {
  private kept: SearchableCatalogue | undefined;
  private building: Promise<SearchableCatalogue> | undefined;
  private generation = 0;

  private readonly db: Db;
  private readonly cache: PublicCache;

  constructor(db: Db, cache: PublicCache) {
    this.db = db;
    this.cache = cache;
    cache.onInvalidate((message) => {
      if (catalogueChanged(message)) this.invalidate();
    });
  }

  /** Forgets the index: the next search reads the catalogue again. */
  invalidate(): void {
    this.generation++;
    this.kept = undefined;
    this.building = undefined;
  }

  /** The catalogue as the database holds it now, or as it held it when it last changed. */
  private async catalogue(): Promise<SearchableCatalogue> {
    if (!this.cache.enabled) return indexCatalogue(await findSearchableVariants(this.db));
    if (this.kept) return this.kept;
    if (!this.building) {
      const generation = this.generation;
      const building = findSearchableVariants(this.db)
        .then(indexCatalogue)
        .finally(() => {
          if (this.building === building) this.building = undefined;
        });
      this.building = building;
      // A change heard while it was read may be missing from it: serve it to the searches that
      // were waiting, keep it only when nothing changed meanwhile.
      void building.then(
        (catalogue) => {
          if (generation === this.generation && this.cache.enabled) this.kept = catalogue;
        },
        () => {},
      );
    }
    return this.building;
  }

  /** See `rankVariants`. */
  async search(words: string[]): Promise<string[]> {
    return rankVariants(await this.catalogue(), words);
  }

  private vocabularies = new WeakMap<SearchableCatalogue, Set<string>>();

  /** Every word of the catalogue's names, descriptions, stories and colour names, folded: what a slip is read against. */
  async vocabulary(): Promise<ReadonlySet<string>> {
    const catalogue = await this.catalogue();
    let words = this.vocabularies.get(catalogue);
    if (!words) {
      words = new Set<string>();
      for (const product of catalogue) {
        for (const text of [
          product.name,
          product.nameHi,
          product.description,
          product.story,
          ...product.variants.map((v) => v.color),
        ]) {
          for (const word of wordsOfText(text)) words.add(word);
        }
      }
      this.vocabularies.set(catalogue, words);
    }
    return words;
  }
}
