/**
 * Settings of the web app alone: timings, device storage keys and the look of toasts. The API
 * never reads them, so they live here rather than in the shared package.
 */

/** Queries are retried once. */
export const QUERY_RETRY = 1;

/** The header turns compact once the page is scrolled this far (docs/decisions/0051). */
export const HEADER_COMPACT_SCROLL_PX = 50;

/** The splash shows for this long (once per browser session: see SPLASH_SESSION_KEY). */
export const SPLASH_DURATION_MS = 5000;
/** How long a "you will be taken to sign in" message stays before the redirect. */
export const REDIRECT_DELAY_MS = 2000;

/** The signed-in user, kept on the device (localStorage) between visits. */
export const USER_STORAGE_KEY = 'user';
/** The fit finder's answers, kept on the device (localStorage) so the shopper answers once. */
export const FIT_FINDER_STORAGE_KEY = 'fitFinder';
/**
 * The add to cart or wishlist that sent a shopper to log in, kept on the device (localStorage) and
 * finished once they are signed in, if that happens within the half hour (docs/decisions/0191).
 */
export const PENDING_PURCHASE_STORAGE_KEY = 'pendingPurchase';
export const PENDING_PURCHASE_TTL_MS = 30 * 60 * 1000;
/** The products looked at on this device (localStorage), newest first, for "Recently viewed". */
export const RECENTLY_VIEWED_STORAGE_KEY = 'recentlyViewed';
export const RECENTLY_VIEWED_MAX = 8;
/** Session storage key of the last PIN checked on a product page, reused at checkout. */
export const DELIVERY_PIN_SESSION_KEY = 'deliveryPin';

/** The admin's variant search waits for a pause in typing this long. */
export const VARIANT_SEARCH_DEBOUNCE_MS = 300;
/** How long the admin's image counts are reused before being fetched again. */
export const IMAGE_COUNT_CACHE_SECONDS = 300;

export const TOAST_OPTIONS = {
  position: 'bottom-right',
  autoClose: 3000,
  hideProgressBar: false,
  newestOnTop: true,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  theme: 'light',
} as const;
