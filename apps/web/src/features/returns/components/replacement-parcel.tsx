import { RETURN_SCREEN_TEXTS, RETURN_TEXTS, SHIPMENT_STATUS_LABELS, type Return } from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';

/**
 * An exchange's replacement parcel: courier, AWB, where it is and its tracking link; "being booked"
 * between the replacement being sent and the courier's answer. Nothing before it is sent.
 */
export function ReplacementParcel({ ret, className = '' }: { ret: Return; className?: string }) {
  const parcel = ret.replacement;
  const texts = useScreenTexts('returnScreen', RETURN_SCREEN_TEXTS);
  const returnTexts = useScreenTexts('returns', RETURN_TEXTS);
  const states = useScreenTexts('shipmentStatus', SHIPMENT_STATUS_LABELS);
  if (!parcel) {
    if (!ret.replacementInvoiceNumber) return null;
    return <p className={`text-ink-soft ${className}`}>{texts.replacementWaiting}</p>;
  }
  return (
    <p className={className} data-testid="replacement-parcel">
      {texts.replacementParcel(parcel.courier, parcel.awb, states[parcel.status])} ·{' '}
      <a
        className="font-medium underline underline-offset-4"
        href={parcel.trackingUrl}
        target="_blank"
        rel="noreferrer"
      >
        {returnTexts.trackReplacement}
      </a>
    </p>
  );
}
