/** What the rest of the API may use of the cart module. */
export { cartModule } from './cart.module.ts';
export { removeOrderedLines, removeOrderedVariantLines } from './cart.service.ts';
