import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { preloadScreen } from './app/router';
import { keepAccessTokenCopy } from './features/account';

keepAccessTokenCopy();

// The first render waits for the screen's code (preloaded from the HTML), so the page paints once,
// whole, with the answers the HTML brought (docs/decisions/0097).
void preloadScreen(window.location.pathname).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
