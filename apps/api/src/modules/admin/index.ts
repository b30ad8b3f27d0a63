/** What the rest of the API may use of the admin module. */
export { adminModule } from './admin.module.ts';
export { lowStock } from './admin.charts.service.ts';
