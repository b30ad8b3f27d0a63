import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, ERROR_FALLBACK, type AddressInput, type AddressUpdate } from '@shop/shared';
import { request, send } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

import { accountKeys } from './account-keys';

export const getAddresses = () =>
  request({ method: 'get', url: API.user.addresses }, (c) => c.AddressList, ERROR_FALLBACK.account).then(
    (d) => d.addresses,
  );

export const addressesQuery = (userId: string | undefined) =>
  queryOptions({ queryKey: accountKeys.addresses(userId), queryFn: getAddresses, enabled: Boolean(userId) });

/** The signed-in user's saved addresses (GET /user/address). */
export function useAddresses() {
  const userId = useAuthStore((s) => s.user?._id);
  return useQuery(addressesQuery(userId));
}

function useRefreshAddresses() {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?._id);
  return () => queryClient.invalidateQueries({ queryKey: accountKeys.user(userId) });
}

export const addAddress = (body: AddressInput) =>
  request({ method: 'post', url: API.user.addAddress, data: body }, (c) => c.AddressAnswer, ERROR_FALLBACK.account);

export const updateAddress = ({ id, body }: { id: string; body: AddressUpdate }) =>
  request(
    { method: 'patch', url: API.user.updateAddress(id), data: body },
    (c) => c.AddressAnswer,
    ERROR_FALLBACK.account,
  );

export const deleteAddress = (id: string) =>
  send({ method: 'delete', url: API.user.deleteAddress(id) }, ERROR_FALLBACK.account);

export const useAddAddress = () => useMutation({ mutationFn: addAddress, onSuccess: useRefreshAddresses() });
export const useUpdateAddress = () => useMutation({ mutationFn: updateAddress, onSuccess: useRefreshAddresses() });
export const useDeleteAddress = () => useMutation({ mutationFn: deleteAddress, onSuccess: useRefreshAddresses() });
