import {
  LANGUAGE_TAGS,
  SHOP_TIME_ZONE,
  UNPAID_ONLINE_ORDER_TTL_MINUTES,
  canCustomerRequestCancellation,
  paiseToRupees,
  rupeesToPaise,
  type OrderItem,
  type Language,
  type Order,
} from '@shop/shared';

const formats = new Map<string, Intl.DateTimeFormat>();
/** One Intl format per language and style, in Indian forms with Latin digits. */
function format(language: Language, style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(`${LANGUAGE_TAGS[language]}-u-nu-latn`, options);
    formats.set(key, found);
  }
  return found;
}

/** "3 Dec 2026" ("3 दिस॰ 2026" in Hindi). */
export const formatDate = (iso: string, language: Language = 'en') =>
  format(language, 'date', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
/** "Thursday, 3 December 2026" ("गुरुवार, 3 दिसंबर 2026"). */
export const formatLongDate = (iso: string, language: Language = 'en') =>
  format(language, 'long', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** A deadline to the minute, on the shop's clock (India), e.g. "3 Dec, 5:30 pm". */
export const formatDeadline = (iso: string, language: Language = 'en') =>
  format(language, 'deadline', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));

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
