/** What the rest of the API may use of the owner-summary module. */
export { ownerSummaryModule } from './owner-summary.module.ts';
export { OWNER_SUMMARY_QUEUE, sendOwnerSummary } from './owner-summary.service.ts';
