import { COD_TEXTS, formatInr, type Order } from '@shop/shared';

/** A part-paid cash-on-delivery order's two parts: the token paid online and what is due at the door. */
export function PaidParts({ order }: { order: Pick<Order, 'prepaidAmount' | 'dueOnDelivery'> }) {
  if (order.prepaidAmount === undefined || order.dueOnDelivery === undefined) return null;
  return (
    <p className="text-sm text-ink-soft" data-testid="paid-parts">
      {COD_TEXTS.paidOnline} {formatInr(order.prepaidAmount)} · {COD_TEXTS.dueOnDelivery}{' '}
      {formatInr(order.dueOnDelivery)}
    </p>
  );
}
