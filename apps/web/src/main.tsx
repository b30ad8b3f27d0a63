import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { APP_READY_ATTRIBUTE, isHindiPath, RENDERED_PARTS_ATTRIBUTE } from '@shop/shared';
import './index.css';
import { App } from './app/app';
import { preloadScreen } from './app/router';
import { keepAccessTokenCopy } from './features/account';
import { languageOfPage, rememberLanguage, showLanguage } from './lib/i18n';
import { preloadParts } from './lib/lazy-part';
import { takeOver } from './lib/take-over';

keepAccessTokenCopy();

// The first render waits for the screen's code (preloaded from the HTML) and for the code of the
// parts the server rendered into the page, so it takes the server's elements over as they are,
// with the answers the HTML brought (docs/decisions/0097, 0138). Parts in `<Later>` are taken
// over after it, one per task; the app's controls take taps once the last is (0140).
const root = document.getElementById('root')!;
const parts = root.getAttribute(RENDERED_PARTS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
// A Hindi address is a choice of Hindi too: the server's answers and the next visit follow it.
if (isHindiPath(window.location.pathname)) rememberLanguage('hi');
// The page's texts are in its language from the first render (Hindi's loaded beside the screen).
void Promise.all([
  showLanguage(languageOfPage(window.location.pathname, document.cookie)),
  preloadScreen(window.location.pathname),
])
  .then(() => preloadParts(parts))
  .then(() =>
    takeOver(root, () =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  )
  .then(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''));
