/** The contact page's Hindi texts and its form's messages: see `shell.ts`. */
import { ACCOUNT_VALIDATION_HI } from '../account/account.texts.hi.ts';
import { ACCOUNT_VALIDATION } from '../account/account.texts.ts';
import { messageTranslator } from '../i18n/translate.ts';
import { CONTACT_PAGE_TEXTS_HI } from '../messages/contact-page.texts.hi.ts';
import { CONTACT_ERROR_FALLBACK_HI, CONTACT_SUCCESS_HI, CONTACT_VALIDATION_HI } from '../messages/messages.texts.hi.ts';
import { CONTACT_ERROR_FALLBACK, CONTACT_SUCCESS, CONTACT_VALIDATION } from '../messages/messages.texts.ts';
import type { HindiPartTexts } from '../shop-texts.ts';

export const HINDI_CONTACT: HindiPartTexts = {
  screens: { contactPage: CONTACT_PAGE_TEXTS_HI },
  // The name, e-mail and phone checks are the account's; the message's, the toast and the fallback the form's.
  translate: messageTranslator([
    [ACCOUNT_VALIDATION, ACCOUNT_VALIDATION_HI],
    [CONTACT_VALIDATION, CONTACT_VALIDATION_HI],
    [CONTACT_ERROR_FALLBACK, CONTACT_ERROR_FALLBACK_HI],
    [CONTACT_SUCCESS, CONTACT_SUCCESS_HI],
  ]),
};
