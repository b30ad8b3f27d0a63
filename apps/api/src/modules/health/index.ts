/** What the rest of the API may use of the health module. */
export { default as healthRoutes } from './health.routes.ts';
