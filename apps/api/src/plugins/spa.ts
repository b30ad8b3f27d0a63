import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { formatInr, paiseToRupees, RATING_MAX, RATING_MIN, SERVER_MESSAGES, STORE } from '@shop/shared';
import type { Db } from '../db/client.ts';
import {
  findProduct,
  findRatingsOfProducts,
  findVariantsOfProduct,
} from '../modules/catalogue/catalogue.repository.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DESCRIPTION_MAX = 160;

/** Text for an HTML attribute or element: every character that could end the context is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON for a <script type="application/ld+json"> block: `<` (and `>`, `&`) can never close the script. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

type ProductPage = {
  title: string;
  description: string;
  url: string;
  image: { url: string; width?: number | undefined } | null;
  jsonLd: Record<string, unknown>;
  price: number | null;
};

/**
 * What a crawler needs of a product page, read with the catalogue's own queries: null when the
 * product does not exist.
 */
async function productPage(db: Db, id: string, publicUrl: string): Promise<ProductPage | null> {
  const product = await findProduct(db, id);
  if (!product) return null;
  const [variants, [rating]] = await Promise.all([findVariantsOfProduct(db, id), findRatingsOfProducts(db, [id])]);
  const absolute = (url: string) => new URL(url, publicUrl).toString();
  const url = absolute(`/product/${product.id}`);
  const prices = variants.map((v) => paiseToRupees(v.pricePaise));
  const low = prices.length ? Math.min(...prices) : null;
  const high = prices.length ? Math.max(...prices) : null;
  const inStock = variants.some((v) =>
    Object.values((v.stock ?? {}) as Record<string, number>).some((quantity) => Number(quantity) > 0),
  );
  const pictures = variants.flatMap((v) => (v.image ? [v.image] : []));
  const main = pictures[0];
  const image = main ? { url: absolute(main.url), width: main.sources.at(-1)?.width } : null;

  const availability = `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`;
  const offers =
    low === null || high === null
      ? undefined
      : low === high
        ? { '@type': 'Offer', url, priceCurrency: 'INR', price: low.toFixed(2), availability }
        : {
            '@type': 'AggregateOffer',
            url,
            priceCurrency: 'INR',
            lowPrice: low.toFixed(2),
            highPrice: high.toFixed(2),
            offerCount: variants.length,
            availability,
          };
  const aggregateRating =
    rating && rating.count > 0
      ? {
          '@type': 'AggregateRating',
          ratingValue: Math.round(rating.average * 10) / 10,
          reviewCount: rating.count,
          bestRating: RATING_MAX,
          worstRating: RATING_MIN,
        }
      : undefined;

  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.name,
    description: product.description,
    url,
    image: pictures.map((p) => absolute(p.url)),
    sku: variants[0]?.sku,
    color: variants.map((v) => v.colorName).join(', ') || undefined,
    brand: { '@type': 'Brand', name: STORE.name },
    offers,
    aggregateRating,
  };

  const from = low === null ? '' : ` From ${formatInr(low)}.`;
  return {
    title: `${product.name} | ${STORE.name}`,
    description: truncate(`${product.description}${from}`, DESCRIPTION_MAX),
    url,
    image,
    jsonLd,
    price: low,
  };
}

/** index.html with the product's title, description, canonical URL, Open Graph tags and JSON-LD. */
export function injectProductPage(html: string, page: ProductPage): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(page.url)}" />`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', STORE.name),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.url),
    meta('property', 'og:locale', 'en_IN'),
    ...(page.image
      ? [
          meta('property', 'og:image', page.image.url),
          ...(page.image.width ? [meta('property', 'og:image:width', String(page.image.width))] : []),
          meta('property', 'og:image:alt', page.title),
        ]
      : []),
    ...(page.price !== null
      ? [
          meta('property', 'product:price:amount', page.price.toFixed(2)),
          meta('property', 'product:price:currency', 'INR'),
        ]
      : []),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    `<script type="application/ld+json">${jsonForScript(page.jsonLd)}</script>`,
  ];
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta\s[^>]*name=["']description["'][^>]*>\s*/gi, '')
    .replace(/<\/head>/i, () => `    ${tags.join('\n    ')}\n  </head>`);
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every
 * unknown non-API path answered with index.html so the router can show the page (or its 404).
 * /product/:id is answered with index.html carrying that product's meta data, so crawlers and
 * link previews see the product without running the app.
 */
async function spaPlugin(app: FastifyInstance, options: { distDir: string; uploadsDir: string }) {
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
    app.get<{ Params: { id: string } }>('/product/:id', { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const { id } = request.params;
      if (!UUID.test(id)) return reply.status(404).send(indexHtml);
      let page: ProductPage | null;
      try {
        page = await productPage(app.db, id, app.config.publicUrl);
      } catch (error) {
        // The page still works without its meta data; the app loads the product itself.
        request.log.error({ err: error }, 'product meta data unavailable');
        return reply.send(indexHtml);
      }
      if (!page) return reply.status(404).send(indexHtml);
      return reply.send(injectProductPage(indexHtml, page));
    });
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
    return reply.status(404).send({ success: false, message: SERVER_MESSAGES.routeNotFound(request.method, url) });
  });
}

export default fp(spaPlugin, { name: 'spa' });
