import { RETURN_WINDOW_DAYS } from '../constants.ts';

/** What the returns answer and show (kept apart from the schemas so screens can use them without zod). */
export const RETURN_MESSAGES = {
  created: 'Return requested',
  updated: 'Return updated',
  notFound: 'Return not found',
  orderNotFound: 'Order not found',
  notDelivered: 'This order has not been delivered yet, so it cannot be returned',
  windowOver: `Returns must be started within ${RETURN_WINDOW_DAYS} days of delivery`,
  lineNotInOrder: 'This item is not part of the order',
  alreadyReturned: 'This item has already been returned or is being returned',
  tooMany: 'You cannot return more than you bought',
  saleNotReturnable: 'Sale items cannot be returned unless they arrived defective or damaged',
  exchangeSameSize: 'Choose a different size to exchange for',
  exchangeOutOfStock: (size: string) => `Size ${size} is out of stock, so it cannot be exchanged for now`,
  exchangeOnlySize: 'Exchanges are for another size of the same tee',
  upiRequired: 'Enter the UPI ID to send the refund to',
  originalNotForCod: 'A cash-on-delivery order has no online payment to refund to: choose store credit or UPI',
  upiOnlyForCod: 'UPI transfers are for cash-on-delivery orders; a paid order is refunded to its payment method',
  duplicateLine: 'Each item can appear only once in a return',
  transition: (from: string, to: string) => `This return is ${from} and cannot be marked ${to}`,
  noteRequired: 'Write the reason the shopper will read',
  payoutReferenceRequired: 'Enter the UPI payout reference once you have paid the shopper',
} as const;

/** Words of the screens and the mails, per state. */
export const RETURN_STATUS_LABELS = {
  requested: 'Requested',
  approved: 'Approved: send the parcel back',
  rejected: 'Rejected',
  received: 'Received: being inspected',
  accepted: 'Accepted',
  refused: 'Inspection failed',
  expired: 'Expired',
} as const;

export const RETURN_TEXTS = {
  button: 'Return or exchange',
  heading: 'Return or exchange',
  exchange: 'Exchange for another size',
  refund: 'Refund',
  fee: 'Return shipping fee',
  feeWaived: 'Waived (defective or damaged)',
  youGetBack: 'You get back',
  confirm: 'Confirm return',
  held: (size: string) => `Size ${size} is held for you until your parcel reaches us.`,
  returnAddress: 'Send the parcel to',
  yourReturns: 'Returns',
  noReturns: 'No returns yet.',
  adminHeading: 'Returns',
} as const;
