/** What the rest of the API may use of the wishlist module. */
export { wishlistModule } from './wishlist.module.ts';
