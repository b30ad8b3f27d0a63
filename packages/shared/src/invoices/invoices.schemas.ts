import { z } from 'zod';

/** HSN chapter heading of knitted T-shirts. */
export const HSN_TSHIRTS = '6109';
/** SAC of courier services: the delivery and cash-on-delivery fee lines. */
export const SAC_DELIVERY = '996812';

/**
 * Units of quantity (GST's UQC) of a document line: pieces for the goods; services have none,
 * which GSTR-1 writes as NA.
 */
export const UQC = { goods: 'PCS', fee: 'NA' } as const;

/** How the HSN summary describes each code the shop invoices under. */
export const HSN_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [HSN_TSHIRTS]: 'T-shirts, singlets and other vests, knitted or crocheted',
  [SAC_DELIVERY]: 'Courier services',
};

/**
 * An inter-state supply to an unregistered buyer whose invoice is worth more than this is a large
 * B2C invoice (GSTR-1 Table 5), reported invoice by invoice; every other sale to a consumer is a
 * small one (Table 7), reported in totals per state and rate.
 */
export const B2CL_INVOICE_VALUE_PAISE = 100_000_00;

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
  'Document',
  'Number',
  'Date (India)',
  'Place of supply',
  'State code',
  'Taxable value (₹)',
  'CGST (₹)',
  'SGST (₹)',
  'IGST (₹)',
  'Total (₹)',
] as const;

export const INVOICE_MESSAGES = {
  invoiceNotFound: 'No invoice for this order',
  creditNoteNotFound: 'No credit note for this order',
  returnCreditNoteNotFound: 'No credit note for this return',
  replacementInvoiceNotFound: 'No replacement invoice for this return',
  imageMissing: 'Choose a picture to upload',
} as const;

/** The GSTR-1 downloads and the owner's invoice settings on the admin's GST screen. */
export const GSTR1_TEXTS = {
  downloadFailed: 'Failed to download the GSTR-1 table',
} as const;

export const INVOICE_SETTINGS_TEXTS = {
  loadFailed: 'Failed to load the invoice settings',
  saveFailed: 'Failed to save the invoice settings',
  uploadFailed: 'Failed to upload the picture',
  removeFailed: 'Failed to remove the picture',
  saved: 'Invoice settings saved',
  imageSaved: { signature: 'Signature saved', logo: 'Logo saved' },
  imageRemoved: { signature: 'Signature removed', logo: 'Logo removed' },
} as const;

/**
 * A GSTR-1 period: a calendar month ('2026-11') or a quarter of a financial year ('2026-27-Q1':
 * April to June 2026; Q4 is January to March of the second year). Months are IST months.
 */
export type GstPeriod = {
  period: string;
  kind: 'month' | 'quarter';
  /** The first month, '2026-04', and how many months the period has (1 or 3). */
  firstMonth: string;
  months: 1 | 3;
  label: string;
};

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const monthOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The period a `?period=` names, or null when it names none. */
export function parseGstPeriod(text: string): GstPeriod | null {
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  if (month) {
    const [year, m] = [Number(month[1]), Number(month[2])];
    return { period: text, kind: 'month', firstMonth: text, months: 1, label: `${MONTH_NAMES[m - 1]} ${year}` };
  }
  const quarter = /^(\d{4})-(\d{2})-Q([1-4])$/.exec(text);
  if (!quarter) return null;
  const [start, end, q] = [Number(quarter[1]), Number(quarter[2]), Number(quarter[3])];
  if ((start + 1) % 100 !== end) return null;
  const year = q === 4 ? start + 1 : start;
  const first = q === 4 ? 1 : 1 + q * 3;
  return {
    period: text,
    kind: 'quarter',
    firstMonth: monthOf(year, first),
    months: 3,
    label: `Q${q} ${quarter[1]}-${quarter[2]} (${MONTH_NAMES[first - 1]} to ${MONTH_NAMES[first + 1]} ${year})`,
  };
}

export const GST_PERIOD_MESSAGE =
  'Period must be a month such as 2026-11 or a quarter of a financial year such as 2026-27-Q1';

/** `?period=2026-11` or `?period=2026-27-Q1` for the GSTR-1 exports. */
export const Gstr1Query = z.object({
  period: z
    .string({ error: GST_PERIOD_MESSAGE })
    .refine((period) => parseGstPeriod(period) !== null, { message: GST_PERIOD_MESSAGE }),
});
export type Gstr1Query = z.infer<typeof Gstr1Query>;

/**
 * The GSTR-1 tables the admin downloads as CSV, with their columns (as the GST portal's offline
 * tool names them, with the taxes spelled out). Amounts are rupees with two decimals.
 */
export const GSTR1_TABLES = {
  b2cs: {
    title: 'B2C small supplies (Table 7)',
    columns: [
      'Type',
      'Place Of Supply',
      'Rate',
      'Taxable Value',
      'Integrated Tax',
      'Central Tax',
      'State/UT Tax',
      'Cess',
    ],
  },
  b2cl: {
    title: 'B2C large invoices (Table 5)',
    columns: [
      'Invoice Number',
      'Invoice date',
      'Invoice Value',
      'Place Of Supply',
      'Rate',
      'Taxable Value',
      'Integrated Tax',
      'Cess',
    ],
  },
  cdnur: {
    title: 'Credit notes, large B2C (Table 9B)',
    columns: [
      'UR Type',
      'Note Number',
      'Note Date',
      'Note Type',
      'Place Of Supply',
      'Note Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax',
      'Cess',
    ],
  },
  hsn: {
    title: 'HSN summary (Table 12)',
    columns: [
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
      'Rate',
    ],
  },
  docs: {
    title: 'Documents issued (Table 13)',
    columns: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
  },
} as const;
export type Gstr1Table = keyof typeof GSTR1_TABLES;
export const GSTR1_TABLE_NAMES = Object.keys(GSTR1_TABLES) as Gstr1Table[];
export const gstr1FileName = (table: Gstr1Table, period: string) => `gstr1-${table}-${period}.csv`;

/** What Table 13 calls each series. */
export const DOCUMENT_NATURES = {
  invoice: 'Invoices for outward supply',
  creditNote: 'Credit Note',
} as const;

export const SIGNATORY_NAME_MAX = 80;

/** The owner's invoice settings, as the admin screen reads them (picture URLs, never keys). */
export const InvoiceSettings = z.object({
  signatoryName: z.string().nullable(),
  signatureUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type InvoiceSettings = z.infer<typeof InvoiceSettings>;

export const SaveInvoiceSettingsBody = z.object({
  signatoryName: z
    .string()
    .trim()
    .max(SIGNATORY_NAME_MAX, { message: `The signatory's name can be at most ${SIGNATORY_NAME_MAX} characters` })
    .transform((name) => name || null)
    .nullable(),
});
export type SaveInvoiceSettingsBody = z.input<typeof SaveInvoiceSettingsBody>;

/** The two pictures an invoice can carry. */
export const INVOICE_IMAGES = ['signature', 'logo'] as const;
export type InvoiceImage = (typeof INVOICE_IMAGES)[number];
export const InvoiceImageParams = z.object({ kind: z.enum(INVOICE_IMAGES) });
