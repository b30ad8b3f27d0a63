import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import {
  FIRST_ANSWERS_ELEMENT_ID,
  RENDERED_PARTS_ATTRIBUTE,
  SERVER_MESSAGES,
  type ErrorBody,
  type Language,
  type RenderedPage,
} from '@shop/shared';
import { escapeHtml, jsonForScript } from '../lib/html/html.ts';
import type { PublicCacheRule } from './public-cache.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What a page adds to index.html's head: its title and ready (escaped) tags. */
export type PageHead = { title: string; tags: string[] };

/**
 * A route of the SPA whose HTML carries more than index.html: its own head (for crawlers and link
 * previews), its screen's code to preload, and the public answers it opens with.
 */
export type SpaPage = {
  path: string;
  /**
   * The page's head, or null when there is no such page (404); `language` is the page's when it
   * has one per language (its Hindi address asks for Hindi).
   */
  head?(params: Record<string, string>, language?: Language): Promise<PageHead | null>;
  /** The web build's module of the page's screen (a key of Vite's manifest): preloaded. */
  screen?: string;
  /**
   * The public GET API addresses (path under the API and query) whose answers the page opens
   * with: the server reads them and puts them in the HTML, so the app needs no call to paint.
   */
  firstAnswers?(request: FastifyRequest): string[];
  /**
   * A preload of the picture the page opens on, from its first answers or the web build's files
   * (`asset`: the built URL of a source file of the build).
   */
  imagePreload?(answers: Record<string, unknown>, asset: (source: string) => string | undefined): string | null;
  /** The page is the same for everybody: kept in memory, dropped by these tags. */
  publicCache?: PublicCacheRule;
};

/** The same page in another language: its `hreflang` and path. */
export type Alternate = { hreflang: string; path: string };

/** A page for the sitemap: its path, when it last changed, and the page in each language. */
export type SitemapEntry = { path: string; lastmod: Date; alternates?: readonly Alternate[] };

/**
 * The language of the page at a path (its `<html lang>`) and its addresses in every language
 * (hreflang alternates), or null for a page in the shop's one language.
 */
export type PageLanguage = (pathname: string) => { lang: string; alternates: readonly Alternate[] } | null;

/** Pages read in order, a slice at a time, so no request reads them all. */
export type SitemapSource = {
  count(): Promise<number>;
  slice(offset: number, limit: number): Promise<SitemapEntry[]>;
};

/** The sitemaps protocol's most URLs in one file: a larger shop's sitemap.xml is an index of files. */
export const SITEMAP_MAX_URLS = 50_000;

/** What crawlers are told: the shop's origin, paths to stay out of, and the pages to list. */
export type CrawlerOptions = {
  publicUrl: string;
  disallow: readonly string[];
  /** Pages that change with a release of the app: their lastmod is the build's date. */
  contentPages: readonly string[];
  /** Pages that change with data (products), read at each request a page at a time. */
  dataPages: SitemapSource;
  /** The most URLs one sitemap file lists (the protocol's 50,000 unless a test asks for fewer). */
  maxUrlsPerFile?: number;
  /** The picture link previews show for a content page (a path of the web build). */
  shareImage: string;
};

/** Whether `url` is one of the app's page routes (React Router patterns: `:param` is one segment). */
export function routeMatcher(routes: readonly string[]): (url: string) => boolean {
  const patterns = routes.map((route) => {
    const source = route
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return new RegExp(`^${source}/?$`);
  });
  return (url) => patterns.some((pattern) => pattern.test(url));
}

const xmlEscape = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** robots.txt: everything but the private paths, and where the sitemap is. */
export function robotsTxt(crawlers: Pick<CrawlerOptions, 'publicUrl' | 'disallow'>): string {
  return [
    'User-agent: *',
    ...crawlers.disallow.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', crawlers.publicUrl).toString()}`,
    '',
  ].join('\n');
}

