import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Size } from '@shop/shared';
import { colors, products, users, variants, variantStock } from '../../db/schema/index.ts';
import { ACCESS_COOKIE } from '../../plugins/auth.ts';

/**
 * Test fixtures for the shopping domains (cart, wishlist, orders): a product in one colour with
 * stock per size, straight in the database, and shoppers with signed access cookies.
 */
export type VariantFixture = { variantId: string; productId: string; productName: string; colorName: string };

export async function createVariant(
  app: FastifyInstance,
  options: { pricePaise?: number; stock?: Partial<Record<Size, number>>; name?: string; withImage?: boolean } = {},
): Promise<VariantFixture> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const productName = options.name ?? `Story Tee ${suffix}`;
  const colorName = `Colour ${suffix}`;
  const [product] = await app.db
    .insert(products)
    .values({ name: productName, description: 'An oversized tee.', story: 'Every fit tells a story.' })
    .returning({ id: products.id });
  const [color] = await app.db.insert(colors).values({ name: colorName, hex: '#1A2B3C' }).returning({ id: colors.id });
  const image = options.withImage
    ? {
        url: `/media/images/${suffix}-1024.webp`,
        sources: [{ width: 1024, url: `/media/images/${suffix}-1024.webp` }],
        keys: [`images/${suffix}-1024.webp`],
      }
    : null;
  const [variant] = await app.db
    .insert(variants)
    .values({
      productId: product!.id,
      colorId: color!.id,
      pricePaise: options.pricePaise ?? 79_900,
      sku: `SKU-${suffix}`,
      image,
    })
    .returning({ id: variants.id });
  const stock = Object.entries(options.stock ?? { M: 10, L: 10, XL: 10, XXL: 10 }) as [Size, number][];
  if (stock.length > 0) {
    await app.db
      .insert(variantStock)
      .values(stock.map(([size, quantity]) => ({ variantId: variant!.id, size, quantity })));
  }
  return { variantId: variant!.id, productId: product!.id, productName, colorName };
}

export type Shopper = { id: string; email: string; name: string; cookie: string };

/** Verified shoppers without password hashing, so a crowd of them is cheap. */
export async function createShoppers(app: FastifyInstance, count: number): Promise<Shopper[]> {
  const rows = await app.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Shopper ${i + 1}`,
        email: `shopper-${crypto.randomBytes(6).toString('hex')}@example.in`,
        phone: '9876543210',
        gender: 'other' as const,
        role: 'user' as const,
        isVerified: true,
        passwordHash: 'not-a-password',
      })),
    )
    .returning({ id: users.id, email: users.email, name: users.name });
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      cookie: `${ACCESS_COOKIE}=${await app.accessTokens.sign({ id: row.id, role: 'user' })}`,
    })),
  );
}

/** Puts a line in the shopper's cart through the API; answers the cart line's id. */
export async function addToCart(
  app: FastifyInstance,
  shopper: Shopper,
  line: { variantId: string; size: Size; quantity: number },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/cart',
    payload: line,
    headers: { cookie: shopper.cookie },
  });
  if (res.statusCode !== 200) throw new Error(`add to cart failed: ${res.body}`);
  const items: { _id: string; variant: { _id: string }; size: string }[] = res.json().data.cart.items;
  return items.find((i) => i.variant._id === line.variantId && i.size === line.size)!._id;
}

export const DELIVERY_ADDRESS = {
  houseNumber: '12-B',
  street: 'Mall Road',
  colony: 'Civil Lines',
  city: 'Ludhiana',
  state: 'Punjab',
  postalCode: '141001',
  country: 'India',
};
