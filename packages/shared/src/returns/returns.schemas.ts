import { z } from 'zod';
import { Shipment } from '../shipping/shipping.schemas.ts';
import { Id, PageQuery, Timestamp, text } from '../api.ts';
import { Size } from '../catalogue/catalogue.schemas.ts';
import { AttachedPhotoIds } from '../customer-photos/customer-photos.schemas.ts';
import { CUSTOMER_PHOTO_MESSAGES } from '../customer-photos/customer-photos.texts.ts';
import {
  MAX_RETURN_PHOTOS,
  REFUND_DESTINATIONS,
  RETURN_FEE_MAX_RUPEES,
  RETURN_ADMIN_TARGETS,
  RETURN_REASONS,
  RETURN_STATUSES,
} from './returns.lifecycle.ts';
import { RETURN_MESSAGES } from './returns.texts.ts';
import { UPI_TEXTS } from '../payments/upi.texts.ts';
import { REFUND_STATUSES } from '../constants.ts';
import { RefundRoute, TenderKind } from '../payments/payments.ledger.ts';

const RefundStatus = z.enum(REFUND_STATUSES);

export const ReturnStatus = z.enum(RETURN_STATUSES);
export const ReturnReason = z.enum(RETURN_REASONS);
export const RefundDestination = z.enum(REFUND_DESTINATIONS);
export type ReturnStatus = z.infer<typeof ReturnStatus>;
export type ReturnReason = z.infer<typeof ReturnReason>;
export type RefundDestination = z.infer<typeof RefundDestination>;

/** A UPI ID: name@bank. */
const UpiId = z
  .string()
  .trim()
  .regex(/^[\w.-]{2,64}@[a-zA-Z][a-zA-Z0-9.]{1,32}$/, { message: UPI_TEXTS.upiIdInvalid });

export const CreateReturnBody = z
  .object({
    orderId: Id,
    lines: z
      .array(
        z.object({
          itemId: Id,
          quantity: z.number().int().min(1).max(50),
          reason: ReturnReason,
          exchangeSize: Size.optional(),
          /** Ids of the shopper's own uploads (POST /customer-photos); the return keeps their URLs. */
          photos: AttachedPhotoIds(MAX_RETURN_PHOTOS, CUSTOMER_PHOTO_MESSAGES.tooMany(MAX_RETURN_PHOTOS)).optional(),
        }),
      )
      .min(1, { message: RETURN_MESSAGES.pickLine })
      .max(50),
    refundTo: RefundDestination,
    upiId: UpiId.optional(),
    note: text('Note', 1000, { multiline: true }).optional(),
  })
  .refine((b) => b.refundTo !== 'upi' || Boolean(b.upiId), { message: RETURN_MESSAGES.upiRequired, path: ['upiId'] })
  .refine((b) => new Set(b.lines.map((l) => l.itemId)).size === b.lines.length, {
    message: RETURN_MESSAGES.duplicateLine,
    path: ['lines'],
  });
export type CreateReturnBody = z.infer<typeof CreateReturnBody>;

export const ReturnLine = z.object({
  _id: Id,
  itemId: Id,
  productName: z.string(),
  colorName: z.string(),
  imageUrl: z.string().nullable(),
  size: Size,
  quantity: z.number().int(),
  reason: ReturnReason,
  exchangeSize: Size.nullable(),
  photos: z.array(z.string()),
  /** What this line gives back in rupees (0 for an exchange). */
  amount: z.number(),
});
export type ReturnLine = z.infer<typeof ReturnLine>;

/** One part of a return's refund: which tender it goes back to, by which route, and its state once made. */
export const RefundPart = z.object({
  tender: TenderKind,
  route: RefundRoute,
  amount: z.number(),
  status: RefundStatus.nullable(),
});
export type RefundPart = z.infer<typeof RefundPart>;

export const ReturnHistoryEntry = z.object({ status: ReturnStatus, note: z.string().nullable(), at: Timestamp });

