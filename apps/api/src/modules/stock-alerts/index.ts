/** What the rest of the API may use of the stock-alerts module. */
export { default as stockAlertsRoutes } from './stock-alerts.routes.ts';
export { subscribeBackInStock } from './stock-alerts.service.ts';
