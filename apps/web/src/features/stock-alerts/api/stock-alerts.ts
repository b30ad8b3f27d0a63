import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, STOCK_ALERT_TEXTS, type AlertChannel, type AlertStopBody, type StockAlertBody } from '@shop/shared';
import { request, send } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { stockAlertKeys } from './stock-alert-keys';

/** POST /stock-alerts: "Notify me" on a sold-out size (the e-mail only for visitors), or a price drop. */
export const subscribe = (body: StockAlertBody) =>
  send({ method: 'post', url: API.stockAlerts.root, data: body }, STOCK_ALERT_TEXTS.subscribeFailed);

export const getMyAlerts = () =>
  request({ method: 'get', url: API.stockAlerts.root }, (c) => c.StockAlertList, STOCK_ALERT_TEXTS.fetchFailed);

export const removeAlert = (id: string) =>
  send({ method: 'delete', url: API.stockAlerts.one(id) }, STOCK_ALERT_TEXTS.removeFailed);

export const getDemand = () =>
  request({ method: 'get', url: API.stockAlerts.demand }, (c) => c.StockDemand, STOCK_ALERT_TEXTS.demandFailed);

export const myAlertsQuery = (userId: string) =>
  queryOptions({ queryKey: stockAlertKeys.mine(userId), queryFn: getMyAlerts });

/** The signed-in shopper's alerts; nothing is asked for visitors. */
export function useMyAlerts() {
  const userId = useAuthStore((s) => (s.isAuthenticated ? s.user?._id : undefined));
  return useQuery({ ...myAlertsQuery(userId ?? ''), enabled: Boolean(userId) });
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockAlertKeys.all }),
  });
}

export function useRemoveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockAlertKeys.all }),
  });
}

export const demandQuery = () => queryOptions({ queryKey: stockAlertKeys.demand, queryFn: getDemand });

/** How many wait per colour and size, as a lookup `waiting(variantId, size)` (admin). */
export function useDemand() {
  const query = useQuery(demandQuery());
  const counts = new Map(query.data?.demand.map((d) => [`${d.variantId}:${d.size}`, d.waiting]));
  return { ...query, waiting: (variantId: string, size: string) => counts.get(`${variantId}:${size}`) ?? 0 };
}

export const getMyConsents = () =>
  request(
    { method: 'get', url: API.stockAlerts.consents },
    (c) => c.AlertConsentList,
    STOCK_ALERT_TEXTS.consentsFailed,
  );

export const withdrawConsent = (channel: AlertChannel) =>
  send({ method: 'delete', url: API.stockAlerts.consent(channel) }, STOCK_ALERT_TEXTS.withdrawFailed);

/** POST /stock-alerts/stop: the one-tap Stop link of an alert (no sign-in: the token is the permission). */
export const stopAlerts = (body: AlertStopBody) =>
  request(
    { method: 'post', url: API.stockAlerts.stop, data: body },
    (c) => c.AlertStopAnswer,
    STOCK_ALERT_TEXTS.stopFailed,
  );

export const myConsentsQuery = (userId: string) =>
  queryOptions({ queryKey: stockAlertKeys.consents(userId), queryFn: getMyConsents });

/** The signed-in shopper's consents, latest per channel; nothing is asked for visitors. */
export function useMyConsents() {
  const userId = useAuthStore((s) => (s.isAuthenticated ? s.user?._id : undefined));
  return useQuery({ ...myConsentsQuery(userId ?? ''), enabled: Boolean(userId) });
}

export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockAlertKeys.all }),
  });
}