/** sitemap.xml (sitemaps.org 0.9) of the given pages, with each page's languages (xhtml:link). */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const url = (path: string) => xmlEscape(new URL(path, publicUrl).toString());
  const urls = entries.map((entry) => {
    const alternates = (entry.alternates ?? []).map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${xmlEscape(alternate.hreflang)}" href="${url(alternate.path)}"/>`,
    );
    return `  <url><loc>${url(entry.path)}</loc><lastmod>${entry.lastmod.toISOString()}</lastmod>${alternates.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap index (sitemaps.org 0.9) naming `files` sitemaps: /sitemap-1.xml, /sitemap-2.xml, … */
export function sitemapIndexXml(publicUrl: string, files: number): string {
  const sitemaps = Array.from(
    { length: files },
    (_, i) => `  <sitemap><loc>${xmlEscape(new URL(`/sitemap-${i + 1}.xml`, publicUrl).toString())}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** index.html with the page's title and head tags (its generic description replaced). */
export function injectHead(html: string, head: PageHead): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s[^>]*name=["']description["'][^>]*>\s*/gi, '')
    .replace(/<\/head>/i, () => `    ${head.tags.join('\n    ')}\n  </head>`);
}

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/**
 * `<link rel="modulepreload">` for a screen's chunk and every chunk it imports statically, read
 * from Vite's manifest (the entry and what it imports are in index.html already). They load
 * beside the entry instead of after it has run.
 */
export function modulePreloads(manifest: Record<string, ManifestChunk>, screen: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(screen);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`);
}

/**
 * The page's first answers as a JSON script the app reads before its first render (not run:
 * `type="application/json"`; `<` and the like escaped, so no text in an answer can end it).
 */
export function firstAnswersScript(answers: Record<string, unknown>): string {
  return `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${jsonForScript(answers)}</script>`;
}

/**
 * Renders a public page's HTML as a visitor's browser first renders it (the web app's server
 * build): `url` is the page's path and query, `answers` its first answers. `parts` names the
 * parts whose code the app loads later that were rendered into it.
 */
export type PageRenderer = (url: string, answers: Record<string, unknown>) => Promise<RenderedPage>;

/** The web app's server build at `file`, or null without one (the browser then renders every page). */
export async function loadPageRenderer(file: string): Promise<PageRenderer | null> {
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: PageRenderer };
  return typeof module.renderPage === 'function' ? module.renderPage : null;
}

const ROOT_ELEMENT = /<div id="root"><\/div>/;

/** index.html with a rendered page inside its root element, where the app renders. */
export function fillRoot(html: string, page: RenderedPage): string {
  const parts = page.parts.length ? ` ${RENDERED_PARTS_ATTRIBUTE}="${escapeHtml(page.parts.join(' '))}"` : '';
  return html.replace(ROOT_ELEMENT, () => `<div id="root"${parts}>${page.html}</div>`);
}

/**
 * A page the server rendered paints without its code: the code then loads at low priority, after
 * the stylesheet and the page's picture rather than beside them. On a slow connection the first
 * screen appears and is complete sooner, and the code still arrives while the shopper looks.
 */
export function codeAtLowPriority(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
}

/** `tags` added at the end of the head, `body` at the end of the body. */
function addToPage(html: string, tags: string[], body: string): string {
  return html
    .replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`)
    .replace(/<\/body>/i, () => `  ${body}\n  </body>`);
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every
 * unknown non-API path answered with index.html so the router can show the page (or its 404).
 * The given pages (a product page) are answered with index.html carrying their own head, so
 * crawlers and link previews see them without running the app; an unknown one answers 404. With
 * `routes`, a path that is none of the app's pages answers 404 too (still with index.html, so the
 * app shows its Page Not Found): crawlers see no soft 404s. With `crawlers`, robots.txt and
 * sitemap.xml are served.
 */
