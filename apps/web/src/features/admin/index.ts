/**
 * The admin feature: imported only by the lazy admin route screens, so a shopper's browser never
 * downloads it.
 */
export { DashboardScreen } from './components/dashboard-screen';
export { ProductsScreen } from './components/products-screen';
export { DeliveryRulesScreen } from './components/delivery-rules-screen';
export { GstSummaryScreen } from './components/gst-summary-screen';
export { adminKeys } from './api/admin-keys';
export { OrderScreen } from './components/order-screen';
export { useAllProducts, useColors } from './api/catalogue';
