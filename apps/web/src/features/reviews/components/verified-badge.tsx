import { BadgeCheck } from 'lucide-react';
import { REVIEW_SCREEN_TEXTS } from '@shop/shared';

/** "Verified buyer": the reviewer bought and received this tee. */
export function VerifiedBadge() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success"
      title={REVIEW_SCREEN_TEXTS.verifiedBuyerHint}
    >
      <BadgeCheck className="size-3.5" aria-hidden />
      {REVIEW_SCREEN_TEXTS.verifiedBuyer}
    </span>
  );
}
