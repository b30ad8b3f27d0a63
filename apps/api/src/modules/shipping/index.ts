/** What the rest of the API may use of the shipping module. */
export { shippingModule } from './shipping.module.ts';
export {
  bookReplacementShipment,
  bookReturnShipment,
  replacementShipmentOf,
  returnShipmentOf,
} from './shipping.service.ts';
export { SHIPPING_POLL_QUEUE, FAILED_DELIVERY_WAIT_QUEUE } from './shipping.jobs.ts';
export type { ShipmentDomainEvent, ShipmentDomainEventType } from './shipping.events.ts';
