import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { LANGUAGE_REDIRECT_SCRIPT, SPLASH_FLAG_SCRIPT } from '../../packages/shared/src/server-rendering.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

/**
 * The production build runs on Preact's React compatibility layer instead of React DOM: about 55 KB
 * less gzipped JavaScript on every page (docs/decisions/0090). Every React entry point is pointed
 * at one file of the one installed Preact, so the app, React Router, TanStack Query and the form
 * library share a single copy. Preact ships minified, with one-letter function names: no
 * `treeshake.manualPureFunctions` may name one (marking zod's `z` pure dropped Preact's style
 * setter and more, and the page rendered empty). The dev server and the component tests keep React.
 */
const preactDir = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const preact = (file: string) => path.join(preactDir, file);
const PREACT_ALIASES = [
  // With the React 19 hooks the compatibility layer lacks (src/lib/react-on-preact.ts).
  { find: /^react$/, replacement: path.resolve(import.meta.dirname, 'src/lib/react-on-preact.ts') },
  { find: /^react-dom$/, replacement: preact('compat/dist/compat.module.js') },
  // The app's own: the first render takes over the elements the server rendered (src/lib/preact-client.ts).
  { find: /^react-dom\/client$/, replacement: path.resolve(import.meta.dirname, 'src/lib/preact-client.ts') },
  { find: /^react\/jsx-runtime$/, replacement: preact('jsx-runtime/dist/jsxRuntime.module.js') },
  { find: /^react\/jsx-dev-runtime$/, replacement: preact('jsx-runtime/dist/jsxRuntime.module.js') },
  { find: /^preact\/compat$/, replacement: preact('compat/dist/compat.module.js') },
  { find: /^preact\/hooks$/, replacement: preact('hooks/dist/hooks.module.js') },
  { find: /^preact$/, replacement: preact('dist/preact.module.js') },
];

/**
 * React Router's package points every bundler at its development build (checks and warnings for
 * the developer); the build takes its production one: a third less of the router's work when a
 * page first renders, measured at a phone's processor speed (docs/decisions/0138).
 */
const routerDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const ROUTER_PRODUCTION = { find: /^react-router$/, replacement: path.join(routerDir, 'dist/production/index.mjs') };

/** Every `'zod'` import gets zod with code generation off (src/lib/zod-without-eval.ts says why). */
const ZOD_WITHOUT_EVAL = {
  find: /^zod$/,
  replacement: path.resolve(import.meta.dirname, 'src/lib/zod-without-eval.ts'),
};

/**
 * The small modules the storefront screens share (the UI kit, the catalogue's cards, icons,
 * texts, money): one chunk instead of a dozen of 1–2 KB, each of which was a request of its own
 * in the page's critical chain (docs/decisions/0097). Only the storefront's own domains' texts:
 * a group takes every module it matches from every chunk, and matching all of the shared texts put
 * the owner's screens' (returns, jobs, shipping, COD rules…) into every storefront page's first
 * load. A screen's own texts (`*-page.texts.ts`) stay with the screen (0313).
 */
const STOREFRONT_PARTS =
  /[\\/](src[\\/]components[\\/]ui|src[\\/]features[\\/](catalogue|wishlist|cart|reviews|delivery|stock-alerts)[\\/](api|components[\\/](rating|color-dots|product-card|product-grid|responsive-image))|lucide-react|packages[\\/]shared[\\/]src[\\/]((common|money)\.ts|common\.texts\.ts|(storefront|catalogue|cart|wishlist|reviews|delivery|stock-alerts)[\\/](?!.*-page\.texts)[^\\/]*(texts|money|fit-finder|size-chart)\.ts))/;

/**
 * The Hindi catalogue's modules that more than one part shares (the translator, the cart's and the
 * customer photos' twins): one chunk with the browse part's first load instead of a chunk each,
 * each gzipped on its own (docs/decisions/0318).
 */
const HINDI_SHARED =
  /packages[\\/]shared[\\/]src[\\/](i18n[\\/]translate|cart[\\/]cart\.texts\.hi|customer-photos[\\/]customer-photos\.texts\.hi)\.ts$/;

/**
 * The customer photos' texts and rules (0.4 KB and 0.2 KB gzipped), which the product page's
 * reviews, the photo picker and My Account read together: one chunk instead of two, each chunk's
 * name being in every page's first load (docs/decisions/0323 measured 176 B off the Hindi product
 * page). The product page's own texts stay apart: with them My Account would load 1.5 KB it does
 * not show.
 */
const CUSTOMER_PHOTOS_TEXTS = /packages[\\/]shared[\\/]src[\\/]customer-photos[\\/]customer-photos\.(texts|rules)\.ts$/;

/** The fonts every storefront page paints with (the ₹ files are small enough to be inlined in the CSS). */
const PRELOADED_FONTS = ['inter-latin.woff2', 'space-grotesk-latin.woff2'];

/**
 * Puts the splash's inline script first in index.html's head: it decides, before the page
 * paints, whether the splash the server rendered is shown (`server-rendering.ts` in the shared
 * package). Before it, the language's: a shopper who chose Hindi is moved to the page's /hi address.
 */
function splashFlag(): Plugin {
  return {
    name: 'shop:splash-flag',
    transformIndexHtml: () => [
      { tag: 'script', children: LANGUAGE_REDIRECT_SCRIPT, injectTo: 'head-prepend' },
      { tag: 'script', children: SPLASH_FLAG_SCRIPT, injectTo: 'head-prepend' },
    ],
  };
}

/** Adds `<link rel="preload" as="font">` for the built (hashed) font files to index.html. */
function preloadFonts(): Plugin {
  return {
    name: 'shop:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.values(ctx.bundle ?? {}).filter(
          (file) => file.type === 'asset' && file.names.some((name) => PRELOADED_FONTS.includes(name)),
        );
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head-prepend' as const,
        }));
      },
    },
  };
}

/**
 * The server's build (`vite build --ssr`): the module that renders a public page's HTML on the
 * server (src/entry-server.tsx), with Preact and every library in it, so the API loads one file
 * with no dependency of the web app's own (docs/decisions/0138).
 */
const SERVER_BUILD = {
  ssr: true,
  outDir: 'dist-server',
  emptyOutDir: true,
  target: 'node24',
  rollupOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: 'entry-server.js' } },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), splashFlag(), preloadFonts()],
  resolve: { alias: [ZOD_WITHOUT_EVAL, ...(command === 'build' ? [...PREACT_ALIASES, ROUTER_PRODUCTION] : [])] },
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: isSsrBuild
    ? SERVER_BUILD
    : {
        target: 'es2022',
        sourcemap: true,
        // The manifest says which chunks each screen loads: the page-weight budget test reads it.
        manifest: true,
        rollupOptions: {
          output: {
            codeSplitting: {
              // Everything the entry imports statically is one chunk: React, the router, TanStack
              // Query, the layouts and the small shared modules they use would otherwise be a handful
              // of tiny chunks, each a request and each gzipped on its own (docs/decisions/0096).
              groups: [
                { name: 'shell', tags: ['$initial'], priority: 2 },
                { name: 'storefront', test: STOREFRONT_PARTS, priority: 1 },
                { name: 'hindi-shared', test: HINDI_SHARED, priority: 1 },
                { name: 'customer-photos', test: CUSTOMER_PHOTOS_TEXTS, priority: 1 },
              ],
            },
          },
        },
      },
}));
