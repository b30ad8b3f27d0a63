import { DASHBOARD_LIST_LIMIT, SCREEN } from '@shop/shared';
import { Skeleton } from '../../../components/ui/status';
import { usePurchasedProducts } from '../api/dashboard';
import { BarChart } from '../../../components/charts/bar-chart';
import { ChartFigure, plural } from '../../../components/charts/chart-figure';

/** The best sellers by units, over placed orders (the same figures as Most Purchased Products). */
export function TopProductsChart() {
  const sold = usePurchasedProducts('quantitySold');
  if (sold.isPending) return <Skeleton className="h-72" />;
  if (sold.isError)
    return (
      <p role="alert" className="card p-5 text-danger">
        {SCREEN.listError(sold.error.message)}
      </p>
    );
  const rows = sold.data.products;
  const bars = rows.map((r) => ({ label: r.productName, detail: r.colorName, value: r.quantitySold }));
  const units = rows.reduce((sum, r) => sum + r.quantitySold, 0);
  const summary =
    rows.length === 0
      ? SCREEN.noSalesData
      : `${plural(units, 'unit')} sold by the ${rows.length === 1 ? 'best seller' : `${rows.length} best sellers`} (at most ${DASHBOARD_LIST_LIMIT} shown); ${rows[0]!.productName} in ${rows[0]!.colorName} leads with ${rows[0]!.quantitySold}.`;
  return (
    <ChartFigure
      title="Top products by units"
      summary={summary}
      chart={rows.length ? <BarChart bars={bars} unit="units" labelWidth={150} /> : null}
      columns={['Product', 'Units', 'Orders']}
      rows={rows.map((r) => ({
        key: r.variantId,
        cells: [
          `${r.productName} · ${r.colorName}`,
          r.quantitySold.toLocaleString('en-IN'),
          r.orderCount.toLocaleString('en-IN'),
        ],
      }))}
    />
  );
}
