import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES, type ErrorBody } from '@shop/shared';
import { escapeHtml } from '../lib/html/html.ts';
import type { PublicCacheRule } from './public-cache.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What a page adds to index.html's head: its title and ready (escaped) tags. */
export type PageHead = { title: string; tags: string[] };

/** A route of the SPA whose HTML carries its own head (for crawlers and link previews). */
export type SpaPage = {
  path: string;
  head(params: Record<string, string>): Promise<PageHead | null>;
  /** The page is the same for everybody: kept in memory, dropped by these tags. */
  publicCache?: PublicCacheRule;
};

/** index.html with the page's title and head tags (its generic description replaced). */
export function injectHead(html: string, head: PageHead): string {
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s[^>]*name=["']description["'][^>]*>\s*/gi, '')
    .replace(/<\/head>/i, () => `    ${head.tags.join('\n    ')}\n  </head>`);
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every
 * unknown non-API path answered with index.html so the router can show the page (or its 404).
 * The given pages (a product page) are answered with index.html carrying their own head, so
 * crawlers and link previews see them without running the app; an unknown one answers 404.
 */
async function spaPlugin(app: FastifyInstance, options: { distDir: string; uploadsDir: string; pages?: SpaPage[] }) {
  fs.mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/media/',
    decorateReply: false,
    setHeaders: (reply) => void reply.header('cache-control', IMMUTABLE),
  });

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
    for (const page of options.pages ?? []) {
      const config = page.publicCache ? { publicCache: page.publicCache } : {};
      app.get<{ Params: Record<string, string> }>(
        page.path,
        { schema: { hide: true }, config },
        async (request, reply) => {
          reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
          let head: PageHead | null;
          try {
            head = await page.head(request.params);
          } catch (error) {
            // The page still works without its meta data; the app loads its content itself.
            request.log.error({ err: error }, 'page meta data unavailable');
            return reply.header('cache-control', 'no-store').send(indexHtml);
          }
          if (!head) return reply.status(404).send(indexHtml);
          return reply.send(injectHead(indexHtml, head));
        },
      );
    }
  } else {
    app.log.warn({ distDir: options.distDir }, 'web build not found: run `npm run build` to serve the shop');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/media/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && hasSpa) {
      return reply
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
