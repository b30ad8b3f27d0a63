import { SHOPPING_MESSAGES, SIZES, type AddWishlistBody, type Language, type Wishlist } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import { toLineVariant } from '../catalogue/index.ts';
import * as repo from './wishlist.repository.ts';

/** The shopper's wishlist, its product names in `language` (the caller's). */
export async function getWishlist(db: Db, userId: string, language: Language = 'en'): Promise<Wishlist> {
  const lines = await repo.findLines(db, userId);
  return {
    items: lines.map((line) => ({
      _id: line.id,
      size: line.size,
      variant: toLineVariant(line, language),
      inStock: SIZES.filter((size) => line.inStock.includes(size)),
    })),
  };
}

export async function addItem(
  db: Db,
  userId: string,
  body: AddWishlistBody,
  language: Language = 'en',
): Promise<Wishlist> {
  if (!(await repo.variantExists(db, body.variantId))) throw AppError.notFound(SHOPPING_MESSAGES.productNotFound);
  await repo.addLine(db, { userId, variantId: body.variantId, size: body.size ?? null });
  return getWishlist(db, userId, language);
}

export async function removeItem(db: Db, userId: string, itemId: string, language: Language = 'en'): Promise<Wishlist> {
  if (!(await repo.deleteOwnLine(db, userId, itemId))) throw AppError.notFound(SHOPPING_MESSAGES.wishlistItemNotFound);
  return getWishlist(db, userId, language);
}

export async function clearWishlist(db: Db, userId: string): Promise<Wishlist> {
  await repo.deleteAllLines(db, userId);
  return { items: [] };
}
