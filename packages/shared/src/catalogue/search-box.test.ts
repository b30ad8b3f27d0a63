import { describe, expect, it } from 'vitest';
import { ProductListQuery, SearchBox } from './catalogue.schemas.ts';
import { CATALOGUE_VALIDATION } from './catalogue.texts.ts';

describe("the search page's box", () => {
  it('reads the words as the product list reads its search, so the page asks for what the list finds', () => {
    const typed = '  olive\u0000  monsoon\t tee ';
    expect(SearchBox.parse({ q: typed }).q).toBe('olive monsoon tee');
    expect(SearchBox.parse({ q: typed }).q).toBe(ProductListQuery.parse({ search: typed }).search);
    expect(SearchBox.parse({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });

  it('asks for a word when nothing but spaces and control characters was typed', () => {
    for (const q of ['', '   ', '\u0007\n']) {
      expect(SearchBox.safeParse({ q }).error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['q'], CATALOGUE_VALIDATION.searchQueryRequired],
      ]);
    }
  });
});
