/** What the rest of the API may use of the orders module. */
export { default as ordersRoutes } from './orders.routes.ts';
export { loadOrders, type CodPlacement } from './orders.service.ts';
export { REFUND_RECONCILIATION_QUEUE, scheduleOrderJobs, UNPAID_SWEEP_QUEUE } from './orders.sweep.ts';
export {
  approveCancellation,
  changeStatusByAdmin,
  declineCancellation,
  decideAwaitingOrder,
  expireAwaitingOrder,
  expireUnpaidOnlineOrders,
  markReturnedToOrigin,
  type LifecycleDeps,
} from './orders.lifecycle.ts';
export { createOrderEvents } from './orders.events.ts';
export type { OrderEvent, OrderEventType, OrderEvents, RefundInfo, TransitionEffect } from './orders.events.ts';
export { subscribeOrderMails } from './orders.notify.ts';
