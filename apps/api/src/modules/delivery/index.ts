/** What the rest of the API may use of the delivery module. */
export { deliveryModule } from './delivery.module.ts';
export { expectedDeliveryDate, expectedDeliveryWindow } from './delivery.dates.ts';
export {
  assertDeliverable,
  assertStateMatchesPin,
  checkPin,
  zoneBetween,
  type ServiceabilityPort,
} from './delivery.service.ts';
export { findPin } from './delivery.pins.ts';
