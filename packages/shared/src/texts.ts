/**
 * Every user-facing text, word for word as the shop shows it. Each domain keeps its own texts in
 * its `*.texts.ts` beside its schemas; the groups below gather them under the names screens,
 * validators and the server read them by, with the few texts that belong to no domain.
 */
import {
  ACCOUNT_ERROR_FALLBACK,
  ACCOUNT_SCREEN,
  ACCOUNT_SERVER_MESSAGES,
  ACCOUNT_SUCCESS,
  ACCOUNT_VALIDATION,
} from './account/account.texts.ts';
import {
  CART_ERROR_FALLBACK,
  CART_SCREEN,
  CART_SERVER_MESSAGES,
  CART_SUCCESS,
  CART_VALIDATION,
} from './cart/cart.texts.ts';
import {
  WISHLIST_ERROR_FALLBACK,
  WISHLIST_SERVER_MESSAGES,
  WISHLIST_SUCCESS,
  WISHLIST_VALIDATION,
} from './wishlist/wishlist.texts.ts';
import {
  CATALOGUE_ERROR_FALLBACK,
  CATALOGUE_MESSAGES,
  CATALOGUE_SCREEN,
  CATALOGUE_SUCCESS,
  CATALOGUE_VALIDATION,
} from './catalogue/catalogue.texts.ts';
import { REVIEW_ERROR_FALLBACK, REVIEW_VALIDATION } from './reviews/reviews.texts.ts';
import {
  ORDER_ERROR_FALLBACK,
  ORDER_SCREEN,
  ORDER_SERVER_MESSAGES,
  ORDER_SUCCESS,
  ORDER_VALIDATION,
} from './orders/orders.texts.ts';
import { CONTACT_ERROR_FALLBACK, CONTACT_SUCCESS, CONTACT_VALIDATION } from './messages/messages.texts.ts';
import { FAILED_DELIVERY_VALIDATION } from './shipping/failed-delivery.validation.ts';
import { ADMIN_ERROR_FALLBACK, ADMIN_SCREEN } from './admin/admin.texts.ts';

import { COMMON_SCREEN, COMMON_SERVER_MESSAGES, COMMON_VALIDATION } from './common.texts.ts';
import { STOREFRONT_SCREEN } from './storefront/storefront.texts.ts';

export { COMMON_SCREEN, COMMON_SERVER_MESSAGES, COMMON_VALIDATION };

export const VALIDATION = {
  ...COMMON_VALIDATION,
  ...ACCOUNT_VALIDATION,
  ...CART_VALIDATION,
  ...WISHLIST_VALIDATION,
  ...CATALOGUE_VALIDATION,
  ...REVIEW_VALIDATION,
  ...ORDER_VALIDATION,
  ...CONTACT_VALIDATION,
  ...FAILED_DELIVERY_VALIDATION,
} as const;

/** Fallbacks shown when a failing call carries no message of its own. */
export const ERROR_FALLBACK = {
  ...ACCOUNT_ERROR_FALLBACK,
  ...CART_ERROR_FALLBACK,
  ...WISHLIST_ERROR_FALLBACK,
  ...CATALOGUE_ERROR_FALLBACK,
  ...REVIEW_ERROR_FALLBACK,
  ...ORDER_ERROR_FALLBACK,
  ...CONTACT_ERROR_FALLBACK,
  ...ADMIN_ERROR_FALLBACK,
} as const;

export const SUCCESS = {
  ...ACCOUNT_SUCCESS,
  ...CART_SUCCESS,
  ...WISHLIST_SUCCESS,
  ...CATALOGUE_SUCCESS,
  ...ORDER_SUCCESS,
  ...CONTACT_SUCCESS,
} as const;

/** Screen states and fixed texts. */
export const SCREEN = {
  ...COMMON_SCREEN,
  ...STOREFRONT_SCREEN,
  ...ACCOUNT_SCREEN,
  ...CART_SCREEN,
  ...CATALOGUE_SCREEN,
  ...ORDER_SCREEN,
  ...ADMIN_SCREEN,
} as const;

/** Messages the server answers with for its own refusals. */
export const SERVER_MESSAGES = {
  ...COMMON_SERVER_MESSAGES,
  ...ACCOUNT_SERVER_MESSAGES,
} as const;

/** The server's refusals and notes for cart, wishlist, orders, payments and messages */
export const SHOPPING_MESSAGES = {
  productNotFound: CATALOGUE_MESSAGES.productNotFound,
  addressNotFound: ACCOUNT_SERVER_MESSAGES.addressNotFound,
  ...CART_SERVER_MESSAGES,
  ...WISHLIST_SERVER_MESSAGES,
  ...ORDER_SERVER_MESSAGES,
} as const;
