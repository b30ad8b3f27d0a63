import { z } from 'zod';
import { Timestamp } from '../api.ts';
import { REFUND_STATUSES } from '../constants.ts';

/**
 * What paid an order, each an amount of its own: the online payment (an online order's, a
 * part-paid COD order's token, or the payment of a COD order switched to online), the customer's
 * store credit, and the cash the courier collected at the door.
 */
export const TENDER_KINDS = ['online', 'store_credit', 'cod_cash'] as const;
export type TenderKind = (typeof TENDER_KINDS)[number];
export const TenderKind = z.enum(TENDER_KINDS);

/** Why money goes back: each refund names one. */
export const REFUND_CAUSES = [
  'cancellation',
  'late-payment',
  'return',
  'exchange-difference',
  'cod-switch',
  'returned-to-origin',
] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];
export const RefundCause = z.enum(REFUND_CAUSES);

/**
 * Where a refund's money goes: back through the payment provider, into the shopper's store
 * credit (at once), or as a UPI payout the owner makes by hand and records.
 */
export const REFUND_ROUTES = ['provider', 'wallet', 'upi_payout'] as const;
export type RefundRoute = (typeof REFUND_ROUTES)[number];
export const RefundRoute = z.enum(REFUND_ROUTES);

type RefundState = (typeof REFUND_STATUSES)[number];

/**
 * How a refund's state may move, the one table every cause shares. A refund is written pending
 * (or processed at once when it goes to store credit or a recorded payout); the provider's answer,
 * its webhook or the reconciliation settles it; a failed one may be sent again by the owner.
 */
export const REFUND_TRANSITIONS: Readonly<Record<RefundState, readonly RefundState[]>> = {
  pending: ['processed', 'failed'],
  failed: ['pending', 'processed'],
  processed: [],
};

/** One tender of an order as its pages show it: rupees. */
export const Tender = z.object({ kind: TenderKind, amount: z.number() });
export type Tender = z.infer<typeof Tender>;

/** One refund of an order as its pages show it: rupees. */
export const LedgerRefund = z.object({
  _id: z.string(),
  cause: RefundCause,
  tender: TenderKind,
  route: RefundRoute,
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  /** The provider's refund id, once it took the refund; the owner's payout reference for a UPI payout. */
  reference: z.string().nullable(),
  /** The return it refunds, when it refunds one. */
  returnId: z.string().nullable(),
  createdAt: Timestamp,
});
export type LedgerRefund = z.infer<typeof LedgerRefund>;

export const TENDER_LABELS: Readonly<Record<TenderKind, string>> = {
  online: 'Paid online',
  store_credit: 'Store credit',
  cod_cash: 'Cash on delivery',
};

export const REFUND_CAUSE_LABELS: Readonly<Record<RefundCause, string>> = {
  cancellation: 'Cancellation',
  'late-payment': 'Payment after cancellation',
  return: 'Return',
  'exchange-difference': 'Exchange difference',
  'cod-switch': 'Payment to switch to online',
  'returned-to-origin': 'Parcel returned to us',
};

export const REFUND_ROUTE_LABELS: Readonly<Record<RefundRoute, string>> = {
  provider: 'to the original payment',
  wallet: 'to store credit',
  upi_payout: 'by UPI payout',
};

export const REFUND_STATE_LABELS: Readonly<Record<RefundState, string>> = {
  pending: 'Processing',
  processed: 'Refunded',
  failed: 'Failed',
};
