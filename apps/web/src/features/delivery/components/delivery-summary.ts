import { INDIA_MESSAGES, type DeliveryAnswer } from '@shop/shared';
import { DELIVERY_PIN_SESSION_KEY } from '../../../config/settings';

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
/** 'Fri, 4 Dec' from '2026-12-04'. */
export const deliveryDay = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

export function deliverySummary(answer: DeliveryAnswer): string {
  if (!answer.serviceable) return INDIA_MESSAGES.pinNotServiceable;
  const cod = answer.cod ? 'Cash on delivery available' : INDIA_MESSAGES.codNotAvailablePin;
  return `Delivery by ${deliveryDay(answer.expectedDelivery.to)} · ${cod}`;
}

/** The PIN last checked in this browser session (reused at checkout). */
export function rememberedPin(): string {
  try {
    return sessionStorage.getItem(DELIVERY_PIN_SESSION_KEY) ?? '';
  } catch {
    return '';
  }
}
