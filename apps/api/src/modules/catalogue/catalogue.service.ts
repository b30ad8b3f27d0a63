import {
  CATALOGUE_MESSAGES,
  FIT_VERDICTS,
  paiseToRupees,
  rupeesToPaise,
  SIZES,
  VALIDATION,
  type Color,
  type ColorBody,
  type ColorList,
  type Image,
  type Product,
  type Parcel,
  type ProductBody,
  type ProductDetail,
  type ProductFacets,
  type ProductFacetsQuery,
  type ProductList,
  type ProductListQuery,
  type ProductSummary,
  type SearchMissList,
  type Variant,
  type VariantCreateFields,
  type VariantImages,
  type VariantImagesAnswer,
  type VariantList,
  type VariantListQuery,
  type VariantUpdateFields,
  type Language,
} from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { StoredImage } from '../../db/schema/index.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { Outbox } from '../../lib/outbox/outbox.ts';
import type { CatalogueEvent } from './catalogue.events.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import { PG_ERROR, pgErrorCode } from '../../db/errors.ts';
import { stockNewVariant, type Inventory } from '../inventory/index.ts';
import * as repo from './catalogue.repository.ts';
import { publicImage, storeImage } from './catalogue.images.ts';
import { searchWords } from './catalogue.search.ts';
import { alternativesOf, narrowingWords, nearestWordsFor, suggestionFor } from './catalogue.search-terms.ts';
import type { VariantSearchIndex } from './catalogue.search-index.ts';
import { skuFor } from './catalogue.sku.ts';
import { colorName, productName, productTexts } from './catalogue.language.ts';

const UNIQUE_VIOLATION = PG_ERROR.uniqueViolation;
const FOREIGN_KEY_VIOLATION = PG_ERROR.foreignKeyViolation;

function parseJson<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

const pageCount = (total: number, limit: number) => Math.ceil(total / limit);

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

/** How many tees and words an empty search offers. */
const OFFERED_PRODUCTS = 4;
const OFFERED_WORDS = 5;

/** The searches that found nothing, as many as the owner's card lists. */
const MISSES_LISTED = 50;

/** A filter besides the search words: with one on, an empty list may be the filter's doing. */
const filtered = (query: ProductListQuery) =>
  query.color !== undefined ||
  query.size !== undefined ||
  query.minPrice !== undefined ||
  query.maxPrice !== undefined ||
  query.fit !== undefined;

/**
 * One page of products in two queries whatever the page size: the page (filters, search rank,
 * sort, total and each product's rating), and the variants of those products. A search whose
 * words find nothing is searched again with the catalogue's nearest words ("Showing results for");
 * one that still finds nothing offers the nearest words and popular tees in stock, and is counted
 * for the owner (docs/decisions/0305).
 */
/** How many different searches that found nothing are listed for the owner at most. */
export const SEARCH_MISSES_KEPT = 5_000;

export async function listProducts(
  db: Db,
  query: ProductListQuery,
  index: VariantSearchIndex,
  isAdmin = false,
): Promise<ProductList> {
  const typed = query.search ? searchWords(query.search) : [];
  // Text made only of punctuation matches nothing (rather than everything).
  if (query.search && typed.length === 0) return { products: [], totalPages: 0 };
  const words = narrowingWords(typed);
  const vocabulary = words.length ? await index.vocabulary() : new Set<string>();
  const termsOf = (searched: string[]) => searched.map((word) => alternativesOf(word, vocabulary));
  const includeEmpty = isAdmin && query.all === 'true';
  // The admin's list is in English, with the Hindi texts beside it to edit.
  const language: Language = includeEmpty ? 'en' : (query.lang ?? 'en');
  const { rows, total } = await repo.findProductPage(db, query, termsOf(words), includeEmpty);
  if (total > 0 || words.length === 0) {
    return {
      products: await productCards(db, rows, query, language, isAdmin),
      totalPages: pageCount(total, query.limit),
    };
  }
  // Nothing found: the nearest search that finds something, in its place.
  const suggestion = suggestionFor(words, vocabulary);
  if (suggestion) {
    const corrected = await repo.findProductPage(db, query, termsOf(searchWords(suggestion)), includeEmpty);
    if (corrected.total > 0) {
      return {
        products: await productCards(db, corrected.rows, query, language, isAdmin),
        totalPages: pageCount(corrected.total, query.limit),
        showingResultsFor: suggestion,
      };
    }
  }
  if (includeEmpty) return { products: [], totalPages: 0 };
  // With a filter on, the words may well find tees: only the words finding nothing is a miss.
  const [popular] = await Promise.all([
    repo.findPopularInStock(db, OFFERED_PRODUCTS),
    filtered(query) ? undefined : repo.countSearchMiss(db, typed.join(' '), SEARCH_MISSES_KEPT),
  ]);
  return {
    products: [],
    totalPages: 0,
    suggestions: {
      words: nearestWordsFor(words, vocabulary, OFFERED_WORDS),
      products: await productCards(db, popular, {}, language),
    },
  };
}

