import { DashboardScreen } from '../../features/admin';
import { CodStatsSection } from '../../features/cod-risk';
import { DeadJobsCard } from '../../features/jobs';

export default function AdminDashboardScreen() {
  return (
    <DashboardScreen
      notices={
        <>
          <DeadJobsCard />
          <CodStatsSection />
        </>
      }
    />
  );
}
