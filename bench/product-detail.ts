import type { Scenario } from './harness.ts';

/** A product page's data: product, rating, every variant with stock and image set (two queries). */
export const scenario: Scenario = {
  name: 'GET /api/v1/product/{id}',
  path: async (baseUrl) => {
    const res = await fetch(`${baseUrl}/api/v1/product?limit=1`);
    const body = (await res.json()) as { data: { products: { _id: string }[] } };
    const id = body.data.products[0]?._id;
    if (!id) throw new Error('no product to benchmark: is the demo catalogue seeded?');
    return `/api/v1/product/${id}`;
  },
};
