/**
 * The pages a cash-on-delivery order's mailed links open in Hindi, with their answers: confirming
 * or cancelling it (/confirm-cod) and paying it online instead (/pay-online). A part of its own, as
 * the pages are opened from a mail with no other screen; see `shell.ts`.
 */
import { COD_SWITCH_REFUSED_HI, COD_TEXTS_HI, COD_UI_TEXTS_HI } from '../cod-risk/cod-risk.texts.hi.ts';
import { COD_TEXTS, COD_UI_TEXTS } from '../cod-risk/cod-risk.texts.ts';
import { messageTranslator } from '../i18n/translate.ts';
import { ORDER_ERROR_FALLBACK_HI } from '../orders/orders.texts.hi.ts';
import { ORDER_ERROR_FALLBACK } from '../orders/orders.texts.ts';
import type { HindiPartTexts } from '../shop-texts.ts';

export const HINDI_COD: HindiPartTexts = {
  screens: { codPanel: COD_UI_TEXTS_HI },
  translate: messageTranslator([
    [COD_TEXTS, COD_TEXTS_HI],
    [COD_TEXTS.switchRefused, COD_SWITCH_REFUSED_HI],
    // A call that failed with no answer of the server's carries the screen's own fallback.
    [COD_UI_TEXTS, COD_UI_TEXTS_HI],
    // The payment widget's own outcomes (cancelled, failed, not verified) on the pay-online page.
    [ORDER_ERROR_FALLBACK, ORDER_ERROR_FALLBACK_HI],
  ]),
};
