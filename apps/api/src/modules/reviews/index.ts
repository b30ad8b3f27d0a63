/** What the rest of the API may use of the reviews module. */
export { default as reviewsRoutes } from './reviews.routes.ts';
