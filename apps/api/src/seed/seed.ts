import crypto from 'node:crypto';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { SIZES, rupeesToPaise } from '@shop/shared';
import type { Db } from '../db/client.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { colors, products, reviews, users, variantImageSets, variants } from '../db/schema/index.ts';
import { skuFor } from '../modules/catalogue/index.ts';
import { hashPassword, type PasswordCost } from '../modules/account/index.ts';
import { clearAllStock, stockNewVariant } from '../modules/inventory/index.ts';
import { DEMO_COLORS, DEMO_CUSTOMERS, DEMO_PRODUCTS, DEMO_REVIEWS } from './demo-catalogue.ts';
import { photoKey, photographCatalogue, type Photographing } from './photographs.ts';
import { PHOTO_DENSITY } from './tshirt-image.ts';

/** A deterministic pseudo-random stream, so every fresh shop has the same demo stock. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  return (row?.n ?? 0) === 0;
}

/** Removes the catalogue and the demo customers (for `npm run seed`); orders keep the products alive. */
export async function clearDemoCatalogue(db: Db): Promise<void> {
  await clearAllStock(db);
  await db.execute(
    sql`truncate table ${variantImageSets}, ${reviews}, cart_items, wishlist_items restart identity cascade`,
  );
  await db.delete(variants).where(sql`not exists (select 1 from order_items oi where oi.variant_id = ${variants.id})`);
  await db.delete(products).where(sql`not exists (select 1 from variants v where v.product_id = ${products.id})`);
  await db.delete(colors).where(sql`not exists (select 1 from variants v where v.color_id = ${colors.id})`);
}

/**
 * Seeds the demo catalogue and draws its photos before answering: `npm run seed`, the tests and a
 * server told to open only once the photos exist. `photoDensity` below the default draws small
 * photos (one stored width each), which tests use to seed the whole catalogue in a second instead
 * of twenty.
 */
export async function seedDemoCatalogue(
  db: Db,
  storage: Storage,
  passwordCost: PasswordCost,
  { photoDensity = PHOTO_DENSITY }: { photoDensity?: number } = {},
): Promise<{ products: number; variants: number }> {
  const seeded = await seedDemoRows(db, passwordCost);
  await drawDemoPhotos(db, storage, { density: photoDensity }).done;
  return seeded;
}

/**
 * The demo catalogue's rows: colours, products, variants with stock, reviews, and the demo
 * customers who wrote them; no photos yet (each variant shows the placeholder until
 * `drawDemoPhotos` stores its own). A second or two, so a first start opens the shop at once.
 */
export async function seedDemoRows(
  db: Db,
  passwordCost: PasswordCost,
): Promise<{ products: number; variants: number }> {
  const random = seededRandom(42);
  const colorRows = await db
    .insert(colors)
    .values(DEMO_COLORS.map((c) => ({ name: c.name, hex: c.hex })))
    .onConflictDoNothing()
    .returning();
  const allColors = colorRows.length === DEMO_COLORS.length ? colorRows : await db.select().from(colors);
  const colorByName = new Map(allColors.map((c) => [c.name, c]));

  const customerHash = await hashPassword(crypto.randomBytes(24).toString('base64url'), passwordCost);
  const customers = await db
    .insert(users)
    .values(DEMO_CUSTOMERS.map((c) => ({ ...c, passwordHash: customerHash, isVerified: true, isDemo: true })))
    .onConflictDoNothing()
    .returning({ id: users.id });

  let variantCount = 0;
  // Oldest first, so the list (newest first) opens on the last product of the file.
  for (const [index, demo] of DEMO_PRODUCTS.entries()) {
    const createdAt = new Date(Date.now() - (DEMO_PRODUCTS.length - index) * 60_000);
    const [product] = await db
      .insert(products)
      .values({ name: demo.name, description: demo.description, story: demo.story, createdAt })
      .returning();
    for (const [colorIndex, colorName] of demo.colors.entries()) {
      const color = colorByName.get(colorName);
      if (!color || !product) continue;
      const [variant] = await db
        .insert(variants)
        .values({
          productId: product.id,
          colorId: color.id,
          pricePaise: rupeesToPaise(demo.price),
          sku: skuFor(demo.name, color.name),
          createdAt: new Date(createdAt.getTime() + colorIndex),
        })
        .returning();
      if (!variant) continue;
      variantCount++;
      await stockNewVariant(
        db,
        variant.id,
        Object.fromEntries(
          SIZES.map((size) => {
            const roll = random();
            // Roughly one size in six sold out, the rest between 2 and 40.
            return [size, roll < 0.17 ? 0 : 2 + Math.floor(roll * 38)];
          }),
        ),
        { reason: 'initial', adminId: null },
      );
    }
    if (product && customers.length > 0 && index % 2 === 0) {
      const picks = DEMO_REVIEWS.filter((_, i) => (i + index) % 3 !== 0).slice(0, customers.length);
      await db.insert(reviews).values(
        picks.map((review, i) => ({
          productId: product.id,
          userId: customers[i]!.id,
          rating: review.rating,
          comment: review.comment,
          fit: review.fit,
        })),
      );
    }
  }
  return { products: DEMO_PRODUCTS.length, variants: variantCount };
}

