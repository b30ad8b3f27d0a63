import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, JOB_TEXTS, type JobState } from '@shop/shared';
import { request, send } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/** GET /jobs?state=dead&page=2: one page of jobs in a state, each described, newest first. */
export const getJobs = (state: JobState, page: number) =>
  request({ method: 'get', url: API.jobs.root, params: { state, page } }, (c) => c.JobList, JOB_TEXTS.loadFailed);

/** GET /jobs/counts: how many wait, retry, run and are dead. */
export const getJobCounts = () =>
  request({ method: 'get', url: API.jobs.counts }, (c) => c.JobCounts, JOB_TEXTS.countsFailed);

/** POST /jobs/:id/retry: tries the job again now; answers the server's message. */
export const retryJob = (id: string) => send({ method: 'post', url: API.jobs.retry(id) }, JOB_TEXTS.retryFailed);

export const jobsQuery = (state: JobState, page: number) =>
  queryOptions({
    queryKey: jobKeys.list(state, page),
    queryFn: () => getJobs(state, page),
    placeholderData: keepPreviousData,
  });
export const useJobs = (state: JobState, page: number) => useQuery(jobsQuery(state, page));

export const jobCountsQuery = () => queryOptions({ queryKey: jobKeys.counts, queryFn: getJobCounts });
export const useJobCounts = () => useQuery(jobCountsQuery());

/** Retry refetches every list and the counts: the job has moved from one tab to another. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
