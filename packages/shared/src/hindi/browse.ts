/**
 * The browse screens' Hindi texts (home, the list, a product, search, the wishlist, the cart), with
 * the toasts they show: see `shell.ts`. One part for them all: their texts overlap, and each chunk
 * is gzipped on its own.
 */
import {
  CART_ERROR_FALLBACK_HI,
  CART_SCREEN_HI,
  CART_SERVER_MESSAGES_HI,
  CART_SUCCESS_HI,
  CART_VALIDATION_HI,
} from '../cart/cart.texts.hi.ts';
import { CART_ERROR_FALLBACK, CART_SERVER_MESSAGES, CART_SUCCESS, CART_VALIDATION } from '../cart/cart.texts.ts';
import { CATALOGUE_SCREEN_HI, CATALOGUE_VALIDATION_HI } from '../catalogue/catalogue.texts.hi.ts';
import { CATALOGUE_VALIDATION } from '../catalogue/catalogue.texts.ts';
import { PRODUCT_PAGE_TEXTS_HI } from '../catalogue/product-page.texts.hi.ts';
import { CUSTOMER_PHOTO_TEXTS_HI } from '../customer-photos/customer-photos.texts.hi.ts';
import {
  FIT_VERDICT_LABELS_HI,
  REVIEW_SCREEN_TEXTS_HI,
  REVIEW_SORT_LABELS_HI,
  REVIEW_VALIDATION_HI,
} from '../reviews/reviews.texts.hi.ts';
import { REVIEW_VALIDATION } from '../reviews/reviews.texts.ts';
import { messageTranslator } from '../i18n/translate.ts';
import type { HindiPartTexts } from '../shop-texts.ts';
import {
  WISHLIST_ERROR_FALLBACK_HI,
  WISHLIST_SUCCESS_HI,
  WISHLIST_VALIDATION_HI,
} from '../wishlist/wishlist.texts.hi.ts';
import { WISHLIST_ERROR_FALLBACK, WISHLIST_SUCCESS, WISHLIST_VALIDATION } from '../wishlist/wishlist.texts.ts';

export const HINDI_BROWSE: HindiPartTexts = {
  texts: {
    catalogue: CATALOGUE_SCREEN_HI,
    catalogueValidation: CATALOGUE_VALIDATION_HI,
    cart: CART_SCREEN_HI,
    cartValidation: CART_VALIDATION_HI,
  },
  // The product page's own words and the shared groups it shows (reviews, "Notify me", photos).
  screens: {
    productPage: PRODUCT_PAGE_TEXTS_HI,
    reviews: REVIEW_SCREEN_TEXTS_HI,
    reviewSorts: REVIEW_SORT_LABELS_HI,
    fitVerdicts: FIT_VERDICT_LABELS_HI,
    customerPhotos: CUSTOMER_PHOTO_TEXTS_HI,
  },
  // The toasts and refusals these screens write in English (a line the server refused is in Hindi already).
  translate: messageTranslator([
    [CART_SUCCESS, CART_SUCCESS_HI],
    [CART_ERROR_FALLBACK, CART_ERROR_FALLBACK_HI],
    [CART_VALIDATION, CART_VALIDATION_HI],
    [CART_SERVER_MESSAGES, CART_SERVER_MESSAGES_HI],
    [CATALOGUE_VALIDATION, CATALOGUE_VALIDATION_HI],
    [WISHLIST_SUCCESS, WISHLIST_SUCCESS_HI],
    [WISHLIST_ERROR_FALLBACK, WISHLIST_ERROR_FALLBACK_HI],
    [WISHLIST_VALIDATION, WISHLIST_VALIDATION_HI],
    [REVIEW_VALIDATION, REVIEW_VALIDATION_HI],
  ]),
};
