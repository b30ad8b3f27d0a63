import { render, type ComponentChild } from 'preact';

/**
 * React DOM's client entry point for the production build on Preact (the app uses `createRoot`
 * alone). `createRoot(...).render`
 * takes over the elements the server rendered into the container: Preact's own first render
 * reuses the elements it finds there and corrects what differs, while its React compatibility
 * layer empties the container first and draws the page again. The parts whose code loads later
 * are loaded before that render (lib/lazy-part.tsx), as a part still loading would not take its
 * elements over (docs/decisions/0138).
 */
export function createRoot(container: Element) {
  return {
    render(children: ComponentChild) {
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}
