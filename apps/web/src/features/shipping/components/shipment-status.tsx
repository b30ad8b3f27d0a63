import { SHIPMENT_STATUS_LABELS, type ShipmentStatus } from '@shop/shared';
import { useScreenTexts } from '../../../lib/i18n';

const TONE: Record<ShipmentStatus, string> = {
  created: 'bg-paper text-ink-soft',
  picked_up: 'bg-warning-soft text-warning',
  in_transit: 'bg-warning-soft text-warning',
  out_for_delivery: 'bg-warning-soft text-warning',
  delivered: 'bg-success-soft text-success',
  delivery_failed: 'bg-danger-soft text-danger',
  returning_to_origin: 'bg-danger-soft text-danger',
  returned_to_origin: 'bg-danger-soft text-danger',
  lost: 'bg-danger-soft text-danger',
  cancelled: 'bg-paper text-muted',
};

/** A shipment's status as a pill, in the look of the order status pill. */
export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const states = useScreenTexts('shipmentStatus', SHIPMENT_STATUS_LABELS);
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${TONE[status]}`}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {states[status]}
    </span>
  );
}
