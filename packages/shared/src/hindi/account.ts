/**
 * The log-in, sign-up, verify and password reset screens in Hindi and the messages their forms and
 * toasts write in English: see `shell.ts`.
 */
import { ACCOUNT_SERVER_MESSAGES_HI, ACCOUNT_SUCCESS_HI, ACCOUNT_VALIDATION_HI } from '../account/account.texts.hi.ts';
import { ACCOUNT_SERVER_MESSAGES, ACCOUNT_SUCCESS, ACCOUNT_VALIDATION } from '../account/account.texts.ts';
import { AUTH_PAGE_TEXTS_HI } from '../account/auth-page.texts.hi.ts';
import { messageTranslator } from '../i18n/translate.ts';
import type { HindiPartTexts } from '../shop-texts.ts';

export const HINDI_ACCOUNT: HindiPartTexts = {
  screens: { authPage: AUTH_PAGE_TEXTS_HI },
  translate: messageTranslator([
    [ACCOUNT_VALIDATION, ACCOUNT_VALIDATION_HI],
    [ACCOUNT_SERVER_MESSAGES, ACCOUNT_SERVER_MESSAGES_HI],
    [ACCOUNT_SUCCESS, ACCOUNT_SUCCESS_HI],
  ]),
};
