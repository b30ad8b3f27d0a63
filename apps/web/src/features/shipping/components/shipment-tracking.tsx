import { ExternalLink } from 'lucide-react';
import { SHIPMENT_TRACKING_TEXTS, type Shipment } from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';
import { ShipmentStatusBadge } from './shipment-status';
import { ShipmentTimeline } from './shipment-timeline';

/** The shopper's view of a parcel: status, AWB, the courier's tracking link and the timeline. */
export function ShipmentTracking({ shipment }: { shipment: Shipment }) {
  const texts = useScreenTexts('shipmentTracking', SHIPMENT_TRACKING_TEXTS);
  return (
    <section
      className="border-t border-line px-4 py-4 sm:px-5"
      aria-label={texts.title}
      data-testid="shipment-tracking"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 text-sm">
          <p className="text-ink-soft">{texts.awb}</p>
          <p className="font-mono text-base font-semibold break-all" data-testid="shipment-awb">
            {shipment.awb}
          </p>
          <p className="text-ink-soft">{shipment.courier}</p>
        </div>
        <ShipmentStatusBadge status={shipment.status} />
      </div>
      <a
        href={shipment.trackingUrl}
        target="_blank"
        rel="noreferrer noopener"
        className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold underline underline-offset-4"
      >
        {texts.track(shipment.courier)}
        <ExternalLink className="size-4" aria-hidden />
      </a>
      <div className="mt-3">
        <ShipmentTimeline shipment={shipment} />
      </div>
    </section>
  );
}
