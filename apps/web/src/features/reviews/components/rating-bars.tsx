import { Star } from 'lucide-react';
import type { RatingCount } from '@shop/shared';
import { useReviewTexts } from '../review-texts';

/** How many reviews give 5, 4, 3, 2 and 1 stars, as bars of the share of all reviews. */
export function RatingBars({ counts, total }: { counts: RatingCount[]; total: number }) {
  const texts = useReviewTexts();
  return (
    <ul className="flex w-full max-w-sm flex-col gap-1.5" aria-label={texts.distribution}>
      {counts.map(({ rating, count }) => {
        const share = total > 0 ? Math.round((100 * count) / total) : 0;
        return (
          <li
            key={rating}
            className="grid grid-cols-[2.5rem_1fr_2rem] items-center gap-2 text-sm"
            aria-label={texts.starsCount(rating, count)}
          >
            <span className="flex items-center gap-1 font-medium text-ink-soft" aria-hidden>
              {rating}
              <Star className="size-3.5 fill-brand text-brand" />
            </span>
            <span className="h-2.5 overflow-hidden rounded-full bg-ink/10" aria-hidden>
              <span className="block h-full rounded-full bg-brand" style={{ width: `${share}%` }} />
            </span>
            <span className="text-right text-ink-soft tabular-nums" aria-hidden>
              {count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
