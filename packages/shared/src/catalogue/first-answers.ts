/**
 * The catalogue answers a storefront page opens with. The server reads the same answers while it
 * answers the page's HTML and puts them in it, so the page renders without waiting on a call
 * (docs/decisions/0097); the web app asks with these very queries, so both name the same answer.
 * Zod-free: the first load reads it.
 */
import { API_BASE_PATH, PAGE_SIZE, PRODUCT_SORTS, SIZES } from '../constants.ts';
import { FIT_VERDICTS } from './fit-verdicts.ts';
import { API } from '../paths.ts';
import type { Language } from '../i18n/languages.ts';

/** The id of the `<script type="application/json">` holding a page's first answers. */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';

/** Home: the new collection's cards. */
export const HOME_NEW_COLLECTION_QUERY = { limit: 4 } as const;
/** Home: the two story blocks, the best rated tees. */
export const HOME_STORIES_QUERY = { limit: 2, sort: 'rating' } as const;

/** The orders /products offers (relevance belongs to a search). */
export const PRODUCTS_PAGE_SORTS = PRODUCT_SORTS.filter(
  (s): s is Exclude<(typeof PRODUCT_SORTS)[number], 'relevance'> => s !== 'relevance',
);
export type ProductsPageSort = (typeof PRODUCTS_PAGE_SORTS)[number];

/** The list's filters a page's address may carry (/products and /search), by their query names. */
export type ListFilters = {
  size?: (typeof SIZES)[number];
  color?: string;
  fit?: (typeof FIT_VERDICTS)[number];
  minPrice?: number;
  maxPrice?: number;
};
export const LIST_FILTER_NAMES = ['size', 'color', 'fit', 'minPrice', 'maxPrice'] as const;

/** The filters of a page's address; anything the list would refuse is left out rather than failing the page. */
export function listFiltersOf(search: { get(name: string): string | null }): ListFilters {
  const filters: ListFilters = {};
  const size = search.get('size');
  if (SIZES.includes(size as (typeof SIZES)[number])) filters.size = size as (typeof SIZES)[number];
  const color = search.get('color')?.trim();
  if (color && color.length <= 60) filters.color = color;
  const fit = search.get('fit');
  if (FIT_VERDICTS.includes(fit as (typeof FIT_VERDICTS)[number])) filters.fit = fit as (typeof FIT_VERDICTS)[number];
  for (const name of ['minPrice', 'maxPrice'] as const) {
    const raw = search.get(name);
    const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
    if (Number.isFinite(value) && value >= 0) filters[name] = value;
  }
  return filters;
}

/**
 * /products' list query from its address: `page`, `sort` (anything else: page 1, newest) and the
 * filters, in one order, so the server's first answer and the app's query name the same address.
 */
export function productsPageQuery(search: { get(name: string): string | null }) {
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const given = search.get('sort');
  const sort: ProductsPageSort = PRODUCTS_PAGE_SORTS.includes(given as ProductsPageSort)
    ? (given as ProductsPageSort)
    : 'newest';
  return { page, limit: PAGE_SIZE + 2, sort, ...listFiltersOf(search) };
}

/** `base` with `params` as its query (in the given order; undefined and null left out, arrays repeated). */
export function withQuery(base: string, params?: object): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const search = query.toString();
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

/**
 * An API call's address (a path under API_BASE_PATH and its query) as the web app's client
 * writes it: the key a page's first answers are filed under.
 */
export const apiAddress = (path: string, params?: object): string => withQuery(`${API_BASE_PATH}${path}`, params);

/**
 * A catalogue read's query in `language`: a Hindi page asks for the Hindi names and stories
 * (`lang=hi`, last, so the server's first answer and the app's call name one address); an English
 * page asks as before (docs/decisions/0319).
 */
export const inCatalogueLanguage = <T extends object>(params: T, language: Language): T | (T & { lang: 'hi' }) =>
  language === 'hi' ? { ...params, lang: 'hi' as const } : params;

/** The addresses of the answers each storefront page opens with, in the page's language. */
export const FIRST_ANSWERS = {
  home: (language: Language) => [
    apiAddress(API.product.list, inCatalogueLanguage(HOME_NEW_COLLECTION_QUERY, language)),
    apiAddress(API.product.list, inCatalogueLanguage(HOME_STORIES_QUERY, language)),
  ],
  products: (search: { get(name: string): string | null }, language: Language) => [
    apiAddress(API.product.list, inCatalogueLanguage(productsPageQuery(search), language)),
    apiAddress(API.product.facets, inCatalogueLanguage(listFiltersOf(search), language)),
  ],
  product: (id: string, language: Language) => [
    apiAddress(API.product.one(id), inCatalogueLanguage({}, language)),
    apiAddress(API.review.forProduct(id)),
  ],
};
