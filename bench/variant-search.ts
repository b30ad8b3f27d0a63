import type { Scenario } from './harness.ts';

/**
 * The search page's call: a word found in names, stories and colour names, matched case- and
 * accent-insensitively, ranked, one page.
 */
export const scenario: Scenario = {
  name: 'GET /api/v1/variant?search=tee',
  path: async () => '/api/v1/variant?search=tee',
  target: { ratio: 0.5, p99Ms: 10 },
};
