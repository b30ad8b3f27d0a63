/**
 * The pages the shop's mails and messages link to, opened without signing in, in Hindi with their
 * answers and the server's refusals: a cash-on-delivery order's confirmation (/confirm-cod) and
 * paying it online instead (/pay-online), a failed delivery's answer (/failed-delivery) and an
 * alert's one-tap Stop (/alerts/stop). One part for the four, as each is opened with no other
 * screen: a part each would put a loader per part in every page's first load (see `shell.ts`).
 */
import { COD_SWITCH_REFUSED_HI, COD_TEXTS_HI, COD_UI_TEXTS_HI } from '../cod-risk/cod-risk.texts.hi.ts';
import { COD_TEXTS, COD_UI_TEXTS } from '../cod-risk/cod-risk.texts.ts';
import { INDIA_MESSAGES } from '../india/india.ts';
import { INDIA_MESSAGES_HI } from '../india/india.texts.hi.ts';
import { messageTranslator } from '../i18n/translate.ts';
import { ORDER_ERROR_FALLBACK_HI } from '../orders/orders.texts.hi.ts';
import { ORDER_ERROR_FALLBACK } from '../orders/orders.texts.ts';
import {
  FAILED_DELIVERY_TEXTS_HI,
  FAILED_DELIVERY_VALIDATION_HI,
  NDR_CHOICE_LABELS_HI,
  SHIPPING_MESSAGES_HI,
} from '../shipping/failed-delivery.texts.hi.ts';
import { FAILED_DELIVERY_VALIDATION } from '../shipping/failed-delivery.validation.ts';
import { FAILED_DELIVERY_TEXTS } from '../shipping/shipping.screens.texts.ts';
import { SHIPPING_MESSAGES } from '../shipping/shipping.texts.ts';
import { STOCK_ALERT_TEXTS_HI } from '../stock-alerts/stock-alerts.texts.hi.ts';
import { STOCK_ALERT_TEXTS } from '../stock-alerts/stock-alerts.texts.ts';
import { STOP_ALERTS_PAGE_TEXTS_HI } from '../stock-alerts/stop-alerts-page.texts.hi.ts';
import type { HindiPartTexts } from '../shop-texts.ts';

export const HINDI_FROM_MAILS: HindiPartTexts = {
  screens: {
    codPanel: COD_UI_TEXTS_HI,
    failedDeliveryPage: FAILED_DELIVERY_TEXTS_HI,
    ndrChoices: NDR_CHOICE_LABELS_HI,
    stopAlertsPage: STOP_ALERTS_PAGE_TEXTS_HI,
  },
  translate: messageTranslator([
    // A COD order's answers and the switch's refusals; a call that failed with no answer of the
    // server's carries the screen's own fallback.
    [COD_TEXTS, COD_TEXTS_HI],
    [COD_TEXTS.switchRefused, COD_SWITCH_REFUSED_HI],
    [COD_UI_TEXTS, COD_UI_TEXTS_HI],
    // The payment widget's own outcomes (cancelled, failed, not verified) on the pay-online page.
    [ORDER_ERROR_FALLBACK, ORDER_ERROR_FALLBACK_HI],
    // A failed delivery's new address (the PIN's and the phone's checks are India's), its fallbacks
    // and the link's refusals.
    [FAILED_DELIVERY_VALIDATION, FAILED_DELIVERY_VALIDATION_HI],
    [INDIA_MESSAGES, INDIA_MESSAGES_HI],
    [FAILED_DELIVERY_TEXTS, FAILED_DELIVERY_TEXTS_HI],
    [SHIPPING_MESSAGES, SHIPPING_MESSAGES_HI],
    // An alert Stop link's refusal.
    [STOCK_ALERT_TEXTS, STOCK_ALERT_TEXTS_HI],
  ]),
};
