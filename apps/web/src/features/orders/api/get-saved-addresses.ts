import { queryOptions, useQuery } from '@tanstack/react-query';
import { AddressList, API, ERROR_FALLBACK } from '@shop/shared';
import { request } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

/** GET /user/address: the saved addresses a shopper can deliver to. */
export const getSavedAddresses = () =>
  request({ method: 'get', url: API.user.addresses }, AddressList, ERROR_FALLBACK.account).then((a) => a.addresses);

export const savedAddressesQuery = (userId: string) =>
  queryOptions({ queryKey: ['checkout-addresses', userId], queryFn: getSavedAddresses, staleTime: 0 });

export function useSavedAddresses() {
  const userId = useAuthStore((s) => (s.isAuthenticated ? s.user?._id : undefined));
  return useQuery({ ...savedAddressesQuery(userId ?? ''), enabled: Boolean(userId) });
}