/** Whether a colour is the one a filter names (lower-cased): by its English or its Hindi name. */
const isColor = (row: { colorName: string; colorNameHi: string | null }, wanted: string) =>
  row.colorName.toLowerCase() === wanted || row.colorNameHi?.toLowerCase() === wanted;

/** The cards of a list's products: each with its colours and the variant it shows. */
async function productCards(
  db: Db,
  rows: repo.ProductCardRow[],
  query: Pick<ProductListQuery, 'color' | 'all'>,
  language: Language,
  isAdmin = false,
): Promise<ProductSummary[]> {
  const ids = rows.map((r) => r.id);
  const variantRows = await repo.findVariantsOfProducts(db, ids);
  const wantedColor = query.color?.toLowerCase();
  return rows.map((product) => {
    const own = variantRows.filter((v) => v.productId === product.id);
    const withImage = own.filter((v) => v.image);
    // The card shows the colour the shopper filtered on, else the first colour with a photo.
    const main =
      (wantedColor && own.find((v) => v.colorId === wantedColor || isColor(v, wantedColor))) || withImage[0] || own[0];
    const prices = own.map((v) => v.pricePaise);
    return {
      _id: product.id,
      ...productTexts(product, language),
      price: prices.length ? paiseToRupees(Math.min(...prices)) : null,
      onSale: product.onSale,
      colors: own.map((v) => ({ name: colorName(v, language), hex: v.colorHex })),
      variant: main
        ? {
            _id: main.id,
            image: publicImage(main.image),
            price: paiseToRupees(main.pricePaise),
            mrp: mrpOf(main),
          }
        : null,
      averageRating: product.averageRating,
      reviewCount: product.reviewCount,
      ...(isAdmin && query.all === 'true'
        ? { package: packageOf(product), nameHi: product.nameHi, storyHi: product.storyHi }
        : {}),
    };
  });
}

/** The searches that found nothing, most frequent first (the owner's card). */
export async function listSearchMisses(db: Db): Promise<SearchMissList> {
  const rows = await repo.findSearchMisses(db, MISSES_LISTED);
  return { misses: rows.map((row) => ({ ...row, lastSeen: row.lastSeen.toISOString() })) };
}

/**
 * The list's filters with their counts (docs/decisions/0194): each choice of a filter counted as
 * the products it would list with the other filters kept, so a count never promises a list the
 * other filters would empty. Colour, size and price hold on one variant, as in the list itself.
 * Counted in memory from one read of the variants (a catalogue of hundreds, not millions). The
 * colours are named in the language asked (`lang`), as the list's cards name them.
 */
