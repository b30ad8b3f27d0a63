import { orderStatusTone, type OrderStatus, type StatusTone } from '@shop/shared';
import { statusLabel } from '../order-display';

const TONE_CLASS: Record<StatusTone, string> = {
  yellow: 'bg-warning-soft text-warning',
  green: 'bg-success-soft text-success',
  red: 'bg-danger-soft text-danger',
};

/** Pending and processing yellow, shipped and delivered green, the rest red. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const tone = orderStatusTone(status);
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${TONE_CLASS[tone]}`}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {statusLabel(status)}
    </span>
  );
}
