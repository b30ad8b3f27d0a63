import { and, asc, avg, count, desc, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { Id, type ProductListQuery, type VariantListQuery } from '@shop/shared';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import {
  colors,
  orderItems,
  products,
  reviews,
  searchMisses,
  variantImageSets,
  variants,
  variantStock,
  type StoredImage,
} from '../../db/schema/index.ts';
import { containsPattern, isDevanagari, SEARCH_WEIGHTS } from './catalogue.search.ts';
import { hindiKey } from './catalogue.search-hindi.ts';

const isUuid = (value: string) => Id.safeParse(value).success;

/**
 * `column`, a text kept folded (the catalogue's `search_*` columns), contains the folded word.
 * Parameters are bound: no input reaches the SQL text.
 */
function containsWord(column: AnyColumn | SQL, word: string): SQL {
  return sql`${column} like ${containsPattern(word)} escape '\\'`;
}

// ---------------------------------------------------------------------------------------------
// Shared pieces of the list queries
// ---------------------------------------------------------------------------------------------

/**
 * Paging: every row of a page carries the number of matches (`count(*) over ()`), so the page and
 * its total come in one statement whatever the page size. A page past the end has no row to carry
 * it: only then is the list counted once more.
 */
const totalOfAll = () => sql<number>`count(*) over ()`.mapWith(Number);
const pageOffset = (query: { page: number; limit: number }) => (query.page - 1) * query.limit;
async function withTotal<R extends { total: number }>(
  rows: R[],
  query: { page: number },
  countAll: () => Promise<{ n: number }[]>,
): Promise<{ rows: R[]; total: number }> {
  if (rows.length > 0 || query.page <= 1) return { rows, total: rows[0]?.total ?? 0 };
  const [row] = await countAll();
  return { rows, total: row?.n ?? 0 };
}

/** A colour filter given as an id, as its English name (case-insensitive) or as its Hindi name. */
function colorIs(
  colorColumnId: SQL | typeof colors.id,
  colorName: SQL | typeof colors.name,
  colorNameHi: SQL | typeof colors.nameHi,
  value: string,
): SQL {
  // A Hindi page's filter names the colour as its facets do, by its Hindi name (docs/decisions/0323).
  return isUuid(value)
    ? sql`${colorColumnId} = ${value}`
    : sql`(lower(${colorName}) = lower(${value}) or ${colorNameHi} = ${value})`;
}

function inStock(variantId: SQL | typeof variants.id, size: string): SQL {
  return sql`exists (select 1 from ${variantStock} vs where vs.variant_id = ${variantId} and vs.size = ${size} and vs.quantity > 0)`;
}

function priceFilters(priceColumn: SQL | typeof variants.pricePaise, query: { minPrice?: number; maxPrice?: number }) {
  const filters: SQL[] = [];
  if (query.minPrice !== undefined) filters.push(sql`${priceColumn} >= ${Math.round(query.minPrice * 100)}`);
  if (query.maxPrice !== undefined) filters.push(sql`${priceColumn} <= ${Math.round(query.maxPrice * 100)}`);
  return filters;
}

/** Sum of SQL conditions as integer weights: the rank of a search hit. */
function weighted(parts: [SQL, number][]): SQL {
  return sql.join(
    parts.map(([condition, weight]) => sql`(case when ${condition} then ${sql.raw(String(weight))} else 0 end)`),
    sql` + `,
  );
}

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

/**
 * What a product's reviewers say of its fit most often (ties go to true to size), as the product
 * page's fit summary counts it; null without an answer. Here and in every rating below, a review
 * the owner hid counts for nothing.
 */
export const majorityFit = (productId: SQL) =>
  sql<
    string | null
  >`(select fr.fit from ${reviews} fr where fr.product_id = ${productId} and fr.fit is not null and fr.hidden_at is null group by fr.fit order by count(*) desc, (fr.fit = 'true-to-size') desc limit 1)`;

/** What a product card shows of its product, its rating included (one statement fewer than apart). */
const productCardColumns = () => ({
  id: products.id,
  name: products.name,
  description: products.description,
  story: products.story,
  nameHi: products.nameHi,
  storyHi: products.storyHi,
  onSale: products.onSale,
  packageWeightGrams: products.packageWeightGrams,
  packageLengthCm: products.packageLengthCm,
  packageBreadthCm: products.packageBreadthCm,
  packageHeightCm: products.packageHeightCm,
  averageRating:
    sql<number>`(select coalesce(avg(pr.rating), 0)::float8 from ${reviews} pr where pr.product_id = ${products}.id and pr.hidden_at is null)`.mapWith(
      Number,
    ),
  reviewCount:
    sql<number>`(select count(*) from ${reviews} pr where pr.product_id = ${products}.id and pr.hidden_at is null)`.mapWith(
      Number,
    ),
});

/** A product as its card needs it (see `productCardColumns`). */
export type ProductCardRow = {
  id: string;
  name: string;
  description: string;
  story: string;
  nameHi: string | null;
  storyHi: string | null;
  onSale: boolean;
  packageWeightGrams: number;
  packageLengthCm: number;
  packageBreadthCm: number;
  packageHeightCm: number;
  averageRating: number;
  reviewCount: number;
};

/**
 * The statement of one page of products with every filter, ranked by the search words when there
 * are any (each word given with its alternatives, the word itself first), with the number of
 * matches (window count) on each row, and its filter. Built, not run: `findProductPage` runs it,
 * and the search index test reads its plan.
 */
export function productPageStatement(db: Db, query: ProductListQuery, terms: string[][], includeEmpty: boolean) {
  const words = terms.map((alternatives) => alternatives[0]!);
  const variantFilters: SQL[] = [sql`v.product_id = ${products}.id`, ...priceFilters(sql`v.price_paise`, query)];
  if (query.color) {
    variantFilters.push(
      sql`exists (select 1 from ${colors} c where c.id = v.color_id and ${colorIs(sql`c.id`, sql`c.name`, sql`c.name_hi`, query.color)})`,
    );
  }
  if (query.size) variantFilters.push(inStock(sql`v.id`, query.size));
  const hasVariantFilter = variantFilters.length > 1;

  const where: SQL[] = [];
  if (!includeEmpty || hasVariantFilter) {
    where.push(sql`exists (select 1 from ${variants} v where ${sql.join(variantFilters, sql` and `)})`);
  }
  if (query.fit) where.push(sql`${majorityFit(sql`${products}.id`)} = ${query.fit}`);

  const rankParts: [SQL, number][] = [];
  for (const all of terms) {
    // A Devanagari alternative is looked for in the Hindi name only: the English texts hold none,
    // and their trigram indexes have no trigram of it to look it up by (docs/decisions/0319).
    const alternatives = all.filter((word) => !isDevanagari(word));
    const devanagari = [...new Set(all.filter(isDevanagari).map(hindiKey))];
    // A word is found when any of its alternatives is (see catalogue.search-terms.ts).
    const anyOf = (found: (word: string) => SQL, words = alternatives) =>
      words.length === 1 ? found(words[0]!) : sql`(${or(...words.map(found))})`;
    const selects: SQL[] = [];
    if (alternatives.length > 0) {
      const inName = anyOf((word) => containsWord(products.searchName, word));
      const inDescription = anyOf((word) => containsWord(products.searchDescription, word));
      const inStory = anyOf((word) => containsWord(products.searchStory, word));
      const colorProducts = sql`select sv.product_id from ${variants} sv join ${colors} sc on sc.id = sv.color_id where ${anyOf((word) => containsWord(sql`sc.search_name`, word))}`;
      const inColor = sql`${products.id} in (${colorProducts})`;
      // The products that hold the word, as one set built from each text's trigram index (each
      // select reads its own `products`, which the tests above then name). The same four tests
      // joined by `or` around a correlated colour test were tried on every product in turn.
      selects.push(
        ...[inName, inDescription, inStory].map((found) => sql`select ${products.id} from ${products} where ${found}`),
        colorProducts,
      );
      rankParts.push(
        [inName, SEARCH_WEIGHTS.name],
        [inColor, SEARCH_WEIGHTS.color],
        [inDescription, SEARCH_WEIGHTS.description],
        [inStory, SEARCH_WEIGHTS.story],
      );
    }
    if (devanagari.length > 0) {
      const inHindiName = anyOf((word) => containsWord(products.searchNameHi, word), devanagari);
      // A colour's Hindi name finds its products as its English name does (docs/decisions/0323).
      const hindiColorProducts = sql`select sv.product_id from ${variants} sv join ${colors} sc on sc.id = sv.color_id where ${anyOf((word) => containsWord(sql`sc.search_name_hi`, word), devanagari)}`;
      selects.push(sql`select ${products.id} from ${products} where ${inHindiName}`, hindiColorProducts);
      rankParts.push(
        [inHindiName, SEARCH_WEIGHTS.name],
        [sql`${products.id} in (${hindiColorProducts})`, SEARCH_WEIGHTS.color],
      );
    }
    if (selects.length === 0) continue;
    where.push(sql`${products.id} in (${sql.join(selects, sql` union all `)})`);
  }
  if (terms.length > 1) {
    rankParts.push([
      containsWord(products.searchName, terms.map((alternatives) => alternatives[0]).join(' ')),
      SEARCH_WEIGHTS.phrase,
    ]);
  }
  const rank = rankParts.length ? weighted(rankParts) : sql`0`;

  const minPrice = sql`(select min(mp.price_paise) from ${variants} mp where mp.product_id = ${products}.id)`;
  const averageRating = sql`(select avg(ar.rating) from ${reviews} ar where ar.product_id = ${products}.id and ar.hidden_at is null)`;
  const newest = [desc(products.createdAt), asc(products.id)];
  const sort = query.sort ?? (words.length ? 'relevance' : 'newest');
  const orderBy: SQL[] =
    sort === 'price-asc'
      ? [sql`${minPrice} asc nulls last`, ...newest]
      : sort === 'price-desc'
        ? [sql`${minPrice} desc nulls last`, ...newest]
        : sort === 'rating'
          ? [sql`${averageRating} desc nulls last`, ...newest]
          : sort === 'relevance' && rankParts.length > 0
            ? [sql`${rank} desc`, ...newest]
            : newest;

  const filter = and(...where);
  const page = db
    .select({ ...productCardColumns(), total: totalOfAll() })
    .from(products)
    .where(filter)
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset(pageOffset(query));
  return { page, filter };
}

/** One page of products and the number of matches (see `productPageStatement`): one query whatever the page size. */
export async function findProductPage(db: Db, query: ProductListQuery, terms: string[][], includeEmpty: boolean) {
  const { page, filter } = productPageStatement(db, query, terms, includeEmpty);
  return withTotal(await page, query, () => db.select({ n: count() }).from(products).where(filter));
}

/**
 * What the list's filters are counted on: every variant of a storefront product with its colour,
 * price and stock per size, and its product's fit as reviewers say it (one query).
 */
export async function findFacetRows(db: Db) {
  return db
    .select({
      productId: variants.productId,
      colorName: colors.name,
      colorNameHi: colors.nameHi,
      colorHex: colors.hex,
      pricePaise: variants.pricePaise,
      stock: sql<unknown>`(select coalesce(json_object_agg(fs.size, fs.quantity), '{}'::json) from ${variantStock} fs where fs.variant_id = ${variants.id})`,
      fit: majorityFit(sql`${variants.productId}`),
    })
    .from(variants)
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .orderBy(asc(colors.name));
}

/**
 * The products most ordered (pieces, every order counted) that have a size in stock, then the
 * newest: what an empty search offers. Two statements: the most ordered products, then the cards.
 */
export async function findPopularInStock(db: Db, limit: number) {
  const sold = db
    .select({ productId: variants.productId, pieces: sql<number>`sum(${orderItems.quantity})`.as('pieces') })
    .from(orderItems)
    .innerJoin(variants, eq(variants.id, orderItems.variantId))
    .groupBy(variants.productId)
    .as('sold');
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .leftJoin(sold, eq(sold.productId, products.id))
    .where(
      sql`exists (select 1 from ${variants} v join ${variantStock} vs on vs.variant_id = v.id where v.product_id = ${products.id} and vs.quantity > 0)`,
    )
    .orderBy(sql`coalesce(${sold.pieces}, 0) desc`, desc(products.createdAt), asc(products.id))
    .limit(limit);
  if (ids.length === 0) return [];
  const rows = await db
    .select(productCardColumns())
    .from(products)
    .where(
      inArray(
        products.id,
        ids.map((row) => row.id),
      ),
    );
  const order = new Map(ids.map((row, i) => [row.id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/**
 * Counts one more search that found nothing (its words as searched), seen now. A term not yet
 * listed is added only while fewer than `kept` are: a robot typing new words cannot grow the list
 * without bound, and the terms already there keep being counted.
 */
export async function countSearchMiss(db: Db, term: string, kept: number): Promise<void> {
  await db.execute(sql`
    insert into ${searchMisses} (${sql.identifier(searchMisses.term.name)})
    select ${term}
    where exists (select 1 from ${searchMisses} where ${searchMisses.term} = ${term})
       or (select count(*) from ${searchMisses}) < ${kept}
    on conflict (${sql.identifier(searchMisses.term.name)}) do update
      set ${sql.identifier(searchMisses.count.name)} = ${searchMisses.count} + 1,
          ${sql.identifier(searchMisses.lastSeen.name)} = now()
  `);
}

/** The searches that found nothing, most frequent first, then the latest. */
export async function findSearchMisses(db: Db, limit: number) {
  return db
    .select({ term: searchMisses.term, count: searchMisses.count, lastSeen: searchMisses.lastSeen })
    .from(searchMisses)
    .orderBy(desc(searchMisses.count), desc(searchMisses.lastSeen), asc(searchMisses.term))
    .limit(limit);
}

/** The ids of every storefront product a search's words (with their alternatives) find. */
export async function findProductIdsMatching(db: Db, terms: string[][]): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const { rows, total } = await findProductPage(db, { page, limit: 100 }, terms, false);
    for (const row of rows) ids.add(row.id);
    if (ids.size >= total || rows.length === 0) return ids;
  }
}

/** Every variant of the given products with its colour, oldest first (cards and colour chips). */
export async function findVariantsOfProducts(db: Db, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: variants.id,
      productId: variants.productId,
      pricePaise: variants.pricePaise,
      mrpPaise: variants.mrpPaise,
      image: variants.image,
      colorId: colors.id,
      colorName: colors.name,
      colorNameHi: colors.nameHi,
      colorHex: colors.hex,
    })
    .from(variants)
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(inArray(variants.productId, productIds))
    .orderBy(asc(variants.createdAt), asc(variants.id));
}

export async function findRatingsOfProducts(db: Db, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: reviews.productId, average: avg(reviews.rating).mapWith(Number), count: count() })
    .from(reviews)
    .where(and(inArray(reviews.productId, productIds), isNull(reviews.hiddenAt)))
    .groupBy(reviews.productId);
}

