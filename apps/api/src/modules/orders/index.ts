/** What the rest of the API may use of the orders module. */
export { default as ordersRoutes } from './orders.routes.ts';
export {
  loadOrderWithHistory,
  loadOrders,
  orderForReturn,
  shipmentView,
  type CodPlacement,
  type OrderForReturn,
} from './orders.service.ts';
export { deliveredUnitsBySize } from './orders.repository.ts';
export { REFUND_RECONCILIATION_QUEUE, scheduleOrderJobs, UNPAID_SWEEP_QUEUE } from './orders.sweep.ts';
export {
  approveCancellation,
  changeStatusByAdmin,
  declineCancellation,
  decideAwaitingOrder,
  expireAwaitingOrder,
  expireUnpaidOnlineOrders,
  runParcelChange,
  type CourierOutcome,
  markReturnedToOrigin,
  type LifecycleDeps,
  type ParcelChange,
  type ParcelOrder,
} from './orders.lifecycle.ts';
export { createOrderEvents } from './orders.events.ts';
export type { OrderEvent, OrderEventType, OrderEvents, RefundInfo, TransitionEffect } from './orders.events.ts';
export { subscribeOrderMails, subscribeOwnerMails } from './orders.notify.ts';
