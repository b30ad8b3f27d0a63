/**
 * The shop's two languages and how a request, a page or a browser names one. The English texts
 * are the catalogue every other language is a twin of: a Hindi twin has the same keys, and a
 * text with values takes the same values (`Twin`), so the compiler finds a twin that drifted.
 */
import { HINDI_PREFIX, LOCALISED_PAGES } from '../site.ts';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers the shopper's choice: the server reads it for its answers too. */
export const LANGUAGE_COOKIE = 'lang';
/** A year: the choice outlives the session. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** `<html lang>` and the locale numbers and dates are formatted in. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language by its own name, as the switch offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

/** Whether `pathname` is a Hindi address (/hi or under /hi/). */
export function isHindiPath(pathname: string): boolean {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`);
}

/** The English address of `pathname` (itself when it is not a Hindi one). */
export function englishPath(pathname: string): string {
  if (!isHindiPath(pathname)) return pathname;
  return pathname.slice(HINDI_PREFIX.length) || '/';
}

const localised = LOCALISED_PAGES.map((page) => new RegExp(`^${page.replace(/:[^/]+/g, '[^/]+')}$`));

/** Whether the page at `pathname` (English or Hindi) has an address per language. */
export function isLocalisedPath(pathname: string): boolean {
  const english = englishPath(pathname);
  return localised.some((pattern) => pattern.test(english));
}

/**
 * The address of the page at `path` (path, query and hash) in `language`: a localised page moves
 * under or out of /hi; any other page keeps its one address (the language then comes from the
 * shopper's choice).
 */
export function pathInLanguage(path: string, language: Language): string {
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  if (!isLocalisedPath(pathname)) return path;
  const english = englishPath(pathname);
  if (language === 'en') return `${english}${rest}`;
  return `${english === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${english}`}${rest}`;
}

/**
 * The language an Accept-Language header prefers among the shop's, or null when it names none
 * (`hi-IN,hi;q=0.9,en;q=0.8` is Hindi; `fr` is none). Equal weights keep the header's order.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? null;
}

/** The language a Cookie header's LANGUAGE_COOKIE names, or null. */
export function languageFromCookies(cookieHeader: string | undefined): Language | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/**
 * A text in another language with the English one's shape: every key, and a text with values a
 * function of the same values (a reworded English text stays the twin's concern, a new value or
 * a removed key is a compile error).
 */
export type Twin<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

/** Plural forms by the language's rules (Hindi: 0 and 1 are "one"; English: only 1). */
export function plural(language: Language, count: number, forms: { one: string; other: string }): string {
  return new Intl.PluralRules(LANGUAGE_TAGS[language]).select(count) === 'one' ? forms.one : forms.other;
}

const numberFormats = new Map<Language, Intl.NumberFormat>();
/** A count in Indian digit grouping (1,23,456) with Latin digits, as Indian shops print them in both languages. */
export function formatCount(value: number, language: Language): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(`${LANGUAGE_TAGS[language]}-u-nu-latn`);
    numberFormats.set(language, format);
  }
  return format.format(value);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * A date the Indian way, in the shop's time zone: `3 Dec 2026` / `3 दिस॰ 2026` (`long`:
 * `3 December 2026` / `3 दिसंबर 2026`).
 */
export function formatDate(date: Date | string, language: Language, style: 'medium' | 'long' = 'medium'): string {
  const key = `${language}:${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(`${LANGUAGE_TAGS[language]}-u-nu-latn`, {
      day: 'numeric',
      month: style === 'long' ? 'long' : 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    dateFormats.set(key, format);
  }
  return format.format(typeof date === 'string' ? new Date(date) : date);
}

/**
 * A twin that so far has only some of the English texts in Hindi (a group that mixes the
 * shopper's texts with the admin area's, which stays English): the rest read as in English.
 */
export function twinOf<T extends object>(english: T, translated: Partial<Twin<T>>): Twin<T> {
  return { ...english, ...translated } as Twin<T>;
}
