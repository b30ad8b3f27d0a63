/** What the rest of the API may use of the admin module. */
export { default as adminRoutes } from './admin.routes.ts';
export { lowStock } from './admin.charts.service.ts';
