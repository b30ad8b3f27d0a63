import { LANGUAGE_TAGS, type DeliveryAnswer, type Language, type PRODUCT_PAGE_TEXTS, type Twin } from '@shop/shared';
import { DELIVERY_PIN_SESSION_KEY } from '../../../config/settings';

const dayFormats = new Map<Language, Intl.DateTimeFormat>();
/** 'Fri, 4 Dec' ('शुक्र, 4 दिस॰' in Hindi) from '2026-12-04'. */
export function deliveryDay(isoDay: string, language: Language = 'en'): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${LANGUAGE_TAGS[language]}-u-nu-latn`, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}

/** The promise for a PIN in the shown language. */
export function deliverySummary(
  answer: DeliveryAnswer,
  texts: Pick<
    Twin<typeof PRODUCT_PAGE_TEXTS>,
    'codAvailable' | 'deliveryBy' | 'pinNotServiceable' | 'codNotAvailablePin'
  >,
  language: Language,
): string {
  if (!answer.serviceable) return texts.pinNotServiceable;
  const cod = answer.cod ? texts.codAvailable : texts.codNotAvailablePin;
  return texts.deliveryBy(deliveryDay(answer.expectedDelivery.to, language), cod);
}

/** The PIN last checked in this browser session (reused at checkout). */
export function rememberedPin(): string {
  try {
    return sessionStorage.getItem(DELIVERY_PIN_SESSION_KEY) ?? '';
  } catch {
    return '';
  }
}
