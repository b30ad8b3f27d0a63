/**
 * The Hindi catalogue: every Hindi twin, gathered as the English texts are (`texts.ts`,
 * `shop-texts.ts`). A module of its own, outside the package's index, so the web app loads
 * it only for a page shown in Hindi. The API's refusals in Hindi are in `hindi-messages.ts`.
 */
import { CART_SCREEN_HI, CART_VALIDATION_HI } from './cart/cart.texts.hi.ts';
import { CATALOGUE_SCREEN_HI, CATALOGUE_VALIDATION_HI } from './catalogue/catalogue.texts.hi.ts';
import { COMMON_SCREEN_HI } from './common.texts.hi.ts';
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