export async function productFacets(
  db: Db,
  query: ProductFacetsQuery,
  index: VariantSearchIndex,
): Promise<ProductFacets> {
  const typed = query.search ? searchWords(query.search) : [];
  const empty: ProductFacets = { sizes: [], colors: [], fits: [], price: null };
  if (query.search && typed.length === 0) return empty;
  const words = narrowingWords(typed);
  // The products the list shows: those of the nearest words when the shopper's find nothing.
  const matching = async (): Promise<Set<string>> => {
    const vocabulary = await index.vocabulary();
    const termsOf = (searched: string[]) => searched.map((word) => alternativesOf(word, vocabulary));
    const found = await repo.findProductIdsMatching(db, termsOf(words));
    const suggestion = found.size === 0 ? suggestionFor(words, vocabulary) : null;
    return suggestion ? repo.findProductIdsMatching(db, termsOf(searchWords(suggestion))) : found;
  };
  const [rows, found] = await Promise.all([repo.findFacetRows(db), words.length ? matching() : Promise.resolve(null)]);
  const wantedColor = query.color?.toLowerCase();
  const variants = rows
    .filter((row) => !found || found.has(row.productId))
    .map((row) => {
      const stock = parseJson<Record<string, number>>(row.stock) ?? {};
      return { ...row, inStock: new Set(SIZES.filter((size) => Number(stock[size] ?? 0) > 0)) };
    });
  type Row = (typeof variants)[number];
  type Facet = 'size' | 'color' | 'price' | 'fit';
  const passes = (row: Row, skip: Facet) =>
    (skip === 'size' || !query.size || row.inStock.has(query.size)) &&
    (skip === 'color' || !wantedColor || isColor(row, wantedColor)) &&
    (skip === 'price' ||
      ((query.minPrice === undefined || row.pricePaise >= Math.round(query.minPrice * 100)) &&
        (query.maxPrice === undefined || row.pricePaise <= Math.round(query.maxPrice * 100)))) &&
    (skip === 'fit' || !query.fit || row.fit === query.fit);
  const productsWhere = (skip: Facet, also: (row: Row) => boolean) =>
    new Set(variants.filter((row) => passes(row, skip) && also(row)).map((row) => row.productId)).size;

  // One choice per colour (its English name, unique), named as the page shows it (docs/decisions/0323).
  const language = query.lang ?? 'en';
  const colors = new Map<string, Row>();
  for (const row of variants) if (!colors.has(row.colorName)) colors.set(row.colorName, row);
  const priced = variants.filter((row) => passes(row, 'price')).map((row) => row.pricePaise);
  return {
    sizes: SIZES.map((size) => ({ size, count: productsWhere('size', (row) => row.inStock.has(size)) })),
    colors: [...colors.values()].map((color) => ({
      name: colorName(color, language),
      value: color.colorName,
      nameHi: color.colorNameHi,
      hex: color.colorHex,
      count: productsWhere('color', (row) => row.colorName === color.colorName),
    })),
    fits: FIT_VERDICTS.map((fit) => ({ fit, count: productsWhere('fit', (row) => row.fit === fit) })),
    price: priced.length ? { min: paiseToRupees(Math.min(...priced)), max: paiseToRupees(Math.max(...priced)) } : null,
  };
}

function toVariant(row: repo.VariantRow, language: Language = 'en'): Variant {
  const stock = parseJson<Record<string, number>>(row.stock) ?? {};
  const images = parseJson<StoredImage[]>(row.images) ?? [];
  return {
    _id: row.id,
    product: {
      _id: row.productId,
      name: productName({ name: row.productName, nameHi: row.productNameHi }, language),
      description: row.productDescription,
    },
    color: { _id: row.colorId, name: colorName(row, language), hex: row.colorHex },
    price: paiseToRupees(row.pricePaise),
    mrp: mrpOf(row),
    quantity: {
      M: Number(stock.M ?? 0),
      L: Number(stock.L ?? 0),
      XL: Number(stock.XL ?? 0),
      XXL: Number(stock.XXL ?? 0),
    },
    sku: row.sku,
    image: publicImage(row.image),
    images: images.map((image) => publicImage(image) as Image),
  };
}

/**
 * A product page's data in two queries: the product with its rating, and its variants; its name
 * and story in `language` (docs/decisions/0319).
 */
