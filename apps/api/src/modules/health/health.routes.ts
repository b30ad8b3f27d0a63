import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JobCounts } from '@shop/shared';
import { describeFailure, failing } from '../../lib/dependencies/dependencies.ts';

const Failures = z.record(z.string(), z.string());

/** What `/readyz` answers: 200 while the instance can serve, however much waits in the queue. */
const Readiness = {
  200: z.object({
    status: z.enum(['ready', 'degraded']),
    jobs: JobCounts,
    degraded: Failures.optional(),
  }),
  503: z.object({ status: z.literal('unavailable'), failing: Failures }),
};

/**
 * `/healthz`: the process is up (liveness). `/readyz`: every dependency it needs answers
 * (database, Redis, object storage), with the job queue's counts; otherwise 503 naming each failing
 * one by its variable and the reason. A mail server that is away makes the instance degraded, not
 * unready: orders are still taken and their mails wait in the queue.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  app.get('/readyz', { schema: { hide: true, response: Readiness } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const down = await failing(app.dependencies);
    let jobs: JobCounts | undefined;
    if (Object.keys(down).length === 0) {
      try {
        jobs = await app.jobs.counts();
      } catch (error) {
        // The queue lives in the database: its counts failing is the database failing.
        down[app.dependencies[0]?.name ?? 'DATABASE_URL'] = describeFailure(error);
      }
    }
    if (!jobs) {
      app.log.warn({ failing: down }, 'not ready');
      return reply.status(503).send({ status: 'unavailable' as const, failing: down });
    }
    const degraded = app.degradable.current();
    if (Object.keys(degraded).length === 0) return { status: 'ready' as const, jobs };
    return { status: 'degraded' as const, jobs, degraded };
  });
};

export default healthRoutes;
