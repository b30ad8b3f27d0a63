/** What the rest of the API may use of the stock-alerts module: the alerts a shopper asked for. */
export { stockAlertsModule } from './stock-alerts.module.ts';
export { ALERT_DUE_SWEEP_QUEUE, ALERT_SEND_QUEUE } from './stock-alerts.delivery.ts';
