import { Star } from 'lucide-react';
import { RATING_MAX } from '@shop/shared';
import { useTexts } from '../../../lib/i18n';

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
  const texts = useTexts().storefront;
  const rounded = Math.round(value * 10) / 10;
  const label =
    count === undefined
      ? texts.rated(String(rounded), RATING_MAX)
      : texts.ratedFrom(rounded.toFixed(1), RATING_MAX, count);
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
