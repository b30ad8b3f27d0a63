/**
 * The texts the storefront's screens read through the shopper's language, in English: the web
 * app holds these in its first load and fetches the Hindi twin (`@shop/shared/hindi`) only when
 * a page is shown in Hindi.
 */
import { CART_SCREEN, CART_VALIDATION } from './cart/cart.texts.ts';
import { CATALOGUE_SCREEN, CATALOGUE_VALIDATION } from './catalogue/catalogue.texts.ts';
import { COMMON_SCREEN } from './common.texts.ts';
import { STOREFRONT_SCREEN } from './storefront/storefront.texts.ts';
import type { Twin } from './i18n/languages.ts';

export const SHOP_TEXTS_EN = {
  common: COMMON_SCREEN,
  storefront: STOREFRONT_SCREEN,
  catalogue: CATALOGUE_SCREEN,
  catalogueValidation: CATALOGUE_VALIDATION,
  cart: CART_SCREEN,
  cartValidation: CART_VALIDATION,
} as const;

/** The storefront's texts in one language: each group the twin of its English one. */
export type ShopTexts = { readonly [K in keyof typeof SHOP_TEXTS_EN]: Twin<(typeof SHOP_TEXTS_EN)[K]> };
