import type { Scenario } from './harness.ts';

/**
 * The search page's call: a word found in stories and colour names, matched case- and
 * accent-insensitively across name, description, story and colour, ranked, one page of 12.
 */
export const scenario: Scenario = {
  name: 'GET /api/v1/variant?search=',
  path: async () => `/api/v1/variant?search=${encodeURIComponent('cotton white')}&limit=12`,
};
