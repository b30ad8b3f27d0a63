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

/** Amounts in rupees: invoices add, credit notes subtract. */
export const GstTotals = z.object({
  documents: z.number().int(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});
export type GstTotals = z.infer<typeof GstTotals>;

/** One month's GST for filing: totals per place of supply and overall (the CSV lists each document). */
export const GstSummary = z.object({
  month: z.string(),
  invoices: z.number().int(),
  creditNotes: z.number().int(),
  byState: z.array(GstTotals.extend({ state: z.string(), stateCode: z.string() })),
  totals: GstTotals,
});
export type GstSummary = z.infer<typeof GstSummary>;

/** The admin's GST summary screen and its CSV download. */
export const GST_SUMMARY_TEXTS = {
  loadFailed: 'Failed to load the GST summary',
  downloadFailed: 'Failed to download the GST summary',
  empty: 'No invoices or credit notes in this month.',
  fileName: (month: string) => `gst-summary-${month}.csv`,
} as const;

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
