import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

/** The fonts every storefront page paints with (the ₹ files are small enough to be inlined in the CSS). */
const PRELOADED_FONTS = ['inter-latin.woff2', 'space-grotesk-latin.woff2'];

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

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFonts()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The manifest says which chunks each screen loads: the page-weight budget test reads it.
    manifest: true,
    rollupOptions: {
      treeshake: {
        // Building a zod schema has no side effects: a schema the page never uses stays out of its
        // JavaScript, so code that only needs texts and constants from the shared package does not
        // load zod (see docs/decisions/0090).
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one chunk: React, the router, TanStack
          // Query, the layouts and the small shared modules they use would otherwise be a handful
          // of tiny chunks, each a request and each gzipped on its own (docs/decisions/0096).
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
});
