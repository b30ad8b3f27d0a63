import { API, API_BASE_PATH } from '@shop/shared';
import type { Scenario } from './harness.ts';

/** The storefront's busiest call: the first page of products. */
export const productList: Scenario = {
  name: `GET ${API_BASE_PATH}${API.product.list} (list)`,
  path: async () => `${API_BASE_PATH}${API.product.list}?limit=10`,
};
