import {
  CANCELLATION_WINDOW_HOURS,
  PAYMENT_METHOD_LABELS,
  shippingAddressLines,
  paiseToRupees,
  rupeesToPaise,
  type OrderItem,
  type Order,
  type OrderStatus,
} from '@shop/shared';

export const PAYMENT_METHOD_LABEL = PAYMENT_METHOD_LABELS;

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const longDateFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatLongDate = (iso: string) => longDateFormat.format(new Date(iso));

export const statusLabel = (status: OrderStatus) => status.charAt(0).toUpperCase() + status.slice(1);

export const addressLines = shippingAddressLines;

const CANCELLABLE: readonly OrderStatus[] = ['pending', 'processing'];

/**
 * Mirrors the server's rule: a request is allowed once, while the order is pending or
 * processing, within 24 hours of placing it. The server decides; this only hides a doomed button.
 */
export function canRequestCancellation(order: Order, now = Date.now()): boolean {
  if (order.cancellationRequest.requested) return false;
  if (!CANCELLABLE.includes(order.status)) return false;
  return now - new Date(order.createdAt).getTime() < CANCELLATION_WINDOW_HOURS * 60 * 60 * 1000;
}

/** A line's total from its copied price, summed in paise. */
export const orderLineTotal = (item: Pick<OrderItem, 'price' | 'quantity'>) =>
  paiseToRupees(rupeesToPaise(item.price) * item.quantity);
