/** What the rest of the API may use of the cart module. */
export { cartModule } from './cart.module.ts';
export { orderedLinesRemoval, removeOrderedLines, removeOrderedVariantLines, type LineAdded } from './cart.service.ts';