export async function getProduct(db: Db, id: string, language: Language = 'en'): Promise<ProductDetail> {
  const [product, rows] = await Promise.all([repo.findProductWithRating(db, id), repo.findVariantsOfProduct(db, id)]);
  if (!product) throw AppError.notFound(CATALOGUE_MESSAGES.productNotFound);
  const variants = rows.map((row) => toVariant(row, language));
  const main = variants.find((v) => v.image) ?? variants[0];
  return {
    _id: product.id,
    ...productTexts(product, language),
    price: variants.length ? Math.min(...variants.map((v) => v.price)) : null,
    onSale: product.onSale,
    sizes: [...SIZES],
    colors: variants.map((v) => ({
      _id: v.color._id,
      name: v.color.name,
      hex: v.color.hex,
      imageUrl: v.image?.url ?? null,
    })),
    variant: main ? { _id: main._id, image: main.image, price: main.price, mrp: main.mrp ?? null } : null,
    variants,
    averageRating: product.average ?? 0,
    reviewCount: product.reviewCount,
  };
}

type PackageColumns = {
  packageWeightGrams: number;
  packageLengthCm: number;
  packageBreadthCm: number;
  packageHeightCm: number;
};
const packageOf = (row: PackageColumns): Parcel => ({
  weightGrams: row.packageWeightGrams,
  lengthCm: row.packageLengthCm,
  breadthCm: row.packageBreadthCm,
  heightCm: row.packageHeightCm,
});
const packageColumns = (parcel: Parcel | undefined): Partial<PackageColumns> =>
  parcel
    ? {
        packageWeightGrams: parcel.weightGrams,
        packageLengthCm: parcel.lengthCm,
        packageBreadthCm: parcel.breadthCm,
        packageHeightCm: parcel.heightCm,
      }
    : {};

const toProduct = (
  row: {
    id: string;
    name: string;
    description: string;
    story: string;
    nameHi: string | null;
    storyHi: string | null;
    onSale: boolean;
  } & PackageColumns,
): Product => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  story: row.story,
  nameHi: row.nameHi,
  storyHi: row.storyHi,
  onSale: row.onSale,
  package: packageOf(row),
});

/** The MRP shown struck through: only when it is above the selling price. */
const mrpOf = (row: { pricePaise: number; mrpPaise: number | null }) =>
  row.mrpPaise !== null && row.mrpPaise > row.pricePaise ? paiseToRupees(row.mrpPaise) : null;

/** An MRP typed by the owner must be above the price it is shown beside. */
function checkMrp(pricePaise: number, mrpPaise: number | null) {
  if (mrpPaise !== null && mrpPaise <= pricePaise) {
    throw new AppError('VALIDATION', CATALOGUE_MESSAGES.mrpNotAbovePrice, { mrp: CATALOGUE_MESSAGES.mrpNotAbovePrice });
  }
}

export async function createProduct(db: Db, body: ProductBody): Promise<Product> {
  const { package: parcel, ...text } = body;
  return toProduct(await repo.insertProduct(db, { ...text, ...packageColumns(parcel) }));
}

export async function updateProduct(db: Db, id: string, body: Partial<ProductBody>): Promise<Product> {
  const { package: parcel, ...text } = body;
  const values = { ...text, ...packageColumns(parcel) };
  const row = Object.keys(values).length ? await repo.updateProduct(db, id, values) : await repo.findProduct(db, id);
  if (!row) throw AppError.notFound(CATALOGUE_MESSAGES.productNotFound);
  return toProduct(row);
}

