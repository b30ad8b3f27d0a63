import type { Queryable } from '../../db/client.ts';
import * as repo from './catalogue.repository.ts';

/** Of these colours, the ones whose product is on sale (the returns policy treats sale items apart). */
export async function variantsOnSale(db: Queryable, variantIds: readonly string[]): Promise<Set<string>> {
  if (variantIds.length === 0) return new Set();
  return new Set(await repo.variantIdsOnSale(db, variantIds));
}

/** The colours of a product (what its returns are counted by). */
export function variantIdsOfProduct(db: Queryable, productId: string): Promise<string[]> {
  return repo.variantIdsOfProduct(db, productId);
}
