import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { lazyPart } from '../../lib/lazy-part';
import { Later } from '../../lib/take-over';
import { useTexts } from '../../lib/i18n';
import { LanguageOffer } from '../language';
import { Header } from './header';
import { MobileBar } from './mobile-bar';

// Below the fold (and the floating contact buttons beside it): loaded after the page's own code.
const Footer = lazyPart('footer', () => import('./footer').then((m) => ({ default: m.Footer })));
const FloatingSocial = lazyPart('floating-social', () =>
  import('./footer').then((m) => ({ default: m.FloatingSocial })),
);

const skipLinkClass =
  'sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-[var(--radius-control)] focus:bg-ink focus:px-4 focus:py-3 focus:font-semibold focus:text-white';

/** Holds the page's height while a screen's code loads, so the footer does not jump up and back. */
const screenPlaceholder = <div className="min-h-dvh" />;

/** The common header and footer of every public and signed-in page. */
export function MainLayout() {
  const texts = useTexts().storefront;
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className={skipLinkClass}>
        {texts.skipToContent}
      </a>
      <Header />
      {/* Not in <Later>: it renders nothing until the page is the app's (a part there must render one element). */}
      <LanguageOffer />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={screenPlaceholder}>
          <Outlet />
        </Suspense>
      </main>
      <Later>
        <FloatingSocial />
      </Later>
      <Later>
        <Footer />
      </Later>
      <Later>
        <MobileBar />
      </Later>
    </div>
  );
}

/** /auth, /verify and /reset-password: no shared header or footer. */
export function BareLayout() {
  return (
    <main id="main" className="min-h-dvh">
      <Suspense fallback={screenPlaceholder}>
        <Outlet />
      </Suspense>
    </main>
  );
}
