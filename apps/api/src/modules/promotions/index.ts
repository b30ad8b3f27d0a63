/** What the rest of the API may use of the promotions module. */
export { promotionsModule } from './promotions.module.ts';
export { couponLookupLimits } from './promotions.limits.ts';
export {
  couponHoldsToGiveUp,
  isUnknownCouponRefusal,
  priceCheckout,
  priceLines,
  pricingLinesOf,
  recordCouponMiss,
  recordOrderPromotions,
  releaseCouponUse,
  toQuote,
} from './promotions.service.ts';
export type { PrepaidDiscountSource, PricingRules } from './promotions.service.ts';
export { prepaidDiscountOf, splitProRata } from './promotions.pricing.ts';
export type { PrepaidDiscountRule, PriceLine, PriceResult } from './promotions.pricing.ts';
export { CART_REMINDER_QUEUE, sendCartReminders } from './promotions.reminders.ts';
