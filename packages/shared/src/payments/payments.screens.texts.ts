import type { PAYMENT_METHODS } from '../constants.ts';

type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Words of the screens that show where an order's money came from and where it went back: the
 * checkout, the thank-you page, the shopper's order card and the owner's order and return pages.
 * The tender, cause, route and state names are the ledger's label maps beside its contracts.
 */
export const PAYMENT_SCREEN_TEXTS = {
  /** The list of what pays (or paid) an order. */
  tenders: 'How it is paid',
  /** At checkout, before placing: what is left to pay after store credit, by the chosen method. */
  toPay: { online: 'Pay online', cod: 'Pay on delivery' } satisfies Record<PaymentMethod, string>,
  /** On a placed order: what its tenders do not cover yet. */
  due: { online: 'To pay online', cod: 'Due on delivery' } satisfies Record<PaymentMethod, string>,
  /** The phone's order bar, under the total: the credit it already takes. */
  creditIncluded: (credit: string) => `incl. ${credit} store credit`,
  /** An online order waiting for its payment: the amount the gateway is asked for. */
  completePayment: 'Complete the payment of',
  refunds: 'Refunds',
  /** One refund or one part of a split: "₹1,000 to store credit". */
  refundAmount: (amount: string, route: string) => `${amount} ${route}`,
  refundReference: (reference: string) => `ref. ${reference}`,
  refundFailedShopper: 'We will send it again or contact you.',
  /** The owner's return, before and after the inspection: how the refund is split over what paid. */
  refundSplit: 'Where the refund goes',
} as const;
