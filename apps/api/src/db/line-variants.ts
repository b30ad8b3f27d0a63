import { sql } from 'drizzle-orm';
import { colors, products, variants, variantStock, type StoredImage } from './schema/index.ts';

/**
 * What a cart or wishlist line shows of its variant: product, colour, image, live price, stock of
 * the size. The one read of the catalogue's tables that other modules' repositories (cart,
 * wishlist) join into their own queries, so it sits here, where every repository reaches it, as a
 * selection of columns; the catalogue module turns a row of it into what the API shows
 * (`toLineVariant`).
 */
export const lineVariantColumns = {
  variantId: variants.id,
  pricePaise: variants.pricePaise,
  image: variants.image,
  productId: products.id,
  productName: products.name,
  productNameHi: products.nameHi,
  colorId: colors.id,
  colorName: colors.name,
  colorNameHi: colors.nameHi,
  colorHex: colors.hex,
  stock: sql<number>`coalesce(${variantStock.quantity}, 0)`.mapWith(Number),
};

export type LineVariantRow = {
  variantId: string;
  pricePaise: number;
  image: StoredImage | null;
  productId: string;
  productName: string;
  productNameHi: string | null;
  colorId: string;
  colorName: string;
  colorNameHi: string | null;
  colorHex: string;
  stock: number;
};
