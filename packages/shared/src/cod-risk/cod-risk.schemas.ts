import { z } from 'zod';
import { Id } from '../api.ts';

/**
 * How the shop takes an order's money, decided per order on the server: cash on delivery as
 * placed, cash on delivery once the shopper confirms, part-paid (a token online now, the rest at
 * the door), or online only.
 */
export const COD_OUTCOMES = ['cod', 'cod_confirm', 'cod_partial', 'online'] as const;
export const CodOutcome = z.enum(COD_OUTCOMES);
export type CodOutcome = z.infer<typeof CodOutcome>;

/** The owner's rules (all thresholds); the shop's defaults are the first values it starts with. */
export const CodRules = z.object({
  /** No cash on delivery for a customer with this many COD orders returned to origin... */
  maxReturnedCodOrders: z.coerce.number().int().min(1).max(100),
  /** ...within this many days. */
  returnedWindowDays: z.coerce.number().int().min(1).max(3650),
  /** At most this many open (not yet delivered or cancelled) COD orders per customer. */
  maxOpenCodOrders: z.coerce.number().int().min(1).max(100),
  /** A customer's first COD order waits for their confirmation. */
  confirmFirstCodOrder: z.boolean(),
  /** COD carts above this many rupees wait for confirmation (0 = never for the amount). */
  confirmAboveRupees: z.coerce.number().int().min(0).max(1_000_000),
  /** Part-paid COD when a PIN prefix's return-to-origin rate is above this percentage... */
  partialAboveReturnPercent: z.coerce.number().int().min(0).max(100),
  /** ...measured on its COD orders of this many past days... */
  returnRateDays: z.coerce.number().int().min(1).max(3650),
  /** ...once it has at least this many finished COD orders (fewer say nothing yet). */
  returnRateMinOrders: z.coerce.number().int().min(1).max(100_000),
  /** How many leading digits of the PIN form its prefix (3 = the sorting district). */
  pinPrefixDigits: z.coerce.number().int().min(1).max(5),
  /** Hours a shopper has to confirm before the order is cancelled and its stock returns. */
  confirmationHours: z.coerce.number().int().min(1).max(168),
});
export type CodRules = z.infer<typeof CodRules>;

/** The rules a new shop starts with (docs/decisions/0200). */
export const DEFAULT_COD_RULES: CodRules = {
  maxReturnedCodOrders: 2,
  returnedWindowDays: 180,
  maxOpenCodOrders: 2,
  confirmFirstCodOrder: true,
  confirmAboveRupees: 3000,
  partialAboveReturnPercent: 30,
  returnRateDays: 90,
  returnRateMinOrders: 20,
  pinPrefixDigits: 3,
  confirmationHours: 24,
};

/** One reason for a decision, in words the shopper and the owner read. */
export const CodReason = z.object({ code: z.string(), text: z.string() });
export type CodReason = z.infer<typeof CodReason>;

/** The decision kept with an order: what was offered, why, and the token (rupees) paid online for part-paid COD. */
export const CodDecision = z.object({
  outcome: CodOutcome,
  reasons: z.array(CodReason),
  tokenAmount: z.number().nullable(),
  confirmBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type CodDecision = z.infer<typeof CodDecision>;

export const CheckoutOptionsQuery = z.object({
  pin: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'Enter a valid 6-digit PIN code'),
  /** The cart lines to check out; without them, the cart's selected lines. */
  itemIds: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(Id).max(100).optional(),
  ),
});
export type CheckoutOptionsQuery = z.infer<typeof CheckoutOptionsQuery>;

export const CheckoutMethod = z.object({
  method: CodOutcome,
  allowed: z.boolean(),
  reason: z.string().optional(),
  /** Rupees paid online now with this method (the token for part-paid, everything for online). */
  payNowAmount: z.number().optional(),
});
export type CheckoutMethod = z.infer<typeof CheckoutMethod>;

export const CheckoutOptions = z.object({
  methods: z.array(CheckoutMethod),
  /** The one COD flavour this order gets, or null when only paying online is offered. */
  codOutcome: CodOutcome.nullable(),
  reasons: z.array(CodReason),
  /** What paying online saves against cash on delivery, in rupees. */
  prepaidSaving: z.number(),
});
export type CheckoutOptions = z.infer<typeof CheckoutOptions>;

export const CodConfirmAction = z.enum(['confirm', 'cancel']);
export type CodConfirmAction = z.infer<typeof CodConfirmAction>;

export const ConfirmOrderBody = z.object({
  /** The signed token of the mailed link; without it the signed-in owner of the order confirms. */
  token: z.string().max(500).optional(),
  action: CodConfirmAction.default('confirm'),
});
export type ConfirmOrderBody = z.infer<typeof ConfirmOrderBody>;

export const ConfirmOrderAnswer = z.object({
  orderNumber: z.string(),
  status: z.string(),
  action: CodConfirmAction,
});
export type ConfirmOrderAnswer = z.infer<typeof ConfirmOrderAnswer>;

/** The owner's view of COD on the dashboard. */
export const CodRateRow = z.object({
  key: z.string(),
  codOrders: z.number(),
  returned: z.number(),
  returnRate: z.number(),
});
export const CodStats = z.object({
  /** Share of orders placed with cash on delivery (0..1). */
  codShare: z.number(),
  /** Of the orders that waited for confirmation and were decided, the share confirmed (0..1). */
  confirmationRate: z.number(),
  byState: z.array(CodRateRow),
  byPinPrefix: z.array(CodRateRow),
});
export type CodStats = z.infer<typeof CodStats>;
