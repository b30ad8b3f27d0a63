import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { AuthBootstrap } from './auth-bootstrap';
import { RequireAdmin, RequireAuth } from './guards/require-auth';
import { BareLayout, MainLayout } from './layout/main-layout';
import { ScrollToTop } from './scroll-to-top';
import { SplashScreen } from './splash/splash-screen';
import { CartSync } from '../features/cart';

type Module = { default: React.ComponentType };
/** Each screen is its own chunk, loaded when its route is first visited. */
const screen = (load: () => Promise<Module>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

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
          { path: '/auth', ...screen(() => import('./routes/auth')) },
          { path: '/verify', ...screen(() => import('./routes/verify')) },
          { path: '/reset-password', ...screen(() => import('./routes/reset-password')) },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          { index: true, ...screen(() => import('./routes/home')) },
          { path: '/products', ...screen(() => import('./routes/products')) },
          { path: '/product/:id', ...screen(() => import('./routes/product')) },
          { path: '/about', ...screen(() => import('./routes/about')) },
          { path: '/contact', ...screen(() => import('./routes/contact')) },
          { path: '/shipping', ...screen(() => import('./routes/shipping')) },
          { path: '/privacy', ...screen(() => import('./routes/privacy')) },
          { path: '/refund', ...screen(() => import('./routes/refund')) },
          { path: '/terms', ...screen(() => import('./routes/terms')) },
          { path: '/search', ...screen(() => import('./routes/search')) },
          {
            element: <RequireAuth />,
            children: [
              { path: '/cart', ...screen(() => import('./routes/cart')) },
              { path: '/wishlist', ...screen(() => import('./routes/wishlist')) },
              { path: '/confirm-order', ...screen(() => import('./routes/confirm-order')) },
              { path: '/my-account', ...screen(() => import('./routes/my-account')) },
              { path: '/thank-you', ...screen(() => import('./routes/thank-you')) },
              { path: '/profile', ...screen(() => import('./routes/profile')) },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              { path: '/admin/dashboard', ...screen(() => import('./routes/admin-dashboard')) },
              { path: '/admin/products', ...screen(() => import('./routes/admin-products')) },
            ],
          },
          { path: '*', ...screen(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
