import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  GSTR1_TEXTS,
  INVOICE_SETTINGS_TEXTS,
  InvoiceSettings,
  gstr1FileName,
  type Gstr1Table,
  type InvoiceImage,
} from '@shop/shared';
import { request } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { downloadFile } from './download';

/** One GSTR-1 table of a month ('2026-11') or a quarter ('2026-27-Q1') as CSV. */
export const downloadGstr1Csv = (table: Gstr1Table, period: string) =>
  downloadFile(API.gst.gstr1(table), { period }, gstr1FileName(table, period), GSTR1_TEXTS.downloadFailed);

/** GET /invoice-settings: the signatory's name and the signature and logo pictures. */
export const invoiceSettingsQuery = () =>
  queryOptions({
    queryKey: adminKeys.invoiceSettings,
    queryFn: () =>
      request({ method: 'get', url: API.invoiceSettings.root }, InvoiceSettings, INVOICE_SETTINGS_TEXTS.loadFailed),
  });
export const useInvoiceSettings = () => useQuery(invoiceSettingsQuery());

/** Each change answers the settings as saved: they replace what the screen holds. */
function useSettingsMutation<T>(fn: (input: T) => Promise<InvoiceSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (settings) => queryClient.setQueryData(adminKeys.invoiceSettings, settings),
  });
}

export const useSaveSignatory = () =>
  useSettingsMutation((signatoryName: string) =>
    request(
      { method: 'put', url: API.invoiceSettings.root, data: { signatoryName } },
      InvoiceSettings,
      INVOICE_SETTINGS_TEXTS.saveFailed,
    ),
  );

export const useUploadInvoiceImage = () =>
  useSettingsMutation(({ kind, file }: { kind: InvoiceImage; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return request(
      { method: 'put', url: API.invoiceSettings.image(kind), data: form },
      InvoiceSettings,
      INVOICE_SETTINGS_TEXTS.uploadFailed,
    );
  });

export const useRemoveInvoiceImage = () =>
  useSettingsMutation((kind: InvoiceImage) =>
    request(
      { method: 'delete', url: API.invoiceSettings.image(kind) },
      InvoiceSettings,
      INVOICE_SETTINGS_TEXTS.removeFailed,
    ),
  );
