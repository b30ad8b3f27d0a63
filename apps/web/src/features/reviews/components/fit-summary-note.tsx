import { PRODUCT_PAGE_TEXTS } from '@shop/shared';
import { Shirt } from 'lucide-react';
import { useReviews } from '../api/reviews';
import { useFitVerdictLabels } from '../review-texts';
import { useScreenTexts } from '../../../lib/i18n';

/**
 * "Most say: true to size, 78 %", summed up by the server from the reviews that answered, and
 * what returns say of a size ("Most who returned M found it too small"); nothing before either.
 */
export function FitSummaryNote({ productId }: { productId: string }) {
  const data = useReviews(productId).data;
  const summary = data?.fitSummary;
  const returns = data?.returnFit ?? [];
  const texts = useScreenTexts('productPage', PRODUCT_PAGE_TEXTS);
  const fits = useFitVerdictLabels();
  if (!summary && returns.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      {summary ? (
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <Shirt className="size-4 shrink-0 text-brand-strong" aria-hidden />
          <span>
            <span className="font-semibold text-ink">
              {texts.mostSay(fits[summary.verdict].toLowerCase(), summary.percent)}
            </span>{' '}
            <a href="#reviews" className="underline underline-offset-4">
              {texts.answers(summary.votes)}
            </a>
          </span>
        </p>
      ) : null}
      {returns.map((note) => (
        <p key={note.size} className="text-sm text-ink-soft">
          {texts.mostReturned(note.size, note.reason === 'too_small')}
        </p>
      ))}
    </div>
  );
}

/** What returns say of each size of the product (the fit finder's advice reads it). */
export const useReturnFit = (productId: string) => useReviews(productId).data?.returnFit ?? [];
