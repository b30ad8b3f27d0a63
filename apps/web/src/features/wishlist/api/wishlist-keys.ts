/** Query keys of the wishlist, scoped to the signed-in user. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  user: (userId: string) => ['wishlist', userId] as const,
};
