import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, apiAddress, type CreateReviewBody, REVIEW_ERROR_FALLBACK, type ReviewList } from '@shop/shared';
import type { z } from 'zod';
import { request, send } from '../../../lib/api-client';
import { takeFirstAnswer } from '../../../lib/first-answers';
import { productKeys } from '../../catalogue';

export const reviewKeys = { product: (productId: string) => ['reviews', productId] as const };

export const getReviews = (productId: string) =>
  request(
    { method: 'get', url: API.review.forProduct(productId) },
    (c) => c.ReviewList,
    REVIEW_ERROR_FALLBACK.fetchReviews,
  );

/** A product's reviews; a product page's own may come with its HTML (lib/first-answers). */
export const reviewsQuery = (productId: string) =>
  queryOptions({
    queryKey: reviewKeys.product(productId),
    queryFn: () => getReviews(productId),
    initialData: () => takeFirstAnswer<ReviewList>(apiAddress(API.review.forProduct(productId))),
  });

export const useReviews = (productId: string) => useQuery(reviewsQuery(productId));

export const createReview = (body: z.input<typeof CreateReviewBody>) =>
  request({ method: 'post', url: API.review.create, data: body }, (c) => c.Review, REVIEW_ERROR_FALLBACK.createReview);

export const deleteReview = (id: string) =>
  send({ method: 'delete', url: API.review.one(id) }, REVIEW_ERROR_FALLBACK.deleteReview);

/** After a review changes, the list, the product's rating and the cards' ratings are refreshed. */
function useRefreshRatings(productId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) }),
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
    ]);
}

export function useCreateReview(productId: string) {
  const refresh = useRefreshRatings(productId);
  return useMutation({ mutationFn: createReview, onSuccess: refresh });
}

export function useDeleteReview(productId: string) {
  const refresh = useRefreshRatings(productId);
  return useMutation({ mutationFn: deleteReview, onSuccess: refresh });
}
