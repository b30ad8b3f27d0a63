import {
  SHOP_TIME_ZONE,
  UNPAID_ONLINE_ORDER_TTL_MINUTES,
  canCustomerRequestCancellation,
  paiseToRupees,
  rupeesToPaise,
  type OrderItem,
  type Order,
} from '@shop/shared';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const longDateFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatLongDate = (iso: string) => longDateFormat.format(new Date(iso));

/** A deadline to the minute, on the shop's clock (India), e.g. "3 Dec, 5:30 pm". */
const deadlineFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});
export const formatDeadline = (iso: string) => deadlineFormat.format(new Date(iso));

/**
 * The shared rule the server enforces: a request is allowed once, while the order is pending or
 * processing, within 24 hours of placing it. The server decides; this only hides a doomed button.
 */
export const canRequestCancellation = (order: Order, now = Date.now()) => canCustomerRequestCancellation(order, now);

/** A line's total from its copied price, summed in paise. */
export const orderLineTotal = (item: Pick<OrderItem, 'price' | 'quantity'>) =>
  paiseToRupees(rupeesToPaise(item.price) * item.quantity);

/**
 * Until when an unpaid online order can still be paid (Pay now), or null when it cannot: paid,
 * cash on delivery, cancelled, or its time to pay over. The server decides; this only hides a
 * doomed button.
 */
export function payNowDeadline(order: Order, now = Date.now()): string | null {
  if (order.paymentMethod !== 'online' || order.status !== 'pending' || order.paymentStatus !== 'pending') return null;
  const deadline = new Date(order.createdAt).getTime() + UNPAID_ONLINE_ORDER_TTL_MINUTES * 60_000;
  return deadline > now ? new Date(deadline).toISOString() : null;
}

/** What an online order still owes online: its total less the store credit it took. */
export const amountDue = (order: Pick<Order, 'totalAmount' | 'storeCredit'>) =>
  paiseToRupees(rupeesToPaise(order.totalAmount) - rupeesToPaise(order.storeCredit ?? 0));
