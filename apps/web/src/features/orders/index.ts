export { OrderHistory, TrackOrders } from './components/track-orders';
export { CheckoutView } from './components/checkout-view';
export { ThankYouView } from './components/thank-you-view';
export { useUserOrders } from './api/get-user-orders';
export { TaxDocumentLinks } from './components/tax-documents';
export { ordersKeys } from './api/orders-keys';
export { publicConfigQuery } from './api/get-public-config';
export { openCheckout } from './payments/razorpay-checkout';
export { default as BuyNowSheet, type BuyNowSheetProps } from './buy-now/buy-now-sheet';
