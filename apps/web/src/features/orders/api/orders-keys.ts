/** Query keys of the orders feature, scoped to the signed-in user. */
export const ordersKeys = {
  all: ['orders'] as const,
  user: (userId: string) => ['orders', 'user', userId] as const,
};
