/** Query keys of the orders feature: the signed-in user's orders, and the payment provider's public settings. */
export const ordersKeys = {
  all: ['orders'] as const,
  user: (userId: string) => ['orders', 'user', userId] as const,
  publicConfig: ['public-config'] as const,
};
