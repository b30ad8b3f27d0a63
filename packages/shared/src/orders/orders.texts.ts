import type { PaymentMethod, PaymentStatus, ShippingAddress } from './orders.schemas.ts';

/** How a payment method is named to people, on screens and in mails. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cod: 'Cash on Delivery',
  online: 'Online payment',
};

/** An address as the lines of a shipping label. */
export function shippingAddressLines(address: ShippingAddress): string[] {
  return [
    `${address.houseNumber}, ${address.street}`,
    address.colony,
    `${address.city}, ${address.state} ${address.postalCode}`,
    address.country,
  ];
}

/** How each payment state reads next to the payment method. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
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
