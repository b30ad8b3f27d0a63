/**
 * The server's refusals and the validation texts its answers carry in Hindi: a module of their
 * own (`@shop/shared/hindi-messages`), which the API reads and the web app never loads.
 */
import { CART_SERVER_MESSAGES_HI, CART_VALIDATION_HI } from './cart/cart.texts.hi.ts';
import { CART_SERVER_MESSAGES, CART_VALIDATION } from './cart/cart.texts.ts';
import { CATALOGUE_MESSAGES_HI, CATALOGUE_VALIDATION_HI } from './catalogue/catalogue.texts.hi.ts';
import { CATALOGUE_MESSAGES, CATALOGUE_VALIDATION } from './catalogue/catalogue.texts.ts';
import { COMMON_SERVER_MESSAGES_HI, COMMON_VALIDATION_HI } from './common.texts.hi.ts';
import { COMMON_SERVER_MESSAGES, COMMON_VALIDATION } from './common.texts.ts';

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
