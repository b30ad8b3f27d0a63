import {
  CANCELLATION_WINDOW_HOURS,
  paiseToRupees,
  rupeesToPaise,
  type OrderItem,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type ShippingAddress,
} from '@shop/shared';

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  online: 'Online payment',
};

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

/** An address as the lines of a shipping label. */
export function addressLines(address: ShippingAddress): string[] {
  return [
    `${address.houseNumber}, ${address.street}`,
    address.colony,
    `${address.city}, ${address.state} ${address.postalCode}`,
    address.country,
  ];
}

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
