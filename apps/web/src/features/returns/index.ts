/**
 * Returns and size exchanges: the shopper's "Return or exchange" on a delivered order (with the
 * returns it already has), and the owner's Returns screen with the return figures.
 */
export { OrderReturns } from './components/order-returns';
export { AdminReturnsScreen } from './components/admin-returns-screen';
export { ReturnStatsPanel } from './components/return-stats';
export { returnKeys } from './api/return-keys';
