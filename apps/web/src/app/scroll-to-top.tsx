import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change starts at the top of the page (a #hash scrolls to its element instead). */
export function ScrollToTop() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(hash.slice(1))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, search, hash]);
  return null;
}
