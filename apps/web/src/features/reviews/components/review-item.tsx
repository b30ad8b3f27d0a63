import { Trash2 } from 'lucide-react';
import { formatDate, type Review, PRODUCT_PAGE_TEXTS, CUSTOMER_PHOTO_TEXTS } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { useLanguage, useScreenTexts } from '../../../lib/i18n';
import { useFitVerdictLabels } from '../review-texts';
import { PhotoStrip } from '../../customer-photos';
import { Stars } from './stars';
import { VerifiedBadge } from './verified-badge';

/** One review: author, verified-buyer mark, date, stars, how it fit, comment, photos; Delete for its author. */
export function ReviewItem({ review, mine, onDelete }: { review: Review; mine: boolean; onDelete: () => void }) {
  const texts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  const fits = useFitVerdictLabels();
  const photoTexts = useScreenTexts('customerPhotos', CUSTOMER_PHOTO_TEXTS);
  const language = useLanguage();
  return (
    <li className="flex flex-col gap-2 border-b border-line py-5 last:border-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="grid size-9 place-items-center rounded-full bg-brand-soft font-semibold text-brand-strong"
          >
            {review.user.name.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <div>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
              {review.user.name}
              {review.verifiedBuyer ? <VerifiedBadge /> : null}
            </p>
            <p className="text-xs text-muted">
              <time dateTime={review.createdAt}>{formatDate(review.createdAt, language)}</time>
            </p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Stars value={review.rating} />
          {mine ? (
            <Button variant="ghost" size="sm" onClick={onDelete} aria-label={texts.deleteYourReview}>
              <Trash2 className="size-4" aria-hidden />
              {texts.delete}
            </Button>
          ) : null}
        </div>
      </div>
      {review.fit ? (
        <p className="text-sm">
          <span className="text-muted">{texts.fit}</span> <span className="font-medium">{fits[review.fit]}</span>
        </p>
      ) : null}
      {/* Plain text only: React escapes it, so a comment can never become HTML. */}
      {review.comment ? <p className="leading-relaxed whitespace-pre-line text-ink-soft">{review.comment}</p> : null}
      <PhotoStrip
        photos={review.photos.map((photo) => ({ key: photo._id, image: photo.image }))}
        alt={`${photoTexts.label}: ${review.user.name}`}
      />
    </li>
  );
}
