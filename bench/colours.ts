import type { Scenario } from './harness.ts';

/** The colour filter's list. */
export const scenario: Scenario = {
  name: 'GET /api/v1/color (colours)',
  path: async () => '/api/v1/color',
};
