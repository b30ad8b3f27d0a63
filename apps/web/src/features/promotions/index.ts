export { CouponField, QuoteDetails, usePromotionQuote } from './components/promotion-panel';
export { useCouponCode } from './coupon-store';
export { promotionsKeys } from './api/promotions-keys';
export { PromotionsScreen } from './components/promotions-screen';
export { UnsubscribeView } from './components/unsubscribe-view';
export { DiscountPerDayCard } from './components/discount-per-day';
