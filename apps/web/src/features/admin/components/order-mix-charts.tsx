import { ORDER_STATUSES, ORDER_STATUS_LABELS, PAYMENT_METHODS, PAYMENT_METHOD_LABELS, SCREEN } from '@shop/shared';
import { Skeleton } from '../../../components/ui/status';
import { useDashboardStats } from '../api/dashboard';
import { BarChart, type Bar } from '../../../components/charts/bar-chart';
import { ChartFigure, plural } from '../../../components/charts/chart-figure';

const share = (part: number, whole: number) => (whole === 0 ? '0 %' : `${Math.round((part / whole) * 100)} %`);

function MixFigure({ title, bars, total }: { title: string; bars: Bar[]; total: number }) {
  const top = bars.reduce<Bar | undefined>((best, b) => (!best || b.value > best.value ? b : best), undefined);
  const summary =
    total === 0
      ? 'No orders yet.'
      : `${plural(total, 'order')}; most are ${top!.label.toLowerCase()} (${share(top!.value, total)}).`;
  return (
    <ChartFigure
      title={title}
      summary={summary}
      chart={<BarChart bars={bars} unit="orders" labelWidth={112} />}
      columns={['', 'Orders', 'Share']}
      rows={bars.map((b) => ({
        key: b.label,
        cells: [b.label, b.value.toLocaleString('en-IN'), share(b.value, total)],
      }))}
    />
  );
}

/** Orders by status and by payment method, from the dashboard's figures. */
export function OrderMixCharts() {
  const stats = useDashboardStats();
  if (stats.isPending) {
    return (
      <>
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </>
    );
  }
  if (stats.isError)
    return (
      <p role="alert" className="card p-5 text-danger">
        {SCREEN.listError(stats.error.message)}
      </p>
    );
  const s = stats.data;
  const byStatus = ORDER_STATUSES.map((status) => ({
    label: ORDER_STATUS_LABELS[status],
    value: s.ordersByStatus[status] ?? 0,
  }));
  const byMethod = PAYMENT_METHODS.map((method) => ({
    label: PAYMENT_METHOD_LABELS[method],
    value: s.ordersByMethod[method] ?? 0,
  }));
  return (
    <>
      <MixFigure title="Orders by status" bars={byStatus} total={s.totalOrders} />
      <MixFigure title="Orders by payment method" bars={byMethod} total={s.totalOrders} />
    </>
  );
}