async function spaPlugin(
  app: FastifyInstance,
  options: {
    distDir: string;
    pages?: SpaPage[];
    routes?: readonly string[];
    crawlers?: CrawlerOptions;
    /**
     * The web app's server build: the given pages are sent with their HTML rendered inside, so
     * they paint before the app's code has run (docs/decisions/0138).
     */
    renderer?: PageRenderer | null;
    /** Pages in more than one language: their `<html lang>` and hreflang alternates. */
    pageLanguage?: PageLanguage;
  },
) {
  /** `html` with the language of the page at `pathname` and links to it in the others. */
  const inLanguage = (html: string, pathname: string) => {
    const language = options.pageLanguage?.(pathname);
    if (!language || !options.crawlers) return html;
    const { publicUrl } = options.crawlers;
    const links = language.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(new URL(alternate.path, publicUrl).toString())}" />`,
    );
    return html
      .replace(/<html lang="[^"]*"/i, `<html lang="${escapeHtml(language.lang)}"`)
      .replace(/<\/head>/i, () => `  ${links.join('\n    ')}\n  </head>`);
  };
  const indexPath = path.join(options.distDir, 'index.html');
  const hasSpa = fs.existsSync(indexPath);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });

    const indexHtml = fs.readFileSync(indexPath, 'utf8');
    const manifestPath = path.join(options.distDir, '.vite', 'manifest.json');
    const manifest = fs.existsSync(manifestPath)
      ? (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
      : {};
    const asset = (source: string) => (manifest[source] ? `/${manifest[source].file}` : undefined);
    // Content pages name their canonical URL and carry a picture for link previews.
    const contentPages = new Map<string, string>();
    for (const pagePath of options.crawlers?.contentPages ?? []) {
      const { publicUrl, shareImage } = options.crawlers!;
      const url = escapeHtml(new URL(pagePath, publicUrl).toString());
      const image = escapeHtml(new URL(shareImage, publicUrl).toString());
      const html = indexHtml.replace(/<\/head>/i, () =>
        [
          `  <link rel="canonical" href="${url}" />`,
          `    <meta property="og:type" content="website" />`,
          `    <meta property="og:url" content="${url}" />`,
          `    <meta property="og:image" content="${image}" />`,
          `  </head>`,
        ].join('\n'),
      );
      contentPages.set(pagePath, html);
    }
    const pages = new Set((options.pages ?? []).map((page) => page.path));
    for (const [pagePath, html] of contentPages) {
      if (pages.has(pagePath)) continue;
      const page = inLanguage(html, pagePath);
      app.get(pagePath, { schema: { hide: true } }, async (_request, reply) =>
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page),
      );
    }

    /** The answers at `addresses`, read through the API itself (public answers come from memory). */
    const readAnswers = async (addresses: string[]): Promise<Record<string, unknown>> => {
      const answers = await Promise.all(
        addresses.map(async (address) => {
          const res = await app.inject({ method: 'GET', url: address, headers: { accept: 'application/json' } });
          if (res.statusCode !== 200) return null;
          return [address, (res.json() as { data?: unknown }).data] as const;
        }),
      );
      return Object.fromEntries(answers.filter((answer) => answer !== null));
    };

    /** The page rendered by the server build, or null (the browser renders it) when it fails. */
    const renderOnServer = async (request: FastifyRequest, answers: Record<string, unknown>) => {
      if (!options.renderer) return null;
      try {
        return await options.renderer(request.url, answers);
      } catch (error) {
        request.log.error({ err: error }, 'page not rendered on the server');
        return null;
      }
    };

    for (const page of options.pages ?? []) {
      const config = page.publicCache ? { publicCache: page.publicCache } : {};
      const baseHtml = contentPages.get(page.path) ?? indexHtml;
      const preloads = page.screen ? modulePreloads(manifest, page.screen) : [];
      app.get<{ Params: Record<string, string> }>(
        page.path,
        { schema: { hide: true }, config },
        async (request, reply) => {
          reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
          let head: PageHead | null = null;
          let answers: Record<string, unknown> = {};
          try {
            [head, answers] = await Promise.all([
              page.head ? page.head(request.params) : Promise.resolve(null),
              page.firstAnswers ? readAnswers(page.firstAnswers(request)) : Promise.resolve({}),
            ]);
          } catch (error) {
            // The page still works without its meta data and answers; the app loads its content itself.
            request.log.error({ err: error }, 'page meta data unavailable');
            return reply.header('cache-control', 'no-store').send(baseHtml);
          }
          if (page.head && !head) return reply.status(404).send(indexHtml);
          const html = inLanguage(head ? injectHead(baseHtml, head) : baseHtml, request.url.split('?')[0] ?? '/');
          const picture = page.imagePreload?.(answers, asset) ?? null;
          const rendered = await renderOnServer(request, answers);
          const pageHtml = addToPage(
            rendered ? fillRoot(html, rendered) : html,
            [...(picture ? [picture] : []), ...preloads],
            firstAnswersScript(answers),
          );
          return reply.send(rendered ? codeAtLowPriority(pageHtml) : pageHtml);
        },
      );
    }
  } else {
    app.log.warn({ distDir: options.distDir }, 'web build not found: run `npm run build` to serve the shop');
  }

  const crawlers = options.crawlers;
  if (crawlers) {
    // Content pages change with a release: the build's date (or the server's start without one).
    const builtAt = hasSpa ? fs.statSync(indexPath).mtime : new Date();
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(crawlers)),
    );
    const perFile = crawlers.maxUrlsPerFile ?? SITEMAP_MAX_URLS;
    const contentEntries = crawlers.contentPages.map((path): SitemapEntry => {
      const alternates = options.pageLanguage?.(path)?.alternates;
      return alternates ? { path, lastmod: builtAt, alternates } : { path, lastmod: builtAt };
    });
    /** The URLs from `start` on, at most `limit`: the content pages first, then the data pages. */
    const entriesFrom = async (start: number, limit: number): Promise<SitemapEntry[]> => {
      const content = contentEntries.slice(start, start + limit);
      const offset = Math.max(0, start - contentEntries.length);
      const rest = limit - content.length;
      return rest > 0 ? [...content, ...(await crawlers.dataPages.slice(offset, rest))] : content;
    };
    const xml = (reply: FastifyReply, body: string) =>
      reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);
    // Up to the protocol's limit, one file lists every page; past it, sitemap.xml is an index of
    // files of at most that many URLs each, and each file reads only its own slice of products.
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const total = contentEntries.length + (await crawlers.dataPages.count());
      if (total <= perFile) return xml(reply, sitemapXml(crawlers.publicUrl, await entriesFrom(0, perFile)));
      return xml(reply, sitemapIndexXml(crawlers.publicUrl, Math.ceil(total / perFile)));
    });
    app.get<{ Params: { n: string } }>('/sitemap-:n.xml', { schema: { hide: true } }, async (request, reply) => {
      const n = Number(request.params.n);
      const total = contentEntries.length + (await crawlers.dataPages.count());
      const files = total <= perFile ? 0 : Math.ceil(total / perFile);
      if (!Number.isInteger(n) || n < 1 || n > files) return reply.callNotFound();
      return xml(reply, sitemapXml(crawlers.publicUrl, await entriesFrom((n - 1) * perFile, perFile)));
    });
  }
  const isRoute = options.routes ? routeMatcher(options.routes) : () => true;

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/media/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && hasSpa) {
      return reply
        .status(isRoute(url) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(fs.createReadStream(indexPath));
    }
    return reply.status(404).send({
      success: false,
      code: 'NOT_FOUND',
      message: SERVER_MESSAGES.routeNotFound(request.method, url),
    } satisfies ErrorBody);
  });
}

export default fp(spaPlugin, { name: 'spa' });
