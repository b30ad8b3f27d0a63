import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTakenOver } from '../lib/take-over';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  isHindiPath,
  isLocalisedPath,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  languageFromAcceptLanguage,
  pathInLanguage,
  type Language,
} from '@shop/shared';
import { rememberLanguageOnAccount } from '../features/account';
import { documentLang, hasChosenLanguage, rememberLanguage, showLanguage, useLanguage, useTexts } from '../lib/i18n';

/**
 * Keeps the address and the document in the shown language: `<html lang>` follows it, and a
 * catalogue page reached by an English link while the shop shows Hindi moves to its /hi address
 * (the shopper's choice wins over a link that did not know it).
 */
export function LanguageFollowsAddress() {
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    document.documentElement.lang = documentLang(language);
  }, [language]);
  useEffect(() => {
    if (!isLocalisedPath(pathname) || isHindiPath(pathname) === (language === 'hi')) return;
    void navigate(pathInLanguage(`${pathname}${search}${hash}`, language), { replace: true });
  }, [language, pathname, search, hash, navigate]);
  return null;
}

/**
 * Remembers `language` and shows the page in it: a catalogue page by loading its address in that
 * language (the server's page for it, rendered and kept in that language), any other page in place.
 */
function useChooseLanguage() {
  const { pathname, search, hash } = useLocation();
  const queryClient = useQueryClient();
  return async (language: Language) => {
    rememberLanguage(language);
    // A signed-in shopper's mails follow the switch too.
    void rememberLanguageOnAccount(language);
    const here = `${pathname}${search}${hash}`;
    const target = pathInLanguage(here, language);
    if (target !== here) window.location.assign(target);
    else {
      await showLanguage(language);
      // The answers that name products (the cart's, the wishlist's) are asked again in it.
      void queryClient.invalidateQueries();
    }
  };
}

/**
 * The language switch of the header and the footer: the other language, in its own name and
 * script. On a catalogue page it is a link to the page's address in that language, loaded as a
 * new document (crawlers and a tap before the app has taken over follow it the same way); on any
 * other page it shows that page in the language where it is.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const language = useLanguage();
  const texts = useTexts().storefront;
  const { pathname, search, hash } = useLocation();
  const choose = useChooseLanguage();
  const other: Language = language === 'hi' ? 'en' : 'hi';
  const here = `${pathname}${search}${hash}`;
  const target = pathInLanguage(here, other);
  return (
    <Link
      to={target}
      reloadDocument={target !== here}
      hrefLang={LANGUAGE_TAGS[other]}
      lang={LANGUAGE_TAGS[other]}
      aria-label={`${texts.languageSwitch}: ${LANGUAGE_NAMES[other]}`}
      data-testid="language-switch"
      onClick={(event) => {
        // The document's own navigation follows the link; the choice is remembered first.
        if (target !== here) {
          rememberLanguage(other);
          void rememberLanguageOnAccount(other);
        } else {
          event.preventDefault();
          void choose(other);
        }
      }}
      className={`inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold ${other === 'hi' ? 'hindi-name' : ''} ${className}`}
    >
      {LANGUAGE_NAMES[other]}
    </Link>
  );
}

/** Whether this browser lists Hindi before English among its languages. */
const browserPrefersHindi = () => languageFromAcceptLanguage(navigator.languages.join(',')) === 'hi';

/**
 * On a first visit from a browser that prefers Hindi, the shop offers itself in Hindi once; either
 * answer is remembered, so it is not asked again.
 */
export function LanguageOffer() {
  const language = useLanguage();
  const texts = useTexts().storefront;
  const choose = useChooseLanguage();
  // The browser's languages and the cookie are read once the app has taken the server's page over.
  const takenOver = useTakenOver();
  const [answered, setAnswered] = useState(false);
  if (!takenOver || answered || language === 'hi' || hasChosenLanguage() || !browserPrefersHindi()) return null;
  const answer = (chosen: Language) => {
    setAnswered(true);
    void choose(chosen);
  };
  return (
    <section
      aria-label={texts.languageSwitch}
      lang={LANGUAGE_TAGS.hi}
      className="container-page flex flex-wrap items-center gap-3 py-3 text-sm"
      data-testid="language-offer"
    >
      <p className="font-medium">{texts.languageOffer}</p>
      <button
        type="button"
        onClick={() => answer('hi')}
        className="min-h-11 rounded-full bg-ink px-4 font-semibold text-white"
      >
        {texts.languageOfferAccept}
      </button>
      <button
        type="button"
        lang={LANGUAGE_TAGS.en}
        onClick={() => answer('en')}
        className="min-h-11 rounded-full px-4 font-semibold underline underline-offset-4"
      >
        {texts.languageOfferDecline}
      </button>
    </section>
  );
}
