import { DashboardScreen } from '../../features/admin';
import { DeadJobsCard } from '../../features/jobs';
import { DiscountPerDayCard } from '../../features/promotions';
import { ReturnStatsPanel } from '../../features/returns';

export default function AdminDashboardScreen() {
  return (
    <DashboardScreen
      notices={
        <>
          <DeadJobsCard />
          <DiscountPerDayCard />
        </>
      }
      insights={<ReturnStatsPanel />}
    />
  );
}
