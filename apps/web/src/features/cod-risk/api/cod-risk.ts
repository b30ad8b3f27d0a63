import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  API,
  CheckoutOptions,
  CodDecision,
  CodRules,
  CodStats,
  ConfirmOrderAnswer,
  COD_UI_TEXTS,
  PayOnlineQuote,
  PayOnlineStart,
  type PayOnlineVerifyBody,
  type CodConfirmAction,
} from '@shop/shared';
import { request, send } from '../../../lib/api-client';
import { codRiskKeys } from './cod-risk-keys';

/**
 * GET /checkout/options: how these lines may be paid for when sent to `pin` with this contact
 * number (10 digits; '' lets the server take the account's), with the reasons.
 */
export const checkoutOptionsQuery = (pin: string, itemIds: readonly string[], phone = '') =>
  queryOptions({
    queryKey: codRiskKeys.options(pin, itemIds, phone),
    queryFn: () =>
      request(
        {
          method: 'get',
          url: API.codRisk.checkoutOptions,
          params: { pin, itemIds: itemIds.join(','), ...(phone ? { phone } : {}) },
        },
        CheckoutOptions,
        COD_UI_TEXTS.optionsFailed,
      ),
    enabled: Boolean(pin) && itemIds.length > 0,
    staleTime: 0,
    retry: false,
  });
export const useCheckoutOptions = (pin: string, itemIds: readonly string[], phone?: string) =>
  useQuery(checkoutOptionsQuery(pin, itemIds, phone));

/**
 * POST /order/:id/confirm: with the mailed link's token (no sign-in needed), or without one as the
 * signed-in owner of the order.
 */
export const confirmCodOrder = (input: { orderId: string; token?: string; action: CodConfirmAction }) =>
  request(
    {
      method: 'post',
      url: API.codRisk.confirm(input.orderId),
      data: input.token ? { token: input.token, action: input.action } : { action: input.action },
    },
    ConfirmOrderAnswer,
    COD_UI_TEXTS.confirmFailed,
  );
export const useConfirmCodOrder = () => useMutation({ mutationFn: confirmCodOrder });

export const codRulesQuery = () =>
  queryOptions({
    queryKey: codRiskKeys.rules,
    queryFn: () => request({ method: 'get', url: API.codRisk.rules }, CodRules, COD_UI_TEXTS.rulesFailed),
  });
export const useCodRules = () => useQuery(codRulesQuery());

export function useSaveCodRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: CodRules) =>
      request({ method: 'put', url: API.codRisk.rules, data: rules }, CodRules, COD_UI_TEXTS.saveFailed),
    onSuccess: (rules) => {
      queryClient.setQueryData(codRiskKeys.rules, rules);
      return queryClient.invalidateQueries({ queryKey: codRiskKeys.all });
    },
  });
}

export const useCodStats = () =>
  useQuery({
    queryKey: codRiskKeys.stats,
    queryFn: () => request({ method: 'get', url: API.codRisk.stats }, CodStats, COD_UI_TEXTS.statsFailed),
  });

export const useCodDecision = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: codRiskKeys.decision(orderId),
    queryFn: () =>
      request(
        { method: 'get', url: API.codRisk.decision(orderId) },
        z.object({ decision: CodDecision.nullable() }),
        COD_UI_TEXTS.decisionFailed,
      ).then((answer) => answer.decision),
    enabled,
  });

/** POST /order/:id/refused-at-door: the owner records a COD parcel refused at the door. */
export function useRefusedAtDoor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      send({ method: 'post', url: API.codRisk.refusedAtDoor(orderId) }, COD_UI_TEXTS.refusedFailed),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** GET /order/:id/pay-online: what this COD order costs paid online instead (the link's token, no sign-in). */
export const usePayOnlineQuote = (orderId: string, token: string) =>
  useQuery({
    queryKey: codRiskKeys.payOnline(orderId),
    queryFn: () =>
      request(
        { method: 'get', url: API.codRisk.payOnline(orderId), params: { token } },
        PayOnlineQuote,
        COD_UI_TEXTS.payOnlineFailed,
      ),
    enabled: Boolean(orderId && token),
    retry: false,
  });

/** POST /order/:id/pay-online: the provider order to pay with (the same one on every ask). */
export const startPayOnline = (orderId: string, token: string) =>
  request(
    { method: 'post', url: API.codRisk.payOnline(orderId), data: { token } },
    PayOnlineStart,
    COD_UI_TEXTS.payOnlineFailed,
  );

/** POST /order/:id/pay-online/verify: the widget's answer, checked by the server. */
export const verifyPayOnline = (orderId: string, body: PayOnlineVerifyBody) =>
  request(
    { method: 'post', url: API.codRisk.payOnlineVerify(orderId), data: body },
    PayOnlineQuote,
    COD_UI_TEXTS.payOnlineFailed,
  );
