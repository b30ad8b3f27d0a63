import { SHIPMENT_STATUS_LABELS, SHIPMENT_TRACKING_TEXTS, type Shipment } from '@shop/shared';
import { formatDateTime } from '../../../lib/format-date-time';
import { useLanguage, useScreenTexts } from '../../../lib/i18n';

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
  const texts = useScreenTexts('shipmentTracking', SHIPMENT_TRACKING_TEXTS);
  const states = useScreenTexts('shipmentStatus', SHIPMENT_STATUS_LABELS);
  const language = useLanguage();
  if (events.length === 0) return null;
  return (
    <ol className="flex flex-col" aria-label={texts.timeline}>
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
              <p className={latest ? 'font-semibold text-ink' : 'font-medium text-ink-soft'}>{states[event.status]}</p>
              <p className="text-xs text-muted">
                <time dateTime={event.at}>{formatDateTime(event.at, language)}</time>
                {event.location ? ` · ${event.location}` : null}
              </p>
              {/* The courier's own words, as it wrote them (in English): shown when they say more than the state. */}
              {event.description && event.description !== SHIPMENT_STATUS_LABELS[event.status] ? (
                <p className="text-xs break-words text-ink-soft" lang={language === 'en' ? undefined : 'en'}>
                  {event.description}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
