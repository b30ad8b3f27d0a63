/**
 * The web app's pages as the server sees them: which paths exist (anything else answers 404 while
 * the app still shows its Page Not Found), which ones crawlers list, and which they stay out of.
 */

/** Every page of the web app by name, as its route in React Router's pattern syntax. */
export const PAGES = {
  home: '/',
  auth: '/auth',
  verify: '/verify',
  resetPassword: '/reset-password',
  products: '/products',
  product: '/product/:id',
  about: '/about',
  contact: '/contact',
  shipping: '/shipping',
  privacy: '/privacy',
  refund: '/refund',
  terms: '/terms',
  search: '/search',
  cart: '/cart',
  wishlist: '/wishlist',
  confirmOrder: '/confirm-order',
  myAccount: '/my-account',
  thankYou: '/thank-you',
  /** The shopper's answer to a failed delivery, from the mailed signed link (no log-in). */
  failedDelivery: '/failed-delivery/:token',
  profile: '/profile',
  adminDashboard: '/admin/dashboard',
  adminProducts: '/admin/products',
  adminDelivery: '/admin/delivery',
  adminGst: '/admin/gst',
  adminJobs: '/admin/jobs',
  adminPromotions: '/admin/promotions',
  unsubscribe: '/unsubscribe',
  /** The owner's page of one order: packing, shipping, payment and history. */
  adminOrder: '/admin/orders/:id',
  adminReturns: '/admin/returns',
  adminReviews: '/admin/reviews',
  adminCod: '/admin/cod',
  /** The page a COD order's mailed Confirm / Cancel links open (no sign-in). */
  confirmCod: '/confirm-cod/:id',
  /** The page a COD order's mailed "Pay online instead" link opens (no sign-in). */
  payOnline: '/pay-online/:id',
  /** The page an alert's one-tap Stop link opens (no sign-in). */
  alertStop: '/alerts/stop/:id',
} as const;

/** The catalogue's pages in Hindi live under this prefix: /hi, /hi/products, /hi/product/:id, /hi/search. */
export const HINDI_PREFIX = '/hi';

/** The pages that have a Hindi address of their own (crawlable, with hreflang alternates). */
export const LOCALISED_PAGES = [PAGES.home, PAGES.products, PAGES.product, PAGES.search] as const;

/** The Hindi address of a localised page pattern: '/' is '/hi', '/products' is '/hi/products'. */
export const hindiPattern = (page: string) => (page === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${page}`);

/** The Hindi page routes, in React Router's pattern syntax. */
export const HINDI_PAGES: readonly string[] = LOCALISED_PAGES.map(hindiPattern);

/** Every page route of the web app (any other path answers 404). */
export const WEB_ROUTES: readonly string[] = [...Object.values(PAGES), ...HINDI_PAGES];

/** The pages that read the same for everyone: the sitemap lists them (and every product page). */
export const CONTENT_PAGES = [
  '/',
  '/products',
  '/hi',
  '/hi/products',
  '/about',
  '/contact',
  '/shipping',
  '/privacy',
  '/refund',
  '/terms',
] as const;

/** Personal, transactional and admin paths: robots.txt asks crawlers to stay out of them. */
export const NOT_FOR_CRAWLERS = [
  '/api/',
  '/admin/',
  '/auth',
  '/verify',
  '/reset-password',
  '/cart',
  '/wishlist',
  '/unsubscribe',
  '/confirm-order',
  '/thank-you',
  '/failed-delivery/',
  '/confirm-cod/',
  '/pay-online/',
  '/alerts/',
  '/my-account',
  '/profile',
  '/search',
  '/hi/search',
] as const;
