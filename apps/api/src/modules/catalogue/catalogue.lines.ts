import { paiseToRupees, type Language, type LineVariant } from '@shop/shared';
import type { LineVariantRow } from '../../db/line-variants.ts';
import { publicImage } from './catalogue.images.ts';
import { colorName, productName } from './catalogue.language.ts';

/**
 * A cart or wishlist line's variant as the API shows it: live price in rupees, stock of the line's
 * size, the product's and the colour's names in the caller's language.
 */
export function toLineVariant(row: LineVariantRow, language: Language = 'en'): LineVariant {
  return {
    _id: row.variantId,
    product: { _id: row.productId, name: productName({ name: row.productName, nameHi: row.productNameHi }, language) },
    color: { _id: row.colorId, name: colorName(row, language), hex: row.colorHex },
    image: publicImage(row.image),
    price: paiseToRupees(row.pricePaise),
    stock: row.stock,
  };
}
