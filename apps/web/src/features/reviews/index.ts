import { lazyPart } from '../../lib/lazy-part';

export { FitSummaryNote, useReturnFit } from './components/fit-summary-note';
export { reviewKeys, reviewsQuery, useReviews } from './api/reviews';
export { AdminReviewsScreen } from './components/admin-reviews-screen';
/**
 * The reviews, below the product, as their own chunk: the list, the form and the delete dialog
 * load after the product's first screen (docs/decisions/0096).
 */
export const ReviewsSection = /* @__PURE__ */ lazyPart('reviews', () =>
  import('./components/reviews-section').then((m) => ({ default: m.ReviewsSection })),
);
