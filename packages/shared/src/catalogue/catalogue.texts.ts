/** The catalogue's own refusals and answers (the shared storefront texts live in texts.ts). */
export const CATALOGUE_MESSAGES = {
  productNotFound: 'Product not found',
  variantNotFound: 'Variant not found',
  colorNotFound: 'Color not found',
  imagesNotFound: 'Image set not found',
  colorNameTaken: 'A color with this name already exists',
  variantExists: 'This product already has a variant in this color',
  skuTaken: 'This SKU is already used by another variant',
  colorInUse: 'This color is used by product variants. Delete or change those variants first.',
  productHasVariants: 'This product still has variants. Delete its variants first.',
  variantOrdered: 'This variant appears in orders and cannot be deleted. Set its stock to 0 to stop selling it.',
  imageSetExists: 'This variant already has an image set. Update it instead.',
  tooManyImages: (max: number) => `At most ${max} images can be uploaded at once`,
} as const;

export const REVIEW_MESSAGES = {
  notFound: 'Review not found',
  notAuthor: 'You can only delete your own reviews',
  created: 'Review added successfully',
  deleted: 'Review deleted successfully',
} as const;
