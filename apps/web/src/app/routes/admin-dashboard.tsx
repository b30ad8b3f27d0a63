import { DashboardScreen } from '../../features/admin';
import { DeadJobsCard } from '../../features/jobs';

export default function AdminDashboardScreen() {
  return <DashboardScreen notices={<DeadJobsCard />} />;
}
