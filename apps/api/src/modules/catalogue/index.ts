/** What the rest of the API may use of the catalogue module. */
export { catalogueModule } from './catalogue.module.ts';
export { toLineVariant } from './catalogue.lines.ts';
export { colorName, hindiNamesOfVariants, productName, type HindiNamesOfVariant } from './catalogue.language.ts';
export { publicImage, storeImage, thumbnailUrl } from './catalogue.images.ts';
export { firstCardPreload, heroPreload, productPageHead, productSitemapEntries } from './catalogue.page-meta.ts';
export { skuFor } from './catalogue.sku.ts';
export { variantIdsOfProduct, variantsOnSale } from './catalogue.sale.ts';
export type { CatalogueEvent } from './catalogue.events.ts';
