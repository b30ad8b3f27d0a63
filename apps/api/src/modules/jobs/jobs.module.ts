import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@shop/shared';
import jobsRoutes from './jobs.routes.ts';
import { listJobs } from './jobs.service.ts';

/** The jobs module: the operator's view of the background jobs, and the owner's summary's count of the dead ones. */
export const jobsModule = fp(
  async (app) => {
    app.decorate('deadJobs', async (limit: number) => {
      const dead = await listJobs({ db: app.db, jobs: app.jobs }, { state: 'dead', page: 1, limit });
      return { total: dead.total, latest: dead.jobs.map((job) => job.description) };
    });
    await app.register(jobsRoutes, { prefix: API_BASE_PATH });
  },
  { name: 'jobs' },
);
