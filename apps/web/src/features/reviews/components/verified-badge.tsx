import { BadgeCheck } from 'lucide-react';
import { useReviewTexts } from '../review-texts';

/** "Verified buyer": the reviewer bought and received this tee. */
export function VerifiedBadge() {
  const texts = useReviewTexts();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success"
      title={texts.verifiedBuyerHint}
    >
      <BadgeCheck className="size-3.5" aria-hidden />
      {texts.verifiedBuyer}
    </span>
  );
}
