import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { APP_READY_ATTRIBUTE, RENDERED_PARTS_ATTRIBUTE } from '@shop/shared';
import './index.css';
import { App } from './app/app';
import { preloadScreen } from './app/router';
import { keepAccessTokenCopy } from './features/account';
import { preloadParts } from './lib/lazy-part';

keepAccessTokenCopy();

// The first render waits for the screen's code (preloaded from the HTML) and for the code of the
// parts the server rendered into the page, so it paints once, whole, with the answers the HTML
// brought, over the server's elements (docs/decisions/0097, 0138).
const root = document.getElementById('root')!;
const parts = root.getAttribute(RENDERED_PARTS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
void preloadScreen(window.location.pathname)
  .then(() => preloadParts(parts))
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  });
