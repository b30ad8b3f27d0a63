/** What the rest of the API may use of the returns module. */
export { returnsModule } from './returns.module.ts';
export { EXCHANGE_EXPIRY_QUEUE } from './returns.jobs.ts';
export { expireExchanges, fitNotes, type ReturnReplacements } from './returns.service.ts';
export type { ReturnEvent } from './returns.events.ts';
