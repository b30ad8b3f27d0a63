/** The query keys of promotions: one factory, so a key is written once. */
export const promotionsKeys = {
  all: ['promotions'] as const,
  quote: (itemIds: readonly string[], couponCode: string, paymentMethod: string) =>
    ['promotions', 'quote', [...itemIds].sort().join(','), couponCode, paymentMethod] as const,
  coupons: ['promotions', 'coupons'] as const,
  offers: ['promotions', 'offers'] as const,
  settings: ['promotions', 'settings'] as const,
  discountPerDay: ['promotions', 'discount-per-day'] as const,
};
