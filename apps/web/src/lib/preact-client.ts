import { hydrate, render, type ComponentChild } from 'preact';

/**
 * React DOM's client entry point for the production build on Preact (the app uses `createRoot`
 * alone). `createRoot(...).render` hydrates what the server rendered into the container: Preact
 * reuses those elements and attaches the app's handlers, while its React compatibility layer
 * would empty the container and draw the page again. Over an empty container it renders as usual.
 * The first render must match the server's (lib/take-over.tsx, docs/decisions/0140).
 */
export function createRoot(container: Element) {
  return {
    render(children: ComponentChild) {
      hydrate(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}
