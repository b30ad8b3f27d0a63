import { paiseToRupees, type ProductList, type ProductListQuery } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import * as repo from './catalogue.repository.ts';
import { publicImage } from './catalogue.images.ts';

/** One page of products, in a fixed number of queries whatever the page size. */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductList> {
  const { ids, total } = await repo.findProductPage(db, query);
  const [rows, variantRows, ratings] = await Promise.all([
    repo.findProductsByIds(db, ids),
    repo.findVariantsOfProducts(db, ids),
    repo.findRatingsOfProducts(db, ids),
  ]);
  const byId = new Map(rows.map((p) => [p.id, p]));
  const products = ids.flatMap((id) => {
    const product = byId.get(id);
    if (!product) return [];
    const own = variantRows.filter((v) => v.productId === id);
    const rating = ratings.find((r) => r.productId === id);
    const main = own.find((v) => v.image) ?? own[0];
    const prices = own.map((v) => v.pricePaise);
    return [
      {
        _id: product.id,
        name: product.name,
        description: product.description,
        story: product.story,
        price: prices.length ? paiseToRupees(Math.min(...prices)) : null,
        colors: own.map((v) => ({ name: v.colorName, hex: v.colorHex })),
        variant: main ? { _id: main.id, image: publicImage(main.image), price: paiseToRupees(main.pricePaise) } : null,
        averageRating: rating ? Math.round(rating.average * 10) / 10 : 0,
        reviewCount: rating?.count ?? 0,
      },
    ];
  });
  return { products, totalPages: Math.ceil(total / query.limit) };
}
