import { lazyPart } from '../../lib/lazy-part';

export { deliveryDay, deliverySummary, rememberedPin } from './components/delivery-summary';
export { checkPin, deliveryQuery } from './api/check-pin';
export { deliveryKeys } from './api/delivery-keys';
/**
 * The product page's "Check delivery" as its own chunk, loaded after the page's first screen
 * (docs/decisions/0096).
 */
export const DeliveryCheck = /* @__PURE__ */ lazyPart('delivery-check', () =>
  import('./components/delivery-check').then((m) => ({ default: m.DeliveryCheck })),
);
