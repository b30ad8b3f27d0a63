/** What the rest of the API may use of the orders module. */
export { default as ordersRoutes } from './orders.routes.ts';
export { loadOrders } from './orders.service.ts';
export { restoreOrderStock } from './orders.stock.ts';
export { scheduleUnpaidOrderSweep } from './orders.sweep.ts';
