import fp from 'fastify-plugin';
import { providedLater } from '../../plugins/ports.ts';
import { scheduleOwnerSummary, type OwnerSummaryDeps } from './owner-summary.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The jobs given up, as the owner's summary counts them: provided by the jobs module (registered after it). */
    deadJobs: OwnerSummaryDeps['deadJobs'];
  }
}

/** The owner-summary module: the owner's mail of the day before, each day at OWNER_SUMMARY_HOUR India time. */
export const ownerSummaryModule = fp(
  async (app) => {
    const { config } = app;
    scheduleOwnerSummary({
      jobs: app.jobs,
      db: app.db,
      mail: app.mailQueue,
      ownerEmail: config.mail.ownerEmail,
      site: app.mailSite,
      hour: config.mail.ownerSummaryHour,
      log: app.log,
      deadJobs: providedLater(app, 'deadJobs'),
    });
  },
  { name: 'owner-summary' },
);
