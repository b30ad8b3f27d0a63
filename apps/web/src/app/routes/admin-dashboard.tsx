import { DashboardScreen } from '../../features/admin';
import { CodStatsSection } from '../../features/cod-risk';
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
          <CodStatsSection />
        </>
      }
      insights={<ReturnStatsPanel />}
    />
  );
}
