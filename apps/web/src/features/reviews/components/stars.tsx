import { Star } from 'lucide-react';
import { RATING_MAX } from '@shop/shared';

export function Stars({ value }: { value: number }) {
  return (
    <span className="flex" role="img" aria-label={`${Math.round(value * 10) / 10} out of ${RATING_MAX} stars`}>
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={`size-4 ${i < Math.round(value) ? 'fill-brand text-brand' : 'fill-transparent text-ink/25'}`}
        />
      ))}
    </span>
  );
}
