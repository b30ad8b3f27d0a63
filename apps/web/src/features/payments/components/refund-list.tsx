import {
  PAYMENT_SCREEN_TEXTS,
  REFUND_CAUSE_LABELS,
  REFUND_ROUTE_LABELS,
  REFUND_STATE_LABELS,
  formatInr,
  type LedgerRefund,
  type RefundPart,
} from '@shop/shared';

const STATE_TONE = { pending: 'text-warning', processed: 'text-success', failed: 'text-danger' } as const;

/** A refund's state in its colour: processing, refunded, failed. */
function RefundStateLabel({ status }: { status: LedgerRefund['status'] }) {
  return <span className={`font-semibold ${STATE_TONE[status]}`}>{REFUND_STATE_LABELS[status]}</span>;
}

/**
 * Every refund of an order, oldest first: why (cancellation, return...), how much and where to
 * ("to store credit", "to the original payment", "by UPI payout"), and its state. The shopper
 * reads what happens to a failed one; the owner sees the references.
 */
export function RefundList({
  refunds,
  audience,
  className = '',
}: {
  refunds: LedgerRefund[];
  audience: 'shopper' | 'owner';
  className?: string;
}) {
  if (refunds.length === 0) return null;
  return (
    <ul aria-label={PAYMENT_SCREEN_TEXTS.refunds} className={`flex flex-col gap-1.5 ${className}`}>
      {refunds.map((refund) => (
        <li key={refund._id}>
          <span className="font-medium">{REFUND_CAUSE_LABELS[refund.cause]}</span>
          <span aria-hidden="true"> · </span>
          <RefundStateLabel status={refund.status} />
          <span className="block text-ink-soft">
            {PAYMENT_SCREEN_TEXTS.refundAmount(formatInr(refund.amount), REFUND_ROUTE_LABELS[refund.route])}
            {refund.reference ? (
              <span className="break-all"> · {PAYMENT_SCREEN_TEXTS.refundReference(refund.reference)}</span>
            ) : null}
          </span>
          {audience === 'shopper' && refund.status === 'failed' ? (
            <span className="block text-ink-soft">{PAYMENT_SCREEN_TEXTS.refundFailedShopper}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * A return's refund split over what paid the order ("₹1,000 to store credit", "₹1,000 to the
 * original payment"): before the inspection what it will make, after it each part's state.
 */
export function RefundSplitList({ parts, className = '' }: { parts: RefundPart[]; className?: string }) {
  if (parts.length === 0) return null;
  return (
    <div className={className}>
      <p className="font-medium">{PAYMENT_SCREEN_TEXTS.refundSplit}</p>
      <ul aria-label={PAYMENT_SCREEN_TEXTS.refundSplit} className="flex flex-col gap-0.5">
        {parts.map((part, index) => (
          <li key={`${part.tender}-${part.route}-${index}`} className="text-ink-soft">
            {PAYMENT_SCREEN_TEXTS.refundAmount(formatInr(part.amount), REFUND_ROUTE_LABELS[part.route])}
            {part.status ? (
              <>
                <span aria-hidden="true"> · </span>
                <RefundStateLabel status={part.status} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
