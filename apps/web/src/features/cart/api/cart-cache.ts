import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { CartAnswer, type Cart } from '@shop/shared';
import { useCartStore } from '../cart-store';

/** The cart query's key: scoped to the signed-in user, so one user never sees another's cached cart. */
export const cartQueryKey = (userId: string) => ['cart', userId] as const;

/**
 * A cart change may answer the new cart; when it does we use it at once, when it does not
 * (message-only answers) the caller falls back to its own local change and a refetch.
 */
export const MaybeCartAnswer = z.unknown().transform((data) => CartAnswer.safeParse(data).data?.cart ?? null);

/**
 * Writes a cart into the query cache and the cart store together, so the header badge and the
 * cart screen change in the same render as the action that caused it.
 */
export function writeCart(queryClient: QueryClient, userId: string, cart: Cart) {
  queryClient.setQueryData(cartQueryKey(userId), cart);
  useCartStore.getState().setCart(cart);
}

/** Applies `change` to the cached cart (when there is one) and refetches it from the server. */
export async function settleCart(
  queryClient: QueryClient,
  userId: string,
  answered: Cart | null,
  change: (cart: Cart) => Cart,
) {
  const cached = queryClient.getQueryData<Cart>(cartQueryKey(userId));
  const next = answered ?? (cached ? change(cached) : null);
  if (next) writeCart(queryClient, userId, next);
  await queryClient.invalidateQueries({ queryKey: ['cart'] });
}
