import type { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../constants.ts';
import type { AddressInput } from '../account/account.schemas.ts';

// The schemas read their messages from this file, so the types come from below them, not from them.
type OrderStatus = (typeof ORDER_STATUSES)[number];
type PaymentMethod = (typeof PAYMENT_METHODS)[number];
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
type ShippingAddress = Omit<AddressInput, 'title'>;

/** How a payment method is named to people, on screens and in mails. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cod: 'Cash on Delivery',
  online: 'Online payment',
};

/** How each order status is named to people. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  awaiting_confirmation: 'Awaiting confirmation',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The shop's own address (the store's details), written as two free lines. */
export type StoreAddress = {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};

/** A landmark as an address writes it, on its own line. */
export const landmarkLine = (landmark: string) => `Landmark: ${landmark}`;

/** An address as the lines of a shipping label: the one way every screen and mail writes one. */
export function shippingAddressLines(address: ShippingAddress | StoreAddress): string[] {
  if ('line1' in address) {
    return [address.line1, address.line2, `${address.city}, ${address.state} ${address.postalCode}`, address.country];
  }
  const landmark = address.landmark?.trim();
  return [
    `${address.houseNumber}, ${address.street}`,
    address.colony,
    ...(landmark ? [landmarkLine(landmark)] : []),
    `${address.city}, ${address.state} ${address.postalCode}`,
    address.country,
  ];
}

/**
 * Who a parcel is addressed to: the name the address gives (a gift, family), else the account's
 * own name (addresses saved before they could name anyone).
 */
export const recipientOf = (address: { recipientName?: string | null | undefined }, accountName: string): string =>
  address.recipientName?.trim() || accountName;

/** How each payment state reads next to the payment method. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  // The state of an online order cancelled before it was paid (the sheet closed, the time to pay
  // ran out, a newer checkout took its place): nothing failed at the bank, the payment never came.
  failed: 'Payment not completed',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
};

/** The admin's side of a customer's cancellation request. */
export const CANCELLATION_ADMIN_TEXTS = {
  approve: 'Approve',
  decline: 'Decline',
  approveTitle: 'Approve cancellation',
  approveConfirm: (orderNumber: string, paid: boolean) =>
    `Cancel order #${orderNumber} as the customer asked? Its stock goes back${paid ? ' and the payment is refunded' : ''}.`,
  declineTitle: 'Decline cancellation',
  declineLead: (orderNumber: string) =>
    `Order #${orderNumber} goes ahead. The customer reads your reason on the order and in an e-mail.`,
  noteLabel: 'Reason for the customer',
  approving: 'Approving...',
  declining: 'Declining...',
  approveFailed: 'Failed to approve the cancellation',
  declineFailed: 'Failed to decline the cancellation',
} as const;

/** Validation messages of orders and payments. */
export const ORDER_VALIDATION = {
  cancellationReasonRequired: 'Please provide a cancellation reason',
  loginForOrder: 'Please log in to place an order',
  contactInvalid: 'Enter a valid Indian mobile number',
  missingInformationTitle: 'Missing Information',
  missingInformation:
    'Please fill in all address fields and a valid 10-digit contact number, or select a saved address.',
} as const;

/** Fallbacks of orders and payments, shown when a failing call carries no message of its own. */
export const ORDER_ERROR_FALLBACK = {
  createOrder: 'Failed to create order',
  verifyPayment: 'Payment verification failed',
  fetchUserOrders: 'Failed to fetch user orders',
  requestCancellation: 'Failed to request cancellation',
  fetchOrders: 'Failed to fetch orders',
  updateOrderStatus: 'Failed to update order status',
  loadRazorpay: 'Failed to load Razorpay. Please try again.',
  paymentFailed: 'Payment failed. Please try again.',
  paymentCancelled: 'Payment cancelled. You can retry the payment.',
  /** The buy-now sheet's price (with the best coupon) could not be had: nothing was ordered. */
  priceOrder: 'We could not work out your price.',
} as const;

/** Confirmations of orders and payments. */
export const ORDER_SUCCESS = {
  cancellationRequested: 'Cancellation request submitted.',
  orderCreated: 'Order created successfully',
  paymentVerified: 'Payment verified successfully',
  orderStatusUpdated: 'Order status updated successfully',
  /** A status change asking for the status the order already has: nothing changes, nothing fails. */
  orderStatusUnchanged: (orderNumber: number | string, status: string) =>
    `Order #${orderNumber} is already ${status}; nothing was changed`,
} as const;

/** Screen states and fixed texts of orders and payments. */
export const ORDER_SCREEN = {
  noItemsToOrder: 'No items to order',
  noOrderDetails: 'No order details available.',
  noPastOrders: 'No past orders found.',
  ordersFailed: (message: string) => `Error loading orders: ${message}`,
  statusConfirm: (id: string, status: string) => `Are you sure you want to update order #${id} to ${status}?`,
  noOrders: 'No orders found.',
  noUserOrders: 'No orders found for this user.',
} as const;

/** The checkout's delivery section: where the order goes and the number the courier calls. */
export const CHECKOUT_DELIVERY_TEXTS = {
  title: 'Delivery information',
  addressChoice: 'Delivery address',
  savedAddress: 'Saved address',
  newAddress: 'New address',
  saveAddress: 'Save this address to my address book',
  contact: 'Contact number',
  contactHint: '10-digit mobile number for delivery updates',
} as const;

/** The server's refusals and notes of orders and payments. */
export const ORDER_SERVER_MESSAGES = {
  orderNotFound: 'Order not found',
  /** An order line that is short names the item and what is left of it. */
  orderLineShort: (item: string, left: number) =>
    left <= 0 ? `${item} is out of stock` : `Only ${left} left of ${item}`,
  cancelAlreadyCancelled: 'This order has already been cancelled',
  cancelDelivered: 'Delivered orders cannot be cancelled',
  cancelShipped: 'Orders cannot be cancelled after shipping',
  cancelAlreadyRequested: 'A cancellation request has already been submitted for this order',
  cancelWindowOver: (hours: number) => `Orders can only be cancelled within ${hours} hours of placing them`,
  paymentNotOnline: 'This order is paid cash on delivery',
  paymentOrderCancelled:
    'This order was cancelled before its payment was confirmed. Any amount debited will be refunded.',
  paymentAlreadyMade: 'This order has already been paid',
  /** Pay now on an order that can no longer take a payment: cancelled, or its time to pay ran out. */
  payNowCancelled: 'This order was cancelled, so it can no longer be paid. Please place it again.',
  payNowExpired: (minutes: number) =>
    `This order was not paid within ${minutes} minutes, so it can no longer be paid. Please place it again.`,
  paymentUnavailable: 'Online payment is unavailable right now. Please try again or choose cash on delivery.',
  paymentDeclinedSimulated: 'Your bank declined the payment (simulated failure).',
  webhookSignatureInvalid: 'Invalid webhook signature',
  webhookReceived: 'Event received',
  tooManyUnpaidOrders: (max: number) =>
    `You already have ${max} online orders waiting for payment. Please pay or let one expire before placing another.`,
  tooManyOpenCodOrders: (max: number) =>
    `You already have ${max} cash-on-delivery orders on their way. Please pay online, or wait until one is delivered.`,
  tooManyUnitsOfSize: (line: string, max: number, held: number) =>
    held > 0
      ? `You can have at most ${max} of ${line} across your open orders, and ${held} are already in them.`
      : `You can have at most ${max} of ${line} across your open orders.`,
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order request',
  idempotencyKeyInProgress: 'An order with this Idempotency-Key is still being placed',
  noOpenCancellationRequest: 'This order has no open cancellation request',
  declineNoteRequired: 'Please give the customer a reason for declining',
  orderBusy: 'The order is being changed by another request. Please try again.',
} as const;

/** What the customer and the admin read about a cancellation request and its outcome. */
export const CANCELLATION_TEXTS = {
  requested: 'Cancellation requested',
  approved: 'Cancellation approved',
  declined: (reason: string) => `Cancellation declined: ${reason}`,
  /** The note of a request that shipping overtook. */
  declinedShipped: 'The order had already been shipped',
  approvedToast: 'Cancellation approved',
  declinedToast: 'Cancellation declined',
} as const;

/** Refund states as the order views and the CSV show them. */
export const REFUND_TEXTS = {
  pending: 'Refund pending',
  processed: 'Refunded',
  failed: 'Refund failed — our team will contact you',
  line: (amount: string, id: string | null) => (id ? `Refund of ${amount} (ref. ${id})` : `Refund of ${amount}`),
} as const;

/**
 * An online order waiting for its payment, as the shopper sees it: however many times the payment
 * sheet was opened and closed, one line and one Pay now button (the same order, paid later).
 */
export const PAY_NOW_TEXTS = {
  /** The order's payment state while it waits, and once it went unpaid. */
  notCompleted: PAYMENT_STATUS_LABELS.failed,
  payNow: 'Pay now',
  opening: 'Opening payment...',
  waiting: 'Waiting for payment...',
  verifying: 'Verifying payment...',
  hint: (amount: string, deadline: string) => `Pay ${amount} by ${deadline} to keep this order.`,
  failed: 'Could not start the payment. Please try again.',
  /** At checkout, once the sheet was closed: the order can still be paid from the shopper's orders. */
  later: (minutes: number) => `You can also pay it later from My Account, within ${minutes} minutes of placing it.`,
} as const;

/** The notes of the order's history rows, one per change. */
export const ORDER_HISTORY_NOTES = {
  placed: 'Order placed',
  replaced: 'Replaced by a newer checkout of the same cart lines',
  replacedCoupon: 'Replaced by a newer checkout with the same coupon code',
  providerOrderFailed: 'Payment provider order could not be created',
  unpaidExpired: (minutes: number) => `Online payment not received within ${minutes} minutes`,
  adminChange: 'Changed by admin',
  tokenPaid: 'Cash-on-delivery token paid online; the rest is due on delivery',
  cancellationApproved: 'Cancellation request approved',
  /** A paid online order goes on to packing by itself. */
  paymentReceived: 'Payment received; ready to ship',
  /** An online order paid in full with store credit goes on to packing by itself. */
  paidByStoreCredit: 'Paid with store credit; ready to ship',
  /** A cash-on-delivery order the shop accepted at checkout goes on to packing by itself. */
  codConfirmed: 'Cash on delivery confirmed; ready to ship',
} as const;
