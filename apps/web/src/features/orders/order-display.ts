import {
  canCustomerRequestCancellation,
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

/**
 * The shared rule the server enforces: a request is allowed once, while the order is pending or
 * processing, within 24 hours of placing it. The server decides; this only hides a doomed button.
 */
export const canRequestCancellation = (order: Order, now = Date.now()) => canCustomerRequestCancellation(order, now);

/** A line's total from its copied price, summed in paise. */
export const orderLineTotal = (item: Pick<OrderItem, 'price' | 'quantity'>) =>
  paiseToRupees(rupeesToPaise(item.price) * item.quantity);
