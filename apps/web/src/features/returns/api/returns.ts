import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  RETURN_SCREEN_TEXTS,
  type CreateReturnBody,
  type ReturnSettings,
  type ReturnStatus,
  type UpdateReturnStatusBody,
} from '@shop/shared';
import { request } from '../../../lib/api-client';
import { returnKeys } from './return-keys';

/** GET /returns/eligibility/:orderId: what the return screen of this order may offer. */
export const getEligibility = (orderId: string) =>
  request(
    { method: 'get', url: API.returns.eligibility(orderId) },
    (c) => c.ReturnEligibility,
    RETURN_SCREEN_TEXTS.loadFailed,
  );

/** GET /returns/user: the shopper's returns (the order cards pick theirs). */
export const getMyReturns = () =>
  request(
    { method: 'get', url: API.returns.user, params: { limit: 50 } },
    (c) => c.ReturnList,
    RETURN_SCREEN_TEXTS.loadFailed,
  );

export const createReturn = (body: CreateReturnBody) =>
  request(
    { method: 'post', url: API.returns.root, data: body },
    (c) => c.ReturnAnswer,
    RETURN_SCREEN_TEXTS.createFailed,
  );

/** GET /returns?status=: the owner's list, newest first. */
export const getReturns = (status: ReturnStatus | '', page: number) =>
  request(
    { method: 'get', url: API.returns.root, params: { status, page } },
    (c) => c.ReturnList,
    RETURN_SCREEN_TEXTS.loadFailed,
  );

export const updateReturnStatus = ({ id, ...body }: UpdateReturnStatusBody & { id: string }) =>
  request(
    { method: 'put', url: API.returns.status(id), data: body },
    (c) => c.ReturnAnswer,
    RETURN_SCREEN_TEXTS.updateFailed,
  );

export const getReturnStats = () =>
  request({ method: 'get', url: API.returns.stats }, (c) => c.ReturnStats, RETURN_SCREEN_TEXTS.loadFailed);

export const useEligibility = (orderId: string, enabled: boolean) =>
  useQuery({ queryKey: returnKeys.eligibility(orderId), queryFn: () => getEligibility(orderId), enabled });

export const myReturnsQuery = () => queryOptions({ queryKey: returnKeys.mine, queryFn: getMyReturns });
export const useMyReturns = () => useQuery(myReturnsQuery());

export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReturn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });
}

export const useReturns = (status: ReturnStatus | '', page: number) =>
  useQuery({
    queryKey: returnKeys.admin(status, page),
    queryFn: () => getReturns(status, page),
    placeholderData: keepPreviousData,
  });

export const useReturnStats = () => useQuery({ queryKey: returnKeys.stats, queryFn: getReturnStats });

export function useUpdateReturnStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReturnStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });
}

/** GET /returns?orderId=: one order's returns, for the owner's order page. */
export const getOrderReturns = (orderId: string) =>
  request(
    { method: 'get', url: API.returns.root, params: { orderId, limit: 50 } },
    (c) => c.ReturnList,
    RETURN_SCREEN_TEXTS.loadFailed,
  );

export const useOrderReturns = (orderId: string) =>
  useQuery({ queryKey: returnKeys.ofOrder(orderId), queryFn: () => getOrderReturns(orderId) });

export const getReturnSettings = () =>
  request({ method: 'get', url: API.returns.settings }, (c) => c.ReturnSettings, RETURN_SCREEN_TEXTS.loadFailed);

export const saveReturnSettings = (body: ReturnSettings) =>
  request(
    { method: 'put', url: API.returns.settings, data: body },
    (c) => c.ReturnSettings,
    RETURN_SCREEN_TEXTS.settingsFailed,
  );

export const useReturnSettings = () => useQuery({ queryKey: returnKeys.settings, queryFn: getReturnSettings });

export function useSaveReturnSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReturnSettings,
    onSuccess: (saved) => queryClient.setQueryData(returnKeys.settings, saved),
  });
}

/** POST /returns/:id/refund: the owner sends a failed refund to the provider again. */
export const retryReturnRefund = (id: string) =>
  request({ method: 'post', url: API.returns.refund(id) }, (c) => c.ReturnAnswer, RETURN_SCREEN_TEXTS.updateFailed);

export function useRetryReturnRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryReturnRefund,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: returnKeys.all }),
  });
}
