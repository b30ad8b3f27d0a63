/**
 * Returns and size exchanges: the shopper's "Return or exchange" on a delivered order (with the
 * returns it already has), the owner's Returns screen with the return figures and settings, and
 * the returns of one order on the owner's order page.
 */
export { OrderReturns } from './components/order-returns';
export { AdminReturnsScreen } from './components/admin-returns-screen';
export { ReturnStatsPanel } from './components/return-stats';
export { OrderReturnsPanel } from './components/order-returns-panel';
export { returnKeys } from './api/return-keys';
