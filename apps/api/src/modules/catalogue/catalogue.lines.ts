import { paiseToRupees, type LineVariant } from '@shop/shared';
import type { LineVariantRow } from '../../db/line-variants.ts';
import { publicImage } from './catalogue.images.ts';

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
