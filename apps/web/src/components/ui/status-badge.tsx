import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/shared';
import { useScreenTexts } from '../../lib/i18n';
import { ORDER_STATUS_TONES, type StatusTone } from '../../config/order-status';

const TONE_CLASS: Record<StatusTone, string> = {
  yellow: 'bg-warning-soft text-warning',
  green: 'bg-success-soft text-success',
  red: 'bg-danger-soft text-danger',
};

/** An order's status as a coloured pill, the same for the customer and the admin. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const tone = ORDER_STATUS_TONES[status];
  const labels = useScreenTexts('orderStatus', ORDER_STATUS_LABELS);
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${TONE_CLASS[tone]}`}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {labels[status]}
    </span>
  );
}