/** Refused while variants exist: they may be in carts and orders, whose history must survive. */
export async function deleteProduct(db: Db, id: string): Promise<void> {
  if (!(await repo.findProduct(db, id))) throw AppError.notFound(CATALOGUE_MESSAGES.productNotFound);
  if (await repo.productHasVariants(db, id)) throw AppError.conflict(CATALOGUE_MESSAGES.productHasVariants);
  try {
    await repo.deleteProduct(db, id);
  } catch (error) {
    if (pgErrorCode(error).code === FOREIGN_KEY_VIOLATION)
      throw AppError.conflict(CATALOGUE_MESSAGES.productHasVariants);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------

const toColor = (row: { id: string; name: string; nameHi: string | null; hex: string }): Color => ({
  _id: row.id,
  name: row.name,
  nameHi: row.nameHi,
  hex: row.hex.toUpperCase(),
});

export async function listColors(db: Db): Promise<ColorList> {
  return { colors: (await repo.findColors(db)).map(toColor) };
}

function colorNameTaken(error: unknown): never {
  if (pgErrorCode(error).code === UNIQUE_VIOLATION) {
    throw new AppError('CONFLICT', CATALOGUE_MESSAGES.colorNameTaken, { name: CATALOGUE_MESSAGES.colorNameTaken });
  }
  throw error;
}

export async function createColor(db: Db, body: ColorBody): Promise<Color> {
  try {
    return toColor(
      await repo.insertColor(db, { name: body.name, nameHi: body.nameHi ?? null, hex: body.hex.toUpperCase() }),
    );
  } catch (error) {
    colorNameTaken(error);
  }
}

export async function updateColor(db: Db, id: string, body: Partial<ColorBody>): Promise<Color> {
  const values = { ...body, ...(body.hex ? { hex: body.hex.toUpperCase() } : {}) };
  try {
    const row = Object.keys(values).length ? await repo.updateColor(db, id, values) : await repo.findColor(db, id);
    if (!row) throw AppError.notFound(CATALOGUE_MESSAGES.colorNotFound);
    return toColor(row);
  } catch (error) {
    if (error instanceof AppError) throw error;
    colorNameTaken(error);
  }
}

export async function deleteColor(db: Db, id: string): Promise<void> {
  if (!(await repo.findColor(db, id))) throw AppError.notFound(CATALOGUE_MESSAGES.colorNotFound);
  if (await repo.colorInUse(db, id)) throw AppError.conflict(CATALOGUE_MESSAGES.colorInUse);
  try {
    await repo.deleteColor(db, id);
  } catch (error) {
    if (pgErrorCode(error).code === FOREIGN_KEY_VIOLATION) throw AppError.conflict(CATALOGUE_MESSAGES.colorInUse);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Variants
// ---------------------------------------------------------------------------------------------

/**
 * One page of variants. Without search words: one query (two only for a page past the end). With
 * them, the index ranks the matches in memory; then one query reads the page (and one before it
 * keeps the matches passing the other filters, when there are any).
 */
export async function listVariants(db: Db, query: VariantListQuery, index: VariantSearchIndex): Promise<VariantList> {
  const typed = query.search ? searchWords(query.search) : [];
  if (query.search && typed.length === 0) return { variants: [], totalPages: 0 };
  const words = narrowingWords(typed);
  if (words.length === 0) {
    const { rows, total } = await repo.findVariantPage(db, query);
    return { variants: rows.map((row) => toVariant(row)), totalPages: pageCount(total, query.limit) };
  }
  let ids = await index.search(words);
  if (ids.length > 0 && repo.hasVariantFilters(query)) {
    const passing = await repo.findVariantIdsPassing(db, ids, query);
    ids = ids.filter((id) => passing.has(id));
  }
  const start = (query.page - 1) * query.limit;
  const rows = await repo.findVariantRows(db, ids.slice(start, start + query.limit));
  return { variants: rows.map((row) => toVariant(row)), totalPages: pageCount(ids.length, query.limit) };
}

async function variantById(db: Db, id: string): Promise<Variant> {
  const row = await repo.findVariantRow(db, id);
  if (!row) throw AppError.notFound(CATALOGUE_MESSAGES.variantNotFound);
  return toVariant(row);
}

/** Removes the files of `images` that nothing else references any more (uploads share files). */
async function releaseImages(db: Db, storage: Storage, images: (StoredImage | null | undefined)[]): Promise<void> {
  const keys = [...new Set(images.flatMap((image) => image?.keys ?? []))];
  if (keys.length === 0) return;
  const inUse = await repo.keysInUse(
    db,
    keys.map((key) => ({ key, url: storage.urlFor(key) })),
  );
  await Promise.all(keys.filter((key) => !inUse.has(key)).map((key) => storage.remove(key)));
}

async function freeSku(db: Db, productName: string, colorName: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const sku = skuFor(productName, colorName);
    if (!(await repo.skuExists(db, sku))) return sku;
  }
  throw new AppError('CONFLICT', CATALOGUE_MESSAGES.skuTaken);
}

function variantConflict(error: unknown): never {
  const { code, constraint } = pgErrorCode(error);
  if (code === UNIQUE_VIOLATION) {
    if (constraint === 'variants_sku_unique') {
      throw new AppError('CONFLICT', CATALOGUE_MESSAGES.skuTaken, { sku: CATALOGUE_MESSAGES.skuTaken });
    }
    throw AppError.conflict(CATALOGUE_MESSAGES.variantExists);
  }
  throw error;
}

/** What a variant write needs besides its fields: stock goes through the inventory, as the admin's. */
export type VariantWriteDeps = {
  db: Db;
  storage: Storage;
  inventory: Inventory;
  adminId: string;
  /** Where a price change is announced (the shoppers' price-drop alerts hear it). */
  events: Pick<Outbox<CatalogueEvent>, 'emit'>;
};

export async function createVariant(
  { db, storage, adminId }: VariantWriteDeps,
  fields: VariantCreateFields,
  imageBytes: Buffer | undefined,
): Promise<Variant> {
  if (!imageBytes) throw new AppError('VALIDATION', VALIDATION.imageRequired, { image: VALIDATION.imageRequired });
  const [product, color] = await Promise.all([
    repo.findProduct(db, fields.productId),
    repo.findColor(db, fields.colorId),
  ]);
  if (!product) throw AppError.notFound(CATALOGUE_MESSAGES.productNotFound);
  if (!color) throw AppError.notFound(CATALOGUE_MESSAGES.colorNotFound);

  const mrpPaise = fields.mrp ? rupeesToPaise(fields.mrp) : null;
  checkMrp(rupeesToPaise(fields.price), mrpPaise);
  const image = await storeImage(imageBytes, storage);
  const sku = fields.sku ?? (await freeSku(db, product.name, color.name));
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const row = await repo.insertVariant(tx, {
        productId: product.id,
        colorId: color.id,
        pricePaise: rupeesToPaise(fields.price),
        mrpPaise,
        sku,
        image,
      });
      await stockNewVariant(tx, row.id, fields.quantity, { reason: 'initial', adminId });
      return row.id;
    });
  } catch (error) {
    await releaseImages(db, storage, [image]);
    variantConflict(error);
  }
  return variantById(db, id);
}

