import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { folded } from '../text-folding.ts';
import { createdAt, id, updatedAt } from './columns.ts';

/**
 * A text column's folded copy (lower case, no accents), which the product search matches words
 * against. Folding is a walk of the accent table for every character: done per search, it took a
 * catalogue of 5,000 products 6 s; stored, it is done once per write and a search only compares.
 */
const searchText = (name: string, source: string) =>
  text(name)
    .notNull()
    .generatedAlwaysAs(folded(sql`${sql.identifier(source)}`));

/**
 * A Devanagari text's copy as a search word is matched against it (see `hindiKey` of the search):
 * without the nukta dot and the zero-width joiners, so "सफ़ेद" and "सफेद" read alike. Null when
 * the text is. The text itself is kept composed (NFC) by the shared schema that writes it.
 */
const hindiSearchText = (name: string, source: string) =>
  text(name).generatedAlwaysAs(sql`translate(${sql.identifier(source)}, E'\\u093C\\u200C\\u200D', '')`);

/**
 * A trigram index on a folded text: a word's `like '%word%'` is answered from the index (words of
 * three letters or more) instead of by reading every row's text (pg_trgm, created by the migration).
 * Written through (`fastupdate` off): with it on, new rows wait in a list that only a vacuum merges,
 * the embedded database has no autovacuum, and the planner, seeing the list, reads every row again.
 * The catalogue is written by the owner and read by every shopper.
 */
const trigramIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops')).with({ fastupdate: false });

/**
 * A stored picture: the URL of each generated width (WebP in `sources`, AVIF in `avif`), the size
 * of the largest, and the storage keys to remove it by. Pictures stored before AVIF have neither
 * `avif` nor the size.
 */
export type StoredImage = {
  url: string;
  sources: { width: number; url: string }[];
  avif?: { width: number; url: string }[];
  width?: number;
  height?: number;
  keys: string[];
};

export const colors = pgTable(
  'colors',
  {
    id: id(),
    name: text('name').notNull(),
    /** The name folded for search (see searchText), kept by the database on every write. */
    searchName: searchText('search_name', 'name'),
    /**
     * The optional Hindi name the storefront's Hindi pages, alerts and mails show instead of the
     * English one (null: none, the English is shown). Written in Devanagari, composed (NFC).
     */
    nameHi: text('name_hi'),
    /** The Hindi name as a Devanagari search word is matched against it (no index, as the products'). */
    searchNameHi: hindiSearchText('search_name_hi', 'name_hi'),
    hex: text('hex').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('colors_name_unique').on(sql`lower(${t.name})`),
    check('colors_hex_check', sql`${t.hex} ~ '^#[0-9a-fA-F]{6}$'`),
    trigramIndex('colors_search_name_trgm_idx', t.searchName),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    story: text('story').notNull(),
    /** The texts folded for search (see searchText), kept by the database on every write. */
    searchName: searchText('search_name', 'name'),
    searchDescription: searchText('search_description', 'description'),
    searchStory: searchText('search_story', 'story'),
    /**
     * The optional Hindi name and story the storefront shows on its Hindi pages instead of the
     * English ones (null: none, the English is shown). Written in Devanagari, composed (NFC).
     */
    nameHi: text('name_hi'),
    storyHi: text('story_hi'),
    /**
     * The Hindi name as a Devanagari search word is matched against it. No trigram index: pg_trgm
     * extracts no trigram from Devanagari, so such a word reads the products' rows instead (the
     * catalogue is hundreds of products, and only a Devanagari word does it).
     */
    searchNameHi: hindiSearchText('search_name_hi', 'name_hi'),
    /** The packed parcel's weight and size, the default when the owner books a shipment. */
    packageWeightGrams: integer('package_weight_grams').notNull().default(250),
    packageLengthCm: integer('package_length_cm').notNull().default(30),
    packageBreadthCm: integer('package_breadth_cm').notNull().default(25),
    packageHeightCm: integer('package_height_cm').notNull().default(3),
    /** A sale item (the returns policy treats it apart). */
    onSale: boolean('on_sale').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_created_idx').on(t.createdAt),
    trigramIndex('products_search_name_trgm_idx', t.searchName),
    trigramIndex('products_search_description_trgm_idx', t.searchDescription),
    trigramIndex('products_search_story_trgm_idx', t.searchStory),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    colorId: uuid('color_id')
      .notNull()
      .references(() => colors.id, { onDelete: 'restrict' }),
    pricePaise: integer('price_paise').notNull(),
    /** The maximum retail price printed on the tag, when above the selling price (shown struck through). */
    mrpPaise: integer('mrp_paise'),
    sku: text('sku').notNull(),
    image: jsonb('image').$type<StoredImage>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('variants_product_color_unique').on(t.productId, t.colorId),
    uniqueIndex('variants_sku_unique').on(t.sku),
    index('variants_color_idx').on(t.colorId),
    index('variants_price_idx').on(t.pricePaise),
    check('variants_price_check', sql`${t.pricePaise} >= 0`),
  ],
);

/** Stock per size; a conditional decrement keeps it from ever going below zero. */
export const variantStock = pgTable(
  'variant_stock',
  {
    variantId: uuid('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    size: text('size', { enum: ['M', 'L', 'XL', 'XXL'] }).notNull(),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.size] }),
    index('variant_stock_size_idx').on(t.size, t.quantity),
    check('variant_stock_quantity_check', sql`${t.quantity} >= 0`),
    check('variant_stock_size_check', sql`${t.size} in ('M', 'L', 'XL', 'XXL')`),
  ],
);

export const variantImageSets = pgTable('variant_image_sets', {
  id: id(),
  variantId: uuid('variant_id')
    .notNull()
    .unique()
    .references(() => variants.id, { onDelete: 'cascade' }),
  images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The searches that found nothing, one row per search as its words were read (folded, in the
 * order typed): how often and when last. Written only when a search found nothing, even corrected,
 * so a search that finds something costs no write; the owner reads it most frequent first.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    term: text('term').primaryKey(),
    count: integer('count').notNull().default(1),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_misses_count_idx').on(t.count, t.lastSeen)],
);
