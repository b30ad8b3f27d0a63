import { SCREEN, formatInr } from '@shop/shared';
import { AlertTriangle, IndianRupee, Package, ShoppingBag, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/status';
import { useDashboardStats } from '../api/dashboard';

function Card({ label, value, icon, tone }: { label: string; value: ReactNode; icon: ReactNode; tone?: 'alert' }) {
  return (
    <div
      className={`card flex items-start justify-between gap-3 p-4 sm:p-5 ${tone === 'alert' ? 'border-warning/40 bg-warning-soft/40' : ''}`}
    >
      <div className="min-w-0">
        <p className="text-sm text-muted">{label}</p>
        <p className="mt-1 truncate font-display text-2xl font-bold sm:text-3xl">{value}</p>
      </div>
      <span
        className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-strong"
        aria-hidden
      >
        {icon}
      </span>
    </div>
  );
}

export function StatsCards() {
  const stats = useDashboardStats();
  if (stats.isPending) {
    return (
      <div role="status" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <span className="sr-only">{SCREEN.loading}</span>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <p role="alert" className="card p-5 text-danger">
        {SCREEN.listError(stats.error.message)}
      </p>
    );
  }
  const s = stats.data;
  return (
    <section aria-label="Statistics" className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Card
          label="Total Revenue (net of returns)"
          value={formatInr(s.totalRevenue)}
          icon={<IndianRupee className="size-5" />}
        />
        <Card
          label="Total Orders"
          value={s.totalOrders.toLocaleString('en-IN')}
          icon={<ShoppingBag className="size-5" />}
        />
        <Card
          label="Total Customers"
          value={s.totalCustomers.toLocaleString('en-IN')}
          icon={<Users className="size-5" />}
        />
        <Card
          label="Total Products"
          value={s.totalProducts.toLocaleString('en-IN')}
          icon={<Package className="size-5" />}
        />
        <Card
          label="Cancellation Requests"
          value={s.cancellationRequests.toLocaleString('en-IN')}
          icon={<AlertTriangle className="size-5" />}
          tone={s.cancellationRequests > 0 ? 'alert' : undefined}
        />
      </div>
    </section>
  );
}
