import { API, API_BASE_PATH } from '@shop/shared';
import type { Scenario } from './harness.ts';

/**
 * The search page's call: products matching a word, the word widened to its alternatives (tee,
 * t-shirt, tshirt…; docs/decisions/0194), ranked, one page. Kept like any public answer. Held to
 * the grown catalogue's target there; reported without one on the demo catalogue.
 */
export const scenario: Scenario = {
  name: `GET ${API_BASE_PATH}${API.product.list}?search=tee`,
  path: async () => `${API_BASE_PATH}${API.product.list}?search=tee&limit=12&sort=relevance`,
  target: { demo: null },
};

/**
 * The search never asked before (each request's URL differs), so it is computed
 * every time: the words compared with the catalogue's, the page read from the database. What a
 * shopper's first search costs; reported without a target.
 */
export const computed: Scenario = {
  name: `GET ${API_BASE_PATH}${API.product.list}?search=tee (computed every time)`,
  path: async () => `${API_BASE_PATH}${API.product.list}?search=tee&limit=12&sort=relevance`,
  target: null,
  distinctUrls: true,
};

/** The same with a one-letter slip ("balck"), read as the catalogue's word. */
export const computedSlip: Scenario = {
  name: `GET ${API_BASE_PATH}${API.product.list}?search=balck (computed every time)`,
  path: async () => `${API_BASE_PATH}${API.product.list}?search=balck&limit=12&sort=relevance`,
  target: null,
  distinctUrls: true,
};

/**
 * A word few products hold ("velvet", in some names of the grown catalogue), computed every
 * time: the search a shop does not keep, found through the trigram indexes (docs/decisions/0252).
 */
export const computedRare: Scenario = {
  name: `GET ${API_BASE_PATH}${API.product.list}?search=velvet (computed every time)`,
  path: async () => `${API_BASE_PATH}${API.product.list}?search=velvet&limit=12&sort=relevance`,
  target: null,
  distinctUrls: true,
};

/**
 * Hinglish and Devanagari words ("kaala tishirt": black tee), read as the catalogue's English
 * words (docs/decisions/0304), computed every time.
 */
export const computedHinglish: Scenario = {
  name: `GET ${API_BASE_PATH}${API.product.list}?search=kaala tishirt (computed every time)`,
  path: async () => `${API_BASE_PATH}${API.product.list}?search=kaala%20tishirt&limit=12&sort=relevance`,
  target: null,
  distinctUrls: true,
};

/**
 * Two letters off ("vilvot"): nothing found as typed, so the search is run again with the
 * catalogue's nearest word, velvet (docs/decisions/0305), computed every time.
 */
export const computedCorrected: Scenario = {
  name: `GET ${API_BASE_PATH}${API.product.list}?search=vilvot (corrected, computed every time)`,
  path: async () => `${API_BASE_PATH}${API.product.list}?search=vilvot&limit=12&sort=relevance`,
  target: null,
  distinctUrls: true,
};

/**
 * A search that finds nothing even corrected: the nearest words, the popular tees in stock and
 * the owner's count (one upsert); never kept, so every request computes it.
 */
export const computedNothing: Scenario = {
  name: `GET ${API_BASE_PATH}${API.product.list}?search=qzxwv (nothing found, computed every time)`,
  path: async () => `${API_BASE_PATH}${API.product.list}?search=qzxwv&limit=12&sort=relevance`,
  target: null,
  distinctUrls: true,
};
