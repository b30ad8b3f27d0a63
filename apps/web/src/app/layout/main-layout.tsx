import { Outlet } from 'react-router';
import { Footer, FloatingSocial } from './footer';
import { Header } from './header';
import { MobileBar } from './mobile-bar';

/** The common header and footer of every public and signed-in page. */
export function MainLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:p-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <FloatingSocial />
      <MobileBar />
    </div>
  );
}

/** /auth, /verify and /reset-password: no shared header or footer. */
export function BareLayout() {
  return (
    <main id="main" className="min-h-dvh">
      <Outlet />
    </main>
  );
}
