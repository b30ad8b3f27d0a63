import {
  REFUND_DESTINATION_LABELS,
  RETURN_REASON_LABELS,
  RETURN_SCREEN_TEXTS,
  RETURN_STATUS_LABELS,
  RETURN_TEXTS,
  ORDERS_PAGE_TEXTS,
  formatInr,
  type Return,
} from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';
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

/** One return as the shopper sees it on the order: its state, lines, what comes back, where to send it. */
export function ReturnSummary({ ret }: { ret: Return }) {
  const holding = ['requested', 'approved'].includes(ret.status) && !ret.replacementInvoiceNumber;
  const refunding = ret.lines.some((line) => !line.exchangeSize);
  const texts = useScreenTexts('ordersPage', ORDERS_PAGE_TEXTS);
  const returnTexts = useScreenTexts('returns', RETURN_TEXTS);
  const states = useScreenTexts('returnStatus', RETURN_STATUS_LABELS);
  const reasons = useScreenTexts('returnReasons', RETURN_REASON_LABELS);
  const destinations = useScreenTexts('refundDestinations', REFUND_DESTINATION_LABELS);
  const screenTexts = useScreenTexts('returnScreen', RETURN_SCREEN_TEXTS);
  const refundState = { pending: texts.refundOnItsWay, processed: texts.refunded, failed: texts.refundDelayed };
  return (
    <div className="flex flex-col gap-2 rounded-md bg-paper p-3 text-sm" role="note" aria-label={texts.returnNote}>
      <p className={`font-semibold ${TONE[ret.status]}`}>{texts.returnState(states[ret.status])}</p>
      <ul className="flex flex-col gap-1">
        {ret.lines.map((line) => (
          <li key={line._id} className="wrap-anywhere">
            {line.productName} ·{' '}
            {line.exchangeSize ? texts.exchangeLine(line.size, line.exchangeSize) : texts.returnSizeLine(line.size)} ·{' '}
            {texts.quantity(line.quantity)} · {reasons[line.reason]}
            {line.exchangeSize && holding ? (
              <span className="block text-success">{returnTexts.held(line.exchangeSize)}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {refunding ? (
        <p className="text-ink-soft">
          {returnTexts.youGetBack}: <strong className="text-ink">{formatInr(ret.refundAmount)}</strong> ·{' '}
          {destinations[ret.refundTo]}
          {ret.fee > 0 ? texts.afterFee(formatInr(ret.fee)) : ''}
        </p>
      ) : null}
      {ret.refund ? <p className="text-ink-soft">{refundState[ret.refund.status]}</p> : null}
      {ret.statusNote ? <p className="text-ink-soft">{texts.ourNote(ret.statusNote)}</p> : null}
      {ret.pickup && ret.status === 'approved' ? (
        <p className="text-ink-soft">
          {returnTexts.pickupBooked(ret.pickup.courier, ret.pickup.awb)} ·{' '}
          <a className="underline" href={ret.pickup.trackingUrl} target="_blank" rel="noreferrer">
            {returnTexts.trackPickup}
          </a>
        </p>
      ) : ret.returnAddress && ret.status === 'approved' ? (
        <div>
          <p className="font-medium">{returnTexts.returnAddress}</p>
          <address className="text-ink-soft not-italic">
            {ret.returnAddress.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
      ) : null}
      {ret.replacementInvoiceNumber ? <p>{screenTexts.replacementFree}</p> : null}
      <ReturnDocumentLinks ret={ret} />
      <ReplacementParcel ret={ret} className="text-ink-soft" />
    </div>
  );
}
