/**
 * The page a failed delivery's mailed link opens (/failed-delivery) in Hindi, with its form's
 * checks and the server's refusals: a part of its own, as the page is opened from a mail with no
 * other screen; see `shell.ts`.
 */
import { INDIA_MESSAGES } from '../india/india.ts';
import { INDIA_MESSAGES_HI } from '../india/india.texts.hi.ts';
import { messageTranslator } from '../i18n/translate.ts';
import {
  FAILED_DELIVERY_TEXTS_HI,
  FAILED_DELIVERY_VALIDATION_HI,
  NDR_CHOICE_LABELS_HI,
  SHIPPING_MESSAGES_HI,
} from '../shipping/failed-delivery.texts.hi.ts';
import { FAILED_DELIVERY_VALIDATION } from '../shipping/failed-delivery.validation.ts';
import { FAILED_DELIVERY_TEXTS } from '../shipping/shipping.screens.texts.ts';
import { SHIPPING_MESSAGES } from '../shipping/shipping.texts.ts';
import type { HindiPartTexts } from '../shop-texts.ts';

export const HINDI_FAILED_DELIVERY: HindiPartTexts = {
  screens: { failedDeliveryPage: FAILED_DELIVERY_TEXTS_HI, ndrChoices: NDR_CHOICE_LABELS_HI },
  // The new address's checks (the PIN's and the phone's are India's), the page's fallbacks, the refusals.
  translate: messageTranslator([
    [FAILED_DELIVERY_VALIDATION, FAILED_DELIVERY_VALIDATION_HI],
    [INDIA_MESSAGES, INDIA_MESSAGES_HI],
    [FAILED_DELIVERY_TEXTS, FAILED_DELIVERY_TEXTS_HI],
    [SHIPPING_MESSAGES, SHIPPING_MESSAGES_HI],
  ]),
};
