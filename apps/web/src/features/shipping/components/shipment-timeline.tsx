import { SHIPMENT_STATUS_LABELS, SHIPMENT_TRACKING_TEXTS, type Shipment } from '@shop/shared';
import { formatDateTime } from '../../../lib/format-date-time';

const DOT: Partial<Record<Shipment['status'], string>> = {
  delivered: 'bg-success',
  delivery_failed: 'bg-danger',
  returning_to_origin: 'bg-danger',
  returned_to_origin: 'bg-danger',
  lost: 'bg-danger',
};

/** Everything the courier said about a parcel, newest first, each with its date and place. */
export function ShipmentTimeline({ shipment }: { shipment: Shipment }) {
  const events = [...shipment.events].reverse();
  if (events.length === 0) return null;
  return (
    <ol className="flex flex-col" aria-label={SHIPMENT_TRACKING_TEXTS.timeline}>
      {events.map((event, index) => {
        const latest = index === 0;
        return (
          <li key={`${event.at}-${event.status}-${index}`} className="relative flex gap-3 pb-4 last:pb-0">
            {index < events.length - 1 ? (
              <span aria-hidden className="absolute top-3 bottom-0 left-[5px] w-px bg-line" />
            ) : null}
            <span
              aria-hidden
              className={`relative mt-1.5 size-[11px] shrink-0 rounded-full border-2 border-card ${
                latest ? (DOT[event.status] ?? 'bg-ink') : 'bg-line-strong'
              }`}
            />
            <div className="min-w-0 text-sm">
              <p className={latest ? 'font-semibold text-ink' : 'font-medium text-ink-soft'}>
                {SHIPMENT_STATUS_LABELS[event.status]}
              </p>
              <p className="text-xs text-muted">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                {event.location ? ` · ${event.location}` : null}
              </p>
              {event.description && event.description !== SHIPMENT_STATUS_LABELS[event.status] ? (
                <p className="text-xs break-words text-ink-soft">{event.description}</p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
