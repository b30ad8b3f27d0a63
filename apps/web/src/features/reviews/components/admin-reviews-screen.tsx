import { useState } from 'react';
import { Link } from 'react-router';
import {
  CUSTOMER_PHOTO_TEXTS,
  REVIEW_SCREEN_TEXTS,
  REVIEW_VALIDATION,
  type AdminReview,
  type ReviewVisibility,
} from '@shop/shared';
import { AdminSection } from '../../../components/ui/admin-section';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PageMeta } from '../../../components/ui/page-meta';
import { Pagination } from '../../../components/ui/pagination';
import { LoadFailed, Loading, PageHeading, Skeleton, StateMessage } from '../../../components/ui/status';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { PhotoStrip } from '../../customer-photos';
import { useAllReviews, useSetReviewVisibility } from '../api/reviews';
import { Stars } from './stars';
import { VerifiedBadge } from './verified-badge';

const TABS: ReviewVisibility[] = ['all', 'shown', 'hidden'];

const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** /admin/reviews: every review with its product, author, stars, text, photos and verified mark; hide or show again. */
export function AdminReviewsScreen() {
  const [visibility, setVisibility] = useState<ReviewVisibility>('all');
  const [page, setPage] = useState(1);
  const reviews = useAllReviews(visibility, page);
  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <PageMeta title={REVIEW_SCREEN_TEXTS.adminHeading} />
      <PageHeading lead={REVIEW_SCREEN_TEXTS.adminLead}>{REVIEW_SCREEN_TEXTS.adminHeading}</PageHeading>
      <div role="tablist" aria-label="Which reviews" className="flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === visibility}
            onClick={() => {
              setVisibility(tab);
              setPage(1);
            }}
            className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
              tab === visibility
                ? 'border-ink bg-ink text-white'
                : 'border-line bg-card text-ink-soft hover:border-ink/40'
            }`}
          >
            {REVIEW_SCREEN_TEXTS.visibility[tab]}
          </button>
        ))}
      </div>
      {reviews.isPending ? (
        <Loading className="flex flex-col gap-4" label="Loading reviews">
          <Skeleton className="h-40" />
        </Loading>
      ) : reviews.isError ? (
        <LoadFailed onRetry={() => void reviews.refetch()}>{reviews.error.message}</LoadFailed>
      ) : reviews.data.reviews.length === 0 ? (
        <StateMessage>{REVIEW_SCREEN_TEXTS.noReviews}</StateMessage>
      ) : (
        <>
          <ul className="flex flex-col gap-4" aria-label="Reviews">
            {reviews.data.reviews.map((review) => (
              <li key={review._id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={reviews.data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function ReviewCard({ review }: { review: AdminReview }) {
  const update = useSetReviewVisibility();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const change = (hidden: boolean) => {
    setError(null);
    if (hidden && !reason.trim()) return setError(REVIEW_VALIDATION.hideReasonRequired);
    update.mutate(
      hidden ? { id: review._id, hidden: true, reason: reason.trim() } : { id: review._id, hidden: false },
      {
        onSuccess: () => {
          toast.success(hidden ? REVIEW_SCREEN_TEXTS.hiddenToast : REVIEW_SCREEN_TEXTS.shownToast);
          setReason('');
        },
        onError: (failure) => setError(errorMessage(failure, REVIEW_SCREEN_TEXTS.updateFailed)),
      },
    );
  };

  return (
    <AdminSection
      title={review.product.name}
      description={`${review.user.name} · ${review.user.email} · ${dateTime.format(new Date(review.createdAt))}`}
    >
      <div
        className="flex flex-col gap-3 text-sm"
        aria-label={`Review of ${review.product.name} by ${review.user.name}`}
      >
        <div className="flex flex-wrap items-center gap-2">
          <Stars value={review.rating} />
          <span className="text-ink-soft">{review.rating} / 5</span>
          {review.verifiedBuyer ? <VerifiedBadge /> : null}
          {review.hidden ? (
            <span className="rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger">
              {REVIEW_SCREEN_TEXTS.visibility.hidden}
            </span>
          ) : null}
          <Link
            to={paths.product(review.product._id)}
            className="ml-auto text-sm font-medium underline underline-offset-4"
          >
            {REVIEW_SCREEN_TEXTS.viewProduct}
          </Link>
        </div>
        {review.comment ? <p className="leading-relaxed whitespace-pre-line">{review.comment}</p> : null}
        <PhotoStrip
          photos={review.photos.map((photo) => ({ key: photo._id, image: photo.image }))}
          alt={`${CUSTOMER_PHOTO_TEXTS.label}: ${review.user.name}`}
          size="sm"
        />
        {review.hidden ? (
          <div className="flex flex-col gap-2 rounded-md bg-paper p-3">
            <p>
              {REVIEW_SCREEN_TEXTS.hiddenBecause(review.hidden.reason)}{' '}
              <span className="text-muted">({dateTime.format(new Date(review.hidden.at))})</span>
            </p>
            <div>
              <Button size="sm" variant="secondary" pending={update.isPending} onClick={() => change(false)}>
                {REVIEW_SCREEN_TEXTS.unhide}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex max-w-2xl flex-col gap-2 sm:flex-row sm:items-end">
            <TextField
              label={REVIEW_SCREEN_TEXTS.hideReason}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              className="sm:flex-1"
            />
            <Button size="sm" variant="danger" pending={update.isPending} onClick={() => change(true)}>
              {REVIEW_SCREEN_TEXTS.hide}
            </Button>
          </div>
        )}
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </AdminSection>
  );
}
