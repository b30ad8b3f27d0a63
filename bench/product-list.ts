import type { Scenario } from './harness.ts';

/** The storefront's busiest call: the first page of products. */
export const productList: Scenario = {
  name: 'GET /api/v1/product (list)',
  path: async () => '/api/v1/product?limit=10',
};
