import { API, API_BASE_PATH } from '@shop/shared';
import type { Scenario } from './harness.ts';

/** The colour filter's list. */
export const scenario: Scenario = {
  name: `GET ${API_BASE_PATH}${API.color.list} (colours)`,
  path: async () => `${API_BASE_PATH}${API.color.list}`,
};
