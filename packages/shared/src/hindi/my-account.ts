/**
 * My Account's and the thank-you page's Hindi texts: the account's own (tabs, profile, addresses,
 * password, alerts, store credit) and the orders' (the order cards, the thank-you page, returns),
 * with the messages these screens show from the shared catalogue: see `shell.ts`.
 */
import { MY_ACCOUNT_PAGE_TEXTS_HI } from '../account/my-account-page.texts.hi.ts';
import { messageTranslator } from '../i18n/translate.ts';
import {
  CANCELLATION_TEXTS_HI,
  ORDERS_PAGE_TEXTS_HI,
  PAY_NOW_TEXTS_HI,
  PAYMENT_STATUS_LABELS_HI,
  REFUND_TEXTS_HI,
} from '../orders/orders-page.texts.hi.ts';
import { CANCELLATION_TEXTS, REFUND_TEXTS } from '../orders/orders.texts.ts';
import {
  REFUND_DESTINATION_LABELS_HI,
  RETURN_REASON_LABELS_HI,
  RETURN_STATUS_LABELS_HI,
  RETURN_TEXTS_HI,
} from '../returns/returns.texts.hi.ts';
import { TENDER_LABELS } from '../payments/payments.ledger.ts';
import { PAYMENT_SCREEN_TEXTS } from '../payments/payments.screens.texts.ts';
import {
  PAYMENT_DUE_HI,
  PAYMENT_SCREEN_TEXTS_HI,
  PAYMENT_TO_PAY_HI,
  TENDER_LABELS_HI,
} from '../payments/payments.texts.hi.ts';
import type { HindiPartTexts } from '../shop-texts.ts';
import { STOCK_ALERT_TEXTS_HI } from '../stock-alerts/stock-alerts.texts.hi.ts';
import { STOCK_ALERT_TEXTS } from '../stock-alerts/stock-alerts.texts.ts';

export const HINDI_MY_ACCOUNT: HindiPartTexts = {
  screens: {
    myAccountPage: MY_ACCOUNT_PAGE_TEXTS_HI,
    ordersPage: ORDERS_PAGE_TEXTS_HI,
    paymentStatus: PAYMENT_STATUS_LABELS_HI,
    payNow: PAY_NOW_TEXTS_HI,
    returns: RETURN_TEXTS_HI,
    returnStatus: RETURN_STATUS_LABELS_HI,
    returnReasons: RETURN_REASON_LABELS_HI,
    refundDestinations: REFUND_DESTINATION_LABELS_HI,
  },
  translate: messageTranslator([
    [CANCELLATION_TEXTS, CANCELLATION_TEXTS_HI],
    [REFUND_TEXTS, REFUND_TEXTS_HI],
    [STOCK_ALERT_TEXTS, STOCK_ALERT_TEXTS_HI],
    [TENDER_LABELS, TENDER_LABELS_HI],
    [PAYMENT_SCREEN_TEXTS, PAYMENT_SCREEN_TEXTS_HI],
    [PAYMENT_SCREEN_TEXTS.toPay, PAYMENT_TO_PAY_HI],
    [PAYMENT_SCREEN_TEXTS.due, PAYMENT_DUE_HI],
  ]),
};
