import { JobsScreen } from '../../features/jobs';

export default function AdminJobsScreen() {
  return <JobsScreen />;
}
