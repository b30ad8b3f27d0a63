import { useState } from 'react';
import { useLocation } from 'react-router';
import { Star } from 'lucide-react';
import {
  CUSTOMER_PHOTO_TEXTS,
  MAX_REVIEW_PHOTOS,
  PRODUCT_PAGE_TEXTS,
  RATING_DEFAULT,
  RATING_MAX,
  REVIEW_ERROR_FALLBACK,
  REVIEW_VALIDATION,
  type CustomerPhoto,
  type FitVerdict,
  type Review,
} from '@shop/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { authReturnFrom } from '../../../lib/after-login';
import { TextAreaField } from '../../../components/ui/field';
import { hasErrorCode } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { toast, toastError } from '../../../lib/toast';
import { PhotoPicker } from '../../customer-photos';
import { useCreateReview } from '../api/reviews';
import { FitChoice } from './fit-choice';
import { useTranslateMessage, useScreenTexts } from '../../../lib/i18n';
import { useReviewTexts } from '../review-texts';

/**
 * Rating 1 to 5 (default 5), how it fit (optional), a free-text comment and up to three photos;
 * visitors are told to log in. A customer who reviewed the tee already edits that review: the
 * form opens with it (the server keeps one review per customer and product).
 */
export function ReviewForm({ productId, existing }: { productId: string; existing?: Review | undefined }) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  // While the session is still being asked for (the page paints before its answer), the server
  // decides: a refusal tells the visitor to log in then.
  const isVisitor = useAuthStore((s) => !s.isAuthenticated && !s.isLoading);
  const createReview = useCreateReview();
  const [rating, setRating] = useState(existing?.rating ?? RATING_DEFAULT);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [fit, setFit] = useState<FitVerdict | null>(existing?.fit ?? null);
  const [photos, setPhotos] = useState<CustomerPhoto[]>(existing?.photos ?? []);
  const [loginNeeded, setLoginNeeded] = useState(false);
  const location = useLocation();
  const texts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  const REVIEW_SCREEN_TEXTS = useReviewTexts();
  const photoTexts = useScreenTexts('customerPhotos', CUSTOMER_PHOTO_TEXTS);
  const translate = useTranslateMessage();
  const labels = [
    '',
    texts.ratingPoor,
    texts.ratingFair,
    texts.ratingGood,
    texts.ratingVeryGood,
    texts.ratingExcellent,
  ];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (isVisitor) {
      setLoginNeeded(true);
      toast.error(REVIEW_VALIDATION.loginForReview);
      return;
    }
    createReview.mutate(
      { productId, rating, comment, fit, photos: photos.map((photo) => photo._id) },
      {
        // The form stays filled: it is the customer's review now, to edit again if they wish.
        onSuccess: () => toast.success(texts.thanksForReview),
        onError: (error) => {
          if (hasErrorCode(error, 'UNAUTHENTICATED')) setLoginNeeded(true);
          toastError(error, REVIEW_ERROR_FALLBACK.createReview);
        },
      },
    );
  };

  // A visitor is told before writing anything, and comes back here once logged in.
  if (isVisitor && !existing) {
    return (
      <section className="card flex flex-col gap-3 self-start p-5" aria-labelledby="review-form-title">
        <h3 id="review-form-title" className="text-lg font-semibold">
          {REVIEW_SCREEN_TEXTS.writeTitle}
        </h3>
        <p className="text-sm text-ink-soft">{REVIEW_SCREEN_TEXTS.logInToReview}</p>
        <div>
          <ButtonLink to={paths.auth} state={authReturnFrom(location)} variant="secondary">
            {REVIEW_SCREEN_TEXTS.logInButton}
          </ButtonLink>
        </div>
      </section>
    );
  }

  return (
    <form
      onSubmit={submit}
      className="card flex flex-col gap-4 self-start p-5"
      aria-labelledby="review-form-title"
      noValidate
    >
      <div className="flex flex-col gap-1">
        <h3 id="review-form-title" className="text-lg font-semibold">
          {existing ? REVIEW_SCREEN_TEXTS.editTitle : REVIEW_SCREEN_TEXTS.writeTitle}
        </h3>
        {existing ? <p className="text-sm text-ink-soft">{REVIEW_SCREEN_TEXTS.editNote}</p> : null}
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">{texts.rating}</legend>
        <div className="flex items-center gap-1">
          {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((value) => (
            <label
              key={value}
              className="relative cursor-pointer rounded has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
                aria-label={texts.stars(value)}
              />
              <Star
                aria-hidden
                className={`size-7 ${value <= rating ? 'fill-brand text-brand' : 'fill-transparent text-ink/25'}`}
              />
            </label>
          ))}
          <span className="ml-2 text-sm text-ink-soft" aria-hidden>
            {labels[rating]}
          </span>
        </div>
      </fieldset>
      <FitChoice value={fit} onChange={setFit} />
      <TextAreaField
        label={texts.comment}
        name="comment"
        value={comment}
        maxLength={2000}
        onChange={(event) => setComment(event.target.value)}
        placeholder={texts.commentPlaceholder}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">
          {photoTexts.label} <span className="font-normal text-muted">{texts.optional}</span>
        </legend>
        {isAuthenticated ? (
          <PhotoPicker photos={photos} onChange={setPhotos} max={MAX_REVIEW_PHOTOS} />
        ) : (
          <p className="text-sm text-muted">{REVIEW_SCREEN_TEXTS.photosSignIn}</p>
        )}
      </fieldset>
      {loginNeeded && !isAuthenticated ? (
        <p role="alert" className="text-sm text-danger">
          {translate(REVIEW_VALIDATION.loginForReview)}
        </p>
      ) : null}
      <div>
        <Button type="submit" pending={createReview.isPending} pendingText={texts.posting}>
          {existing ? REVIEW_SCREEN_TEXTS.update : REVIEW_SCREEN_TEXTS.post}
        </Button>
      </div>
    </form>
  );
}
