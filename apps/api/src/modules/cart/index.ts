/** What the rest of the API may use of the cart module. */
export { default as cartRoutes } from './cart.routes.ts';
export { removeOrderedLines, removeOrderedVariantLines } from './cart.service.ts';
