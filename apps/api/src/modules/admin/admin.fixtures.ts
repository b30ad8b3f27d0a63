/** Test fixtures of the admin module: a small catalogue and orders written straight to the database. */
import crypto from 'node:crypto';
import { DELIVERY_FEE_RUPEES, SIZES, type OrderStatus, type PaymentMethod, type Size } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { colors, orderItems, orders, products, variantStock, variants } from '../../db/schema/index.ts';

export type FixtureVariant = { id: string; productName: string; colorName: string; pricePaise: number; sku: string };

export async function insertVariant(
  db: Db,
  input: { productName: string; colorName: string; hex?: string; price: number; stock?: number; imageUrl?: string },
): Promise<FixtureVariant> {
  const tag = crypto.randomBytes(3).toString('hex');
  const [product] = await db
    .insert(products)
    .values({ name: input.productName, description: 'A roomy tee.', story: 'Cut in Ludhiana.' })
    .returning();
  const [color] = await db
    .insert(colors)
    .values({ name: `${input.colorName}`, hex: input.hex ?? '#112233' })
    .onConflictDoNothing()
    .returning();
  const colorId =
    color?.id ??
    (await db.query.colors.findFirst({ where: (c, { sql }) => sql`lower(${c.name}) = lower(${input.colorName})` }))!.id;
  const sku = `SKU-${tag}`.toUpperCase();
  const [variant] = await db
    .insert(variants)
    .values({
      productId: product!.id,
      colorId,
      pricePaise: input.price * 100,
      sku,
      image: input.imageUrl ? { url: input.imageUrl, sources: [{ width: 640, url: input.imageUrl }], keys: [] } : null,
    })
    .returning();
  await db
    .insert(variantStock)
    .values(SIZES.map((size) => ({ variantId: variant!.id, size, quantity: input.stock ?? 10 })));
  return {
    id: variant!.id,
    productName: input.productName,
    colorName: input.colorName,
    pricePaise: input.price * 100,
    sku,
  };
}

export type FixtureOrder = {
  userId: string;
  method: PaymentMethod;
  status: OrderStatus;
  paid?: boolean;
  cancellationReason?: string;
  items: { variant: FixtureVariant; size: Size; quantity: number }[];
};

/** An order as checkout would have written it; totals include the delivery fee of its method. */
export async function insertOrder(db: Db, input: FixtureOrder) {
  const subtotalPaise = input.items.reduce((sum, i) => sum + i.variant.pricePaise * i.quantity, 0);
  const deliveryFeePaise = DELIVERY_FEE_RUPEES[input.method] * 100;
  const [order] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      status: input.status,
      paymentMethod: input.method,
      paymentStatus: input.paid ? 'paid' : 'pending',
      paidAt: input.paid ? new Date() : null,
      subtotalPaise,
      deliveryFeePaise,
      totalPaise: subtotalPaise + deliveryFeePaise,
      contact: '9876543210',
      shippingAddress: {
        houseNumber: '12',
        street: 'Mall Road',
        colony: 'Model Town',
        city: 'Ludhiana',
        state: 'Punjab',
        postalCode: '141002',
        country: 'India',
      },
      expectedDelivery: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      razorpayOrderId: input.method === 'online' ? `order_${crypto.randomBytes(6).toString('hex')}` : null,
      razorpayPaymentId:
        input.paid && input.method === 'online' ? `pay_${crypto.randomBytes(6).toString('hex')}` : null,
      cancellationRequested: Boolean(input.cancellationReason),
      cancellationReason: input.cancellationReason ?? null,
      cancellationRequestedAt: input.cancellationReason ? new Date() : null,
      cancelledAt: input.status === 'cancelled' ? new Date() : null,
    })
    .returning();
  await db.insert(orderItems).values(
    input.items.map((i) => ({
      orderId: order!.id,
      variantId: i.variant.id,
      productName: i.variant.productName,
      colorName: i.variant.colorName,
      imageUrl: null,
      size: i.size,
      quantity: i.quantity,
      unitPricePaise: i.variant.pricePaise,
    })),
  );
  return order!;
}
