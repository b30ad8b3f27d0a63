import { useState } from 'react';
import {
  PRODUCT_PAGE_TEXTS,
  RATING_MAX,
  REVIEW_ERROR_FALLBACK,
  REVIEW_SORTS,
  type Review,
  type ReviewSort,
} from '@shop/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/field';
import { Skeleton, StateMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { toast, toastError } from '../../../lib/toast';
import { useReviewSortLabels, useReviewTexts } from '../review-texts';
import { DEFAULT_REVIEW_SORT, useDeleteReview, useReviews } from '../api/reviews';
import { FitSummaryNote } from './fit-summary-note';
import { RatingBars } from './rating-bars';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { Stars } from './stars';
import { useScreenTexts } from '../../../lib/i18n';

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
  const texts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  const reviewTexts = useReviewTexts();
  const sortLabels = useReviewSortLabels();
  const mine = userId ? data?.reviews.find((review) => review.user._id === userId) : undefined;

  const confirmDelete = () => {
    if (!pendingDelete) return;
    deleteReview.mutate(pendingDelete._id, {
      onSuccess: (message) => {
        toast.success(message || texts.reviewDeleted);
        setPendingDelete(null);
      },
      onError: (e) => toastError(e, REVIEW_ERROR_FALLBACK.deleteReview),
    });
  };

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h2 id="reviews-heading" className="text-2xl font-bold sm:text-3xl">
          {texts.reviews}
        </h2>
        {data && data.reviewCount > 0 ? (
          <div className="flex flex-col gap-1 sm:items-end">
            <p className="flex items-center gap-2 text-ink-soft">
              <Stars value={data.averageRating} />
              <span>{texts.averageOf(data.averageRating.toFixed(1), RATING_MAX, data.reviewCount)}</span>
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
                label={reviewTexts.sortBy}
                value={sort}
                onChange={(event) => setSort(event.target.value as ReviewSort)}
                className="sm:w-56"
              >
                {REVIEW_SORTS.map((option) => (
                  <option key={option} value={option}>
                    {sortLabels[option]}
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
            <StateMessage tone="error">{errorMessage(error, REVIEW_ERROR_FALLBACK.fetchReviews)}</StateMessage>
          ) : data.reviews.length === 0 ? (
            <p className="rounded-[var(--radius-card)] border border-dashed border-line px-5 py-8 text-center text-muted">
              {texts.beFirst}
            </p>
          ) : (
            <ul aria-label={texts.customerReviews}>
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
        title={texts.deleteReviewTitle}
        message={texts.deleteReviewConfirm}
        confirmLabel={texts.delete}
        pendingLabel={texts.deleting}
        pending={deleteReview.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}
