/** Validation messages of the wishlist. */
export const WISHLIST_VALIDATION = {
  loginForWishlist: 'Please log in to add to wishlist',
  wishlistNoSize: 'No size selected for this item',
  wishlistInvalidVariant: 'Invalid variant for this item',
} as const;

/** Fallbacks of the wishlist, shown when a failing call carries no message of its own. */
export const WISHLIST_ERROR_FALLBACK = {
  addToWishlist: 'Failed to add to wishlist',
  removeFromWishlist: 'Failed to remove from wishlist',
  fetchWishlist: 'Failed to fetch wishlist',
  clearWishlist: 'Failed to clear wishlist',
} as const;

/** Confirmations of the wishlist. */
export const WISHLIST_SUCCESS = {
  addedToWishlist: 'Added to wishlist!',
  removedFromWishlist: 'Item removed from wishlist',
  wishlistCleared: 'Wishlist cleared',
} as const;

/** The server's refusals and notes of the wishlist. */
export const WISHLIST_SERVER_MESSAGES = {
  wishlistItemNotFound: 'Wishlist item not found',
} as const;
