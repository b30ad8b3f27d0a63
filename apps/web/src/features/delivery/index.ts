export { DeliveryCheck, deliverySummary, rememberedPin } from './components/delivery-check';
export { checkPin, deliveryQuery } from './api/check-pin';
