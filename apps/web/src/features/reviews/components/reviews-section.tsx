import { useState } from 'react';
import {
  ERROR_FALLBACK,
  REVIEW_SCREEN_TEXTS,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  SCREEN,
  type Review,
  type ReviewSort,
} from '@shop/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/field';
import { Skeleton, StateMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { toast, toastError } from '../../../lib/toast';
import { DEFAULT_REVIEW_SORT, useDeleteReview, useReviews } from '../api/reviews';
import { FitSummaryNote } from './fit-summary-note';
import { RatingBars } from './rating-bars';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { Stars } from './stars';

/**
 * Reviews of a product: average and stars per rating, the list (verified buyers first, or newest;
 * delete for the author only, with a confirm dialog) and the form, which edits the customer's own
 * review when there is one.
 */
export function ReviewsSection({ productId }: { productId: string }) {
  const userId = useAuthStore((s) => s.user?._id);
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const { data, isPending, isError, error } = useReviews(productId, sort);
  const deleteReview = useDeleteReview();
  const [pendingDelete, setPendingDelete] = useState<Review | null>(null);
  const mine = userId ? data?.reviews.find((review) => review.user._id === userId) : undefined;

  const confirmDelete = () => {
    if (!pendingDelete) return;
    deleteReview.mutate(pendingDelete._id, {
      onSuccess: (message) => {
        toast.success(message || 'Review deleted');
        setPendingDelete(null);
      },
      onError: (e) => toastError(e, ERROR_FALLBACK.deleteReview),
    });
  };

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h2 id="reviews-heading" className="text-2xl font-bold sm:text-3xl">
          Reviews
        </h2>
        {data && data.reviewCount > 0 ? (
          <div className="flex flex-col gap-1 sm:items-end">
            <p className="flex items-center gap-2 text-ink-soft">
              <Stars value={data.averageRating} />
              <span>
                {data.averageRating.toFixed(1)} out of 5 · {data.reviewCount}{' '}
                {data.reviewCount === 1 ? 'review' : 'reviews'}
              </span>
            </p>
            <FitSummaryNote productId={productId} />
          </div>
        ) : null}
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          {data && data.reviewCount > 0 ? (
            <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
              <RatingBars counts={data.ratingCounts} total={data.reviewCount} />
              <SelectField
                label={REVIEW_SCREEN_TEXTS.sortBy}
                value={sort}
                onChange={(event) => setSort(event.target.value as ReviewSort)}
                className="sm:w-56"
              >
                {REVIEW_SORTS.map((option) => (
                  <option key={option} value={option}>
                    {REVIEW_SORT_LABELS[option]}
                  </option>
                ))}
              </SelectField>
            </div>
          ) : null}
          {isPending ? (
            <div className="flex flex-col gap-4" aria-hidden>
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
          ) : isError ? (
            <StateMessage tone="error">{errorMessage(error, ERROR_FALLBACK.fetchReviews)}</StateMessage>
          ) : data.reviews.length === 0 ? (
            <p className="rounded-[var(--radius-card)] border border-dashed border-line px-5 py-8 text-center text-muted">
              No reviews yet. Be the first to tell how it fits.
            </p>
          ) : (
            <ul aria-label="Customer reviews">
              {data.reviews.map((review) => (
                <ReviewItem
                  key={review._id}
                  review={review}
                  mine={review.user._id === userId}
                  onDelete={() => setPendingDelete(review)}
                />
              ))}
            </ul>
          )}
        </div>
        <ReviewForm key={mine?._id ?? 'new'} productId={productId} existing={mine} />
      </div>
      <ConfirmDialog
        open={pendingDelete !== null}
        title={SCREEN.deleteTitle('review')}
        message={SCREEN.deleteConfirm('review')}
        confirmLabel="Delete"
        pendingLabel={SCREEN.deleting}
        pending={deleteReview.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}
