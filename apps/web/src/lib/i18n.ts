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
  type HindiPartTexts,
  type Language,
  type MessageTranslator,
  type ScreenTexts,
  type ShopTexts,
} from '@shop/shared';

/**
 * The language the storefront shows, and its texts. English is in the first load; the Hindi
 * catalogue is cut by screen (`@shop/shared/hindi/*`, docs/decisions/0313): the shell's part is
 * fetched the first time a page is shown in Hindi, and a screen's part with the screen's code, so
 * English pages carry none of it and a Hindi page only what it shows. A group whose part has not
 * arrived reads in English.
 */
type LanguageState = {
  language: Language;
  hindi: Partial<ShopTexts> | null;
  hindiScreens: Partial<ScreenTexts>;
  /** Each loaded part's translator of the English sentences its screens show. */
  translators: readonly MessageTranslator[];
};

export const useLanguageStore = create<LanguageState>(() => ({
  language: DEFAULT_LANGUAGE,
  hindi: null,
  hindiScreens: {},
  translators: [],
}));

/** A part of the Hindi catalogue: what loads it (a dynamic import, a chunk of its own). */
export type HindiPart = () => Promise<HindiPartTexts>;

const loadShell: HindiPart = () => import('@shop/shared/hindi/shell').then((m) => m.HINDI_SHELL);

/** Each part's load, once. */
const partsLoading = new Map<HindiPart, Promise<void>>();
/** The parts of every screen loaded so far: shown in Hindi, each must be here. */
const screensParts = new Set<HindiPart>();
/** The language being switched to (set before its texts arrive, so a screen loading meanwhile fetches its part). */
let goingTo: Language = DEFAULT_LANGUAGE;

function loadPart(part: HindiPart): Promise<void> {
  let loading = partsLoading.get(part);
  if (!loading) {
    loading = part().then(({ texts, screens, translate }) =>
      useLanguageStore.setState((state) => ({
        hindi: { ...state.hindi, ...texts },
        hindiScreens: { ...state.hindiScreens, ...screens },
        translators: translate ? [...state.translators, translate] : state.translators,
      })),
    );
    partsLoading.set(part, loading);
  }
  return loading;
}

/** Shows the storefront in `language` once its texts (the shell's and every loaded screen's) are here. */
export async function showLanguage(language: Language): Promise<void> {
  goingTo = language;
  if (language === 'hi') await Promise.all([loadShell, ...screensParts].map(loadPart));
  useLanguageStore.setState({ language });
}

/**
 * `load` (a screen's code) together with the screen's part of the Hindi catalogue when the shop
 * is, or is going to be, in Hindi: the screen then renders in Hindi from its first render.
 */
export function withHindiPart<M>(load: () => Promise<M>, part: HindiPart | HindiPart[] | undefined): () => Promise<M> {
  if (!part) return load;
  const parts = [part].flat();
  return async () => {
    for (const one of parts) screensParts.add(one);
    const [module] = await Promise.all([load(), ...(goingTo === 'hi' ? parts.map(loadPart) : [])]);
    return module;
  };
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

/**
 * The language a page shows: the storefront's, but English on the admin's pages, whatever the
 * same tab shows elsewhere (docs/decisions/0323). The admin area is English; its screens share
 * components, and some shopper texts (the shipment states), with the storefront's.
 */
const hindiShown = (s: LanguageState) => s.language === 'hi' && !globalThis.location?.pathname.startsWith('/admin/');
const shownIn = (s: LanguageState): Language => (hindiShown(s) ? 'hi' : 'en');

/** The current page's language, read outside a render (a toast, the language a call asks in). */
export const pageLanguage = () => shownIn(useLanguageStore.getState());

/** The current page's language (English on the admin's pages). */
export const useLanguage = () => useLanguageStore(shownIn);

/** The storefront's texts in the shown language. */
export function useTexts(): ShopTexts {
  return useLanguageStore((s) => (hindiShown(s) && s.hindi ? withEnglish(s.hindi) : SHOP_TEXTS_EN));
}

const merged = new WeakMap<Partial<ShopTexts>, ShopTexts>();
/** The Hindi groups here, the English ones for the rest (one object per state, so a render keeps it). */
function withEnglish(hindi: Partial<ShopTexts>): ShopTexts {
  let texts = merged.get(hindi);
  if (!texts) {
    texts = { ...SHOP_TEXTS_EN, ...hindi };
    merged.set(hindi, texts);
  }
  return texts;
}

/**
 * A screen's own texts in the shown language: `english` is the screen's English group (kept in the
 * screen's code), the Hindi twin comes with the screen's part of the Hindi catalogue.
 */
export function useScreenTexts<K extends keyof ScreenTexts>(key: K, english: ScreenTexts[K]): ScreenTexts[K] {
  return useLanguageStore((s) => (hindiShown(s) ? (s.hindiScreens[key] ?? english) : english));
}

/**
 * `message` in the shown language: the shared schemas' validation messages and the screens'
 * toasts are written in English; a Hindi page shows their twins (a sentence of no known text, or
 * one the server already wrote in Hindi, stays as it is).
 */
export function translateMessage(message: string): string {
  const state = useLanguageStore.getState();
  if (!hindiShown(state)) return message;
  const { translators } = state;
  // A sentence some loaded part holds word for word first; only then the shaped texts, whichever
  // parts the shopper happened to open before (one part's `{field} is required` must not take
  // another's "Message is required").
  for (const translate of translators) {
    const exact = translate.exact(message);
    if (exact !== undefined) return exact;
  }
  for (const translate of translators) {
    const translated = translate(message);
    if (translated !== message) return translated;
  }
  return message;
}

/** `translateMessage` for a render: re-renders when the language or the loaded parts change. */
export function useTranslateMessage(): (message: string) => string {
  useLanguageStore(hindiShown);
  useLanguageStore((s) => s.translators);
  return translateMessage;
}

/** `path` as a link in the shown language: catalogue pages under /hi in Hindi. */
export function useLocalisedPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => pathInLanguage(path, language);
}

/** The `lang` of the document for `language` (screen readers pick their voice by it). */
export const documentLang = (language: Language) => LANGUAGE_TAGS[language];