export async function updateVariant(
  { db, storage, inventory, adminId, events }: VariantWriteDeps,
  id: string,
  fields: VariantUpdateFields,
  imageBytes: Buffer | undefined,
): Promise<Variant> {
  const current = await repo.findVariant(db, id);
  if (!current) throw AppError.notFound(CATALOGUE_MESSAGES.variantNotFound);
  const mrpPaise = fields.mrp === undefined ? current.mrpPaise : fields.mrp === 0 ? null : rupeesToPaise(fields.mrp);
  checkMrp(fields.price !== undefined ? rupeesToPaise(fields.price) : current.pricePaise, mrpPaise);
  const image = imageBytes ? await storeImage(imageBytes, storage) : undefined;
  await db.transaction(async (tx) => {
    const values = {
      ...(fields.price !== undefined ? { pricePaise: rupeesToPaise(fields.price) } : {}),
      ...(fields.mrp !== undefined ? { mrpPaise } : {}),
      ...(image ? { image } : {}),
    };
    if (Object.keys(values).length) await repo.updateVariant(tx, id, values);
    if (values.pricePaise !== undefined && values.pricePaise !== current.pricePaise) {
      await events.emit(tx, [
        { type: 'price.changed', variantId: id, fromPaise: current.pricePaise, toPaise: values.pricePaise },
      ]);
    }
    if (fields.quantity) await inventory.set(tx, id, fields.quantity, { reason: 'admin-set', adminId });
  });
  if (image) await releaseImages(db, storage, [current.image]);
  return variantById(db, id);
}

