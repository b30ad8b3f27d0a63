import { API, API_BASE_PATH } from '@shop/shared';
import type { Scenario } from './harness.ts';

/**
 * The search page's call: a word found in names, stories and colour names, matched case- and
 * accent-insensitively, ranked, one page.
 */
export const scenario: Scenario = {
  name: `GET ${API_BASE_PATH}${API.variant.list}?search=tee`,
  path: async () => `${API_BASE_PATH}${API.variant.list}?search=tee`,
  target: { ratio: 0.5, p99Ms: 10 },
};

/**
 * The same search never asked before (each request's URL differs), so it is computed every time:
 * ranked from the search index, the page read from the database, serialised, compressed and kept.
 * What a shopper's first search costs; reported without a target.
 */
export const computed: Scenario = {
  name: `GET ${API_BASE_PATH}${API.variant.list}?search=tee (computed every time)`,
  path: async () => `${API_BASE_PATH}${API.variant.list}?search=tee`,
  target: null,
  distinctUrls: true,
};
