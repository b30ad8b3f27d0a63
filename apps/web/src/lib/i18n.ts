import { create } from 'zustand';
import {
  DEFAULT_LANGUAGE,
  isHindiPath,
  isLocalisedPath,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_TAGS,
  languageFromCookies,
  pathInLanguage,
  SHOP_TEXTS_EN,
  type Language,
  type ShopTexts,
} from '@shop/shared';

/**
 * The language the storefront shows, and its texts. English is in the first load; the Hindi
 * catalogue (`@shop/shared/hindi`) is a chunk of its own, fetched the first time a page is shown
 * in Hindi and before that page renders, so English pages carry none of it (docs/decisions/0311).
 */
type LanguageState = { language: Language; hindi: ShopTexts | null };

export const useLanguageStore = create<LanguageState>(() => ({ language: DEFAULT_LANGUAGE, hindi: null }));

let hindiLoading: Promise<ShopTexts> | null = null;

function loadHindi(): Promise<ShopTexts> {
  hindiLoading ??= import('@shop/shared/hindi').then(({ SHOP_TEXTS_HI }) => {
    useLanguageStore.setState({ hindi: SHOP_TEXTS_HI });
    return SHOP_TEXTS_HI;
  });
  return hindiLoading;
}

/** Shows the storefront in `language` once its texts are here. */
export async function showLanguage(language: Language): Promise<void> {
  if (language === 'hi') await loadHindi();
  useLanguageStore.setState({ language });
}

/**
 * The language a page opens in: a catalogue page's own address says it (/hi/... is Hindi); any
 * other page follows the shopper's remembered choice.
 */
export function languageOfPage(pathname: string, cookies: string): Language {
  if (isLocalisedPath(pathname)) return isHindiPath(pathname) ? 'hi' : 'en';
  return languageFromCookies(cookies) ?? DEFAULT_LANGUAGE;
}

/** Whether the shopper has chosen a language (or opened a Hindi page) before. */
export const hasChosenLanguage = () => languageFromCookies(document.cookie) !== null;

/**
 * Remembers `language` in a cookie: the page's head script, the server's answers and the next
 * visit read it (a year; `lax`, so a link from elsewhere opens in the chosen language too).
 */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

export const useLanguage = () => useLanguageStore((s) => s.language);

/** The storefront's texts in the shown language. */
export function useTexts(): ShopTexts {
  return useLanguageStore((s) => (s.language === 'hi' && s.hindi ? s.hindi : SHOP_TEXTS_EN));
}

/** `path` as a link in the shown language: catalogue pages under /hi in Hindi. */
export function useLocalisedPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => pathInLanguage(path, language);
}

/** The `lang` of the document for `language` (screen readers pick their voice by it). */
export const documentLang = (language: Language) => LANGUAGE_TAGS[language];
