import { VALIDATION, type WishlistItem } from '@shop/shared';

/**
 * Wishlist add-to-cart: a size, a valid variant and stock are needed. Returns
 * the message to show, or null when the item can go to the cart. The server checks the same.
 */
export function wishlistToCartProblem(item: WishlistItem): string | null {
  if (!item.size) return VALIDATION.wishlistNoSize;
  if (!item.variant?._id) return VALIDATION.wishlistInvalidVariant;
  if (item.variant.stock <= 0) return VALIDATION.outOfStock;
  return null;
}
