import { useSearchParams } from 'react-router';
import { SIZES, type ProductDetail, type Size } from '@shop/shared';

/**
 * The colour and size a link chose (`?variant=<id>&size=XL`, as an alert's link does): the page
 * opens with them chosen. A colour the product lacks falls back to the first; a size sold out
 * again since is left for the shopper to pick.
 */
export function useLinkedChoice(product: ProductDetail): { variantIndex: number; size: Size | null } {
  const [params] = useSearchParams();
  const linked = product.variants.findIndex((v) => v._id === params.get('variant'));
  const variantIndex = Math.max(linked, 0);
  const size = SIZES.find((s) => s === params.get('size')) ?? null;
  const variant = product.variants[variantIndex];
  return { variantIndex, size: size && variant && variant.quantity[size] > 0 ? size : null };
}
