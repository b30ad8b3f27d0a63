/**
 * The page an alert's one-tap Stop link opens (/alerts/stop) in Hindi, with the server's refusal
 * of a link: a part of its own, as the page is opened from a message with no other screen; see
 * `shell.ts`.
 */
import { messageTranslator } from '../i18n/translate.ts';
import { STOCK_ALERT_TEXTS_HI } from '../stock-alerts/stock-alerts.texts.hi.ts';
import { STOCK_ALERT_TEXTS } from '../stock-alerts/stock-alerts.texts.ts';
import { STOP_ALERTS_PAGE_TEXTS_HI } from '../stock-alerts/stop-alerts-page.texts.hi.ts';
import type { HindiPartTexts } from '../shop-texts.ts';

export const HINDI_ALERT_STOP: HindiPartTexts = {
  screens: { stopAlertsPage: STOP_ALERTS_PAGE_TEXTS_HI },
  translate: messageTranslator([[STOCK_ALERT_TEXTS, STOCK_ALERT_TEXTS_HI]]),
};
