/** What the rest of the API may use of the reviews module. */
export { reviewsModule } from './reviews.module.ts';
