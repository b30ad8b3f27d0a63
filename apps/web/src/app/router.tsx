import { lazy } from 'react';
import { PAGES } from '@shop/shared';
import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { AuthBootstrap } from './auth-bootstrap';
import { RequireAdmin, RequireAuth } from './guards/require-auth';
import { BareLayout, MainLayout } from './layout/main-layout';
import { ScrollToTop } from './scroll-to-top';
import { SplashScreen } from './splash/splash-screen';
import { CartSync } from '../features/cart';

type Module = { default: React.ComponentType };
/**
 * Each screen is its own chunk, loaded when its route is first visited; the layouts show a
 * placeholder meanwhile (and keep the previous screen while navigating).
 */
const screen = (load: () => Promise<Module>): Pick<RouteObject, 'element'> => {
  const Screen = lazy(load);
  return { element: <Screen /> };
};

function Root() {
  return (
    <>
      <AuthBootstrap />
      <CartSync />
      <ScrollToTop />
      <SplashScreen />
      <Outlet />
    </>
  );
}

/** the route table. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <BareLayout />,
        children: [
          { path: PAGES.auth, ...screen(() => import('./routes/auth')) },
          { path: PAGES.verify, ...screen(() => import('./routes/verify')) },
          { path: PAGES.resetPassword, ...screen(() => import('./routes/reset-password')) },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          { index: true, ...screen(() => import('./routes/home')) },
          { path: PAGES.products, ...screen(() => import('./routes/products')) },
          { path: PAGES.product, ...screen(() => import('./routes/product')) },
          { path: PAGES.about, ...screen(() => import('./routes/about')) },
          { path: PAGES.contact, ...screen(() => import('./routes/contact')) },
          { path: PAGES.shipping, ...screen(() => import('./routes/shipping')) },
          { path: PAGES.privacy, ...screen(() => import('./routes/privacy')) },
          { path: PAGES.refund, ...screen(() => import('./routes/refund')) },
          { path: PAGES.terms, ...screen(() => import('./routes/terms')) },
          { path: PAGES.search, ...screen(() => import('./routes/search')) },
          {
            element: <RequireAuth />,
            children: [
              { path: PAGES.cart, ...screen(() => import('./routes/cart')) },
              { path: PAGES.wishlist, ...screen(() => import('./routes/wishlist')) },
              { path: PAGES.confirmOrder, ...screen(() => import('./routes/confirm-order')) },
              { path: PAGES.myAccount, ...screen(() => import('./routes/my-account')) },
              { path: PAGES.thankYou, ...screen(() => import('./routes/thank-you')) },
              { path: PAGES.profile, ...screen(() => import('./routes/profile')) },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              { path: PAGES.adminDashboard, ...screen(() => import('./routes/admin-dashboard')) },
              { path: PAGES.adminProducts, ...screen(() => import('./routes/admin-products')) },
              { path: PAGES.adminDelivery, ...screen(() => import('./routes/admin-delivery')) },
              { path: PAGES.adminGst, ...screen(() => import('./routes/admin-gst')) },
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