/** Refused once the variant is in an order (order lines keep pointing at it); carts and wishlists let go. */
export async function deleteVariant(db: Db, storage: Storage, id: string): Promise<void> {
  const current = await repo.findVariant(db, id);
  if (!current) throw AppError.notFound(CATALOGUE_MESSAGES.variantNotFound);
  if (await repo.variantIsOrdered(db, id)) throw AppError.conflict(CATALOGUE_MESSAGES.variantOrdered);
  const set = await repo.findImageSetOfVariant(db, id);
  try {
    await db.transaction((tx) => repo.deleteVariant(tx, id));
  } catch (error) {
    if (pgErrorCode(error).code === FOREIGN_KEY_VIOLATION) throw AppError.conflict(CATALOGUE_MESSAGES.variantOrdered);
    throw error;
  }
  await releaseImages(db, storage, [current.image, ...(set?.images ?? [])]);
}

// ---------------------------------------------------------------------------------------------
// Image sets
// ---------------------------------------------------------------------------------------------

const toImageSet = (row: { id: string; variantId: string; images: StoredImage[] }): VariantImages => ({
  _id: row.id,
  variantId: row.variantId,
  images: row.images.map((image) => publicImage(image) as Image),
});

export async function getImageSet(db: Db, variantId: string): Promise<VariantImagesAnswer> {
  if (!(await repo.findVariant(db, variantId))) throw AppError.notFound(CATALOGUE_MESSAGES.variantNotFound);
  const row = await repo.findImageSetOfVariant(db, variantId);
  return row ? toImageSet(row) : null;
}

async function storeAll(storage: Storage, files: Buffer[]): Promise<StoredImage[]> {
  if (files.length === 0)
    throw new AppError('VALIDATION', VALIDATION.imagesRequired, { images: VALIDATION.imagesRequired });
  const stored: StoredImage[] = [];
  // One at a time: sharp already uses every core for one picture.
  for (const bytes of files) stored.push(await storeImage(bytes, storage));
  return stored;
}

export async function createImageSet(db: Db, storage: Storage, variantId: string, files: Buffer[]) {
  if (!(await repo.findVariant(db, variantId))) throw AppError.notFound(CATALOGUE_MESSAGES.variantNotFound);
  if (await repo.findImageSetOfVariant(db, variantId)) throw AppError.conflict(CATALOGUE_MESSAGES.imageSetExists);
  const images = await storeAll(storage, files);
  try {
    return toImageSet(await repo.insertImageSet(db, variantId, images));
  } catch (error) {
    await releaseImages(db, storage, images);
    if (pgErrorCode(error).code === UNIQUE_VIOLATION) throw AppError.conflict(CATALOGUE_MESSAGES.imageSetExists);
    if (pgErrorCode(error).code === FOREIGN_KEY_VIOLATION) throw AppError.notFound(CATALOGUE_MESSAGES.variantNotFound);
    throw error;
  }
}

/** PUT replaces the whole set; files only the old set used are removed. */
export async function replaceImageSet(db: Db, storage: Storage, id: string, files: Buffer[]) {
  const current = await repo.findImageSet(db, id);
  if (!current) throw AppError.notFound(CATALOGUE_MESSAGES.imagesNotFound);
  const images = await storeAll(storage, files);
  const row = await repo.replaceImageSet(db, id, images);
  if (!row) {
    await releaseImages(db, storage, images);
    throw AppError.notFound(CATALOGUE_MESSAGES.imagesNotFound);
  }
  await releaseImages(db, storage, current.images);
  return toImageSet(row);
}

export async function deleteImageSet(db: Db, storage: Storage, id: string): Promise<void> {
  const row = await repo.deleteImageSet(db, id);
  if (!row) throw AppError.notFound(CATALOGUE_MESSAGES.imagesNotFound);
  await releaseImages(db, storage, row.images);
}
