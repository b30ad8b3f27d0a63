import {
  CARD_IMAGE_SIZES,
  formatInr,
  HERO_SIZES,
  HERO_WIDTHS,
  Id,
  paiseToRupees,
  PRODUCT_PHOTO_SIZES,
  RATING_MAX,
  RATING_MIN,
  STORE,
  type Language,
  type ProductList,
} from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { StoredImage } from '../../db/schema/index.ts';
import { escapeHtml, jsonForScript } from '../../lib/html/html.ts';
import type { PageHead, SitemapSource } from '../../plugins/spa.ts';
import {
  findProduct,
  countProductsForSitemap,
  findProductsForSitemap,
  findRatingsOfProducts,
  findVariantsOfProduct,
} from './catalogue.repository.ts';
import { colorName, productTexts } from './catalogue.language.ts';

const DESCRIPTION_MAX = 160;
/** Open Graph's name of each language's page (its `og:locale`). */
const OG_LOCALES: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

/** A variant's image set as the database answers it (JSON text on some drivers). */
function parseImages(value: unknown): StoredImage[] {
  if (value === null || value === undefined) return [];
  return (typeof value === 'string' ? JSON.parse(value) : value) as StoredImage[];
}

type Picture = { avif?: { url: string; width: number }[] | undefined; sources: { url: string; width: number }[] };

/**
 * A preload of a picture the page opens on, with the `srcset` and `sizes` its `<picture>` has, so
 * the browser fetches the very file the page then shows while the app's code still loads: AVIF,
 * or WebP for a photo stored before AVIF. Browsers that cannot read the type skip the preload and
 * choose from the `<picture>` as usual.
 */
export function picturePreload(picture: Picture, sizes: string): string {
  const avif = picture.avif?.length ? picture.avif : null;
  const files = avif ?? picture.sources;
  const srcset = files.map((file) => `${file.url} ${file.width}w`).join(', ');
  return `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(
    sizes,
  )}" type="${avif ? 'image/avif' : 'image/webp'}" fetchpriority="high" />`;
}

/** The product page's photo (the gallery's `sizes`). */
const photoPreload = (photo: StoredImage) => picturePreload(photo, PRODUCT_PHOTO_SIZES);

/** /products: its first card's photo, from the list the page opens with. */
export function firstCardPreload(list: ProductList | undefined): string | null {
  const image = list?.products[0]?.variant?.image;
  return image ? picturePreload(image, CARD_IMAGE_SIZES) : null;
}

/**
 * Home: the hero picture (the web build's AVIF files of scripts/draw-hero.ts, found by `asset`
 * from their source paths), or null when the build has none.
 */
export function heroPreload(asset: (source: string) => string | undefined): string | null {
  const files = HERO_WIDTHS.map((width) => ({
    url: asset(`src/features/catalogue/assets/hero-${width}.avif`),
    width,
  }));
  if (files.some((file) => !file.url)) return null;
  return picturePreload({ avif: files as { url: string; width: number }[], sources: [] }, HERO_SIZES);
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
  /** The photo the page opens on, which the browser should fetch before the app asks for it. */
  firstPhoto: StoredImage | null;
  jsonLd: Record<string, unknown>;
  price: number | null;
};

/** The words that lead into the price in a page's meta description, per language. */
const FROM: Record<Language, (price: string) => string> = {
  en: (price) => ` From ${price}.`,
  hi: (price) => ` ${price} से।`,
};

/**
 * What a crawler needs of a product page, read with the catalogue's own queries, its name, story
 * and colours in the page's language: null when the product does not exist.
 */
async function productPage(db: Db, id: string, publicUrl: string, language: Language): Promise<ProductPage | null> {
  const row = await findProduct(db, id);
  if (!row) return null;
  const product = { id: row.id, ...productTexts(row, language) };
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
  // The page opens on the first colour: the first photo of its image set, else its main photo.
  const firstColor = variants[0];
  const firstSet = firstColor ? parseImages(firstColor.images) : [];
  const firstPhoto = firstSet[0] ?? firstColor?.image ?? null;

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
    color: variants.map((v) => colorName(v, language)).join(', ') || undefined,
    brand: { '@type': 'Brand', name: STORE.name },
    offers,
    aggregateRating,
  };

  const from = low === null ? '' : FROM[language](formatInr(low));
  return {
    title: `${product.name} | ${STORE.name}`,
    description: truncate(`${product.description}${from}`, DESCRIPTION_MAX),
    url,
    image,
    firstPhoto,
    jsonLd,
    price: low,
  };
}

/**
 * The head of a product page as crawlers and link previews need it (title, description, canonical
 * URL, Open Graph tags and JSON-LD), or null when there is no such product.
 */
export async function productPageHead(
  db: Db,
  id: string,
  publicUrl: string,
  language: Language = 'en',
): Promise<PageHead | null> {
  if (!Id.safeParse(id).success) return null;
  const page = await productPage(db, id, publicUrl, language);
  if (!page) return null;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    ...(page.firstPhoto ? [photoPreload(page.firstPhoto)] : []),
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(page.url)}" />`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', STORE.name),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.url),
    meta('property', 'og:locale', OG_LOCALES[language]),
    meta('property', 'og:locale:alternate', OG_LOCALES[language === 'hi' ? 'en' : 'hi']),
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
  return { title: page.title, tags };
}

/** The product pages for the sitemap, each with when it last changed. */
export function productSitemapEntries(db: Db): SitemapSource {
  return {
    count: () => countProductsForSitemap(db),
    slice: async (offset, limit) =>
      (await findProductsForSitemap(db, offset, limit)).map((row) => ({
        path: `/product/${row.id}`,
        lastmod: row.updatedAt,
      })),
  };
}
