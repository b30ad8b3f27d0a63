import { lazyPart } from '../../lib/lazy-part';

/**
 * The alerts a shopper asks for: "Notify me" on the product page, a price drop on the wishlist, the
 * list and the consent in My Account, the one-tap Stop page, the admin's demand.
 */
export { MyStockAlerts } from './components/my-stock-alerts';
export { StopAlertsView } from './components/stop-alerts-view';
export { PriceDropAlert } from './components/price-drop-alert';
export { SizeDemand } from './components/size-demand';
export { useDemand } from './api/stock-alerts';
export { stockAlertKeys } from './api/stock-alert-keys';
/**
 * "Notify me" as its own chunk: most products have no sold-out size, so most product pages never
 * load it (docs/decisions/0096).
 */
export const NotifyMe = /* @__PURE__ */ lazyPart('notify-me', () =>
  import('./components/notify-me').then((m) => ({ default: m.NotifyMe })),
);
