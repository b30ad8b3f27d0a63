import { z } from 'zod';
import { Id, PageQuery, requiredText, text, Timestamp } from '../api.ts';
import { PRICE_RANGE_RUPEES, PRODUCT_SORTS, SEARCH_MAX_LENGTH, SIZES } from '../constants.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { ACCOUNT_VALIDATION } from '../account/account.texts.ts';
import { CATALOGUE_VALIDATION } from './catalogue.texts.ts';
import { Parcel } from '../shipping/shipping.schemas.ts';
import { FIT_VERDICTS } from './fit-verdicts.ts';

export * from './catalogue.texts.ts';

export const Size = z.enum(SIZES, { error: CATALOGUE_VALIDATION.selectSize });

const ImageSource = z.object({ width: z.number().int(), url: z.string() });

/**
 * One stored picture: `url` is the largest WebP; `sources` list every WebP width for `srcset`,
 * `avif` the same widths in AVIF; `width` and `height` are the largest file's size. Pictures
 * stored before AVIF have only `url` and `sources`.
 */
export const Image = z.object({
  url: z.string(),
  sources: z.array(ImageSource),
  avif: z.array(ImageSource).optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type Image = z.infer<typeof Image>;

/** Stock per size; in forms a blank counts as 0. */
export const Quantity = z.object(
  Object.fromEntries(
    SIZES.map((size) => [
      size,
      z.coerce
        .number({ error: CATALOGUE_VALIDATION.sizeQuantityNonNegative(size) })
        .int({ message: CATALOGUE_VALIDATION.sizeQuantityNonNegative(size) })
        .min(0, { message: CATALOGUE_VALIDATION.sizeQuantityNonNegative(size) })
        .max(100_000)
        .default(0),
    ]),
  ) as Record<(typeof SIZES)[number], z.ZodDefault<z.ZodCoercedNumber>>,
  { error: 'Quantity must be an object of M, L, XL and XXL' },
);
export type Quantity = z.infer<typeof Quantity>;

/**
 * `quantity` of the multipart variant form: a JSON object of M, L, XL, XXL (or that object itself);
 * a missing field or size counts as 0.
 */
function quantityJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return {};
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
export const QuantityField = z.preprocess((value) => (value === undefined ? {} : quantityJson(value)), Quantity);
/** On edit a missing `quantity` leaves the stock as it is. */
export const OptionalQuantityField = z.preprocess(
  (value) => (value === undefined || value === '' ? undefined : quantityJson(value)),
  Quantity.optional(),
);

const hexPattern = /^#[0-9a-fA-F]{6}$/;

/**
 * An optional Hindi twin of an English text, held to the English one's limits: blank (or null)
 * means none, and the storefront's Hindi pages then show the English. Kept composed (NFC), so a
 * search reads it as the shopper's keyboard writes it whatever the admin's keyboard wrote.
 */
const hindiText = (label: string, max: number, options: { multiline?: boolean } = {}) =>
  text(label, max, options)
    .nullable()
    .transform((value) => (value ? value.normalize('NFC') : null))
    .optional();

/** The longest colour name, in either language. */
export const COLOR_NAME_MAX = 60;

export const ColorBody = z.object({
  name: requiredText('Name', ACCOUNT_VALIDATION.nameRequired, COLOR_NAME_MAX),
  /** The colour's name on the Hindi pages, alerts and mails (blank: the English name). */
  nameHi: hindiText('Hindi name', COLOR_NAME_MAX),
  hex: requiredText('Colour code', CATALOGUE_VALIDATION.hexRequired, 7).regex(hexPattern, {
    message: CATALOGUE_VALIDATION.hexInvalid,
  }),
});
export type ColorBody = z.infer<typeof ColorBody>;
export const ColorUpdateBody = ColorBody.partial();

/** A colour as the admin wrote it (the storefront's answers name it once, in the language asked). */
export const Color = z.object({ _id: Id, name: z.string(), nameHi: z.string().nullable(), hex: z.string() });
export type Color = z.infer<typeof Color>;

/** The longest product name the admin may give: every screen that shows one must hold it at 360 px. */
export const PRODUCT_NAME_MAX = 120;

/** The longest story, in either language. */
export const PRODUCT_STORY_MAX = 5000;

export const ProductBody = z.object({
  name: requiredText('Name', ACCOUNT_VALIDATION.nameRequired, PRODUCT_NAME_MAX),
  description: requiredText('Description', CATALOGUE_VALIDATION.descriptionRequired, 2000, { multiline: true }),
  story: requiredText('Story', CATALOGUE_VALIDATION.storyRequired, PRODUCT_STORY_MAX, { multiline: true }),
  /** The name on the Hindi pages (blank: the English name). */
  nameHi: hindiText('Hindi name', PRODUCT_NAME_MAX),
  /** The story on the Hindi pages (blank: the English story). */
  storyHi: hindiText('Hindi story', PRODUCT_STORY_MAX, { multiline: true }),
  /** A sale item: shown as such, and the returns policy treats it apart. */
  onSale: z.boolean().optional(),
  /** One piece packed for the courier: the shipment form starts from these (a mailer bag when left out). */
  package: Parcel.optional(),
});
export type ProductBody = z.infer<typeof ProductBody>;
export const ProductUpdateBody = ProductBody.partial();

/** Rupees with at most two decimals; a blank field is missing, not 0. */
export const Price = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: CATALOGUE_VALIDATION.priceRequired })
    .min(0, { message: CATALOGUE_VALIDATION.priceNonNegative })
    .max(PRICE_RANGE_RUPEES.max, { message: `Price must be at most ${PRICE_RANGE_RUPEES.max}` })
    .multipleOf(0.01, { message: 'Price can have at most two decimals' }),
);

