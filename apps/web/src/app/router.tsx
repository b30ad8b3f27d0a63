import { hindiPattern, PAGES } from '@shop/shared';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router';
import { AuthBootstrap } from './auth-bootstrap';
import { LanguageFollowsAddress } from './language';
import { RequireAdmin, RequireAuth } from './guards/require-auth';
import { BareLayout, MainLayout } from './layout/main-layout';
import { ScrollToTop } from './scroll-to-top';
import { SplashScreen } from './splash/splash-screen';
import { CartSync } from '../features/cart';
import { ResumePendingPurchase } from '../features/catalogue';
import { HINDI } from '../lib/hindi-parts';
import { withHindiPart, type HindiPart } from '../lib/i18n';
import { preloadableLazy } from '../lib/lazy-part';
import { useTakenOver } from '../lib/take-over';

type Module = { default: React.ComponentType };
type ScreenHandle = { preload: () => Promise<void> };

/**
 * Each screen is its own chunk, loaded when its route is first visited; the layouts show a
 * placeholder meanwhile (and keep the previous screen while navigating). The screen of the address
 * the app opens on is loaded before the first render (`preloadScreen`, its code preloaded from the
 * HTML), so the page paints whole at once instead of a placeholder first.
 */
const screen = (
  load: () => Promise<Module>,
  hindi?: HindiPart | HindiPart[],
): Pick<RouteObject, 'element' | 'handle'> => {
  const { Component: Screen, preload } = preloadableLazy(withHindiPart(load, hindi));
  const handle: ScreenHandle = { preload };
  return { element: <Screen />, handle };
};

function Root() {
  // The cart follows the session, which is settled after the take-over: its query waits with it.
  const takenOver = useTakenOver();
  return (
    <>
      <AuthBootstrap />
      <LanguageFollowsAddress />
      {takenOver ? <CartSync /> : null}
      {takenOver ? <ResumePendingPurchase /> : null}
      <ScrollToTop />
      <Outlet />
      {/* After the page: the browser's first render takes the server's elements over in order,
          so the page's are taken by the page, and the splash's by the splash. */}
      <SplashScreen />
    </>
  );
}

/**
 * The catalogue's screens, each one component for its English and its Hindi address: switching
 * language re-renders the page in place instead of loading a second copy of its screen.
 */
const CATALOGUE_SCREENS = {
  home: screen(() => import('./routes/home'), [HINDI.browse, HINDI.home]),
  products: screen(() => import('./routes/products'), [HINDI.browse, HINDI.list]),
  product: screen(() => import('./routes/product'), HINDI.browse),
  search: screen(() => import('./routes/search'), [HINDI.browse, HINDI.list]),
};

/** the route table. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <BareLayout />,
        children: [
          { path: PAGES.auth, ...screen(() => import('./routes/auth'), HINDI.account) },
          { path: PAGES.verify, ...screen(() => import('./routes/verify'), HINDI.account) },
          { path: PAGES.resetPassword, ...screen(() => import('./routes/reset-password'), HINDI.account) },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          { index: true, ...CATALOGUE_SCREENS.home },
          { path: PAGES.products, ...CATALOGUE_SCREENS.products },
          { path: PAGES.product, ...CATALOGUE_SCREENS.product },
          // The catalogue's pages in Hindi: the same screens at their /hi addresses (docs/decisions/0311).
          { path: hindiPattern(PAGES.home), ...CATALOGUE_SCREENS.home },
          { path: hindiPattern(PAGES.products), ...CATALOGUE_SCREENS.products },
          { path: hindiPattern(PAGES.product), ...CATALOGUE_SCREENS.product },
          { path: hindiPattern(PAGES.search), ...CATALOGUE_SCREENS.search },
          { path: PAGES.about, ...screen(() => import('./routes/about')) },
          { path: PAGES.contact, ...screen(() => import('./routes/contact'), HINDI.contact) },
          { path: PAGES.shipping, ...screen(() => import('./routes/shipping')) },
          { path: PAGES.privacy, ...screen(() => import('./routes/privacy')) },
          { path: PAGES.refund, ...screen(() => import('./routes/refund')) },
          { path: PAGES.terms, ...screen(() => import('./routes/terms')) },
          { path: PAGES.search, ...CATALOGUE_SCREENS.search },
          { path: PAGES.unsubscribe, ...screen(() => import('./routes/unsubscribe')) },
          { path: PAGES.failedDelivery, ...screen(() => import('./routes/failed-delivery'), HINDI.fromMails) },
          { path: PAGES.confirmCod, ...screen(() => import('./routes/confirm-cod'), HINDI.fromMails) },
          { path: PAGES.alertStop, ...screen(() => import('./routes/alert-stop'), HINDI.fromMails) },
          { path: PAGES.payOnline, ...screen(() => import('./routes/pay-online'), HINDI.fromMails) },
          {
            element: <RequireAuth />,
            children: [
              { path: PAGES.cart, ...screen(() => import('./routes/cart'), [HINDI.browse, HINDI.cart]) },
              { path: PAGES.wishlist, ...screen(() => import('./routes/wishlist'), [HINDI.browse, HINDI.list]) },
              { path: PAGES.confirmOrder, ...screen(() => import('./routes/confirm-order'), HINDI.checkout) },
              {
                path: PAGES.myAccount,
                ...screen(() => import('./routes/my-account'), [HINDI.checkout, HINDI.account, HINDI.myAccount]),
              },
              {
                path: PAGES.thankYou,
                ...screen(() => import('./routes/thank-you'), [HINDI.checkout, HINDI.myAccount]),
              },
              { path: PAGES.profile, ...screen(() => import('./routes/profile'), [HINDI.account, HINDI.myAccount]) },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              { path: PAGES.adminDashboard, ...screen(() => import('./routes/admin-dashboard')) },
              { path: PAGES.adminProducts, ...screen(() => import('./routes/admin-products')) },
              { path: PAGES.adminDelivery, ...screen(() => import('./routes/admin-delivery')) },
              { path: PAGES.adminGst, ...screen(() => import('./routes/admin-gst')) },
              { path: PAGES.adminJobs, ...screen(() => import('./routes/admin-jobs')) },
              { path: PAGES.adminPromotions, ...screen(() => import('./routes/admin-promotions')) },
              { path: PAGES.adminOrder, ...screen(() => import('./routes/admin-order')) },
              { path: PAGES.adminReturns, ...screen(() => import('./routes/admin-returns')) },
              { path: PAGES.adminReviews, ...screen(() => import('./routes/admin-reviews')) },
              { path: PAGES.adminCod, ...screen(() => import('./routes/admin-cod')) },
            ],
          },
          { path: '*', ...screen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

/** The screen for the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the code of the screen at `pathname` (call before the first render only). Never fails: a
 * screen that cannot load now is loaded (and its failure shown) by the router as usual.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((match) => (match.route.handle as ScreenHandle | undefined)?.preload().catch(() => undefined)),
  );
}
