import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONTENT_PAGES,
  englishPath,
  FIRST_ANSWERS,
  hindiPattern,
  Id,
  isHindiPath,
  isLocalisedPath,
  LANGUAGE_TAGS,
  NOT_FOR_CRAWLERS,
  PAGES,
  pathInLanguage,
  WEB_ROUTES,
  type Language,
  type ProductList,
} from '@shop/shared';
import type { Config } from './config.ts';
import media from './plugins/media.ts';
import spa, {
  loadPageRenderer,
  type PageHead,
  type PageLanguage,
  type SitemapSource,
  type SpaPage,
} from './plugins/spa.ts';
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

/**
 * A catalogue page is in Hindi under /hi and in English elsewhere, and names both addresses
 * (English the default for any other language); other pages have one address (docs/decisions/0311).
 */
const pageLanguage: PageLanguage = (pathname) => {
  if (!isLocalisedPath(pathname)) return null;
  const english = englishPath(pathname);
  return {
    lang: LANGUAGE_TAGS[isHindiPath(pathname) ? 'hi' : 'en'],
    alternates: [
      { hreflang: 'en-IN', path: english },
      { hreflang: 'hi-IN', path: pathInLanguage(english, 'hi') },
      { hreflang: 'x-default', path: english },
    ],
  };
};

/** The language of a catalogue page's address: its first answers are read in it. */
const languageOf = (request: FastifyRequest): Language => (isHindiPath(request.url.split('?')[0] ?? '/') ? 'hi' : 'en');

/**
 * The Hindi page of each English catalogue page: the same screen and cache, its answers and head
 * in Hindi (a product's Hindi name and story where the admin wrote them).
 */
function inHindi(page: SpaPage, publicUrl: string): SpaPage {
  const path = hindiPattern(page.path);
  const head = page.head;
  return {
    ...page,
    path,
    // The head names the Hindi address as the page's own (canonical, link previews).
    ...(head
      ? {
          head: async (params: Record<string, string>): Promise<PageHead | null> => {
            const english = await head(params, 'hi');
            if (!english) return null;
            const own = new URL(page.path.replace(':id', params.id ?? ''), publicUrl).toString();
            const hindi = new URL(pathInLanguage(new URL(own).pathname, 'hi'), publicUrl).toString();
            return { ...english, tags: english.tags.map((tag) => tag.replaceAll(`"${own}"`, `"${hindi}"`)) };
          },
        }
      : {}),
  };
}

/** Every product page of `source`, in English and then in Hindi, each naming both. */
function inBothLanguages(source: SitemapSource): SitemapSource {
  return {
    count: async () => 2 * (await source.count()),
    slice: async (offset, limit) => {
      const first = Math.floor(offset / 2);
      const products = await source.slice(first, Math.ceil((offset + limit) / 2) - first);
      const both = products.flatMap((entry) => {
        const alternates = pageLanguage(entry.path)?.alternates ?? [];
        const hindi = pathInLanguage(entry.path, 'hi');
        return [
          { ...entry, alternates },
          { ...entry, path: hindi, alternates },
        ];
      });
      return both.slice(offset - 2 * first, offset - 2 * first + limit);
    },
  };
}

async function webApp(app: FastifyInstance, renderer: Awaited<ReturnType<typeof loadPageRenderer>>) {
  const { config } = app;
  await app.register(media, { storage: app.storage });
  const catalogue: string[] = [PAGES.home, PAGES.products, PAGES.product];
  const pages: SpaPage[] = [
    {
      path: PAGES.home,
      screen: 'src/app/routes/home.tsx',
      firstAnswers: (request) => FIRST_ANSWERS.home(languageOf(request)),
      imagePreload: (_answers, asset) => heroPreload(asset),
      publicCache: () => [],
    },
    {
      path: PAGES.products,
      screen: 'src/app/routes/products.tsx',
      firstAnswers: (request) =>
        FIRST_ANSWERS.products(new URL(request.url, 'http://page').searchParams, languageOf(request)),
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
      head: ({ id }, language = 'en') => productPageHead(app.db, id ?? '', config.publicUrl, language),
      screen: 'src/app/routes/product.tsx',
      firstAnswers: (request) => {
        const { id } = request.params as { id: string };
        return Id.safeParse(id).success ? FIRST_ANSWERS.product(id, languageOf(request)) : [];
      },
      publicCache: (request) => [productTag((request.params as { id: string }).id)],
    },
  ];
  await app.register(spa, {
    distDir: config.webDistDir,
    renderer,
    // The storefront's entry pages come with their screen's code preloaded and the public
    // catalogue answers they open with (docs/decisions/0097); kept like those answers are. The
    // catalogue's are also served in Hindi under /hi (docs/decisions/0311).
    pages: [
      ...pages,
      ...pages.filter((page) => catalogue.includes(page.path)).map((page) => inHindi(page, config.publicUrl)),
    ],
    pageLanguage,
    routes: WEB_ROUTES,
    crawlers: {
      publicUrl: config.publicUrl,
      disallow: NOT_FOR_CRAWLERS,
      contentPages: CONTENT_PAGES,
      dataPages: inBothLanguages(productSitemapEntries(app.db)),
      shareImage: '/icon-512.png',
    },
  });
}
