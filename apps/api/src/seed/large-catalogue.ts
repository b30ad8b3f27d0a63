import { count, eq } from 'drizzle-orm';
import { SIZES, rupeesToPaise } from '@shop/shared';
import type { Db } from '../db/client.ts';
import { colors, products, variantImageSets, variants, type StoredImage } from '../db/schema/index.ts';
import { skuFor } from '../modules/catalogue/index.ts';
import { stockNewVariants } from '../modules/inventory/index.ts';
import { DEMO_PRODUCTS } from './demo-catalogue.ts';

/**
 * A grown shop's catalogue for measuring (`npm run seed -- --products 5000`): the demo catalogue,
 * then as many more products as asked, each in three colours and four sizes. The new products
 * wear the demo photos of their colour (drawn once, shared), so thousands seed in about a minute.
 */

const WORDS = [
  'Monsoon',
  'Desert',
  'Harbour',
  'Saffron',
  'Midnight',
  'Coastal',
  'Himalayan',
  'Urban',
  'Tidal',
  'Lotus',
  'Ember',
  'Banyan',
  'Marigold',
  'Kite',
  'Sunset',
  'Deccan',
  'Ganga',
  'Thar',
  'Nilgiri',
  'Konkan',
  'Orbit',
  'Static',
  'Signal',
  'Pixel',
  'Retro',
  'Chai',
  'Rickshaw',
  'Bazaar',
  'Festival',
  'Rooftop',
  'Cinder',
  'Velvet',
  'Granite',
  'Paper',
  'Copper',
  'Indigo',
  'Cobalt',
  'Jasmine',
  'Peacock',
  'Tiger',
] as const;
const THEMES = [
  'Drift',
  'Bloom',
  'Echo',
  'Trail',
  'Pulse',
  'Wave',
  'Grid',
  'Horizon',
  'Story',
  'Club',
  'Parade',
  'Sketch',
  'Arc',
  'Loop',
  'Garden',
  'Skyline',
  'Circuit',
  'Voyage',
  'Market',
  'Rhythm',
] as const;
const CUTS = [
  'Oversized Tee',
  'Boxy Tee',
  'Drop-Shoulder Tee',
  'Relaxed Tee',
  'Heavyweight Tee',
  'Graphic Tee',
  'Street Tee',
  'Longline Tee',
] as const;
const PRICES = [499, 599, 699, 799, 899, 999, 1199, 1499] as const;

/** The `n`th name: every combination of word, theme and cut once (6,400 of them). */
function nameFor(n: number): string {
  const word = WORDS[n % WORDS.length]!;
  const theme = THEMES[Math.floor(n / WORDS.length) % THEMES.length]!;
  const cut = CUTS[Math.floor(n / (WORDS.length * THEMES.length)) % CUTS.length]!;
  return `${word} ${theme} ${cut}`;
}

export const LARGEST_CATALOGUE = WORDS.length * THEMES.length * CUTS.length;

type Look = { colorId: string; colorName: string; image: StoredImage; gallery: StoredImage[] };

/** The demo's photos by colour: what the new products wear. */
async function looksByColour(db: Db): Promise<Look[][]> {
  const rows = await db
    .select({ colorId: colors.id, colorName: colors.name, image: variants.image, gallery: variantImageSets.images })
    .from(variants)
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .innerJoin(variantImageSets, eq(variantImageSets.variantId, variants.id));
  const byColour = new Map<string, Look[]>();
  for (const row of rows) {
    if (!row.image) continue;
    const looks = byColour.get(row.colorId) ?? [];
    looks.push({ colorId: row.colorId, colorName: row.colorName, image: row.image, gallery: row.gallery });
    byColour.set(row.colorId, looks);
  }
  return [...byColour.values()];
}

/**
 * A SKU as the shop makes them, its random tail replaced by the variant's number: thousands of
 * seeded names share their initials, and four random hex digits would repeat among them.
 */
function seededSku(productName: string, colorName: string, n: number): string {
  return `${skuFor(productName, colorName).slice(0, -4)}${n.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Adds products until the catalogue holds `total`, in batches of one transaction each. Stock is
 * written as the demo's is (one 'initial' movement per size).
 */
export async function seedLargeCatalogue(db: Db, total: number, log: (line: string) => void = () => {}) {
  if (total > LARGEST_CATALOGUE + DEMO_PRODUCTS.length) {
    throw new Error(`at most ${LARGEST_CATALOGUE + DEMO_PRODUCTS.length} products can be seeded`);
  }
  const colours = await looksByColour(db);
  if (colours.length < 3) throw new Error('seed the demo catalogue first: its photos dress the new products');
  const [row] = await db.select({ n: count() }).from(products);
  const existing = row?.n ?? 0;
  const toAdd = total - existing;
  const BATCH = 250;
  const epoch = Date.now() - toAdd * 1000;
  for (let start = 0; start < toAdd; start += BATCH) {
    const size = Math.min(BATCH, toAdd - start);
    await db.transaction(async (tx) => {
      const made = await tx
        .insert(products)
        .values(
          Array.from({ length: size }, (_, i) => {
            const n = start + i;
            const name = nameFor(n);
            const demo = DEMO_PRODUCTS[n % DEMO_PRODUCTS.length]!;
            return {
              name,
              description: demo.description,
              story: demo.story,
              createdAt: new Date(epoch + n * 1000),
            };
          }),
        )
        .returning({ id: products.id, name: products.name, createdAt: products.createdAt });
      const variantRows = made.flatMap((product, i) => {
        const n = start + i;
        const price = PRICES[n % PRICES.length]!;
        // Three different colours, the set turning from product to product.
        return [0, 1, 2].map((k) => {
          const looks = colours[(n + k) % colours.length]!;
          const look = looks[n % looks.length]!;
          return {
            productId: product.id,
            colorId: look.colorId,
            pricePaise: rupeesToPaise(price),
            sku: seededSku(product.name, look.colorName, n * 3 + k),
            image: look.image,
            gallery: look.gallery,
            createdAt: new Date(product.createdAt.getTime() + k),
          };
        });
      });
      const inserted = await tx
        .insert(variants)
        .values(variantRows.map(({ gallery: _gallery, ...row }) => row))
        .returning({ id: variants.id });
      await tx
        .insert(variantImageSets)
        .values(inserted.map((variant, i) => ({ variantId: variant.id, images: variantRows[i]!.gallery })));
      await stockNewVariants(
        tx,
        inserted.map((variant, i) => ({
          variantId: variant.id,
          quantities: Object.fromEntries(SIZES.map((s, j) => [s, ((start + i) * 7 + j * 5) % 41])),
        })),
        { reason: 'initial', adminId: null },
      );
    });
    log(`  ${existing + start + size} products`);
  }
  return { products: Math.max(total, existing) };
}
