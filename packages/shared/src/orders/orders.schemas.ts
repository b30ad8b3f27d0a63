import { z } from 'zod';
import { Id, PageQuery, Timestamp, requiredText } from '../api.ts';
import {
  ADMIN_STATUS_TARGETS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
} from '../constants.ts';
import { INDIAN_MOBILE_PATTERN, normaliseIndianMobile } from '../india/india.ts';
import { CART_VALIDATION } from '../cart/cart.texts.ts';
import { ORDER_SERVER_MESSAGES, ORDER_VALIDATION } from './orders.texts.ts';
import { AddressInput } from '../account/account.schemas.ts';
import { Size } from '../catalogue/catalogue.schemas.ts';
import { Shipment, ShippingFilter } from '../shipping/shipping.schemas.ts';
import { Quote } from '../promotions/promotions.schemas.ts';
import { LedgerRefund, Tender } from '../payments/payments.ledger.ts';
import { FunnelPath } from '../funnel/funnel.schemas.ts';

export const OrderStatus = z.enum(ORDER_STATUSES);
export const PaymentMethod = z.enum(PAYMENT_METHODS);
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export type PaymentStatus = z.infer<typeof PaymentStatus>;
export const RefundStatus = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof RefundStatus>;
export const CancellationOutcome = z.enum(['open', 'approved', 'declined']);
export type CancellationOutcome = z.infer<typeof CancellationOutcome>;

/** The refund of a paid order that was cancelled: at most one per order. Amount in rupees. */
export const Refund = z.object({
  id: z.string().nullable(),
  amount: z.number(),
  status: RefundStatus,
  createdAt: Timestamp,
});
export type Refund = z.infer<typeof Refund>;

/**
 * The contact number arrives as a number or a string (as typed: "+91 98140-12345"); either way an
 * Indian mobile number, kept as its 10 digits.
 */
export const ContactNumber = z
  .union([z.string(), z.number()], { error: ORDER_VALIDATION.contactInvalid })
  .transform((v) => normaliseIndianMobile(String(v)))
  .pipe(z.string().regex(INDIAN_MOBILE_PATTERN, { message: ORDER_VALIDATION.contactInvalid }));

export const ShippingAddress = AddressInput.omit({ title: true });
export type ShippingAddress = z.infer<typeof ShippingAddress>;

export const OrderItem = z.object({
  _id: Id,
  variant: z.object({
    _id: Id.nullable(),
    product: z.object({ name: z.string() }),
    color: z.object({ name: z.string() }),
    image: z.object({ url: z.string() }).nullable(),
    price: z.number(),
  }),
  /** The variant's stock-keeping unit, for picking; null once the variant is deleted. */
  sku: z.string().nullable(),
  size: Size,
  quantity: z.number().int(),
  price: z.number(),
  /** The line's share of the order's discount (rupees): it was sold for price × quantity − discount. */
  discount: z.number().optional(),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const Order = z.object({
  _id: Id,
  orderNumber: z.string(),
  status: OrderStatus,
  createdAt: Timestamp,
  expectedDelivery: Timestamp,
  paymentMethod: PaymentMethod,
  paymentStatus: PaymentStatus,
  shippingAddress: ShippingAddress,
  items: z.array(OrderItem),
  subtotal: z.number(),
  /** What offers, the coupon and a prepaid discount took off the goods. */
  discount: z.number().optional(),
  /** The owner's discount for paying online, part of `discount` (online orders only). */
  prepaidDiscount: z.number().optional(),
  couponCode: z.string().nullable().optional(),
  deliveryFee: z.number(),
  totalAmount: z.number(),
  /** Paid with store credit when placed (rupees); the rest is paid online or at the door. */
  storeCredit: z.number().optional(),
  /** Part-paid cash on delivery: the token paid online at checkout, and the rest due at the door. */
  prepaidAmount: z.number().optional(),
  dueOnDelivery: z.number().optional(),
  contact: z.string(),
  user: z.object({ _id: Id, name: z.string(), email: z.string() }),
  cancellationRequest: z.object({
    requested: z.boolean(),
    reason: z.string().nullable(),
    requestedAt: Timestamp.nullable(),
    /** null when nothing was requested; open until the admin (or shipping) decides. */
    outcome: CancellationOutcome.nullable(),
    outcomeNote: z.string().nullable(),
    decidedAt: Timestamp.nullable(),
  }),
  refund: Refund.nullable(),
  /** What paid the order so far, each way with its amount (rupees). */
  tenders: z.array(Tender).optional(),
  /** Every refund of the order, whatever its cause, with where it went and its state. */
  refunds: z.array(LedgerRefund).optional(),
  razorpayOrderId: z.string().nullable(),
  razorpayPaymentId: z.string().nullable(),
  /** Numbers of the order's GST invoice and credit note, once issued. */
  invoiceNumber: z.string().nullable().optional(),
  creditNoteNumber: z.string().nullable().optional(),
  /** The parcel on its way to the shopper, once the owner booked it with the courier. */
  shipment: Shipment.nullable().optional(),
  /**
   * A cash-on-delivery order that waits for the shopper's yes: the deadline after which it is
   * cancelled, and whether a tap confirms it (a part-paid one is confirmed by paying its COD charge).
   * null once it no longer waits.
   */
  codConfirmation: z.object({ confirmBy: Timestamp, byTap: z.boolean() }).nullable().optional(),
});
export type Order = z.infer<typeof Order>;

export const CreateOrderBody = z
  .object({
    itemIds: z.array(Id).min(1, { message: CART_VALIDATION.selectAtLeastOne }).max(50),
    paymentMethod: PaymentMethod,
    contact: ContactNumber,
    addressId: Id.optional(),
    shippingAddress: ShippingAddress.optional(),
    /** A coupon code; the server prices everything else itself. */
    couponCode: z.string().trim().max(40).optional(),
    /** Keep a new shipping address in the address book too (unless the same one is there, or the book is full). */
    saveAddress: z.boolean().optional(),
    /** Pay what the customer's store credit covers first. */
    useStoreCredit: z.boolean().optional(),
    /** Where the order was placed: the checkout page (`cart`) or the buy-now sheet (the shopper funnel). */
    path: FunnelPath.optional(),
  })
  .refine((b) => Boolean(b.addressId) !== Boolean(b.shippingAddress), {
    message: ORDER_VALIDATION.missingInformation,
    path: ['shippingAddress'],
  });
export type CreateOrderBody = z.infer<typeof CreateOrderBody>;

export const RazorpayOrder = z.object({ id: z.string(), amount: z.number().int(), currency: z.literal('INR') });
export type RazorpayOrder = z.infer<typeof RazorpayOrder>;

export const CreateOrderAnswer = z.object({
  order: Order,
  razorpayOrder: RazorpayOrder.nullable(),
  /** How the total was made (a repeated call with the same Idempotency-Key answers the order only). */
  breakdown: Quote.optional(),
});
export type CreateOrderAnswer = z.infer<typeof CreateOrderAnswer>;

/** Pay now on an unpaid online order: the order as it is and the provider order its payment sheet opens. */
export const PayNowAnswer = z.object({ order: Order, razorpayOrder: RazorpayOrder });
export type PayNowAnswer = z.infer<typeof PayNowAnswer>;

/**
 * The headers of a call a client may send again after losing its answer (placing an order,
 * verifying a payment): an optional `Idempotency-Key`, the same on every retry of one attempt.
 * Every other header passes through untouched.
 */
export const IdempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z.string().max(IDEMPOTENCY_KEY_MAX_LENGTH).optional(),
});

