import { z } from 'zod';
import { Timestamp } from '../api.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants.ts';
import { JOB_STATES } from './jobs.texts.ts';

export const JobState = z.enum(JOB_STATES);
export type JobState = z.infer<typeof JobState>;

/** `GET /jobs?state=dead&page=2`: one page of jobs in a state (every open state without one). */
export const JobListQuery = z.object({
  state: JobState.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});
export type JobListQuery = z.infer<typeof JobListQuery>;

/**
 * A job as the operator reads it: what it is in words (never its raw data: a mail job carries the
 * whole mail), how often it was tried, why it last failed, and when it runs next.
 */
export const Job = z.object({
  _id: z.uuid(),
  queue: z.string(),
  state: JobState,
  description: z.string(),
  /** Attempts made so far (0 while it waits for its first). */
  tries: z.number().int().min(0),
  lastError: z.string().nullable(),
  createdAt: Timestamp,
  /** When it is (or was to be) tried next; null for a dead job. */
  nextTryAt: Timestamp.nullable(),
});
export type Job = z.infer<typeof Job>;

export const JobList = z.object({
  jobs: z.array(Job),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type JobList = z.infer<typeof JobList>;

/** How many jobs are in each state. */
export const JobStateCounts = z.object({
  waiting: z.number().int(),
  retrying: z.number().int(),
  running: z.number().int(),
  dead: z.number().int(),
});
export type JobStateCounts = z.infer<typeof JobStateCounts>;

/**
 * `GET /jobs/counts`: the counts, and how far behind the shop runs: the job that has waited
 * longest past its time (due, not started), or null when nothing waits past its time. Under a
 * sale's steady traffic the shoppers' mails wait for quiet moments; this is how long.
 */
export const JobCounts = JobStateCounts.extend({
  behind: z
    .object({
      /** When it fell due. */
      dueSince: Timestamp,
      description: z.string(),
    })
    .nullable(),
});
export type JobCounts = z.infer<typeof JobCounts>;

export const JobIdParams = z.object({ id: z.uuid({ message: 'Invalid job id' }) });
