/** What the rest of the API may use of the shipping module. */
export { default as shippingRoutes } from './shipping.routes.ts';
export {
  bookReplacementShipment,
  bookReturnShipment,
  replacementShipmentOf,
  returnShipmentOf,
  type ShippingDeps,
} from './shipping.service.ts';
export { scheduleShippingJobs, SHIPPING_POLL_QUEUE, FAILED_DELIVERY_WAIT_QUEUE } from './shipping.jobs.ts';
export { subscribeShippingMails } from './shipping.mails.ts';
export type { ShipmentDomainEvent, ShipmentDomainEventType } from './shipping.events.ts';
