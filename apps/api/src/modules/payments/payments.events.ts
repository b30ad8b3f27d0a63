import type { RefundCause, RefundRoute, TenderKind } from '@shop/shared';

/** A refund as its events carry it (amount in paise). */
export type RefundFacts = {
  refundId: string;
  orderId: string;
  returnId: string | null;
  cause: RefundCause;
  tender: TenderKind;
  route: RefundRoute;
  amountPaise: number;
};

/** The payments module's events, written with the change that causes them. */
export type PaymentEvent =
  /** A provider refund was written: a job asks the provider for it, again until it answers. */
  | ({ type: 'refund.due' } & RefundFacts)
  /** The provider took the refund and will settle it later (its normal speed). */
  | ({ type: 'refund.sent'; providerRefundId: string } & RefundFacts)
  /** The money reached its destination (the provider's word, the wallet, a recorded payout). */
  | ({ type: 'refund.settled'; providerRefundId: string | null } & RefundFacts)
  /** The provider refused it, or could not be made to take it for a day: the owner must act. */
  | ({ type: 'refund.failed'; failure: string | null } & RefundFacts);

export type PaymentEventType = PaymentEvent['type'];
