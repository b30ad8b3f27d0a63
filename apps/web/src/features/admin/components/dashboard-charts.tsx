import { SCREEN } from '@shop/shared';
import { Skeleton } from '../../../components/ui/status';
import { useSales } from '../api/charts';
import { LowStock } from './low-stock';
import { OrderMixCharts } from './order-mix-charts';
import { SalesChart } from './sales-chart';
import { TopProductsChart } from './top-products-chart';

function Sales() {
  const sales = useSales();
  if (sales.isPending) return <Skeleton className="h-80" />;
  if (sales.isError)
    return (
      <p role="alert" className="card p-5 text-danger">
        {SCREEN.listError(sales.error.message)}
      </p>
    );
  return <SalesChart days={sales.data.days} />;
}

/** The dashboard in pictures: sales over time, the order mix, the best sellers and the sizes running out. */
export function DashboardCharts() {
  return (
    <section aria-labelledby="charts-title" className="flex flex-col gap-4">
      <h2 id="charts-title" className="sr-only">
        Charts
      </h2>
      <Sales />
      <div className="grid items-start gap-4 md:grid-cols-2">
        <OrderMixCharts />
      </div>
      <div className="grid items-start gap-4 xl:grid-cols-2">
        <TopProductsChart />
        <LowStock />
      </div>
    </section>
  );
}
