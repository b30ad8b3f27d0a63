/**
 * The shopper funnel: the storefront's beacon (a product view, a checkout opened) and the owner's
 * card on the dashboard. The card is only imported by the lazy admin screen.
 */
export { sendFunnelBeacon, useFunnelBeacon } from './api/send-beacon';
export { FunnelCard } from './components/funnel-card';
