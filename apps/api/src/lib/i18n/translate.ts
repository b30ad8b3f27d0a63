import { DEFAULT_LANGUAGE, languageFromAcceptLanguage, languageFromCookies, type Language } from '@shop/shared';

/**
 * The language a request's answers are in: the shopper's choice (the language cookie the web app
 * keeps), else the first of the shop's languages its Accept-Language prefers, else English.
 */
export function requestLanguage(headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): Language {
  return (
    languageFromCookies(headers.cookie) ?? languageFromAcceptLanguage(headers['accept-language']) ?? DEFAULT_LANGUAGE
  );
}
