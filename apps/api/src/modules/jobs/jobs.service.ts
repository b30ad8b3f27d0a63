import { JOB_TEXTS, type Job, type JobCounts, type JobList, type JobListQuery } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors/app-error.ts';
import type { JobRow, Jobs } from '../../lib/jobs/jobs.ts';
import { describeJob, orderIdOf } from './jobs.describe.ts';
import * as repo from './jobs.repository.ts';

export type JobsDeps = { db: Db; jobs: Jobs };

/**
 * Attempts made: none while a job waits for its first; pg-boss counts a retry when the next
 * attempt starts, so a job that has run is one attempt ahead of its count.
 */
const triesOf = (row: JobRow) => (row.state === 'waiting' ? row.retryCount : row.retryCount + 1);

/** The descriptions of `rows`, naming their orders by number and their mails' recipients. */
async function describer(db: Db, rows: readonly JobRow[]) {
  const orderIds = [...new Set(rows.map((row) => orderIdOf(row.data)).filter((id) => id !== undefined))];
  const facts = await repo.orderFacts(db, orderIds);
  const orderRef = (orderId: string) => JOB_TEXTS.orderRef(facts.get(orderId)?.orderNumber ?? null, orderId);
  const customerOf = (orderId: string) => facts.get(orderId)?.email ?? null;
  return (row: JobRow) => describeJob(row.queue, row.data, orderRef, customerOf);
}

/** One page of jobs in a state (every open one without), each described for the owner. */
export async function listJobs(deps: JobsDeps, query: JobListQuery): Promise<JobList> {
  const { jobs, total } = await deps.jobs.list({
    ...(query.state ? { state: query.state } : {}),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const describe = await describer(deps.db, jobs);
  return {
    jobs: jobs.map((row): Job => ({
      _id: row.id,
      queue: row.queue,
      state: row.state,
      description: describe(row),
      tries: triesOf(row),
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      nextTryAt: row.state === 'dead' ? null : row.runAfter.toISOString(),
    })),
    total,
    totalPages: Math.ceil(total / query.limit),
  };
}

/** The counts by state, and the job that has waited longest past its time, described. */
export async function jobCounts(deps: JobsDeps): Promise<JobCounts> {
  const [counts, oldest] = await Promise.all([deps.jobs.counts(), deps.jobs.oldestDue()]);
  const behind = oldest
    ? { dueSince: oldest.runAfter.toISOString(), description: (await describer(deps.db, [oldest]))(oldest) }
    : null;
  return { ...counts, behind };
}

/** Tries a waiting, retrying or dead job again now. */
export async function retryJob(deps: JobsDeps, id: string): Promise<void> {
  if (!(await deps.jobs.retry(id))) throw AppError.notFound(JOB_TEXTS.notFound);
}
