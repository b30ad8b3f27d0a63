export { useAddWishlistItem } from './api/add-wishlist-item';
