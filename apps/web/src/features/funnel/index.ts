import { lazy } from 'react';

/**
 * The shopper funnel: the storefront's beacon (a product view, a checkout opened) and the owner's
 * card on the dashboard. The card and its chart load with the dashboard alone: the storefront's
 * screens import this feature for the beacon only.
 */
export { sendFunnelBeacon, useFunnelBeacon } from './api/send-beacon';
export const FunnelCard = lazy(() => import('./components/funnel-card').then((m) => ({ default: m.FunnelCard })));
