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
