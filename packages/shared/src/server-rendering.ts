import { LANGUAGE_COOKIE } from './i18n/languages.ts';
import { HINDI_PREFIX, LOCALISED_PAGES } from './site.ts';

/**
 * What the server's rendering of a page and the app in the browser agree on.
 *
 * The splash: the first page of a browser session opens on it, and a session flag keeps it from
 * showing again. The page under it is rendered by the server, so whether to show it is decided
 * before the page first paints, by a script in the page's head (`SPLASH_FLAG_SCRIPT`): without a
 * flag, it marks the document (`SPLASH_DOCUMENT_ATTRIBUTE`) and a stylesheet rule shows the
 * splash the server rendered with the page. The app then keeps it for its time and sets the flag.
 * The server allows exactly this inline script in its Content-Security-Policy, by its hash.
 */

/** The session storage key of the flag: "true" once the splash has been shown in this session. */
export const SPLASH_SESSION_KEY = 'splashShown';

/** The attribute on `<html>` while this page shows the splash. */
export const SPLASH_DOCUMENT_ATTRIBUTE = 'data-splash';

/** The head's inline script (storage that throws, as in some private modes, means no splash). */
export const SPLASH_FLAG_SCRIPT =
  `try{sessionStorage.getItem(${JSON.stringify(SPLASH_SESSION_KEY)})!=="true"&&` +
  `document.documentElement.setAttribute(${JSON.stringify(SPLASH_DOCUMENT_ATTRIBUTE)},"")}catch(e){}`;

/**
 * The attribute of the page's root element naming the parts whose code loads after the page's
 * own (the footer, the reviews) that the server rendered into it: the app loads their code before
 * its first render, so that render takes the server's elements over as they are.
 */
export const RENDERED_PARTS_ATTRIBUTE = 'data-parts';

/**
 * The attribute the app sets on `<html>` once it has taken the page over. Until then the page is
 * the server's HTML alone, and its controls that need the app ignore taps (a choice made before
 * would be undone by the app's first render).
 */
export const APP_READY_ATTRIBUTE = 'data-app';

/**
 * A page the web app's server build rendered: its HTML, for inside the root element, and the
 * parts (see RENDERED_PARTS_ATTRIBUTE) rendered into it.
 */
export type RenderedPage = { html: string; parts: readonly string[] };

/** The English addresses of the localised pages, as one regular expression's source. */
const ENGLISH_LOCALISED = `^(?:${LOCALISED_PAGES.map((page) => page.replace(/:[^/]+/g, '[^/]+').replaceAll('/', '\\/')).join('|')})$`;

/**
 * The head's second inline script: a catalogue page opened at its English address by a shopper
 * who chose Hindi moves to its /hi address before it paints (the server keeps one page per
 * address for everybody, so the choice, in a cookie, is read here). The server allows it by its
 * hash like the splash's.
 */
export const LANGUAGE_REDIRECT_SCRIPT =
  `try{var p=location.pathname;` +
  `/(^|;\\s*)${LANGUAGE_COOKIE}=hi(;|$)/.test(document.cookie)&&/${ENGLISH_LOCALISED}/.test(p)&&` +
  `location.replace(${JSON.stringify(HINDI_PREFIX)}+(p==="/"?"":p)+location.search+location.hash)}catch(e){}`;
