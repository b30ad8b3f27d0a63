import { ORDER_SCREEN } from './orders.texts.ts';

/**
 * The checkout page's own texts (its heading, payment choice, summary and button): a module of its
 * own, kept with the screen's code rather than every page's first load (docs/decisions/0313).
 */
export const CHECKOUT_PAGE_TEXTS = {
  title: 'Confirm your order',
  backToCart: 'Back to cart',
  paymentTitle: 'Payment method',
  codTitle: 'Cash on Delivery',
  codNote: (shipping: string, charge: string) => `Pay when it arrives · ${shipping} shipping + ${charge} COD charge`,
  onlineTitle: 'Pay Online',
  onlineNote: (shipping: string) => `Cards, UPI and netbanking via Razorpay · ${shipping} shipping`,
  summaryTitle: 'Order summary',
  subtotal: 'Subtotal',
  discount: 'Discount',
  deliveryFee: 'Delivery fee',
  total: 'Total',
  placeOrder: 'Place Order',
  pay: (amount: string) => `Pay ${amount}`,
  deliveryBy: 'Delivery by',
  deliveryTo: 'to',
  noItemsToOrder: ORDER_SCREEN.noItemsToOrder,
} as const;