/** A product with its exact rating, in one query. */
export async function findProductWithRating(db: Queryable, id: string) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      story: products.story,
      nameHi: products.nameHi,
      storyHi: products.storyHi,
      onSale: products.onSale,
      average: sql<
        number | null
      >`(select avg(r.rating)::float8 from ${reviews} r where r.product_id = ${products}.id and r.hidden_at is null)`.mapWith(
        (v: unknown) => (v === null ? null : Number(v)),
      ),
      reviewCount:
        sql<number>`(select count(*) from ${reviews} r where r.product_id = ${products}.id and r.hidden_at is null)`.mapWith(
          Number,
        ),
    })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

export async function findProduct(db: Queryable, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

type ProductValues = {
  name: string;
  description: string;
  story: string;
  nameHi?: string | null | undefined;
  storyHi?: string | null | undefined;
  onSale?: boolean | undefined;
  packageWeightGrams?: number;
  packageLengthCm?: number;
  packageBreadthCm?: number;
  packageHeightCm?: number;
};

export async function insertProduct(db: Queryable, values: ProductValues) {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function updateProduct(db: Queryable, id: string, values: Partial<ProductValues>) {
  const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning();
  return row;
}

export async function productHasVariants(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: variants.id }).from(variants).where(eq(variants.productId, id)).limit(1);
  return Boolean(row);
}

