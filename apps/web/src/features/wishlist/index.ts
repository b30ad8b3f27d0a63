export { wishlistKeys } from './api/wishlist-keys';
export { addWishlistItem, useAddWishlistItem } from './api/add-wishlist-item';
export { getWishlist, useWishlist, useWishlistCount, wishlistQuery } from './api/get-wishlist';
export { useRemoveWishlistItem } from './api/remove-wishlist-item';
export { useClearWishlist } from './api/clear-wishlist';
export { WishlistView } from './components/wishlist-view';
