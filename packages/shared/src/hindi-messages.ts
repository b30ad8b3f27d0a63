/**
 * The server's refusals and the validation texts its answers carry in Hindi: a module of their
 * own (`@shop/shared/hindi-messages`), which the API reads and the web app never loads.
 */
import { ACCOUNT_SERVER_MESSAGES_HI, ACCOUNT_VALIDATION_HI } from './account/account.texts.hi.ts';
import { ACCOUNT_SERVER_MESSAGES, ACCOUNT_VALIDATION } from './account/account.texts.ts';
import { CART_SERVER_MESSAGES_HI, CART_VALIDATION_HI } from './cart/cart.texts.hi.ts';
import { CART_SERVER_MESSAGES, CART_VALIDATION } from './cart/cart.texts.ts';
import { CATALOGUE_MESSAGES_HI, CATALOGUE_VALIDATION_HI } from './catalogue/catalogue.texts.hi.ts';
import { CATALOGUE_MESSAGES, CATALOGUE_VALIDATION } from './catalogue/catalogue.texts.ts';
import { COMMON_SERVER_MESSAGES_HI, COMMON_VALIDATION_HI } from './common.texts.hi.ts';
import { COMMON_SERVER_MESSAGES, COMMON_VALIDATION } from './common.texts.ts';
import { INDIA_MESSAGES } from './india/india.ts';
import { INDIA_MESSAGES_HI } from './india/india.texts.hi.ts';
import { ORDER_ERROR_FALLBACK_HI, ORDER_SERVER_MESSAGES_HI, ORDER_VALIDATION_HI } from './orders/orders.texts.hi.ts';
import { ORDER_ERROR_FALLBACK, ORDER_SERVER_MESSAGES, ORDER_VALIDATION } from './orders/orders.texts.ts';
import { REVIEW_VALIDATION_HI } from './reviews/reviews.texts.hi.ts';
import { REVIEW_VALIDATION } from './reviews/reviews.texts.ts';
import { UPI_TEXTS_HI } from './payments/upi.texts.hi.ts';
import { UPI_TEXTS } from './payments/upi.texts.ts';
import { ALERT_CONSENT_WORDING_HI } from './stock-alerts/alert-consent-wording.hi.ts';
import { STOCK_ALERT_TEXTS_HI } from './stock-alerts/stock-alerts.texts.hi.ts';
import { ALERT_CONSENT_WORDING, STOCK_ALERT_TEXTS } from './stock-alerts/stock-alerts.texts.ts';
import type { Language } from './i18n/languages.ts';
import {
  REFUND_DESTINATION_LABELS_HI,
  RETURN_MAIL_TEXTS_HI,
  RETURN_MAIL_WORDS_HI,
  RETURN_MESSAGES_HI,
  RETURN_REASON_LABELS_HI,
} from './returns/returns.texts.hi.ts';
import { RETURN_MAIL_TEXTS, RETURN_MAIL_WORDS, RETURN_MESSAGES } from './returns/returns.texts.ts';
import { REFUND_DESTINATION_LABELS, RETURN_REASON_LABELS } from './returns/returns.lifecycle.ts';
import { COD_MAIL_TEXTS_HI, COD_SWITCH_REFUSED_HI, COD_TEXTS_HI } from './cod-risk/cod-risk.texts.hi.ts';
import { COD_MAIL_TEXTS, COD_TEXTS } from './cod-risk/cod-risk.texts.ts';
import { SHIPPING_MAIL_TEXTS_HI } from './shipping/shipping.texts.hi.ts';
import { CANCELLATION_TEXTS_HI } from './orders/orders-page.texts.hi.ts';
import { CANCELLATION_TEXTS } from './orders/orders.texts.ts';
import { CONTACT_VALIDATION_HI } from './messages/messages.texts.hi.ts';
import { FAILED_DELIVERY_VALIDATION_HI, SHIPPING_MESSAGES_HI } from './shipping/failed-delivery.texts.hi.ts';
import { FAILED_DELIVERY_VALIDATION } from './shipping/failed-delivery.validation.ts';
import { SHIPPING_MAIL_TEXTS, SHIPPING_MESSAGES } from './shipping/shipping.texts.ts';
import { CONTACT_VALIDATION } from './messages/messages.texts.ts';
import { WISHLIST_SERVER_MESSAGES_HI, WISHLIST_VALIDATION_HI } from './wishlist/wishlist.texts.hi.ts';
import { WISHLIST_SERVER_MESSAGES, WISHLIST_VALIDATION } from './wishlist/wishlist.texts.ts';

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
  [ACCOUNT_SERVER_MESSAGES, ACCOUNT_SERVER_MESSAGES_HI],
  [ACCOUNT_VALIDATION, ACCOUNT_VALIDATION_HI],
  [ORDER_SERVER_MESSAGES, ORDER_SERVER_MESSAGES_HI],
  [ORDER_VALIDATION, ORDER_VALIDATION_HI],
  [WISHLIST_SERVER_MESSAGES, WISHLIST_SERVER_MESSAGES_HI],
  [WISHLIST_VALIDATION, WISHLIST_VALIDATION_HI],
  [STOCK_ALERT_TEXTS, STOCK_ALERT_TEXTS_HI],
  [INDIA_MESSAGES, INDIA_MESSAGES_HI],
  [REVIEW_VALIDATION, REVIEW_VALIDATION_HI],
  [UPI_TEXTS, UPI_TEXTS_HI],
  [RETURN_MESSAGES, RETURN_MESSAGES_HI],
  [COD_TEXTS, COD_TEXTS_HI],
  [COD_TEXTS.switchRefused, COD_SWITCH_REFUSED_HI],
  // A payment the server could not verify (paying a COD order online instead, as at checkout).
  [ORDER_ERROR_FALLBACK, ORDER_ERROR_FALLBACK_HI],
  [CONTACT_VALIDATION, CONTACT_VALIDATION_HI],
  [SHIPPING_MESSAGES, SHIPPING_MESSAGES_HI],
  [FAILED_DELIVERY_VALIDATION, FAILED_DELIVERY_VALIDATION_HI],
];

