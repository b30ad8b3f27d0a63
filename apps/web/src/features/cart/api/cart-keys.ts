/** Query keys of the cart, scoped to the signed-in user so one user never sees another's cached cart. */
export const cartKeys = {
  all: ['cart'] as const,
  user: (userId: string) => ['cart', userId] as const,
};
