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
  youngAccount: (days: number) =>
    `Accounts opened in the last ${days} ${days === 1 ? 'day' : 'days'} confirm cash-on-delivery orders by the link we send to their verified e-mail`,
  newPhone: (phone: string) =>
    `We do not verify phone numbers, and no cash-on-delivery order of yours has been delivered to ${phone} yet, so please confirm this one by the link we send to your verified e-mail`,
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
  confirmationExpired:
    'The time to confirm this order has run out, so it has been cancelled and nothing is owed. You are welcome to order again.',
  // String(): the translator tries a text's values as numbers (docs/decisions/0311).
  notAwaiting: (status: string) =>
    `This order is ${String(status).replace('_', ' ')} and no longer waits for confirmation`,
  rulesSaved: 'COD rules saved',
  refusedAtDoorDone: 'Order marked as refused at the door',
  refusedAtDoorNotAllowed:
    'Only a shipped cash-on-delivery order not already returned can be marked refused at the door',
  unconfirmedExpired: (hours: number) => `Not confirmed by the customer within ${hours} hours`,
  cancelledByLink: 'Cancelled by the customer from the confirmation link',
  confirmedByCustomer: 'Confirmed by the customer',
  refusedAtDoorNote: 'Refused at the door; the parcel came back to the shop',
  payOnlineInstead: 'Pay online instead',
  prepaidDiscountLabel: 'Prepaid discount',
  paidOnlineInsteadNote: 'Paid online instead of cash on delivery',
  paidOnlineInstead: 'Thank you, your order is paid online and nothing is due at the door.',
  switchRefused: {
    cancelled: (n: string) => `Order #${n} is cancelled; nothing is owed`,
    'not-cod': (n: string) => `Order #${n} is already paid online`,
    shipped: (n: string) =>
      `Order #${n} has left us, so it can no longer be paid online instead; please pay the courier on delivery`,
    'with-courier': (n: string) =>
      `Order #${n} is already booked with the courier as cash on delivery, so it can no longer be paid online instead`,
    'part-paid': (n: string) =>
      `Order #${n} is part-paid: its COD charge was paid online and the rest is collected at the door`,
  },
  switchCreditCovers: 'Store credit pays almost all of this order, so nothing is left to pay online',
  switchPaidTooLate: (n: string) =>
    `Order #${n} could no longer be paid online instead; the payment is being refunded in full`,
  switchUnavailable:
    'Online payment is unavailable right now. Please try again in a little while; your cash-on-delivery order stands.',
  switchNothingToVerify: 'Start the online payment from the link again',
  switchSaving: (amount: number) => `Pay online now and save ${formatInr(amount)}`,
} as const;

/** The mail asking the shopper to confirm a waiting cash-on-delivery order, with its one-tap links. */
export const COD_MAIL_TEXTS = {
  subject: (orderNumber: string) => `Please confirm your cash-on-delivery order #${orderNumber}`,
  heading: 'One tap to confirm your order',
  greeting: (name: string) => `Hi ${name},`,
  held: (orderNumber: string, total: string, deadline: string) =>
    `Your order #${orderNumber} of ${total} is held for you. Confirm it by ${deadline} and we pack it; otherwise it is cancelled and nothing is owed.`,
  confirm: 'Confirm the order',
  cancel: 'Cancel the order',
  payOnlineInstead: COD_TEXTS.payOnlineInstead,
  payOnlineSaving: (saving: string, store: string) =>
    `Prefer not to handle cash? Pay online instead and pay ${saving} less: paying confirms the order, nothing is due at the door, and ${store} ships it just the same.`,
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
  /** On the thank-you page and the order in My Account, while a COD order waits for the shopper. */
  awaitingTitle: 'Please confirm your order',
  awaitingLead: (deadline: string) =>
    `We pack your cash-on-delivery order once you confirm it. Confirm by ${deadline}, or it is cancelled.`,
  awaitingByPaying: (deadline: string) =>
    `This order is confirmed by paying its COD charge online by ${deadline}, or it is cancelled.`,
  cancelQuestion: (orderNumber: string) => `Cancel order #${orderNumber}? Nothing is owed.`,
  cancelYes: 'Yes, cancel it',
  cancelling: 'Cancelling...',
  confirming: 'Confirming...',
  keepOrder: 'Keep my order',
  linkBroken: 'This link is incomplete. Open it again from the mail we sent you.',
  /** The page the mailed links open (/confirm-cod). */
  confirmLead: 'Tap below and we pack your order. Cash is collected when it arrives.',
  cancelLead: 'Tap below to cancel this order. Nothing is owed.',
  orderNumber: (orderNumber: string) => `Order #${orderNumber}`,
  sending: 'Sending...',
  continueShopping: 'Continue shopping',
  refusedAtDoor: 'Refused at door',
  refusedAtDoorHint: 'No courier reports this parcel: if the customer refused it and it came back, record it here.',
  decisionTitle: 'Cash on delivery',
  switchedToOnline: 'The customer paid online instead before it shipped.',
  payOnlineTitle: 'Pay online instead',
  payOnlineFailed: 'Could not load this order',
  payOnlineLead: 'Pay now by card or UPI and nothing is due when the parcel arrives.',
  payOnlineButton: (amount: string) => `Pay ${amount} online`,
  /** The rest of the pay-online page (/pay-online), opened from the COD mails without signing in. */
  payOnlineAmounts: 'New total',
  payOnlineCodTotal: 'Cash on delivery total',
  payOnlineNoCodCharge: 'No COD charge',
  payOnlineNewTotal: 'New total',
  payOnlineStoreCredit: 'Paid with store credit',
  payOnlineLoading: 'Loading…',
  payOnlinePaying: 'Paying...',
  payOnlineCash: 'Rather pay cash? Do nothing: your order stays cash on delivery and ships as planned.',
  refusedAtDoorQuestion: (orderNumber: string) =>
    `Mark order #${orderNumber} as refused at the door? It is cancelled, its stock returns, and it counts against the customer's and the area's COD record.`,
} as const;