/** How often a drawing in progress says how far it is. */
export const PHOTO_PROGRESS_MS = 10_000;

/**
 * Draws the photos of every demo variant still without one (all of them after `seedDemoRows`, the
 * rest after a start stopped halfway) and stores each variant's pair as soon as both are drawn: the
 * dress-form photo leads (lists show the tee as worn), the flat-lay follows in the gallery. Says
 * how far it is when it starts, every PHOTO_PROGRESS_MS and when it ends, so a first start that
 * draws them while the shop is already open is never silent.
 */
export function drawDemoPhotos(
  db: Db,
  storage: Storage,
  {
    density = PHOTO_DENSITY,
    say = () => {},
    everyMs = PHOTO_PROGRESS_MS,
  }: { density?: number; say?: (line: string) => void; everyMs?: number } = {},
): Photographing {
  let inner: Photographing | undefined;
  let stopped = false;
  const done = (async () => {
    const missing = await demoVariantsWithoutPhotos(db);
    if (missing.length === 0 || stopped) return;
    const colorByName = new Map((await db.select().from(colors)).map((c) => [c.name, c]));
    const variantOf = new Map(missing.map((m) => [photoKey(m.productIndex, m.colorName, 'on-form'), m.variantId]));
    const total = missing.length * 2;
    let drawn = 0;
    const started = Date.now();
    const progress = () => say(`  drawing demo photos ${drawn}/${total}`);
    progress();
    const timer = setInterval(progress, everyMs);
    try {
      inner = photographCatalogue(storage, colorByName, density, missing, async (pair) => {
        const variantId = variantOf.get(photoKey(pair.productIndex, pair.colorName, 'on-form'));
        if (!variantId) return;
        await db.transaction(async (tx) => {
          await tx.update(variants).set({ image: pair.onForm }).where(eq(variants.id, variantId));
          await tx
            .insert(variantImageSets)
            .values({ variantId, images: [pair.onForm, pair.flatLay] })
            .onConflictDoUpdate({ target: variantImageSets.variantId, set: { images: [pair.onForm, pair.flatLay] } });
        });
        drawn += 2;
      });
      if (stopped) inner.stop();
      await inner.done;
    } finally {
      clearInterval(timer);
    }
    if (!stopped) say(`  demo photos drawn: ${drawn}/${total} in ${Math.round((Date.now() - started) / 1000)} s`);
  })();
  return {
    done,
    stop() {
      stopped = true;
      inner?.stop();
    },
  };
}

/** The demo variants (by their product's place in the demo file and their colour) that have no photo. */
async function demoVariantsWithoutPhotos(db: Db) {
  const indexOf = new Map(DEMO_PRODUCTS.map((demo, index) => [demo.name, index]));
  const rows = await db
    .select({ variantId: variants.id, productName: products.name, colorName: colors.name })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(colors, eq(colors.id, variants.colorId))
    .where(and(isNull(variants.image), inArray(products.name, [...indexOf.keys()])));
  return rows.flatMap((row) => {
    const productIndex = indexOf.get(row.productName);
    const demo = productIndex === undefined ? undefined : DEMO_PRODUCTS[productIndex];
    return demo?.colors.includes(row.colorName)
      ? [{ variantId: row.variantId, productIndex: productIndex!, colorName: row.colorName }]
      : [];
  });
}
