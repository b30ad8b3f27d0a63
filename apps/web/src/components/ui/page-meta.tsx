import { useEffect } from 'react';
import { STORE } from '@shop/shared';

/**
 * The page's title and meta description, written into the document's head while the page is
 * shown and put back as they were when it goes. The generic description index.html ships for
 * crawlers is taken out while a page names its own, so a page has one description. Written from
 * an effect rather than rendered as `<title>`/`<meta>` elements: only React 19 hoists those into
 * the head, the runtime the production build uses does not (docs/decisions/0090).
 */
export function PageMeta({ title, description }: { title: string; description?: string | undefined }) {
  const fullTitle = `${title} | ${STORE.name}`;
  useEffect(() => {
    const previous = document.title;
    document.title = fullTitle;
    return () => {
      document.title = previous;
    };
  }, [fullTitle]);
  useEffect(() => {
    if (!description) return;
    const generic = [...document.head.querySelectorAll('meta[name="description"]:not([data-page-meta])')];
    for (const meta of generic) meta.remove();
    const own = document.createElement('meta');
    own.name = 'description';
    own.content = description;
    own.setAttribute('data-page-meta', '');
    document.head.append(own);
    return () => {
      own.remove();
      document.head.append(...generic);
    };
  }, [description]);
  return null;
}
