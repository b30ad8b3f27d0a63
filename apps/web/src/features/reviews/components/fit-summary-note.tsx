import { Shirt } from 'lucide-react';
import { fitSummaryText } from '@shop/shared';
import { useReviews } from '../api/reviews';

/** "Most say: true to size, 78 %", summed up by the server from the reviews that answered; nothing before any did. */
export function FitSummaryNote({ productId }: { productId: string }) {
  const summary = useReviews(productId).data?.fitSummary;
  if (!summary) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-ink-soft">
      <Shirt className="size-4 shrink-0 text-brand-strong" aria-hidden />
      <span>
        <span className="font-semibold text-ink">{fitSummaryText(summary)}</span>{' '}
        <a href="#reviews" className="underline underline-offset-4">
          ({summary.votes} {summary.votes === 1 ? 'answer' : 'answers'})
        </a>
      </span>
    </p>
  );
}
