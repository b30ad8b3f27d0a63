import { RETURN_SCREEN_TEXTS, RETURN_TEXTS, SHIPMENT_STATUS_LABELS, type Return } from '@shop/shared';

/**
 * An exchange's replacement parcel: courier, AWB, where it is and its tracking link; "being booked"
 * between the replacement being sent and the courier's answer. Nothing before it is sent.
 */
export function ReplacementParcel({ ret, className = '' }: { ret: Return; className?: string }) {
  const parcel = ret.replacement;
  if (!parcel) {
    if (!ret.replacementInvoiceNumber) return null;
    return <p className={`text-ink-soft ${className}`}>{RETURN_SCREEN_TEXTS.replacementWaiting}</p>;
  }
  return (
    <p className={className} data-testid="replacement-parcel">
      {RETURN_SCREEN_TEXTS.replacementParcel(parcel.courier, parcel.awb, SHIPMENT_STATUS_LABELS[parcel.status])} ·{' '}
      <a
        className="font-medium underline underline-offset-4"
        href={parcel.trackingUrl}
        target="_blank"
        rel="noreferrer"
      >
        {RETURN_TEXTS.trackReplacement}
      </a>
    </p>
  );
}
