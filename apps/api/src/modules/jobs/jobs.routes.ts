import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, JOB_TEXTS, JobCounts, JobIdParams, JobList, JobListQuery, MessageOnly } from '@shop/shared';
import { answers, ok } from '../../plugins/envelope.ts';
import * as jobs from './jobs.service.ts';

/**
 * The operator's view of the shop's durable work (registered under /api/v1): what waits, what
 * keeps failing and why, what was given up, and a way to try it again. Admins only: the check
 * runs first, before anything is read.
 */
const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const tags = ['jobs'];
  const deps = { db: app.db, jobs: app.jobs };

  app.get(API.jobs.root, { schema: { tags, querystring: JobListQuery, response: answers(JobList) } }, async (request) =>
    ok(await jobs.listJobs(deps, request.query)),
  );

  app.get(API.jobs.counts, { schema: { tags, response: answers(JobCounts) } }, async () =>
    ok(await jobs.jobCounts(deps)),
  );

  app.post(
    API.jobs.retry(':id'),
    { schema: { tags, params: JobIdParams, response: answers(MessageOnly) } },
    async (request) => {
      await jobs.retryJob(deps, request.params.id);
      return ok(null, JOB_TEXTS.retried);
    },
  );
};

export default jobsRoutes;
