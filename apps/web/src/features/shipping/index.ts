/**
 * The shipping feature: the owner's shipment card (admin order page), the shopper's parcel
 * tracking (order card) and the failed-delivery page.
 */
export { ShipmentPanel } from './components/shipment-panel';
export { ShipmentTracking } from './components/shipment-tracking';
export { ShipmentStatusBadge } from './components/shipment-status';
export { FailedDeliveryScreen } from './components/failed-delivery-screen';
export { shippingKeys } from './api/shipping-keys';
