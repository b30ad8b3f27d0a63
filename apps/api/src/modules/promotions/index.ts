/** What the rest of the API may use of the promotions module. */
export { default as promotionsRoutes } from './promotions.routes.ts';
export { priceCheckout, recordOrderPromotions, releaseCouponUse, toQuote } from './promotions.service.ts';
export { splitProRata } from './promotions.pricing.ts';
export type { PriceLine, PriceResult } from './promotions.pricing.ts';
export { CART_REMINDER_QUEUE, scheduleCartReminders, sendCartReminders } from './promotions.reminders.ts';
