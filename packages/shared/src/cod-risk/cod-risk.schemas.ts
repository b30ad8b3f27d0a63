import { z } from 'zod';
import { Id } from '../api.ts';
import { ContactNumber, RazorpayOrder } from '../orders/orders.schemas.ts';

/**
 * How the shop takes an order's money, decided per order on the server: cash on delivery as
 * placed, cash on delivery once the shopper confirms, part-paid (a token online now, the rest at
 * the door), or online only.
 */
export const COD_OUTCOMES = ['cod', 'cod_confirm', 'cod_partial', 'online'] as const;
export const CodOutcome = z.enum(COD_OUTCOMES);

/** How the owner's discount for paying online is given. */
export const PREPAID_DISCOUNT_KINDS = ['off', 'percent', 'rupees'] as const;
export type PrepaidDiscountKind = (typeof PREPAID_DISCOUNT_KINDS)[number];
export const PREPAID_DISCOUNT_MAX_PERCENT = 50;
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
  /** COD orders from accounts opened fewer than this many days ago wait for confirmation (0 = off). */
  confirmAccountYoungerThanDays: z.coerce.number().int().min(0).max(365),
  /**
   * A COD order to a phone number none of the customer's delivered COD orders went to waits for
   * confirmation: the shop verifies e-mail addresses (OTP at sign-up), never phone numbers.
   */
  confirmNewPhone: z.boolean(),
  /** A discount for paying online: off, a percentage of the goods, or rupees off the goods... */
  prepaidDiscountKind: z.enum(PREPAID_DISCOUNT_KINDS),
  /** ...of this many percent or rupees... */
  prepaidDiscountValue: z.coerce.number().int().min(0).max(100_000),
  /** ...and never more than this many rupees (0 = no cap). */
  prepaidDiscountCapRupees: z.coerce.number().int().min(0).max(100_000),
});
export type CodRules = z.infer<typeof CodRules>;

/** The rules as the owner saves them: a percentage off is at most `PREPAID_DISCOUNT_MAX_PERCENT`. */
export const CodRulesBody = CodRules.refine(
  (rules) => rules.prepaidDiscountKind !== 'percent' || rules.prepaidDiscountValue <= PREPAID_DISCOUNT_MAX_PERCENT,
  { path: ['prepaidDiscountValue'], message: `At most ${PREPAID_DISCOUNT_MAX_PERCENT} %` },
);

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
  confirmAccountYoungerThanDays: 0,
  confirmNewPhone: true,
  prepaidDiscountKind: 'off',
  prepaidDiscountValue: 0,
  prepaidDiscountCapRupees: 0,
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
  /** The contact number typed at checkout; without it, the account's phone. */
  phone: ContactNumber.optional(),
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
  /** What paying online saves against cash on delivery, in rupees: the COD charge and the prepaid discount. */
  prepaidSaving: z.number(),
  /** The owner's discount for paying online on these lines, in rupees (0 when none). */
  prepaidDiscount: z.number(),
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

/** The owner's view of COD on the dashboard: for one state or PIN prefix, over orders placed in the window. */
export const CodRateRow = z.object({
  key: z.string(),
  /** All orders, the COD ones, and their share (0..1). */
  orders: z.number(),
  codOrders: z.number(),
  codShare: z.number(),
  /** Orders that waited for confirmation and were answered (confirmed or cancelled), the confirmed ones, the rate. */
  asked: z.number(),
  confirmed: z.number(),
  confirmationRate: z.number(),
  /** COD orders returned to origin, and their share of the COD orders. */
  returned: z.number(),
  returnRate: z.number(),
});
export type CodRateRow = z.infer<typeof CodRateRow>;
export const CodStats = z.object({
  /** Share of orders placed with cash on delivery (0..1). */
  codShare: z.number(),
  /** Of the orders that waited for confirmation and were decided, the share confirmed (0..1). */
  confirmationRate: z.number(),
  byState: z.array(CodRateRow),
  byPinPrefix: z.array(CodRateRow),
});
export type CodStats = z.infer<typeof CodStats>;

/** The signed token of a "Pay online instead" link (no sign-in needed). */
export const PayOnlineToken = z.object({ token: z.string().min(1).max(500) });
export type PayOnlineToken = z.infer<typeof PayOnlineToken>;

/** What paying a cash-on-delivery order online instead costs, as the link's page shows it (rupees). */
export const PayOnlineQuote = z.object({
  orderId: Id,
  orderNumber: z.string(),
  status: z.string(),
  /** The order's total as cash on delivery, and what it comes to paid online. */
  codTotal: z.number(),
  codFee: z.number(),
  prepaidDiscount: z.number(),
  newTotal: z.number(),
  /** Store credit already spent on the order, and what is paid online now. */
  storeCredit: z.number(),
  payNow: z.number(),
  /** Already paid online: nothing more is taken. */
  paid: z.boolean(),
});
export type PayOnlineQuote = z.infer<typeof PayOnlineQuote>;

/** The provider order to pay the switch through (the same one however often it is asked for). */
export const PayOnlineStart = z.object({ quote: PayOnlineQuote, razorpayOrder: RazorpayOrder });
export type PayOnlineStart = z.infer<typeof PayOnlineStart>;

export const PayOnlineVerifyBody = PayOnlineToken.extend({
  razorpayPaymentId: z.string().min(1).max(100),
  razorpaySignature: z.string().min(1).max(200),
});
export type PayOnlineVerifyBody = z.infer<typeof PayOnlineVerifyBody>;
