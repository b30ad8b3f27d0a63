import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  DELIVERY_RULE_TEXTS,
  DeliveryRule,
  DeliveryRuleList,
  GST_SUMMARY_TEXTS,
  GstSummary,
  type DeliveryRuleInput,
} from '@shop/shared';
import { request, send } from '../../../lib/api-client';
import { deliveryKeys } from '../../delivery';
import { adminKeys } from './admin-keys';
import { downloadFile } from './download';

/** GET /delivery/rules: every blocked and no-COD PIN code or prefix. */
export const deliveryRulesQuery = () =>
  queryOptions({
    queryKey: adminKeys.deliveryRules,
    queryFn: () =>
      request({ method: 'get', url: API.delivery.rules }, DeliveryRuleList, DELIVERY_RULE_TEXTS.loadFailed).then(
        (answer) => answer.rules,
      ),
  });
export const useDeliveryRules = () => useQuery(deliveryRulesQuery());

export const addDeliveryRule = (body: DeliveryRuleInput) =>
  request({ method: 'post', url: API.delivery.rules, data: body }, DeliveryRule, DELIVERY_RULE_TEXTS.addFailed);

export const removeDeliveryRule = (id: string) =>
  send({ method: 'delete', url: API.delivery.rule(id) }, DELIVERY_RULE_TEXTS.removeFailed);

/** A rule change also forgets every PIN answer this browser holds, so checkout asks again. */
function useRuleMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.deliveryRules }),
        queryClient.removeQueries({ queryKey: deliveryKeys.all }),
      ]),
  });
}
export const useAddDeliveryRule = () => useRuleMutation(addDeliveryRule);
export const useRemoveDeliveryRule = () => useRuleMutation(removeDeliveryRule);

/** GET /gst/summary?month=2026-11: the month's totals per place of supply. */
export const gstSummaryQuery = (month: string) =>
  queryOptions({
    queryKey: adminKeys.gstSummary(month),
    queryFn: () =>
      request({ method: 'get', url: API.gst.summary, params: { month } }, GstSummary, GST_SUMMARY_TEXTS.loadFailed),
    enabled: Boolean(month),
  });
export const useGstSummary = (month: string) => useQuery(gstSummaryQuery(month));

/** The month's documents as CSV, one row per invoice or credit note, for filing. */
export const downloadGstSummaryCsv = (month: string) =>
  downloadFile(API.gst.csv, { month }, GST_SUMMARY_TEXTS.fileName(month), GST_SUMMARY_TEXTS.downloadFailed);
