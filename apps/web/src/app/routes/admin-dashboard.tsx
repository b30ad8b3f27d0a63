import { DashboardScreen } from '../../features/admin';
import { DeadJobsCard } from '../../features/jobs';
import { ReturnStatsPanel } from '../../features/returns';

export default function AdminDashboardScreen() {
  return <DashboardScreen notices={<DeadJobsCard />} insights={<ReturnStatsPanel />} />;
}
