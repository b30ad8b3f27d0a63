import { VALIDATION, type Size, type WishlistItem } from '@shop/shared';

/**
 * Wishlist add-to-cart: a size, a valid variant and stock are needed. `size` is the one the line
 * was saved in, or the one the shopper chose on the line when it was saved without one. Returns
 * the message to show, or null when the item can go to the cart. The server checks the same.
 */
export function wishlistToCartProblem(item: WishlistItem, size: Size | null = item.size): string | null {
  if (!size) return VALIDATION.wishlistNoSize;
  if (!item.variant?._id) return VALIDATION.wishlistInvalidVariant;
  const inStock = item.size === size ? item.variant.stock > 0 : item.inStock.includes(size);
  if (!inStock) return VALIDATION.outOfStock;
  return null;
}
