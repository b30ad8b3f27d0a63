/**
 * The admin feature: imported only by the lazy admin route screens, so a shopper's browser never
 * downloads it.
 */
export { DashboardScreen } from './components/dashboard-screen';
export { ProductsScreen } from './components/products-screen';
