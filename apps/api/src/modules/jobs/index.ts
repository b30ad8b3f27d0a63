/** What the rest of the API may use of the jobs module. */
export { jobsModule } from './jobs.module.ts';
export { listJobs } from './jobs.service.ts';
