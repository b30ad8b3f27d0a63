/** What the rest of the API may use of the owner-summary module. */
export { OWNER_SUMMARY_QUEUE, scheduleOwnerSummary, sendOwnerSummary } from './owner-summary.service.ts';
