import { formatInr } from '../money.ts';

/** The reasons of a COD decision and the messages around it, as the shopper and the owner read them. */
export const COD_REASONS = {
  returned: (count: number, days: number) =>
    `${count} of your cash-on-delivery orders in the last ${days} days came back undelivered, so please pay online`,
  openOrders: (count: number) =>
    `You already have ${count} cash-on-delivery ${count === 1 ? 'order' : 'orders'} on the way; please pay online or wait for ${count === 1 ? 'it' : 'them'} to arrive`,
  firstOrder: 'Your first cash-on-delivery order needs a quick confirmation from you',
  highValue: (limit: number) => `Cash-on-delivery orders above ${formatInr(limit)} need a quick confirmation from you`,
  prefixReturns: (prefix: string, percent: number) =>
    `Many cash-on-delivery parcels to PIN codes starting ${prefix} are refused (${percent} %), so the COD charge is paid online now`,
  pinReturns: (pin: string, percent: number) =>
    `Many cash-on-delivery parcels to PIN ${pin} are refused (${percent} %), so the COD charge is paid online now`,
  regular: 'Cash on delivery is available for this order',
  onlineAlways: 'Pay now by card or UPI',
  notOffered: 'Not offered for this order',
} as const;

export const COD_TEXTS = {
  savingNudge: (amount: number) => `Pay online and save ${formatInr(amount)}`,
  payNow: (amount: number) => `Pay ${formatInr(amount)} now, the rest at the door`,
  confirmed: 'Thank you, your order is confirmed and will be packed soon.',
  cancelled: 'Your order has been cancelled and nothing is owed.',
  confirmNotAllowed: 'This link is not valid for this order',
  payTokenToConfirm: 'This order is confirmed by paying its COD charge online',
  paidOnline: 'Paid online',
  dueOnDelivery: 'Due on delivery',
  notAwaiting: (status: string) => `This order is ${status.replace('_', ' ')} and no longer waits for confirmation`,
  rulesSaved: 'COD rules saved',
  refusedAtDoorDone: 'Order marked as refused at the door',
  refusedAtDoorNotAllowed:
    'Only a shipped cash-on-delivery order not already returned can be marked refused at the door',
  unconfirmedExpired: (hours: number) => `Not confirmed by the customer within ${hours} hours`,
  cancelledByLink: 'Cancelled by the customer from the confirmation link',
  confirmedByCustomer: 'Confirmed by the customer',
  refusedAtDoorNote: 'Refused at the door; the parcel came back to the shop',
} as const;

/** What each outcome is called on the checkout and in the admin. */
export const COD_OUTCOME_LABELS = {
  cod: 'Cash on delivery',
  cod_confirm: 'Cash on delivery (confirm by link)',
  cod_partial: 'Part-paid cash on delivery',
  online: 'Pay online',
} as const;

/** What the COD screens say. */
export const COD_UI_TEXTS = {
  optionsFailed: 'Could not check the payment options for this address',
  confirmFailed: 'Could not record your answer. Please try again.',
  rulesFailed: 'Could not load the COD rules',
  saveFailed: 'Could not save the COD rules',
  statsFailed: 'Could not load the COD numbers',
  decisionFailed: 'Could not load the COD decision',
  refusedFailed: 'Could not mark the order refused at the door',
  confirmTitle: 'Confirm your cash-on-delivery order',
  cancelTitle: 'Cancel your cash-on-delivery order',
  confirmButton: 'Yes, confirm my order',
  cancelButton: 'Cancel my order',
  linkBroken: 'This link is incomplete. Open it again from the mail we sent you.',
  refusedAtDoor: 'Refused at door',
  refusedAtDoorQuestion: (orderNumber: string) =>
    `Mark order #${orderNumber} as refused at the door? It is cancelled, its stock returns, and it counts against the customer's and the area's COD record.`,
} as const;
