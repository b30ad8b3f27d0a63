export { ReviewsSection } from './components/reviews-section';
export { reviewsQuery, useReviews } from './api/reviews';
