import { Outlet } from 'react-router';
import { FloatingSocial, Footer } from './footer';
import { Header } from './header';
import { MobileBar } from './mobile-bar';

const skipLinkClass =
  'sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-[var(--radius-control)] focus:bg-ink focus:px-4 focus:py-3 focus:font-semibold focus:text-white';

/** The common header and footer of every public and signed-in page. */
export function MainLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className={skipLinkClass}>
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <FloatingSocial />
      <Footer />
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