/** A product as the admin tables show it (no variants needed). */
export const Product = z.object({
  _id: Id,
  name: z.string(),
  description: z.string(),
  story: z.string(),
  nameHi: z.string().nullable(),
  storyHi: z.string().nullable(),
  onSale: z.boolean().optional(),
  package: Parcel,
});
export type Product = z.infer<typeof Product>;

/** The variant shown on a product card: its main image and price. */
export const ProductCardVariant = z.object({
  _id: Id,
  image: Image.nullable(),
  price: z.number(),
  /** The tag's maximum retail price when above the selling price (shown struck through). */
  mrp: z.number().nullable().optional(),
});

export const ProductSummary = z.object({
  _id: Id,
  name: z.string(),
  description: z.string(),
  story: z.string(),
  price: z.number().nullable(),
  onSale: z.boolean().optional(),
  colors: z.array(z.object({ name: z.string(), hex: z.string() })),
  variant: ProductCardVariant.nullable(),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  /** The package of one piece: in the admin's list (`all`) only. */
  package: Parcel.optional(),
  /**
   * The Hindi name and story as the admin wrote them (null: none): in the admin's list (`all`)
   * only. The storefront's answers carry one name and story, in the language asked (`lang`).
   */
  nameHi: z.string().nullable().optional(),
  storyHi: z.string().nullable().optional(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

export const Variant = z.object({
  _id: Id,
  product: z.object({ _id: Id, name: z.string(), description: z.string() }),
  color: z.object({ _id: Id, name: z.string(), hex: z.string() }),
  price: z.number(),
  mrp: z.number().nullable().optional(),
  quantity: z.object({ M: z.number(), L: z.number(), XL: z.number(), XXL: z.number() }),
  sku: z.string(),
  image: Image.nullable(),
  images: z.array(Image),
});
export type Variant = z.infer<typeof Variant>;

export const ProductDetail = ProductSummary.extend({
  sizes: z.array(Size),
  colors: z.array(z.object({ _id: Id, name: z.string(), hex: z.string(), imageUrl: z.string().nullable() })),
  variants: z.array(Variant),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

/**
 * The language of a storefront read's names and stories (`hi`: the Hindi ones where the admin wrote
 * them, else the English). In the address, not a header, so each language's answer is kept apart.
 */
export const CatalogueLanguage = z.enum(LANGUAGES).optional();

/** GET /product/:id's query. */
export const ProductQuery = z.object({ lang: CatalogueLanguage });
export type ProductQuery = z.infer<typeof ProductQuery>;

const optionalNumber = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().min(0).optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), text('Filter', 200).optional());

/**
 * Free search text. Any input is accepted and made harmless instead of refused: control
 * characters and broken surrogates go, whitespace collapses, and only the first 200 characters count.
 */
export const SearchText = z.preprocess(
  (value) => (typeof value === 'string' ? cleanSearchText(value) : value),
  z.string().optional(),
);

/** Search text made harmless as `SearchText` says; none left is none given. */
function cleanSearchText(value: string): string | undefined {
  const clean = value
    .toWellFormed()
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SEARCH_MAX_LENGTH)
    .trim();
  return clean === '' ? undefined : clean;
}

/** The search page's box: the words as the list's `search` reads them, and at least one. */
export const SearchBox = z.object({
  q: z
    .string({ error: CATALOGUE_VALIDATION.searchQueryRequired })
    .transform(cleanSearchText)
    .pipe(z.string({ error: CATALOGUE_VALIDATION.searchQueryRequired })),
});
export type SearchBox = z.input<typeof SearchBox>;

/** A colour filter: a colour id or a colour name (case-insensitive). */
const colorFilter = optionalText;

export const ProductListQuery = PageQuery.extend({
  search: SearchText,
  color: colorFilter,
  size: z.preprocess((v) => (v === '' ? undefined : v), Size.optional()),
  minPrice: optionalNumber,
  maxPrice: optionalNumber,
  sort: z.enum(PRODUCT_SORTS).optional(),
  /** What most of a product's reviewers say of its fit. */
  fit: z.preprocess((v) => (v === '' ? undefined : v), z.enum(FIT_VERDICTS).optional()),
  /** Admins only: also list products that have no variant yet (the storefront never shows them). */
  all: z.enum(['true', 'false']).optional(),
  lang: CatalogueLanguage,
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductList = z.object({
  products: z.array(ProductSummary),
  totalPages: z.number().int(),
  /**
   * The shopper's own words found nothing and their nearest catalogue words did: the products are
   * those of this search (the screen says "Showing results for …").
   */
  showingResultsFor: z.string().nullable().optional(),
  /** Nothing found, even corrected: what to offer instead. */
  suggestions: z
    .object({
      /** The catalogue's words nearest to the shopper's, each a search that finds something. */
      words: z.array(z.string()),
      /** The most ordered tees with a size in stock. */
      products: z.array(ProductSummary),
    })
    .optional(),
});
export type ProductList = z.infer<typeof ProductList>;

/** A search that found nothing, as the owner sees it: the words as searched, how often and when last. */
export const SearchMiss = z.object({
  term: z.string(),
  count: z.number().int(),
  lastSeen: Timestamp,
});
export type SearchMiss = z.infer<typeof SearchMiss>;

/** GET /search/misses (admin): the searches that found nothing, most frequent first. */
export const SearchMissList = z.object({ misses: z.array(SearchMiss) });
export type SearchMissList = z.infer<typeof SearchMissList>;

/** GET /product/facets: the list's filters; each facet is counted under the others. */
export const ProductFacetsQuery = ProductListQuery.pick({
  search: true,
  color: true,
  /** The colours' names in Hindi where written (`hi`), as the list's cards (docs/decisions/0323). */
  lang: true,
  size: true,
  minPrice: true,
  maxPrice: true,
  fit: true,
});
export type ProductFacetsQuery = z.infer<typeof ProductFacetsQuery>;

/**
 * How many products each choice of a filter would list, with the other filters as they are:
 * sizes in stock, colours, what reviewers say of the fit, and the price range (rupees) on offer.
 */
export const ProductFacets = z.object({
  sizes: z.array(z.object({ size: Size, count: z.number().int() })),
  colors: z.array(
    z.object({
      /** The colour's name in the language asked. */
      name: z.string(),
      /**
       * What the filter carries in the page's address: the English name, one per colour and the
       * same in both languages, so a chosen colour stays chosen across the language switch.
       */
      value: z.string(),
      /** The Hindi name (null: none), which an address made before may carry instead. */
      nameHi: z.string().nullable(),
      hex: z.string(),
      count: z.number().int(),
    }),
  ),
  fits: z.array(z.object({ fit: z.enum(FIT_VERDICTS), count: z.number().int() })),
  price: z.object({ min: z.number(), max: z.number() }).nullable(),
});
export type ProductFacets = z.infer<typeof ProductFacets>;

export const VariantListQuery = PageQuery.extend({
  search: SearchText,
  productId: z.preprocess((v) => (v === '' ? undefined : v), Id.optional()),
  color: colorFilter,
  size: z.preprocess((v) => (v === '' ? undefined : v), Size.optional()),
  minPrice: optionalNumber,
  maxPrice: optionalNumber,
});
export type VariantListQuery = z.infer<typeof VariantListQuery>;

export const VariantList = z.object({ variants: z.array(Variant), totalPages: z.number().int() });
export type VariantList = z.infer<typeof VariantList>;

/** Text fields of the multipart variant form; the image file travels beside them. */
export const VariantCreateFields = z.object({
  productId: z
    .string({ error: CATALOGUE_VALIDATION.productRequired })
    .min(1, { message: CATALOGUE_VALIDATION.productRequired })
    .pipe(Id),
  colorId: z
    .string({ error: CATALOGUE_VALIDATION.colorRequired })
    .min(1, { message: CATALOGUE_VALIDATION.colorRequired })
    .pipe(Id),
  quantity: QuantityField,
  price: Price,
  /** Blank: no MRP shown. */
  mrp: z.preprocess((v) => (v === '' || v === null ? undefined : v), Price.optional()),
  sku: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .max(64, { message: 'SKU must be at most 64 characters' })
      .regex(/^[A-Za-z0-9][A-Za-z0-9-_]*$/, { message: 'SKU may hold letters, digits, - and _ only' })
      .optional(),
  ),
});
export type VariantCreateFields = z.infer<typeof VariantCreateFields>;
export const VariantUpdateFields = z.object({
  quantity: OptionalQuantityField,
  price: z.preprocess((v) => (v === '' ? undefined : v), Price.optional()),
  /** Blank: unchanged; 0: no MRP any more. */
  mrp: z.preprocess((v) => (v === '' ? undefined : v), Price.optional()),
});
export type VariantUpdateFields = z.infer<typeof VariantUpdateFields>;

export const VariantImages = z.object({ _id: Id, variantId: Id, images: z.array(Image) });
export type VariantImages = z.infer<typeof VariantImages>;
export const VariantImagesQuery = z.object({ variantId: Id });
/** GET /images?variantId=: the variant's image set, or null when it has none yet. */
export const VariantImagesAnswer = VariantImages.nullable();
export type VariantImagesAnswer = z.infer<typeof VariantImagesAnswer>;
/** Text field of the multipart image-set form (POST /images); the files travel beside it. */
export const VariantImagesFields = z.object({
  variantId: z.string({ error: 'Variant is required' }).min(1, { message: 'Variant is required' }).pipe(Id),
});

export const ColorList = z.object({ colors: z.array(Color) });
export type ColorList = z.infer<typeof ColorList>;
export type Size = z.infer<typeof Size>;
