import { API, API_BASE_PATH } from '@shop/shared';
import { READ_TARGETS, type Scenario } from './harness.ts';

/** The storefront's busiest call: the first page of products. */
export const productList: Scenario = {
  name: `GET ${API_BASE_PATH}${API.product.list} (list)`,
  path: async () => `${API_BASE_PATH}${API.product.list}?limit=10`,
};

/**
 * The list as a shopper filters it: one colour, size M, a price band, cheapest first. Its answer is
 * computed from the catalogue's facets before it is kept, and held to eight tenths of the bare
 * server on the demo catalogue too.
 */
export const filteredList: Scenario = {
  name: `GET ${API_BASE_PATH}${API.product.list} (list with filters: colour, size M, price band, cheapest first)`,
  path: async (baseUrl) => {
    const res = await fetch(`${baseUrl}${API_BASE_PATH}${API.color.list}`);
    const body = (await res.json()) as { data: { colors: { name: string }[] } };
    const colour = body.data.colors[0]?.name;
    if (!colour) throw new Error('no colour to filter by: is the demo catalogue seeded?');
    return `${API_BASE_PATH}${API.product.list}?color=${encodeURIComponent(colour)}&size=M&minPrice=500&maxPrice=1500&sort=price-asc&limit=10`;
  },
  target: { demo: READ_TARGETS.grown },
};
