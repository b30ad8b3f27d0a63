import { Suspense } from 'react';
import { DashboardScreen } from '../../features/admin';
import { SearchMissesCard } from '../../features/catalogue';
import { CodStatsSection } from '../../features/cod-risk';
import { FunnelCard } from '../../features/funnel';
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
          <SearchMissesCard />
        </>
      }
      insights={
        <>
          <Suspense fallback={null}>
            <FunnelCard />
          </Suspense>
          <ReturnStatsPanel />
        </>
      }
    />
  );
}
