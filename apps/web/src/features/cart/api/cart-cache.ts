import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/shared';
import type { Contracts } from '../../../lib/contracts';
import { useCartStore } from '../cart-store';
import { cartKeys } from './cart-keys';

/**
 * A cart change may answer the new cart; when it does we use it at once, when it does not
 * (message-only answers) the caller falls back to its own local change and a refetch.
 */
export const maybeCart = ({ CartAnswer }: Contracts) => ({
  parse: (data: unknown): Cart | null => CartAnswer.safeParse(data).data?.cart ?? null,
});

/**
 * Writes a cart into the query cache and the cart store together, so the header badge and the
 * cart screen change in the same render as the action that caused it.
 */
export function writeCart(queryClient: QueryClient, userId: string, cart: Cart) {
  queryClient.setQueryData(cartKeys.user(userId), cart);
  useCartStore.getState().setCart(cart);
}

/** Applies `change` to the cached cart (when there is one) and refetches it from the server. */
export async function settleCart(
  queryClient: QueryClient,
  userId: string,
  answered: Cart | null,
  change: (cart: Cart) => Cart,
) {
  const cached = queryClient.getQueryData<Cart>(cartKeys.user(userId));
  const next = answered ?? (cached ? change(cached) : null);
  if (next) writeCart(queryClient, userId, next);
  await queryClient.invalidateQueries({ queryKey: cartKeys.all });
}
