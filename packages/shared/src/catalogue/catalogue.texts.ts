/** The catalogue's own refusals and answers. */
export const CATALOGUE_MESSAGES = {
  mrpNotAbovePrice: 'MRP must be above the selling price',
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

/** Validation messages of the catalogue (products, variants, colours, images, search). */
export const CATALOGUE_VALIDATION = {
  selectSizeFirst: 'Please select a size first',
  selectSize: 'Please select a size',
  selectColorFirst: 'Please select a color/variant first',
  outOfStock: 'This item is out of stock',
  searchQueryRequired: 'Please enter a search query',
  hexRequired: 'Hex code is required',
  hexInvalid: 'Hex code must look like #1A2B3C',
  descriptionRequired: 'Description is required',
  storyRequired: 'Story is required',
  productRequired: 'Product is required',
  colorRequired: 'Color is required',
  sizeQuantityNonNegative: (size: string) => `Size ${size} quantity must be non-negative`,
  priceRequired: 'Price is required',
  priceNonNegative: 'Price must be non-negative',
  imageRequired: 'Image is required',
  imagesRequired: 'At least one image is required',
  onlyImages: 'Only image files are allowed',
} as const;

/** Fallbacks of the catalogue (products, variants, colours, images, search), shown when a failing call carries no message of its own. */
export const CATALOGUE_ERROR_FALLBACK = {
  fetchProducts: 'Failed to fetch products',
  fetchProduct: 'Failed to fetch product',
  createProduct: 'Failed to create product',
  updateProduct: 'Failed to update product',
  deleteProduct: 'Failed to delete product',
  fetchVariantImages: 'Failed to fetch variant images',
  createVariantImages: 'Failed to create variant images',
  updateVariantImages: 'Failed to update variant images',
  deleteVariantImages: 'Failed to delete variant images',
  fetchVariants: 'Failed to fetch variants',
  createVariant: 'Failed to create variant',
  updateVariant: 'Failed to update variant',
  deleteVariant: 'Failed to delete variant',
  fetchColors: 'Failed to fetch colors',
  createColor: 'Failed to create color',
  updateColor: 'Failed to update color',
  deleteColor: 'Failed to delete color',
} as const;

/** Confirmations of the catalogue (products, variants, colours, images, search). */
export const CATALOGUE_SUCCESS = {
  colorCreated: 'Color created successfully',
  colorUpdated: 'Color updated successfully',
  colorDeleted: 'Color deleted successfully',
  productCreated: 'Product created successfully',
  productUpdated: 'Product updated successfully',
  productDeleted: 'Product deleted successfully',
  variantCreated: 'Variant created successfully',
  variantUpdated: 'Variant updated successfully',
  variantDeleted: 'Variant deleted successfully',
  variantImagesCreated: 'Variant images created successfully',
  variantImagesUpdated: 'Variant images updated successfully',
  variantImagesDeleted: 'Variant images deleted successfully',
} as const;

/** Screen states and fixed texts of the catalogue (products, variants, colours, images, search). */
export const CATALOGUE_SCREEN = {
  productsFailed: 'Failed to load products',
  productsEmpty: 'No products available',
  productFailed: (message: string) => `Failed to load product: ${message}`,
  noSearchResults: (query: string) => `No results found for "${query}".`,
  /** Under an empty search: the best-rated tees, so the shopper has somewhere to go. */
  popularInstead: 'Popular right now',
  /** Above the results of a corrected search. */
  showingResultsFor: 'Showing results for',
  /** Beside it: the shopper's own words, which found nothing as typed. */
  nothingAsTyped: (query: string) => `Nothing matched “${query}” as typed.`,
  /** Under an empty search: the catalogue's words nearest to the shopper's. */
  nearestWords: 'Try one of these',
  /** Under an empty search: the most ordered tees with a size in stock. */
  popularInStock: 'Popular and in stock',
  /** The owner's card of the searches that found nothing. */
  searchMissesTitle: 'Searches that found nothing',
  searchMissesDescription: 'What shoppers looked for and did not find, most frequent first.',
  searchMissesEmpty: 'Every search found something so far.',
  searchMissesFailed: 'Failed to load the searches that found nothing',
  loadingVariants: 'Loading variants...',
  noImagesUploaded: 'No images uploaded',
  loadingImages: 'Loading images...',
  variantImagesTitle: 'Variant Images',
  deleteAllImagesConfirm: 'Are you sure you want to delete all images for this variant?',
  noVariants: 'No variants found.',
  noColors: 'No colors found.',
  noProducts: 'No products found.',
} as const;
