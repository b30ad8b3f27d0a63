/**
 * The checkout's Hindi texts (the delivery and payment sections, the order's states) and the
 * messages its form and the shared address schema write in English: see `shell.ts`.
 */
import { ACCOUNT_VALIDATION_HI } from '../account/account.texts.hi.ts';
import { ACCOUNT_VALIDATION } from '../account/account.texts.ts';
import { ADDRESS_FORM_TEXTS_HI } from '../account/address-form.texts.hi.ts';
import { CART_PAGE_TEXTS_HI } from '../cart/cart-page.texts.hi.ts';
import { CART_VALIDATION_HI } from '../cart/cart.texts.hi.ts';
import { CART_VALIDATION } from '../cart/cart.texts.ts';
import { messageTranslator } from '../i18n/translate.ts';
import { INDIA_MESSAGES } from '../india/india.ts';
import { INDIA_MESSAGES_HI } from '../india/india.texts.hi.ts';
import {
  CHECKOUT_DELIVERY_TEXTS_HI,
  ORDER_ERROR_FALLBACK_HI,
  ORDER_STATUS_LABELS_HI,
  ORDER_SUCCESS_HI,
  ORDER_VALIDATION_HI,
  PAYMENT_METHOD_LABELS_HI,
} from '../orders/orders.texts.hi.ts';
import { CHECKOUT_PAGE_TEXTS_HI } from '../orders/checkout-page.texts.hi.ts';
import { ORDER_ERROR_FALLBACK, ORDER_SUCCESS, ORDER_VALIDATION } from '../orders/orders.texts.ts';
import { BUY_NOW_TEXTS_HI } from '../orders/buy-now-page.texts.hi.ts';
import { UPI_TEXTS_HI } from '../payments/upi.texts.hi.ts';
import { UPI_TEXTS } from '../payments/upi.texts.ts';
import { TENDER_LABELS } from '../payments/payments.ledger.ts';
import { PAYMENT_SCREEN_TEXTS } from '../payments/payments.screens.texts.ts';
import {
  PAYMENT_DUE_HI,
  PAYMENT_SCREEN_TEXTS_HI,
  PAYMENT_TO_PAY_HI,
  TENDER_LABELS_HI,
} from '../payments/payments.texts.hi.ts';
import type { HindiPartTexts } from '../shop-texts.ts';

export const HINDI_CHECKOUT: HindiPartTexts = {
  texts: { cartValidation: CART_VALIDATION_HI },
  screens: {
    cartPage: CART_PAGE_TEXTS_HI,
    checkoutDelivery: CHECKOUT_DELIVERY_TEXTS_HI,
    paymentMethods: PAYMENT_METHOD_LABELS_HI,
    orderStatus: ORDER_STATUS_LABELS_HI,
    checkoutPage: CHECKOUT_PAGE_TEXTS_HI,
    addressForm: ADDRESS_FORM_TEXTS_HI,
    buyNow: BUY_NOW_TEXTS_HI,
    upi: UPI_TEXTS_HI,
  },
  translate: messageTranslator([
    [INDIA_MESSAGES, INDIA_MESSAGES_HI],
    [ORDER_VALIDATION, ORDER_VALIDATION_HI],
    [ORDER_ERROR_FALLBACK, ORDER_ERROR_FALLBACK_HI],
    [ORDER_SUCCESS, ORDER_SUCCESS_HI],
    [ACCOUNT_VALIDATION, ACCOUNT_VALIDATION_HI],
    [CART_VALIDATION, CART_VALIDATION_HI],
    [UPI_TEXTS, UPI_TEXTS_HI],
    [TENDER_LABELS, TENDER_LABELS_HI],
    [PAYMENT_SCREEN_TEXTS, PAYMENT_SCREEN_TEXTS_HI],
    [PAYMENT_SCREEN_TEXTS.toPay, PAYMENT_TO_PAY_HI],
    [PAYMENT_SCREEN_TEXTS.due, PAYMENT_DUE_HI],
  ]),
};
