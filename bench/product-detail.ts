import { API, API_BASE_PATH } from '@shop/shared';
import type { Scenario } from './harness.ts';

/** The first product of the list. */
export async function firstProductId(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}${API_BASE_PATH}${API.product.list}?limit=1`);
  const body = (await res.json()) as { data: { products: { _id: string }[] } };
  const id = body.data.products[0]?._id;
  if (!id) throw new Error('no product to benchmark: is the demo catalogue seeded?');
  return id;
}

/** A product page's data: product, rating, every variant with stock and image set. */
export const scenario: Scenario = {
  name: `GET ${API_BASE_PATH}${API.product.one(':id')} (detail)`,
  path: async (baseUrl) => `${API_BASE_PATH}${API.product.one(await firstProductId(baseUrl))}`,
};
