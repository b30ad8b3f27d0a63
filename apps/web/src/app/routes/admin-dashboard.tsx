import { DashboardScreen } from '../../features/admin';
import { DeadJobsCard } from '../../features/jobs';
import { DiscountPerDayCard } from '../../features/promotions';

export default function AdminDashboardScreen() {
  return (
    <DashboardScreen
      notices={
        <>
          <DeadJobsCard />
          <DiscountPerDayCard />
        </>
      }
    />
  );
}
