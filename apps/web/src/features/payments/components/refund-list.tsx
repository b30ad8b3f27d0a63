import {
  PAYMENT_SCREEN_TEXTS,
  REFUND_CAUSE_LABELS,
  REFUND_ROUTE_LABELS,
  REFUND_STATE_LABELS,
  formatInr,
  type LedgerRefund,
  type RefundPart,
} from '@shop/shared';
import { useScreenTexts, useTranslateMessage } from '../../../lib/i18n';

const STATE_TONE = { pending: 'text-warning', processed: 'text-success', failed: 'text-danger' } as const;

/** A refund's state in its colour: processing, refunded, failed. */
function RefundStateLabel({ status, label }: { status: LedgerRefund['status']; label: string }) {
  return <span className={`font-semibold ${STATE_TONE[status]}`}>{label}</span>;
}

/**
 * The shopper's refunds in the page's language; the owner's screens stay English (their part of
 * the Hindi catalogue is never loaded, but the shopper's may be, in the same tab).
 */
function useRefundWords(audience: 'shopper' | 'owner') {
  const causes = useScreenTexts('refundCauses', REFUND_CAUSE_LABELS);
  const routes = useScreenTexts('refundRoutes', REFUND_ROUTE_LABELS);
  const states = useScreenTexts('refundStates', REFUND_STATE_LABELS);
  const translate = useTranslateMessage();
  return audience === 'shopper'
    ? { causes, routes, states, translate }
    : {
        causes: REFUND_CAUSE_LABELS,
        routes: REFUND_ROUTE_LABELS,
        states: REFUND_STATE_LABELS,
        translate: (text: string) => text,
      };
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
  const words = useRefundWords(audience);
  if (refunds.length === 0) return null;
  return (
    <ul aria-label={words.translate(PAYMENT_SCREEN_TEXTS.refunds)} className={`flex flex-col gap-1.5 ${className}`}>
      {refunds.map((refund) => (
        <li key={refund._id}>
          <span className="font-medium">{words.causes[refund.cause]}</span>
          <span aria-hidden="true"> · </span>
          <RefundStateLabel status={refund.status} label={words.states[refund.status]} />
          <span className="block text-ink-soft">
            {PAYMENT_SCREEN_TEXTS.refundAmount(formatInr(refund.amount), words.routes[refund.route])}
            {refund.reference ? (
              <span className="break-all">
                {' '}
                · {words.translate(PAYMENT_SCREEN_TEXTS.refundReference(refund.reference))}
              </span>
            ) : null}
          </span>
          {audience === 'shopper' && refund.status === 'failed' ? (
            <span className="block text-ink-soft">{words.translate(PAYMENT_SCREEN_TEXTS.refundFailedShopper)}</span>
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
                <RefundStateLabel status={part.status} label={REFUND_STATE_LABELS[part.status]} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
