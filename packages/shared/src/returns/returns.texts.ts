import { RETURN_WINDOW_DAYS } from '../constants.ts';
import { RETURN_FEE_MAX_RUPEES } from './returns.lifecycle.ts';

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
  payoutReferenceUsed: 'This UPI payout reference is already recorded for another return',
  feeInvalid: `Enter the return fee as whole rupees from 0 to ${RETURN_FEE_MAX_RUPEES}`,
  replacementAtPickupInvalid: 'Choose whether the replacement ships at pickup',
  settingsSaved: 'Return settings saved',
  noProviderRefund: 'This return has no refund to the payment provider',
  refundNotFailed: 'Only a failed refund can be sent again',
  refundRetried: 'Refund sent to the payment provider again',
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
  feeInForce: (fee: string) =>
    `Return shipping is ${fee}, taken once from a refund; exchanges and defective or damaged items return free.`,
  feeFree: 'Return shipping is free.',
  youGetBack: 'You get back',
  confirm: 'Confirm return',
  confirmExchange: 'Confirm exchange',
  held: (size: string) => `Size ${size} is held for you until your parcel reaches us.`,
  returnAddress: 'Send the parcel to',
  pickupBooked: (courier: string, awb: string) => `A ${courier} courier will pick the parcel up from you: AWB ${awb}`,
  trackPickup: 'Track the pickup',
  parcelReceivedNote: 'The courier delivered the parcel to the shop',
  replacementShips: (sizes: string) => `Your new size (${sizes}) ships to you at no charge.`,
  replacementBooked: (courier: string, awb: string) => `Your new size is on its way with ${courier}: AWB ${awb}`,
  trackReplacement: 'Track the new size',
  yourReturns: 'Returns',
  noReturns: 'No returns yet.',
  adminHeading: 'Returns',
} as const;

/** What each step's mail says (subject, heading, first paragraph); the mail adds the lines and amounts. */
export const RETURN_MAIL_TEXTS = {
  requested: {
    subject: (order: string) => `We have your return request for order #${order}`,
    heading: 'Return requested',
    body: 'We will look at your request within a working day and write again.',
  },
  replacementShipped: {
    subject: (order: string) => `Your new size for order #${order} is on its way`,
    heading: 'New size on its way',
    body: 'Your exchange ships at no charge: the new size has left our studio.',
  },
  pickupBooked: {
    subject: (order: string) => `A courier will pick up your return for order #${order}`,
    heading: 'Pickup booked',
    body: 'Please pack the items unused, with their tags, and keep the parcel ready: the courier collects it from your delivery address.',
  },
  approved: {
    subject: (order: string) => `Your return for order #${order} is approved`,
    heading: 'Return approved',
    body: 'Please pack the items unused, with their tags, and send the parcel to the address below.',
  },
  rejected: {
    subject: (order: string) => `Your return for order #${order} was not approved`,
    heading: 'Return not approved',
    body: 'We are sorry: we could not approve your return.',
  },
  received: {
    subject: (order: string) => `We received your return for order #${order}`,
    heading: 'Parcel received',
    body: 'Your parcel has reached us. We will inspect it and write again.',
  },
  accepted: {
    subject: (order: string) => `Your return for order #${order} passed inspection`,
    heading: 'Return accepted',
    body: 'Your items passed inspection.',
  },
  refused: {
    subject: (order: string) => `Your return for order #${order} did not pass inspection`,
    heading: 'Inspection failed',
    body: 'Your items did not pass inspection, so nothing is refunded.',
  },
  expired: {
    subject: (order: string) => `Your exchange for order #${order} has expired`,
    heading: 'Exchange expired',
    body: 'Your parcel did not reach us in time, so the size we held has gone back on sale.',
  },
  refunded: {
    subject: (order: string) => `Your refund for order #${order} is on its way`,
    heading: 'Refund sent',
    body: 'We have sent your refund to your original payment method.',
  },
  refundFailed: {
    subject: (order: string) => `Your refund for order #${order} needs our attention`,
    heading: 'Refund delayed',
    body: 'Your payment provider did not take the refund. We are looking into it and will write again.',
  },
} as const;

/** Words of the return screens (shopper and owner). */
export const RETURN_SCREEN_TEXTS = {
  loadFailed: 'Could not load returns',
  createFailed: 'Could not request the return',
  updateFailed: 'Could not update the return',
  pickLine: 'Choose at least one item to return',
  which: 'Which items?',
  quantity: 'Quantity',
  reason: 'Reason',
  wants: 'What would you like?',
  newSize: 'New size',
  noSizes: 'No other size is in stock right now: choose a refund, or try again later.',
  refundTo: 'Refund to',
  upiId: 'UPI ID',
  note: 'Anything we should know? (optional)',
  windowEnds: (date: string) => `Returns for this order are open until ${date}.`,
  saleNote: 'Sale item: returnable only if defective or damaged.',
  alreadyReturned: 'Already being returned',
  requested: 'Return requested. We have e-mailed you the details.',
  approve: 'Approve',
  reject: 'Reject',
  markReceived: 'Mark received',
  accept: 'Inspection passed',
  refuse: 'Inspection failed',
  noteFor: 'Note for the shopper',
  payoutReference: 'UPI payout reference',
  statsHeading: 'Return rate by product and size',
  reasonsHeading: 'Why tees come back',
  noStats: 'No delivered orders yet.',
  allStatuses: 'All',
  replacementFree: 'The replacement ships at no charge.',
  downloadCreditNote: 'Download credit note',
  downloadReplacementInvoice: 'Download replacement invoice',
  replacementParcel: (courier: string, awb: string, status: string) =>
    `Replacement parcel: ${courier}, AWB ${awb} · ${status}`,
  replacementWaiting: 'Replacement: being booked with the courier',
  refundState: {
    pending: 'Refund pending at the payment provider',
    processed: 'Refund processed',
    failed: 'Refund failed: send it again, or refund by hand',
  },
  storeCreditDone: 'Credited to store credit',
  upiAwaiting: 'UPI payout: enter its reference when you pass the inspection',
  upiPaid: (reference: string) => `UPI payout recorded · reference ${reference}`,
  settingsHeading: 'Return settings',
  settingsLead:
    'The fee is taken once from each refund (never from exchanges) and waived for defective or damaged items. A change applies to returns asked for from now on.',
  feeLabel: 'Return shipping fee (₹)',
  atPickupLabel: "Ship an exchange's new size as soon as the courier picks the parcel up (not when it reaches us)",
  saveSettings: 'Save settings',
  retryRefund: 'Send the refund again',
  settingsFailed: 'Could not save the return settings',
  ordersReturns: 'Returns and exchanges',
} as const;
