import { sql } from 'drizzle-orm';
import { paiseToRupees, type LineVariant } from '@shop/shared';
import { colors, products, variants, variantStock, type StoredImage } from '../../db/schema/index.ts';
import { publicImage } from './catalogue.images.ts';

/** What a cart or wishlist line shows of its variant: product, colour, image, live price, stock of the size. */
export const lineVariantColumns = {
  variantId: variants.id,
  pricePaise: variants.pricePaise,
  image: variants.image,
  productId: products.id,
  productName: products.name,
  colorId: colors.id,
  colorName: colors.name,
  colorHex: colors.hex,
  stock: sql<number>`coalesce(${variantStock.quantity}, 0)`.mapWith(Number),
};

type LineVariantRow = {
  variantId: string;
  pricePaise: number;
  image: StoredImage | null;
  productId: string;
  productName: string;
  colorId: string;
  colorName: string;
  colorHex: string;
  stock: number;
};

/** A cart or wishlist line's variant as the API shows it: live price in rupees, stock of the line's size. */
export function toLineVariant(row: LineVariantRow): LineVariant {
  return {
    _id: row.variantId,
    product: { _id: row.productId, name: row.productName },
    color: { _id: row.colorId, name: row.colorName, hex: row.colorHex },
    image: publicImage(row.image),
    price: paiseToRupees(row.pricePaise),
    stock: row.stock,
  };
}
