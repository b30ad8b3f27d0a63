import { z } from 'zod';
import { Id, Timestamp } from '../api.ts';
import { MAX_CART_LINE_QUANTITY, PAYMENT_METHODS } from '../constants.ts';
import { PROMOTION_CHECKS } from './promotions.texts.ts';

export const COUPON_TYPES = ['percent', 'flat', 'free_shipping'] as const;
export const OFFER_KINDS = ['bundle', 'buy_x_get_y'] as const;
/** A coupon or an offer: live, paused by the owner (back any time), or ended for good. */
export const PROMOTION_STATUSES = ['active', 'paused', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

const Rupees = z
  .number({ error: PROMOTION_CHECKS.amount })
  .positive({ message: PROMOTION_CHECKS.valuePositive })
  .max(10_000_000, { message: PROMOTION_CHECKS.amount });
const Count = z
  .number({ error: PROMOTION_CHECKS.count })
  .int({ message: PROMOTION_CHECKS.count })
  .min(1, { message: PROMOTION_CHECKS.count })
  .max(1_000_000, { message: PROMOTION_CHECKS.count });
/** Pieces of an offer's rule, between `min` and 20. */
const Pieces = (min: number, message: string) =>
  z.number({ error: message }).int({ message }).min(min, { message }).max(20, { message });

/** Codes are kept upper case: 'save10' and 'SAVE10' are one code. */
export const CouponCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,20}$/, { message: PROMOTION_CHECKS.codeInvalid });

const couponFields = {
  code: CouponCode,
  type: z.enum(COUPON_TYPES),
  /** Percent (1–100) for `percent`, rupees for `flat`, ignored for `free_shipping`. */
  value: z
    .number({ error: PROMOTION_CHECKS.amount })
    .min(0, { message: PROMOTION_CHECKS.amount })
    .max(10_000_000, { message: PROMOTION_CHECKS.amount })
    .default(0),
  /** The most a percent code takes off, in rupees. */
  maxDiscount: Rupees.nullish(),
  minCartValue: Rupees.nullish(),
  firstOrderOnly: z.boolean().default(false),
  /** Uses one customer may make (1 by default). */
  perCustomerLimit: Count.nullish(),
  /** Uses in all; none means no limit. */
  usageLimit: Count.nullish(),
  startsAt: Timestamp.nullish(),
  endsAt: Timestamp.nullish(),
  prepaidOnly: z.boolean().default(false),
  /** Only these products / colours (empty: all). */
  productIds: z.array(Id).max(200).default([]),
  colorIds: z.array(Id).max(200).default([]),
  /** Also waives the cash-on-delivery charge. */
  waivesCodFee: z.boolean().default(false),
  status: z.enum(PROMOTION_STATUSES).default('active'),
};

function checkCoupon(
  c: { type: string; value: number; startsAt?: string | null; endsAt?: string | null },
  ctx: z.RefinementCtx,
) {
  if (c.type === 'percent' && (c.value < 1 || c.value > 100)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: PROMOTION_CHECKS.percentRange });
  }
  if (c.type === 'flat' && c.value <= 0) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: PROMOTION_CHECKS.valuePositive });
  }
  if (c.startsAt && c.endsAt && Date.parse(c.endsAt) <= Date.parse(c.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: PROMOTION_CHECKS.endsBeforeStart });
  }
}

export const CouponBody = z.object(couponFields).superRefine(checkCoupon);
export type CouponBody = z.infer<typeof CouponBody>;
export type CouponInput = z.input<typeof CouponBody>;

export const Coupon = z.object({
  _id: Id,
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number(),
  maxDiscount: z.number().nullable(),
  minCartValue: z.number().nullable(),
  firstOrderOnly: z.boolean(),
  perCustomerLimit: z.number().int().nullable(),
  usageLimit: z.number().int().nullable(),
  startsAt: Timestamp.nullable(),
  endsAt: Timestamp.nullable(),
  prepaidOnly: z.boolean(),
  productIds: z.array(Id),
  colorIds: z.array(Id),
  waivesCodFee: z.boolean(),
  status: z.enum(PROMOTION_STATUSES),
  /** Uses taken (an order cancelled before shipping gives its use back). */
  uses: z.number().int(),
  discountGiven: z.number(),
  salesBrought: z.number(),
  createdAt: Timestamp,
});
export type Coupon = z.infer<typeof Coupon>;
export const CouponList = z.object({ coupons: z.array(Coupon) });
export type CouponList = z.infer<typeof CouponList>;

const offerFields = {
  name: z
    .string({ error: PROMOTION_CHECKS.offerName })
    .trim()
    .min(1, { message: PROMOTION_CHECKS.offerName })
    .max(80, { message: PROMOTION_CHECKS.offerName }),
  kind: z.enum(OFFER_KINDS),
  /** The products the offer counts (empty: every product). */
  productIds: z.array(Id).max(200).default([]),
  /** Bundle: any `bundleQuantity` pieces for `bundlePrice` rupees. */
  bundleQuantity: Pieces(2, PROMOTION_CHECKS.bundlePieces).nullish(),
  bundlePrice: Rupees.nullish(),
  /** Buy X get Y: for every `buyQuantity` pieces, the `getQuantity` cheapest next ones `getPercentOff` % off (100: free). */
  buyQuantity: Pieces(1, PROMOTION_CHECKS.pieces).nullish(),
  getQuantity: Pieces(1, PROMOTION_CHECKS.pieces).nullish(),
  getPercentOff: z
    .number({ error: PROMOTION_CHECKS.percentOff })
    .int({ message: PROMOTION_CHECKS.percentOff })
    .min(1, { message: PROMOTION_CHECKS.percentOff })
    .max(100, { message: PROMOTION_CHECKS.percentOff })
    .default(100),
  /** Whether a coupon may be used on top of this offer. */
  combinesWithCoupons: z.boolean().default(false),
  startsAt: Timestamp.nullish(),
  endsAt: Timestamp.nullish(),
  status: z.enum(PROMOTION_STATUSES).default('active'),
};

