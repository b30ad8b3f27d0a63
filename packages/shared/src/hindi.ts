/**
 * The Hindi catalogue: every Hindi twin, gathered as the English texts are (`texts.ts`,
 * `i18n/shop-texts.ts`). A module of its own, outside the package's index, so the web app loads
 * it only for a page shown in Hindi; the API reads it at start for its answers in Hindi.
 */
import { CART_SCREEN_HI, CART_SERVER_MESSAGES_HI, CART_VALIDATION_HI } from './cart/cart.texts.hi.ts';
import { CART_SERVER_MESSAGES, CART_VALIDATION } from './cart/cart.texts.ts';
import { CATALOGUE_MESSAGES_HI, CATALOGUE_SCREEN_HI, CATALOGUE_VALIDATION_HI } from './catalogue/catalogue.texts.hi.ts';
import { CATALOGUE_MESSAGES, CATALOGUE_VALIDATION } from './catalogue/catalogue.texts.ts';
import { COMMON_SCREEN_HI, COMMON_SERVER_MESSAGES_HI, COMMON_VALIDATION_HI } from './common.texts.hi.ts';
import { COMMON_SERVER_MESSAGES, COMMON_VALIDATION } from './common.texts.ts';
import type { ShopTexts } from './shop-texts.ts';
import { STOREFRONT_SCREEN_HI } from './storefront/storefront.texts.hi.ts';

export const SHOP_TEXTS_HI: ShopTexts = {
  common: COMMON_SCREEN_HI,
  storefront: STOREFRONT_SCREEN_HI,
  catalogue: CATALOGUE_SCREEN_HI,
  catalogueValidation: CATALOGUE_VALIDATION_HI,
  cart: CART_SCREEN_HI,
  cartValidation: CART_VALIDATION_HI,
};

/**
 * The server's refusals and the validation texts its answers carry, each English group beside
 * its Hindi twin: the API answers a caller who reads Hindi with the twin of the text it refused
 * with.
 */
export const MESSAGE_TWINS_HI: readonly (readonly [english: object, hindi: object])[] = [
  [COMMON_SERVER_MESSAGES, COMMON_SERVER_MESSAGES_HI],
  [COMMON_VALIDATION, COMMON_VALIDATION_HI],
  [CART_SERVER_MESSAGES, CART_SERVER_MESSAGES_HI],
  [CART_VALIDATION, CART_VALIDATION_HI],
  [CATALOGUE_MESSAGES, CATALOGUE_MESSAGES_HI],
  [CATALOGUE_VALIDATION, CATALOGUE_VALIDATION_HI],
];
