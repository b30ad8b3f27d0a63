/** What the rest of the API may use of the jobs module. */
export { default as jobsRoutes } from './jobs.routes.ts';
export { listJobs } from './jobs.service.ts';
