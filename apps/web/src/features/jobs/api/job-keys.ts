import type { JobState } from '@shop/shared';

/** Query keys of the operator's Jobs screen: the pages of each state, and the counts. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: (state: JobState, page: number) => ['jobs', 'list', state, page] as const,
  counts: ['jobs', 'counts'] as const,
};
