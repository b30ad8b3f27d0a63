/** What the rest of the API may use of the wishlist module. */
export { default as wishlistRoutes } from './wishlist.routes.ts';
