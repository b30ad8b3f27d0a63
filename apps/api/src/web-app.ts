import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CONTENT_PAGES, FIRST_ANSWERS, Id, NOT_FOR_CRAWLERS, PAGES, WEB_ROUTES, type ProductList } from '@shop/shared';
import type { Config } from './config.ts';
import media from './plugins/media.ts';
import spa, { loadPageRenderer } from './plugins/spa.ts';
import { productTag } from './lib/public-cache/public-cache.ts';
import { firstCardPreload, heroPreload, productPageHead, productSitemapEntries } from './modules/catalogue/index.ts';

/**
 * The web app: uploaded media, and the built SPA with its entry pages rendered on the server.
 * Registered after the modules: their routes (customers' photos among the media) come first. The
 * server's page renderer is loaded first, outside the plugin, whose start Fastify times.
 */
export async function openWebApp(config: Config) {
  const renderer = await loadPageRenderer(path.join(config.webDistDir, '..', 'dist-server', 'entry-server.js'));
  return fp(async (app: FastifyInstance) => webApp(app, renderer), { name: 'web-app', dependencies: ['adapters'] });
}

async function webApp(app: FastifyInstance, renderer: Awaited<ReturnType<typeof loadPageRenderer>>) {
  const { config } = app;
  await app.register(media, { storage: app.storage });
  await app.register(spa, {
    distDir: config.webDistDir,
    renderer,
    // The storefront's entry pages come with their screen's code preloaded and the public
    // catalogue answers they open with (docs/decisions/0097); kept like those answers are.
    pages: [
      {
        path: PAGES.home,
        screen: 'src/app/routes/home.tsx',
        firstAnswers: () => FIRST_ANSWERS.home(),
        imagePreload: (_answers, asset) => heroPreload(asset),
        publicCache: () => [],
      },
      {
        path: PAGES.products,
        screen: 'src/app/routes/products.tsx',
        firstAnswers: (request) => FIRST_ANSWERS.products(new URL(request.url, 'http://page').searchParams),
        imagePreload: (answers) => firstCardPreload(Object.values(answers)[0] as ProductList | undefined),
        publicCache: () => [],
      },
      // The log-in page paints its form from the HTML, its code preloaded beside the entry's
      // instead of found one chunk after another (docs/decisions/0282). It reads the same for
      // everybody, so it is kept like the storefront's pages.
      {
        path: PAGES.auth,
        screen: 'src/app/routes/auth.tsx',
        publicCache: () => [],
      },
      {
        path: PAGES.product,
        head: ({ id }) => productPageHead(app.db, id ?? '', config.publicUrl),
        screen: 'src/app/routes/product.tsx',
        firstAnswers: (request) => {
          const { id } = request.params as { id: string };
          return Id.safeParse(id).success ? FIRST_ANSWERS.product(id) : [];
        },
        publicCache: (request) => [productTag((request.params as { id: string }).id)],
      },
    ],
    routes: WEB_ROUTES,
    crawlers: {
      publicUrl: config.publicUrl,
      disallow: NOT_FOR_CRAWLERS,
      contentPages: CONTENT_PAGES,
      dataPages: productSitemapEntries(app.db),
      shareImage: '/icon-512.png',
    },
  });
}
