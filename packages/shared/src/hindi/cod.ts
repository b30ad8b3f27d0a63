/**
 * The page a cash-on-delivery order's mailed links open (/confirm-cod) in Hindi, with its answers:
 * a part of its own, as the page is opened from a mail with no other screen; see `shell.ts`.
 */
import { COD_TEXTS_HI, COD_UI_TEXTS_HI } from '../cod-risk/cod-risk.texts.hi.ts';
import { COD_TEXTS } from '../cod-risk/cod-risk.texts.ts';
import { messageTranslator } from '../i18n/translate.ts';
import type { HindiPartTexts } from '../shop-texts.ts';

export const HINDI_COD: HindiPartTexts = {
  screens: { codPanel: COD_UI_TEXTS_HI },
  translate: messageTranslator([[COD_TEXTS, COD_TEXTS_HI]]),
};
