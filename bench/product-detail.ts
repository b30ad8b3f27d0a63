import type { Scenario } from './harness.ts';

/** The first product of the list. */
export async function firstProductId(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/product?limit=1`);
  const body = (await res.json()) as { data: { products: { _id: string }[] } };
  const id = body.data.products[0]?._id;
  if (!id) throw new Error('no product to benchmark: is the demo catalogue seeded?');
  return id;
}

/** A product page's data: product, rating, every variant with stock and image set. */
export const scenario: Scenario = {
  name: 'GET /api/v1/product/:id (detail)',
  path: async (baseUrl) => `/api/v1/product/${await firstProductId(baseUrl)}`,
};
