/** What the rest of the API may use of the orders module. */
export { ordersModule } from './orders.module.ts';
export {
  loadOrderWithHistory,
  loadOrders,
  mailLanguageOf,
  orderForReturn,
  shipmentView,
  type CodPlacement,
  type OrderForReturn,
} from './orders.service.ts';
export { amountDuePaise } from './orders.money.ts';
export { checkoutStepsSince, deliveredUnitsBySize, findLineValues } from './orders.reads.ts';
export { UNPAID_SWEEP_QUEUE } from './orders.sweep.ts';
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
  onlineSwitchRefusal,
  runOnlineSwitch,
  type LifecycleDeps,
  type OnlineSwitch,
  type OnlineSwitchRefusal,
  type ParcelChange,
  type ParcelOrder,
} from './orders.lifecycle.ts';
export type { OrderEvent, OrderEventType, RefundInfo, TransitionEffect } from './orders.events.ts';
