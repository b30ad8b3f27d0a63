import { z } from 'zod';

/** HSN chapter heading of knitted T-shirts. */
export const HSN_TSHIRTS = '6109';

/**
 * GST on apparel by the value of one piece before tax: at most this many paise pays the lower
 * rate, more pays the higher one.
 */
export const APPAREL_RATE_THRESHOLD_PAISE = 250_000;
export const GST_RATES = { lower: 5, higher: 18 } as const;

export const INVOICE_SERIES = { invoice: 'SF', creditNote: 'CN' } as const;

/** `?month=2026-11` for the admin's GST summary. */
export const GstSummaryQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Month must look like 2026-11' }),
});
export type GstSummaryQuery = z.infer<typeof GstSummaryQuery>;

export const GST_SUMMARY_COLUMNS = [
  'document',
  'number',
  'date',
  'state',
  'state code',
  'taxable value',
  'CGST',
  'SGST',
  'IGST',
  'total',
] as const;

export const INVOICE_MESSAGES = {
  invoiceNotFound: 'No invoice for this order',
  creditNoteNotFound: 'No credit note for this order',
} as const;