/**
 * The consent wording of alerts in each language: the server stores the words of the language the
 * shopper was shown (the request names it), never words the browser sends.
 */
export const ALERT_CONSENT_WORDINGS: Readonly<
  Record<Language, Readonly<Record<keyof typeof ALERT_CONSENT_WORDING, string>>>
> = { en: ALERT_CONSENT_WORDING, hi: ALERT_CONSENT_WORDING_HI };

const SHOPPER_MAIL_TEXTS_HI = {
  returnSteps: RETURN_MAIL_TEXTS_HI,
  returnWords: RETURN_MAIL_WORDS_HI,
  returnReasons: RETURN_REASON_LABELS_HI,
  refundDestinations: REFUND_DESTINATION_LABELS_HI,
  shipping: SHIPPING_MAIL_TEXTS_HI,
  cod: COD_MAIL_TEXTS_HI,
  declinedShipped: CANCELLATION_TEXTS_HI.declinedShipped,
};

/**
 * The words of the shopper's mails written outside the orders module (a return's steps, a parcel
 * on its way, a cash-on-delivery order to confirm) and the shop's own note of a cancellation
 * declined because the order had shipped, per language: the API writes each in the language of
 * the shopper's account.
 */
export const SHOPPER_MAIL_TEXTS: Readonly<Record<Language, typeof SHOPPER_MAIL_TEXTS_HI>> = {
  en: {
    returnSteps: RETURN_MAIL_TEXTS,
    returnWords: RETURN_MAIL_WORDS,
    returnReasons: RETURN_REASON_LABELS,
    refundDestinations: REFUND_DESTINATION_LABELS,
    shipping: SHIPPING_MAIL_TEXTS,
    cod: COD_MAIL_TEXTS,
    declinedShipped: CANCELLATION_TEXTS.declinedShipped,
  },
  hi: SHOPPER_MAIL_TEXTS_HI,
};
