import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  apiAddress,
  type CreateReviewBody,
  REVIEW_ERROR_FALLBACK,
  REVIEW_SCREEN_TEXTS,
  type ReviewList,
  type ReviewSort,
  type ReviewVisibility,
  type ReviewVisibilityBody,
} from '@shop/shared';
import type { z } from 'zod';
import { request, send } from '../../../lib/api-client';
import { takeFirstAnswer } from '../../../lib/first-answers';
import { productKeys } from '../../catalogue';

export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => ['reviews', productId] as const,
  list: (productId: string, sort: ReviewSort) => ['reviews', productId, sort] as const,
  admin: (visibility: ReviewVisibility, page: number) => ['reviews', 'admin', visibility, page] as const,
};

/** The order the product page opens with; its address is the one the server answers with the page. */
export const DEFAULT_REVIEW_SORT: ReviewSort = 'verified';

export const getReviews = (productId: string, sort: ReviewSort = DEFAULT_REVIEW_SORT) =>
  request(
    {
      method: 'get',
      url: API.review.forProduct(productId),
      ...(sort === DEFAULT_REVIEW_SORT ? {} : { params: { sort } }),
    },
    (c) => c.ReviewList,
    REVIEW_ERROR_FALLBACK.fetchReviews,
  );

/** A product's reviews; a product page's own may come with its HTML (lib/first-answers). */
export const reviewsQuery = (productId: string, sort: ReviewSort = DEFAULT_REVIEW_SORT) =>
  queryOptions({
    queryKey: reviewKeys.list(productId, sort),
    queryFn: () => getReviews(productId, sort),
    initialData: () =>
      sort === DEFAULT_REVIEW_SORT
        ? takeFirstAnswer<ReviewList>(apiAddress(API.review.forProduct(productId)))
        : undefined,
  });

export const useReviews = (productId: string, sort: ReviewSort = DEFAULT_REVIEW_SORT) =>
  useQuery({ ...reviewsQuery(productId, sort), placeholderData: keepPreviousData });

export const createReview = (body: z.input<typeof CreateReviewBody>) =>
  request({ method: 'post', url: API.review.create, data: body }, (c) => c.Review, REVIEW_ERROR_FALLBACK.createReview);

export const deleteReview = (id: string) =>
  send({ method: 'delete', url: API.review.one(id) }, REVIEW_ERROR_FALLBACK.deleteReview);

/** After a review changes, the lists, the product's rating and the cards' ratings are refreshed. */
function useRefreshRatings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
    ]);
}

export function useCreateReview() {
  const refresh = useRefreshRatings();
  return useMutation({ mutationFn: createReview, onSuccess: refresh });
}

export function useDeleteReview() {
  const refresh = useRefreshRatings();
  return useMutation({ mutationFn: deleteReview, onSuccess: refresh });
}

// The owner's screen ---------------------------------------------------------------------------

export const getAllReviews = (visibility: ReviewVisibility, page: number) =>
  request(
    { method: 'get', url: API.review.list, params: { visibility, page } },
    (c) => c.AdminReviewList,
    REVIEW_SCREEN_TEXTS.loadFailed,
  );

export const useAllReviews = (visibility: ReviewVisibility, page: number) =>
  useQuery({
    queryKey: reviewKeys.admin(visibility, page),
    queryFn: () => getAllReviews(visibility, page),
    placeholderData: keepPreviousData,
  });

export const setReviewVisibility = ({ id, ...body }: ReviewVisibilityBody & { id: string }) =>
  request(
    { method: 'put', url: API.review.visibility(id), data: body },
    (c) => c.AdminReviewAnswer,
    REVIEW_SCREEN_TEXTS.updateFailed,
  );

export function useSetReviewVisibility() {
  const refresh = useRefreshRatings();
  return useMutation({ mutationFn: setReviewVisibility, onSuccess: refresh });
}
