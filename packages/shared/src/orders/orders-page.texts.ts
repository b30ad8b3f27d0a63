import { CANCELLATION_REFUND_BUSINESS_DAYS, CANCELLATION_WINDOW_HOURS } from '../constants.ts';
import { ORDER_SCREEN } from './orders.texts.ts';

/**
 * The shopper's orders: the thank-you page (/thank-you) and the order cards of My Account's Track
 * Orders and Order History, with cancelling. A module of its own, kept with those screens' code
 * (docs/decisions/0315).
 */
export const ORDERS_PAGE_TEXTS = {
  thankYou: 'Thank you',
  continueShopping: 'Continue Shopping',
  viewAllOrders: 'View All Orders',
  thanksForOrder: 'Thank you for your order!',
  paidAndIn: 'Your payment is confirmed and your order is in.',
  waitsForConfirmation: 'Your order is in and waits for your confirmation below.',
  keepCashReady: 'Your order is in. Please keep the amount ready for cash on delivery.',
  followInAccount: 'You can follow it any time under My Account.',
  orderDetails: 'Order details',
  orderId: 'Order ID',
  paymentMethod: 'Payment method',
  paymentId: 'Payment ID',
  expectedDelivery: 'Expected delivery',
  shippingAddress: 'Shipping address',
  items: 'Items',
  lineDetails: (colour: string, size: string, quantity: number, price: string) =>
    `${colour} · Size ${size} · ${quantity} × ${price}`,
  subtotal: 'Subtotal',
  deliveryFee: 'Delivery fee',
  total: 'Total',
  // An order card.
  order: (number: string) => `Order #${number}`,
  placedOn: (date: string) => `Placed on ${date}`,
  orderProgress: 'Order progress',
  lineShort: (colour: string, size: string, quantity: number) => `${colour} · Size ${size} · Qty ${quantity}`,
  payOnDelivery: 'Pay on delivery',
  status: 'Status',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  shipTo: 'Ship to',
  cancelWithin: `Changed your mind? You can ask to cancel within ${CANCELLATION_WINDOW_HOURS} hours, before it ships.`,
  refundPolicy: 'Refund policy',
  requestCancellation: 'Request Cancellation',
  reason: (reason: string) => `Reason: ${reason}`,
  refund: 'Refund',
  downloadInvoice: 'Download invoice',
  downloadCreditNote: 'Download credit note',
  // The lists.
  loadingOrders: 'Loading orders',
  orders: 'Orders',
  shopTheCollection: 'Shop the collection',
  nothingOnItsWay: 'No orders on their way right now.',
  noPastOrders: ORDER_SCREEN.noPastOrders,
  ordersFailed: ORDER_SCREEN.ordersFailed,
  noOrderDetails: ORDER_SCREEN.noOrderDetails,
  // Cancelling.
  cancelOrder: 'Cancel order',
  cancelOrderNumber: (number: string) => `Cancel order #${number}`,
  cancelLead: `Tell us why you want to cancel. Our team reviews every request; eligible refunds reach your original payment method in ${CANCELLATION_REFUND_BUSINESS_DAYS.min} to ${CANCELLATION_REFUND_BUSINESS_DAYS.max} business days.`,
  cancelReason: 'Reason for cancellation',
  keepOrder: 'Keep order',
  submitting: 'Submitting...',
  // A return on its order.
  returnNote: 'Return',
  returnState: (status: string) => `Return: ${status}`,
  exchangeLine: (size: string, to: string) => `Exchange ${size} for ${to}`,
  returnSizeLine: (size: string) => `Return size ${size}`,
  quantity: (quantity: number) => `Qty ${quantity}`,
  afterFee: (fee: string) => ` (after the ${fee} return shipping fee)`,
  refundOnItsWay: 'Refund on its way',
  refunded: 'Refunded',
  refundDelayed: 'Refund delayed: we are on it',
  ourNote: (note: string) => `Our note: ${note}`,
} as const;