export const OfferBody = z.object(offerFields).superRefine((o, ctx) => {
  if (o.kind === 'bundle' && (!o.bundleQuantity || !o.bundlePrice)) {
    ctx.addIssue({ code: 'custom', path: ['bundlePrice'], message: PROMOTION_CHECKS.bundleFields });
  }
  if (o.kind === 'buy_x_get_y' && (!o.buyQuantity || !o.getQuantity)) {
    ctx.addIssue({ code: 'custom', path: ['getQuantity'], message: PROMOTION_CHECKS.buyGetFields });
  }
  if (o.startsAt && o.endsAt && Date.parse(o.endsAt) <= Date.parse(o.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: PROMOTION_CHECKS.endsBeforeStart });
  }
});
export type OfferBody = z.infer<typeof OfferBody>;
export type OfferInput = z.input<typeof OfferBody>;

export const Offer = z.object({
  _id: Id,
  name: z.string(),
  kind: z.enum(OFFER_KINDS),
  productIds: z.array(Id),
  bundleQuantity: z.number().int().nullable(),
  bundlePrice: z.number().nullable(),
  buyQuantity: z.number().int().nullable(),
  getQuantity: z.number().int().nullable(),
  getPercentOff: z.number().int(),
  combinesWithCoupons: z.boolean(),
  startsAt: Timestamp.nullable(),
  endsAt: Timestamp.nullable(),
  status: z.enum(PROMOTION_STATUSES),
  uses: z.number().int(),
  discountGiven: z.number(),
  salesBrought: z.number(),
  createdAt: Timestamp,
});
export type Offer = z.infer<typeof Offer>;
export const OfferList = z.object({ offers: z.array(Offer) });
export type OfferList = z.infer<typeof OfferList>;

export const QuoteBody = z.object({
  itemIds: z.array(Id).min(1).max(50),
  couponCode: z.string().trim().max(40).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
});
export type QuoteBody = z.infer<typeof QuoteBody>;

/** What the shopper pays, worked out by the server alone (rupees). */
export const Quote = z.object({
  lines: z.array(
    z.object({ itemId: Id, price: z.number(), quantity: z.number().int(), discount: z.number(), total: z.number() }),
  ),
  subtotal: z.number(),
  /** Everything taken off the goods, the prepaid discount included. */
  discount: z.number(),
  /** The owner's discount for paying online, part of `discount` (0 for cash on delivery). */
  prepaidDiscount: z.number().optional(),
  deliveryFee: z.number(),
  codFee: z.number(),
  total: z.number(),
  appliedOffers: z.array(z.object({ _id: Id, name: z.string(), discount: z.number() })),
  coupon: z
    .object({ code: z.string(), applied: z.boolean(), reason: z.string().optional(), discount: z.number() })
    .nullable(),
  /** "Add 1 more to get 3 for ₹999", "Add ₹310 more for free shipping". */
  nudges: z.array(z.string()),
  freeShipping: z.object({ threshold: z.number().nullable(), remaining: z.number() }),
});
export type Quote = z.infer<typeof Quote>;
export const QuoteAnswer = z.object({ quote: Quote });

/** Lines not in the cart yet (the buy-now sheet's): a variant and how many. */
export const BestCouponBody = z.object({
  lines: z
    .array(z.object({ variantId: Id, quantity: z.number().int().min(1).max(MAX_CART_LINE_QUANTITY) }))
    .min(1)
    .max(50),
  paymentMethod: z.enum(PAYMENT_METHODS),
});
export type BestCouponBody = z.infer<typeof BestCouponBody>;

/**
 * The coupon the buyer may use that leaves the lowest total, and the lines priced with it (each
 * line's itemId is its variant's id); no coupon when none saves anything.
 */
export const BestCouponAnswer = z.object({ couponCode: z.string().nullable(), quote: Quote });
export type BestCouponAnswer = z.infer<typeof BestCouponAnswer>;

export const PromotionSettings = z.object({
  /** Orders whose goods come to this many rupees (after discounts) ship free; null: never. */
  freeShippingThreshold: Rupees.nullable(),
  /** Hours a cart waits before its one reminder mail. */
  reminderHours: z
    .number({ error: PROMOTION_CHECKS.reminderHours })
    .int({ message: PROMOTION_CHECKS.reminderHours })
    .min(1, { message: PROMOTION_CHECKS.reminderHours })
    .max(24 * 14, { message: PROMOTION_CHECKS.reminderHours }),
  /** The coupon the reminder mail offers, if any. */
  reminderCouponId: Id.nullable(),
});
export type PromotionSettings = z.infer<typeof PromotionSettings>;

export const DiscountPerDay = z.object({
  days: z.array(z.object({ day: z.string(), discount: z.number(), orders: z.number().int() })),
});
export type DiscountPerDay = z.infer<typeof DiscountPerDay>;

export const UnsubscribeBody = z.object({ token: z.string().min(10).max(100) });
