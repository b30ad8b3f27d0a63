/** What the rest of the API may use of the delivery module. */
export { default as deliveryRoutes } from './delivery.routes.ts';
export { expectedDeliveryDate, expectedDeliveryWindow } from './delivery.dates.ts';
export {
  assertDeliverable,
  assertStateMatchesPin,
  checkPin,
  keptServiceability,
  zoneBetween,
  type ServiceabilityPort,
} from './delivery.service.ts';
export { findPin } from './delivery.pins.ts';
