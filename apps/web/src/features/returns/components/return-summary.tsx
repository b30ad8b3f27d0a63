import {
  REFUND_DESTINATION_LABELS,
  RETURN_REASON_LABELS,
  RETURN_SCREEN_TEXTS,
  RETURN_STATUS_LABELS,
  RETURN_TEXTS,
  formatInr,
  type Return,
} from '@shop/shared';
import { ReplacementParcel } from './replacement-parcel';
import { ReturnDocumentLinks } from './return-documents';

const TONE: Record<Return['status'], string> = {
  requested: 'text-warning',
  approved: 'text-warning',
  received: 'text-warning',
  accepted: 'text-success',
  rejected: 'text-danger',
  refused: 'text-danger',
  expired: 'text-danger',
};

const REFUND_STATE = { pending: 'Refund on its way', processed: 'Refunded', failed: 'Refund delayed: we are on it' };

/** One return as the shopper sees it on the order: its state, lines, what comes back, where to send it. */
export function ReturnSummary({ ret }: { ret: Return }) {
  const holding = ['requested', 'approved'].includes(ret.status) && !ret.replacementInvoiceNumber;
  const refunding = ret.lines.some((line) => !line.exchangeSize);
  return (
    <div className="flex flex-col gap-2 rounded-md bg-paper p-3 text-sm" role="note" aria-label="Return">
      <p className={`font-semibold ${TONE[ret.status]}`}>Return: {RETURN_STATUS_LABELS[ret.status]}</p>
      <ul className="flex flex-col gap-1">
        {ret.lines.map((line) => (
          <li key={line._id} className="wrap-anywhere">
            {line.productName} ·{' '}
            {line.exchangeSize ? `Exchange ${line.size} for ${line.exchangeSize}` : `Return size ${line.size}`} · Qty{' '}
            {line.quantity} · {RETURN_REASON_LABELS[line.reason]}
            {line.exchangeSize && holding ? (
              <span className="block text-success">{RETURN_TEXTS.held(line.exchangeSize)}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {refunding ? (
        <p className="text-ink-soft">
          {RETURN_TEXTS.youGetBack}: <strong className="text-ink">{formatInr(ret.refundAmount)}</strong> ·{' '}
          {REFUND_DESTINATION_LABELS[ret.refundTo]}
          {ret.fee > 0 ? ` (after the ${formatInr(ret.fee)} return shipping fee)` : ''}
        </p>
      ) : null}
      {ret.refund ? <p className="text-ink-soft">{REFUND_STATE[ret.refund.status]}</p> : null}
      {ret.statusNote ? <p className="text-ink-soft">Our note: {ret.statusNote}</p> : null}
      {ret.pickup && ret.status === 'approved' ? (
        <p className="text-ink-soft">
          {RETURN_TEXTS.pickupBooked(ret.pickup.courier, ret.pickup.awb)} ·{' '}
          <a className="underline" href={ret.pickup.trackingUrl} target="_blank" rel="noreferrer">
            {RETURN_TEXTS.trackPickup}
          </a>
        </p>
      ) : ret.returnAddress && ret.status === 'approved' ? (
        <div>
          <p className="font-medium">{RETURN_TEXTS.returnAddress}</p>
          <address className="text-ink-soft not-italic">
            {ret.returnAddress.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
      ) : null}
      {ret.replacementInvoiceNumber ? <p>{RETURN_SCREEN_TEXTS.replacementFree}</p> : null}
      <ReturnDocumentLinks ret={ret} />
      <ReplacementParcel ret={ret} className="text-ink-soft" />
    </div>
  );
}
