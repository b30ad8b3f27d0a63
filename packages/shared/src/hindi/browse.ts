/**
 * The browse screens' Hindi texts (home, the list, a product, search, the wishlist, the cart): see
 * `shell.ts`. One part for them all: their texts overlap, and each chunk is gzipped on its own.
 */
import { CART_SCREEN_HI, CART_VALIDATION_HI } from '../cart/cart.texts.hi.ts';
import { CATALOGUE_SCREEN_HI, CATALOGUE_VALIDATION_HI } from '../catalogue/catalogue.texts.hi.ts';
import type { ShopTexts } from '../shop-texts.ts';

export const HINDI_BROWSE: Partial<ShopTexts> = {
  catalogue: CATALOGUE_SCREEN_HI,
  catalogueValidation: CATALOGUE_VALIDATION_HI,
  cart: CART_SCREEN_HI,
  cartValidation: CART_VALIDATION_HI,
};
