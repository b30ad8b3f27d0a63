import { useEffect } from 'react';
import { STORE } from '@shop/shared';

/**
 * The page's <title> and meta description, as React 19 elements hoisted into <head>. The generic
 * description index.html ships for crawlers is removed while a page names its own, so a page has
 * one description.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  useEffect(() => {
    if (!description) return;
    for (const meta of document.head.querySelectorAll('meta[name="description"]:not([data-page-meta])')) {
      meta.remove();
    }
  }, [description]);
  return (
    <>
      <title>{`${title} | ${STORE.name}`}</title>
      {description ? <meta name="description" content={description} data-page-meta="" /> : null}
    </>
  );
}