export async function deleteProduct(db: Queryable, id: string) {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------

export async function findColors(db: Db) {
  return db.select().from(colors).orderBy(asc(colors.name));
}

export async function findColor(db: Queryable, id: string) {
  const [row] = await db.select().from(colors).where(eq(colors.id, id));
  return row;
}

type ColorColumns = { name: string; nameHi: string | null; hex: string };

export async function insertColor(db: Queryable, values: Omit<ColorColumns, 'nameHi'> & Partial<ColorColumns>) {
  const [row] = await db.insert(colors).values(values).returning();
  return row!;
}

export async function updateColor(db: Queryable, id: string, values: Partial<ColorColumns>) {
  const [row] = await db.update(colors).set(values).where(eq(colors.id, id)).returning();
  return row;
}

export async function colorInUse(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: variants.id }).from(variants).where(eq(variants.colorId, id)).limit(1);
  return Boolean(row);
}

export async function deleteColor(db: Queryable, id: string) {
  const rows = await db.delete(colors).where(eq(colors.id, id)).returning({ id: colors.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Variants: one row carries product, colour, stock per size and the image set
// ---------------------------------------------------------------------------------------------

const variantRow = {
  id: variants.id,
  pricePaise: variants.pricePaise,
  mrpPaise: variants.mrpPaise,
  sku: variants.sku,
  image: variants.image,
  productId: products.id,
  productName: products.name,
  productNameHi: products.nameHi,
  productDescription: products.description,
  colorId: colors.id,
  colorName: colors.name,
  colorNameHi: colors.nameHi,
  colorHex: colors.hex,
  stock: sql<unknown>`(select coalesce(json_object_agg(vs.size, vs.quantity), '{}'::json) from ${variantStock} vs where vs.variant_id = ${variants}.id)`,
  images: sql<unknown>`(select vis.images from ${variantImageSets} vis where vis.variant_id = ${variants}.id)`,
};
export type VariantRow = Awaited<ReturnType<typeof findVariantsOfProduct>>[number];

function variantsQuery(db: Queryable) {
  return db
    .select(variantRow)
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId));
}

/** Every variant of one product, in the order they were added (the first colour first). */
export async function findVariantsOfProduct(db: Queryable, productId: string) {
  return variantsQuery(db).where(eq(variants.productId, productId)).orderBy(asc(variants.createdAt), asc(variants.id));
}

export async function findVariantRow(db: Queryable, id: string) {
  const [row] = await variantsQuery(db).where(eq(variants.id, id));
  return row;
}

/** The filters of a variant list other than the search words. */
function variantFilters(query: VariantListQuery): SQL[] {
  const where: SQL[] = [...priceFilters(variants.pricePaise, query)];
  if (query.productId) where.push(eq(variants.productId, query.productId));
  if (query.color) where.push(colorIs(colors.id, colors.name, colors.nameHi, query.color));
  if (query.size) where.push(inStock(variants.id, query.size));
  return where;
}

/** Whether the list is narrowed by more than search words. */
export function hasVariantFilters(query: VariantListQuery): boolean {
  return variantFilters(query).length > 0;
}

/** Variant ids as one bound parameter (a list of any length, never spliced into the SQL). */
const idIn = (ids: string[]) => sql`${variants.id} = any(string_to_array(${ids.join(',')}, ',')::uuid[])`;

/** One page of variants with every filter, without search words: one query whatever the page size. */
export async function findVariantPage(db: Db, query: VariantListQuery) {
  const where = variantFilters(query);
  const order = [desc(products.createdAt), asc(products.id), asc(variants.createdAt), asc(variants.id)];
  const condition = where.length ? and(...where) : undefined;

  const rows = await db
    .select({ ...variantRow, total: totalOfAll() })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(condition)
    .orderBy(...order)
    .limit(query.limit)
    .offset(pageOffset(query));

  return withTotal(rows, query, () =>
    db
      .select({ n: count() })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(colors, eq(colors.id, variants.colorId))
      .where(condition),
  );
}

/**
 * The searchable text of every variant, in the order equal search ranks are listed in: newest
 * product first, then each product's colours in the order they were added.
 */
export async function findSearchableVariants(db: Db) {
  return db
    .select({
      id: variants.id,
      productId: products.id,
      name: products.name,
      nameHi: products.nameHi,
      description: products.description,
      story: products.story,
      colorName: colors.name,
      colorNameHi: colors.nameHi,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .orderBy(desc(products.createdAt), asc(products.id), asc(variants.createdAt), asc(variants.id));
}

/** Which of `ids` pass the list's filters (price, product, colour, size in stock). */
export async function findVariantIdsPassing(db: Db, ids: string[], query: VariantListQuery): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(and(idIn(ids), ...variantFilters(query)));
  return new Set(rows.map((row) => row.id));
}

/** The variants of `ids`, in that order (a variant deleted meanwhile is left out). */
export async function findVariantRows(db: Db, ids: string[]): Promise<VariantRow[]> {
  if (ids.length === 0) return [];
  const rows = await variantsQuery(db).where(idIn(ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findVariant(db: Queryable, id: string) {
  const [row] = await db.select().from(variants).where(eq(variants.id, id));
  return row;
}

export async function skuExists(db: Queryable, sku: string): Promise<boolean> {
  const [row] = await db.select({ id: variants.id }).from(variants).where(eq(variants.sku, sku)).limit(1);
  return Boolean(row);
}

export async function insertVariant(
  tx: Tx,
  values: {
    productId: string;
    colorId: string;
    pricePaise: number;
    mrpPaise: number | null;
    sku: string;
    image: StoredImage;
  },
) {
  const [row] = await tx.insert(variants).values(values).returning();
  return row!;
}

export async function updateVariant(
  tx: Tx,
  id: string,
  values: Partial<{ pricePaise: number; mrpPaise: number | null; image: StoredImage; sku: string }>,
) {
  const [row] = await tx.update(variants).set(values).where(eq(variants.id, id)).returning();
  return row;
}

export async function variantIsOrdered(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.variantId, id)).limit(1);
  return Boolean(row);
}

export async function deleteVariant(tx: Tx, id: string) {
  const rows = await tx.delete(variants).where(eq(variants.id, id)).returning();
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// Image sets
// ---------------------------------------------------------------------------------------------

export async function findImageSetOfVariant(db: Queryable, variantId: string) {
  const [row] = await db.select().from(variantImageSets).where(eq(variantImageSets.variantId, variantId));
  return row;
}

export async function findImageSet(db: Queryable, id: string) {
  const [row] = await db.select().from(variantImageSets).where(eq(variantImageSets.id, id));
  return row;
}

export async function insertImageSet(db: Queryable, variantId: string, images: StoredImage[]) {
  const [row] = await db.insert(variantImageSets).values({ variantId, images }).returning();
  return row!;
}

export async function replaceImageSet(db: Queryable, id: string, images: StoredImage[]) {
  const [row] = await db.update(variantImageSets).set({ images }).where(eq(variantImageSets.id, id)).returning();
  return row;
}

export async function deleteImageSet(db: Queryable, id: string) {
  const [row] = await db.delete(variantImageSets).where(eq(variantImageSets.id, id)).returning();
  return row;
}

/**
 * The storage keys (of those given) still used by a variant's main image, an image set, or an
 * order line's copied image URL. Identical uploads share files, so only the others may be removed.
 */
export async function keysInUse(db: Queryable, candidates: { key: string; url: string }[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const result = await db.execute<{ key: string }>(sql`
    select t.key from jsonb_to_recordset(${JSON.stringify(candidates)}::jsonb) as t(key text, url text)
    where exists (select 1 from ${variants} v where v.image -> 'keys' @> jsonb_build_array(t.key))
       or exists (
         select 1 from ${variantImageSets} s cross join lateral jsonb_array_elements(s.images) e
         where e -> 'keys' @> jsonb_build_array(t.key))
       or exists (select 1 from ${orderItems} oi where oi.image_url = t.url)`);
  return new Set((result as unknown as { rows: { key: string }[] }).rows.map((r) => r.key));
}

/** Every product the storefront shows (it has a colour) and when it or one of its colours last changed. */
/** Products that have a colour: the ones with a page. */
export async function countProductsForSitemap(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(distinct ${variants.productId})::int` }).from(variants);
  return row?.n ?? 0;
}

/** A slice of the products that have a colour, newest first (ties by id, so slices never overlap). */
export async function findProductsForSitemap(
  db: Queryable,
  offset: number,
  limit: number,
): Promise<{ id: string; updatedAt: Date }[]> {
  const rows = await db
    .select({
      id: products.id,
      updatedAt: sql<string>`greatest(${products.updatedAt}, max(${variants.updatedAt}))`,
    })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .groupBy(products.id)
    .orderBy(desc(products.createdAt), products.id)
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updatedAt) }));
}

/** Of these colours, the ones whose product is on sale. */
export async function variantIdsOnSale(db: Queryable, variantIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(inArray(variants.id, [...variantIds]), eq(products.onSale, true)));
  return rows.map((row) => row.id);
}

/** The colours of a product. */
export async function variantIdsOfProduct(db: Queryable, productId: string): Promise<string[]> {
  const rows = await db.select({ id: variants.id }).from(variants).where(eq(variants.productId, productId));
  return rows.map((row) => row.id);
}

/**
 * The Hindi names of these colours' products and of the colours themselves, by colour (a colour
 * whose product and colour have none left out).
 */
export async function findHindiNamesOfVariants(db: Queryable, variantIds: readonly string[]) {
  if (variantIds.length === 0) return [];
  return db
    .select({ variantId: variants.id, productNameHi: products.nameHi, colorNameHi: colors.nameHi })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(
      and(inArray(variants.id, [...variantIds]), sql`(${products.nameHi} is not null or ${colors.nameHi} is not null)`),
    );
}
