/**
 * My Account's and the thank-you page's Hindi texts: the account's own (tabs, profile, addresses,
 * password, alerts, store credit, feedback) and the orders' (the order cards, the thank-you page,
 * returns and the return dialog, tracking, refunds, a COD order's confirmation),
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
  RETURN_MESSAGES_HI,
  RETURN_REASON_LABELS_HI,
  RETURN_SCREEN_TEXTS_HI,
  RETURN_STATUS_LABELS_HI,
  RETURN_TEXTS_HI,
} from '../returns/returns.texts.hi.ts';
import { RETURN_MESSAGES } from '../returns/returns.texts.ts';
import { COD_TEXTS_HI, COD_UI_TEXTS_HI } from '../cod-risk/cod-risk.texts.hi.ts';
import { COD_TEXTS } from '../cod-risk/cod-risk.texts.ts';
import { CUSTOMER_PHOTO_TEXTS_HI } from '../customer-photos/customer-photos.texts.hi.ts';
import { CONTACT_ERROR_FALLBACK_HI, CONTACT_SUCCESS_HI, CONTACT_VALIDATION_HI } from '../messages/messages.texts.hi.ts';
import { CONTACT_ERROR_FALLBACK, CONTACT_SUCCESS, CONTACT_VALIDATION } from '../messages/messages.texts.ts';
import { SHIPMENT_STATUS_LABELS_HI, SHIPMENT_TRACKING_TEXTS_HI } from '../shipping/shipping.texts.hi.ts';
import { TENDER_LABELS } from '../payments/payments.ledger.ts';
import { PAYMENT_SCREEN_TEXTS } from '../payments/payments.screens.texts.ts';
import {
  PAYMENT_DUE_HI,
  PAYMENT_SCREEN_TEXTS_HI,
  PAYMENT_TO_PAY_HI,
  REFUND_CAUSE_LABELS_HI,
  REFUND_ROUTE_LABELS_HI,
  REFUND_STATE_LABELS_HI,
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
    // An order's return dialog, its photos, its tracking, its refunds and a COD order's confirmation.
    returnScreen: RETURN_SCREEN_TEXTS_HI,
    customerPhotos: CUSTOMER_PHOTO_TEXTS_HI,
    shipmentTracking: SHIPMENT_TRACKING_TEXTS_HI,
    shipmentStatus: SHIPMENT_STATUS_LABELS_HI,
    refundCauses: REFUND_CAUSE_LABELS_HI,
    refundRoutes: REFUND_ROUTE_LABELS_HI,
    refundStates: REFUND_STATE_LABELS_HI,
    codPanel: COD_UI_TEXTS_HI,
  },
  translate: messageTranslator([
    [CANCELLATION_TEXTS, CANCELLATION_TEXTS_HI],
    [REFUND_TEXTS, REFUND_TEXTS_HI],
    [STOCK_ALERT_TEXTS, STOCK_ALERT_TEXTS_HI],
    [TENDER_LABELS, TENDER_LABELS_HI],
    [PAYMENT_SCREEN_TEXTS, PAYMENT_SCREEN_TEXTS_HI],
    [PAYMENT_SCREEN_TEXTS.toPay, PAYMENT_TO_PAY_HI],
    [PAYMENT_SCREEN_TEXTS.due, PAYMENT_DUE_HI],
    [RETURN_MESSAGES, RETURN_MESSAGES_HI],
    [COD_TEXTS, COD_TEXTS_HI],
    [CONTACT_VALIDATION, CONTACT_VALIDATION_HI],
    [CONTACT_ERROR_FALLBACK, CONTACT_ERROR_FALLBACK_HI],
    [CONTACT_SUCCESS, CONTACT_SUCCESS_HI],
  ]),
};
