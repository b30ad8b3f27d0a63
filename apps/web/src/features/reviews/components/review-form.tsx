import { useState } from 'react';
import { Star } from 'lucide-react';
import { ERROR_FALLBACK, RATING_DEFAULT, RATING_MAX, VALIDATION, type FitVerdict } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { hasErrorCode } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { toast, toastError } from '../../../lib/toast';
import { useCreateReview } from '../api/reviews';
import { FitChoice } from './fit-choice';

const LABELS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** Rating 1 to 5 (default 5), how it fit (optional) and a free-text comment; visitors are told to log in. */
export function ReviewForm({ productId }: { productId: string }) {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  // While the session is still being asked for (the page paints before its answer), the server
  // decides: a refusal tells the visitor to log in then.
  const isVisitor = useAuthStore((s) => !s.isAuthenticated && !s.isLoading);
  const createReview = useCreateReview(productId);
  const [rating, setRating] = useState(RATING_DEFAULT);
  const [comment, setComment] = useState('');
  const [fit, setFit] = useState<FitVerdict | null>(null);
  const [loginNeeded, setLoginNeeded] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (isVisitor) {
      setLoginNeeded(true);
      toast.error(VALIDATION.loginForReview);
      return;
    }
    createReview.mutate(
      { productId, rating, comment, fit },
      {
        onSuccess: () => {
          toast.success('Thank you for your review!');
          setRating(RATING_DEFAULT);
          setComment('');
          setFit(null);
        },
        onError: (error) => {
          if (hasErrorCode(error, 'UNAUTHENTICATED')) setLoginNeeded(true);
          toastError(error, ERROR_FALLBACK.createReview);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="card flex flex-col gap-4 p-5" aria-labelledby="review-form-title" noValidate>
      <h3 id="review-form-title" className="text-lg font-semibold">
        Write a review
      </h3>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">Rating</legend>
        <div className="flex items-center gap-1">
          {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand"
            >
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="sr-only"
                aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`}
              />
              <Star
                aria-hidden
                className={`size-7 ${value <= rating ? 'fill-brand text-brand' : 'fill-transparent text-ink/25'}`}
              />
            </label>
          ))}
          <span className="ml-2 text-sm text-ink-soft" aria-hidden>
            {LABELS[rating]}
          </span>
        </div>
      </fieldset>
      <FitChoice value={fit} onChange={setFit} />
      <TextAreaField
        label="Comment"
        name="comment"
        value={comment}
        maxLength={2000}
        onChange={(event) => setComment(event.target.value)}
        placeholder="How does it fit? How does the fabric feel?"
      />
      {loginNeeded && !isAuthenticated ? (
        <p role="alert" className="text-sm text-danger">
          {VALIDATION.loginForReview}
        </p>
      ) : null}
      <div>
        <Button type="submit" pending={createReview.isPending} pendingText="Posting...">
          Post review
        </Button>
      </div>
    </form>
  );
}
