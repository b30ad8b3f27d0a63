import crypto from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { SIZES, rupeesToPaise } from '@shop/shared';
import type { Db } from '../db/client.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { colors, products, reviews, users, variantImageSets, variants } from '../db/schema/index.ts';
import { skuFor } from '../modules/catalogue/index.ts';
import { hashPassword, type PasswordCost } from '../modules/account/index.ts';
import { clearAllStock, stockNewVariant } from '../modules/inventory/index.ts';
import { DEMO_COLORS, DEMO_CUSTOMERS, DEMO_PRODUCTS, DEMO_REVIEWS } from './demo-catalogue.ts';
import { photoKey, photographCatalogue } from './photographs.ts';
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
 * Seeds the demo catalogue: colours, products, variants with stock and generated photos, reviews.
 * `photoDensity` below the default draws small photos (one stored width each), which tests use
 * to seed the whole catalogue in a second instead of twenty.
 */
export async function seedDemoCatalogue(
  db: Db,
  storage: Storage,
  passwordCost: PasswordCost,
  { photoDensity = PHOTO_DENSITY }: { photoDensity?: number } = {},
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

  const photos = await photographCatalogue(storage, colorByName, photoDensity);
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
      // The dress-form photo leads (lists show the tee as worn); the flat-lay follows in the gallery.
      const onForm = photos.get(photoKey(index, colorName, 'on-form'));
      const flatLay = photos.get(photoKey(index, colorName, 'flat-lay'));
      if (!onForm || !flatLay) continue;
      const [variant] = await db
        .insert(variants)
        .values({
          productId: product.id,
          colorId: color.id,
          pricePaise: rupeesToPaise(demo.price),
          sku: skuFor(demo.name, color.name),
          image: onForm,
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
      await db.insert(variantImageSets).values({ variantId: variant.id, images: [onForm, flatLay] });
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
