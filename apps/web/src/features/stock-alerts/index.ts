import { lazyPart } from '../../lib/lazy-part';

/** Back-in-stock alerts: "Notify me" on the product page, the list in My Account, the admin's demand. */
export { MyStockAlerts } from './components/my-stock-alerts';
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
