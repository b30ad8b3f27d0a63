/**
 * The operator's view of the shop's background jobs (mails, refunds, schedules): the Jobs screen,
 * and the dead-jobs card the dashboard shows. Admins only, reached through lazy admin routes.
 */
export { JobsScreen } from './components/jobs-screen';
export { DeadJobsCard } from './components/dead-jobs-card';
export { jobKeys } from './api/job-keys';
