/**
 * The product page's fit finder and size chart in Hindi, with the finder form's messages: a part
 * of its own, loaded with the dialogs when a shopper first opens one, so the product page's first
 * load does not carry it (docs/decisions/0318); see `shell.ts`.
 */
import { messageTranslator } from '../i18n/translate.ts';
import { FIT_FINDER_MESSAGES_HI, SIZE_HELP_TEXTS_HI } from '../catalogue/size-help-page.texts.hi.ts';
import { FIT_FINDER_MESSAGES } from '../catalogue/size-help-page.texts.ts';
import type { HindiPartTexts } from '../shop-texts.ts';

export const HINDI_SIZE_HELP: HindiPartTexts = {
  screens: { sizeHelp: SIZE_HELP_TEXTS_HI },
  translate: messageTranslator([[FIT_FINDER_MESSAGES, FIT_FINDER_MESSAGES_HI]]),
};
