/** The query keys of promotions: one factory, so a key is written once. */
export const promotionsKeys = {
  all: ['promotions'] as const,
  /** `lines` names the lines and their quantities, so a changed quantity is priced again. */
  quote: (lines: string, couponCode: string, paymentMethod: string) =>
    ['promotions', 'quote', lines, couponCode, paymentMethod] as const,
  coupons: ['promotions', 'coupons'] as const,
  offers: ['promotions', 'offers'] as const,
  settings: ['promotions', 'settings'] as const,
  discountPerDay: ['promotions', 'discount-per-day'] as const,
};
