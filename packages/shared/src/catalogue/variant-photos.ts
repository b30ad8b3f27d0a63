import type { Image } from './catalogue.schemas.ts';

// Apart from the schemas, so a storefront page that shows photos loads no validation code.
/**
 * The photos a colour shows on its product page: its image set, else its main photo alone; none
 * means the placeholder. The owner's screens count and preview the same photos.
 */
export function variantPhotos(variant: { image: Image | null; images: readonly Image[] }): Image[] {
  if (variant.images.length > 0) return [...variant.images];
  return variant.image ? [variant.image] : [];
}
