import { LANGUAGE_TAGS, type Language } from '@shop/shared';

const formats = new Map<Language, Intl.DateTimeFormat>();
/** "3 Dec 2026, 3:30 pm" ("3 दिस॰ 2026, 3:30 pm" in Hindi), with Latin digits in both. */
export function formatDateTime(iso: string, language: Language = 'en'): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(`${LANGUAGE_TAGS[language]}-u-nu-latn`, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}
