import { useState } from 'react';
import { ERROR_FALLBACK, SCREEN, type Review } from '@shop/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton, StateMessage } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { toast, toastError } from '../../../lib/toast';
import { useDeleteReview, useReviews } from '../api/reviews';
import { FitSummaryNote } from './fit-summary-note';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { Stars } from './stars';

/** Reviews of a product: summary, list (delete for the author only, with a confirm dialog) and the form. */
export function ReviewsSection({ productId }: { productId: string }) {
  const userId = useAuthStore((s) => s.user?._id);
  const { data, isPending, isError, error } = useReviews(productId);
  const deleteReview = useDeleteReview(productId);
  const [pendingDelete, setPendingDelete] = useState<Review | null>(null);

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
        <div>
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
        <ReviewForm productId={productId} />
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
