/** What the rest of the API may use of the health module. */
export { healthModule } from './health.module.ts';
