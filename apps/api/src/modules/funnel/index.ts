/** What the rest of the API may use of the funnel module. */
export { funnelModule, FUNNEL_MARKS_PRUNE_QUEUE } from './funnel.module.ts';
