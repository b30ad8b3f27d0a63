/** What the rest of the API may use of the returns module. */
export { default as returnsRoutes } from './returns.routes.ts';
export { EXCHANGE_EXPIRY_QUEUE, scheduleReturnJobs, subscribeReturnPickups } from './returns.jobs.ts';
export {
  expireExchanges,
  fitNotes,
  type ReturnPickup,
  type ReturnReplacements,
  type ReturnsDeps,
} from './returns.service.ts';
export type { ReturnEvent } from './returns.events.ts';
