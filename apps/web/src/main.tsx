import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { APP_READY_ATTRIBUTE, RENDERED_PARTS_ATTRIBUTE } from '@shop/shared';
import './index.css';
import { App } from './app/app';
import { preloadScreen } from './app/router';
import { keepAccessTokenCopy } from './features/account';
import { preloadParts } from './lib/lazy-part';
import { takeOver } from './lib/take-over';

keepAccessTokenCopy();

// The first render waits for the screen's code (preloaded from the HTML) and for the code of the
// parts the server rendered into the page, so it takes the server's elements over as they are,
// with the answers the HTML brought (docs/decisions/0097, 0138). Parts in `<Later>` are taken
// over after it, one per task; the app's controls take taps once the last is (0140).
const root = document.getElementById('root')!;
const parts = root.getAttribute(RENDERED_PARTS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
void preloadScreen(window.location.pathname)
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
