import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/ui/page-meta';
import { PageHeading } from '../../../components/ui/status';
import { ActiveUsers } from './active-users';
import { AllOrders } from './all-orders';
import { CancellationRequests } from './cancellation-requests';
import { DashboardCharts } from './dashboard-charts';
import { PurchasedProducts } from './purchased-products';
import { RecentOrders } from './recent-orders';
import { StatsCards } from './stats-cards';
import { UserOrders } from './user-orders';

/**
 * /admin/dashboard: statistics and order management. `notices` (the background jobs' card, from
 * another feature) sit under the statistics.
 */
export function DashboardScreen({ notices, insights }: { notices?: ReactNode; insights?: ReactNode }) {
  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <PageMeta title="Admin Dashboard" />
      <PageHeading lead="Sales, customers and every order of the shop, in one place.">Admin Dashboard</PageHeading>
      <StatsCards />
      {notices}
      <CancellationRequests />
      <RecentOrders />
      <DashboardCharts />
      {insights}
      <div className="grid gap-6 xl:grid-cols-2">
        <ActiveUsers />
        <PurchasedProducts />
      </div>
      <UserOrders />
      <AllOrders />
    </div>
  );
}
