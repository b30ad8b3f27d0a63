import { Star } from 'lucide-react';
import { RATING_MAX } from '@shop/shared';

/** Stars for a rating, with the number for screen readers (and beside the stars when `showValue`). */
export function Rating({
  value,
  count,
  size = 'sm',
  showValue = true,
}: {
  value: number;
  count?: number;
  size?: 'sm' | 'md';
  showValue?: boolean;
}) {
  const rounded = Math.round(value * 10) / 10;
  const label =
    count === undefined
      ? `Rated ${rounded} out of ${RATING_MAX}`
      : `Rated ${rounded.toFixed(1)} out of ${RATING_MAX} from ${count} ${count === 1 ? 'review' : 'reviews'}`;
  const icon = size === 'md' ? 'size-5' : 'size-4';
  return (
    <span className="inline-flex items-center gap-1.5" role="img" aria-label={label}>
      <span className="flex" aria-hidden>
        {Array.from({ length: RATING_MAX }, (_, i) => (
          <Star
            key={i}
            className={`${icon} ${i < Math.round(value) ? 'fill-brand text-brand' : 'fill-transparent text-ink/25'}`}
          />
        ))}
      </span>
      {showValue ? (
        <span className="text-sm text-ink-soft" aria-hidden>
          {rounded.toFixed(1)}
          {count !== undefined ? ` (${count})` : null}
        </span>
      ) : null}
    </span>
  );
}
