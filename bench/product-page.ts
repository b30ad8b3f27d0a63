import type { Scenario } from './harness.ts';
import { firstProductId } from './product-detail.ts';

/** The HTML a browser or crawler receives for a product page, with the product's meta data. */
export const scenario: Scenario = {
  name: 'GET /product/:id (HTML with meta)',
  path: async (baseUrl) => `/product/${await firstProductId(baseUrl)}`,
};
