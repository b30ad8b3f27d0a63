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
export { amountDuePaise } from './orders.money.ts';
export { deliveredUnitsBySize, findLineValues } from './orders.reads.ts';
export { scheduleOrderJobs, UNPAID_SWEEP_QUEUE } from './orders.sweep.ts';
export { assertPayableOrder, captureOrderPayment } from './orders.payments.ts';
export {
  approveCancellation,
  changeStatusByAdmin,
  declineCancellation,
  decideAwaitingOrder,
  expireAwaitingOrder,
  expireUnpaidOnlineOrders,
  followRefunds,
  runParcelChange,
  type CourierOutcome,
  markReturnedToOrigin,
  onlineSwitchRefusal,
  runOnlineSwitch,
  type LifecycleDeps,
  type OnlineSwitch,
  type OnlineSwitchRefusal,
  type ParcelChange,
  type ParcelOrder,
} from './orders.lifecycle.ts';
export { createOrderEvents } from './orders.events.ts';
export type { OrderEvent, OrderEventType, OrderEvents, RefundInfo, TransitionEffect } from './orders.events.ts';
export { subscribeOrderMails, subscribeOwnerMails } from './orders.notify.ts';
