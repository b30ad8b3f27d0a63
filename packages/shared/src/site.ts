/**
 * The web app's pages as the server sees them: which paths exist (anything else answers 404 while
 * the app still shows its Page Not Found), which ones crawlers list, and which they stay out of.
 */

/** Every page route of the web app, in React Router's pattern syntax. */
export const WEB_ROUTES = [
  '/',
  '/auth',
  '/verify',
  '/reset-password',
  '/products',
  '/product/:id',
  '/about',
  '/contact',
  '/shipping',
  '/privacy',
  '/refund',
  '/terms',
  '/search',
  '/cart',
  '/wishlist',
  '/confirm-order',
  '/my-account',
  '/thank-you',
  '/profile',
  '/admin/dashboard',
  '/admin/products',
] as const;

/** The pages that read the same for everyone: the sitemap lists them (and every product page). */
export const CONTENT_PAGES = [
  '/',
  '/products',
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
  '/confirm-order',
  '/thank-you',
  '/my-account',
  '/profile',
  '/search',
] as const;
