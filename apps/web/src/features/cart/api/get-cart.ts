import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, CART_ERROR_FALLBACK } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { cartKeys } from './cart-keys';

/** GET /cart: the signed-in user's cart, every line with its live price and stock. */
export const getCart = () =>
  request({ method: 'get', url: API.cart.root }, (c) => c.CartAnswer, CART_ERROR_FALLBACK.fetchCart).then(
    (a) => a.cart,
  );

export const cartQuery = (userId: string) => queryOptions({ queryKey: cartKeys.user(userId), queryFn: getCart });

/** The cart, fetched only while a user is signed in. */
export function useCart() {
  const userId = useAuthStore((s) => (s.isAuthenticated ? s.user?._id : undefined));
  return useQuery({ ...cartQuery(userId ?? ''), enabled: Boolean(userId) });
}
