import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, ACCOUNT_ERROR_FALLBACK } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

/** GET /user/checkout-defaults: the last order's address and way to pay (whether "Buy now" is offered, and what it starts from). */
export const getCheckoutDefaults = () =>
  request({ method: 'get', url: API.user.checkoutDefaults }, (c) => c.CheckoutDefaults, ACCOUNT_ERROR_FALLBACK.account);

export const checkoutDefaultsQuery = (userId: string) =>
  queryOptions({ queryKey: ['checkout-defaults', userId] as const, queryFn: getCheckoutDefaults, staleTime: 60_000 });

/** The signed-in buyer's checkout defaults; nothing is asked for a visitor. */
export function useCheckoutDefaults() {
  const userId = useAuthStore((s) => (s.isAuthenticated ? s.user?._id : undefined));
  return useQuery({ ...checkoutDefaultsQuery(userId ?? ''), enabled: Boolean(userId) });
}