export const Return = z.object({
  _id: Id,
  orderId: Id,
  orderNumber: z.string(),
  status: ReturnStatus,
  lines: z.array(ReturnLine),
  refundTo: RefundDestination,
  upiId: z.string().nullable(),
  note: z.string().nullable(),
  /** The return shipping fee taken from the refund, rupees. */
  fee: z.number(),
  /** What the shopper gets back once inspected, rupees (after the fee). */
  refundAmount: z.number(),
  /** The owner's last note the shopper reads (a rejection, a failed inspection). */
  statusNote: z.string().nullable(),
  /** Where the parcel goes, once approved. */
  returnAddress: z.array(z.string()).nullable(),
  /** The courier's reverse pickup of the parcel, once booked (then the return address is only a fallback). */
  pickup: Shipment.nullable().optional(),
  /** An exchange's replacement (the new size), a forward parcel of the same order, once booked. */
  replacement: Shipment.nullable().optional(),
  refund: z.object({ status: z.enum(['pending', 'processed', 'failed']), id: z.string().nullable() }).nullable(),
  /**
   * Where the refund goes, split over what paid the order: before acceptance the split it will
   * make, after it the refunds it made (each with its state). Empty for an exchange.
   */
  refundSplit: z.array(RefundPart).optional(),
  payoutReference: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  /** The tax invoice of an exchange's replacement (the new size, shipped at no charge). */
  replacementInvoiceNumber: z.string().nullable(),
  customer: z.object({ name: z.string(), email: z.string() }),
  history: z.array(ReturnHistoryEntry),
  createdAt: Timestamp,
});
export type Return = z.infer<typeof Return>;

export const ReturnAnswer = z.object({ return: Return });
export const ReturnList = z.object({ returns: z.array(Return), totalPages: z.number().int() });
export type ReturnList = z.infer<typeof ReturnList>;

export const ReturnListQuery = PageQuery.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), ReturnStatus.optional()),
  orderId: Id.optional(),
});
export type ReturnListQuery = z.infer<typeof ReturnListQuery>;

export const UpdateReturnStatusBody = z.object({
  status: z.enum(RETURN_ADMIN_TARGETS),
  note: text('Note', 1000, { multiline: true }).optional(),
  /** The owner's reference of a UPI payout (a cash-on-delivery refund paid by hand). */
  payoutReference: text('Payout reference', 100).optional(),
});
export type UpdateReturnStatusBody = z.infer<typeof UpdateReturnStatusBody>;

/**
 * What the return screen of one order may offer, as the server's rules say: whether the order can
 * come back now (or the refusal), and per line the sizes in stock to exchange for.
 */
export const ReturnEligibility = z.object({
  orderId: Id,
  paymentMethod: z.enum(['cod', 'online']),
  /** The return shipping fee in force now (rupees): what a refund asked for now is charged. */
  returnFee: z.number(),
  refusal: z.string().nullable(),
  windowEndsAt: Timestamp.nullable(),
  lines: z.array(
    z.object({
      itemId: Id,
      productName: z.string(),
      colorName: z.string(),
      imageUrl: z.string().nullable(),
      size: Size,
      quantity: z.number().int(),
      unitPrice: z.number(),
      /** The line's share of the order's discount (rupees): what comes back is the price paid. */
      discount: z.number(),
      onSale: z.boolean(),
      /** True once every unit bought is held by a return (asked for, on its way, or accepted). */
      alreadyReturned: z.boolean(),
      /** The units of the line that may still be returned. */
      returnable: z.number().int().min(0),
      exchangeSizes: z.array(Size),
    }),
  ),
});
export type ReturnEligibility = z.infer<typeof ReturnEligibility>;

export const ReturnFitNoteSchema = z.object({
  size: Size,
  reason: z.enum(['too_small', 'too_big']),
  units: z.number().int(),
});

/**
 * The owner's return settings: the return shipping fee in force (whole rupees, 0 to
 * RETURN_FEE_MAX_RUPEES; waived for defective items) and whether an exchange's replacement ships
 * as soon as the courier picks the parcel up instead of when it reaches the shop.
 */
export const ReturnSettings = z.object({
  feeRupees: z
    .number({ error: RETURN_MESSAGES.feeInvalid })
    .int({ message: RETURN_MESSAGES.feeInvalid })
    .min(0, RETURN_MESSAGES.feeInvalid)
    .max(RETURN_FEE_MAX_RUPEES, RETURN_MESSAGES.feeInvalid),
  replacementAtPickup: z.boolean({ error: RETURN_MESSAGES.replacementAtPickupInvalid }),
});
export type ReturnSettings = z.infer<typeof ReturnSettings>;

/** Return rate by product and size, and the reasons: the dashboard's returns panel. */
export const ReturnStats = z.object({
  bySize: z.array(
    z.object({
      productName: z.string(),
      size: Size,
      sold: z.number().int(),
      returned: z.number().int(),
      rate: z.number(),
      /** Why this product and size came back, most given first. */
      reasons: z.array(z.object({ reason: ReturnReason, count: z.number().int() })).optional(),
    }),
  ),
  reasons: z.array(z.object({ reason: ReturnReason, count: z.number().int() })),
});
export type ReturnStats = z.infer<typeof ReturnStats>;
