import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { isHindiPath, type RenderedPage } from '@shop/shared';
import { AppProviders } from './app/app';
import { AppRoutes, preloadScreen } from './app/router';
import { withFirstAnswers } from './lib/first-answers';
import { showLanguage } from './lib/i18n';
import { takeRenderedParts } from './lib/lazy-part';

/** The render in progress: pages are rendered one after another, as their answers are the module's. */
let rendering: Promise<unknown> = Promise.resolve();

/**
 * The HTML of a public page as a visitor's browser first shows it, for the server to send inside
 * the page's root element: the page paints before its code has run, and the app's first render in
 * the browser takes these elements over (docs/decisions/0138).
 *
 * Parts whose code the browser loads later (the footer, the reviews) are rendered whole and
 * named in `parts`: the app loads their code before its first render.
 *
 * `url` is the page's path and query; `answers` the public answers the page opens with, as the
 * server also puts them in the page for the app.
 */
export function renderPage(url: string, answers: Record<string, unknown>): Promise<RenderedPage> {
  const render = async (): Promise<RenderedPage> => {
    const { pathname } = new URL(url, 'http://server');
    // The server renders a page in its address's language: Hindi under /hi, else English (a
    // remembered Hindi choice moves an English address to /hi before it paints).
    await Promise.all([showLanguage(isHindiPath(pathname) ? 'hi' : 'en'), preloadScreen(pathname)]);
    takeRenderedParts();
    const html = await withFirstAnswers(answers, async () =>
      renderToStringAsync(
        <AppProviders>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>,
      ),
    );
    return { html, parts: takeRenderedParts() };
  };
  const page = rendering.then(render, render);
  rendering = page.catch(() => undefined);
  return page;
}