export const VerifyPaymentBody = z.object({
  orderId: Id,
  razorpayPaymentId: z.string().min(1).max(100),
  razorpaySignature: z.string().min(1).max(200),
  itemIds: z.array(Id).max(50).default([]),
});
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBody>;

export const CancelOrderBody = z.object({
  orderId: Id,
  reason: requiredText('Reason', ORDER_VALIDATION.cancellationReasonRequired, 500, { multiline: true }),
});
export type CancelOrderBody = z.infer<typeof CancelOrderBody>;

export const OrderAnswer = z.object({ order: Order });

/** One step of an order's status history: who moved it (null for the shop itself) and why. */
export const OrderStatusChange = z.object({
  from: OrderStatus.nullable(),
  to: OrderStatus,
  at: Timestamp,
  by: z.string().nullable(),
  note: z.string(),
});
export type OrderStatusChange = z.infer<typeof OrderStatusChange>;

/** The owner's order page: the order and every status change, oldest first. */
export const AdminOrderAnswer = z.object({ order: Order, history: z.array(OrderStatusChange) });
export type AdminOrderAnswer = z.infer<typeof AdminOrderAnswer>;
export const OrderList = z.object({ orders: z.array(Order), totalPages: z.number().int() });
export type OrderList = z.infer<typeof OrderList>;

export const OrderListQuery = PageQuery.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), OrderStatus.optional()),
  /** Where the parcel is (the owner's list only). */
  shipping: z.preprocess((v) => (v === '' ? undefined : v), ShippingFilter.optional()),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

export const UpdateOrderStatusBody = z.object({ status: z.enum(ADMIN_STATUS_TARGETS) });
export type UpdateOrderStatusBody = z.infer<typeof UpdateOrderStatusBody>;

/** The admin's refusal of a customer's cancellation request: the customer reads the note. */
export const DeclineCancellationBody = z.object({
  note: requiredText('Note', ORDER_SERVER_MESSAGES.declineNoteRequired, 500, { multiline: true }),
});
export type DeclineCancellationBody = z.infer<typeof DeclineCancellationBody>;

/** What the web asks the server for before opening the payment widget. */
export const PublicConfig = z.object({
  paymentProvider: z.enum(['razorpay', 'simulated']),
  razorpayKeyId: z.string(),
  checkoutScriptUrl: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

export const SimulatedPayBody = z.object({
  razorpayOrderId: z.string().min(1),
  outcome: z.enum(['success', 'failure']),
});
export const SimulatedPayAnswer = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});

/**
 * The simulated gateway's faults, switched by a development-only call: `fail` makes it refuse new
 * refunds, or the provider orders a checkout needs; `hold` makes it answer new refunds `pending`,
 * as Razorpay's normal-speed refunds are at first (a signed webhook or the reconciliation settles
 * them); `ok` lifts the fault.
 */
export const SimulatedFault = z.enum(['fail', 'ok']);
export const SimulatedFaults = z.object({ refunds: z.enum(['fail', 'hold', 'ok']), orders: SimulatedFault });
export type SimulatedFaults = z.infer<typeof SimulatedFaults>;
/** Only the faults named change. */
export const SimulatedFaultsBody = SimulatedFaults.partial().strict();
export type SimulatedFaultsBody = z.infer<typeof SimulatedFaultsBody>;

/** A refund the simulated gateway made, as Razorpay's dashboard lists it: amount in paise. */
export const SimulatedRefund = z.object({
  id: z.string(),
  paymentId: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
});
export const SimulatedRefundList = z.object({ refunds: z.array(SimulatedRefund) });
export type SimulatedRefundList = z.infer<typeof SimulatedRefundList>;
