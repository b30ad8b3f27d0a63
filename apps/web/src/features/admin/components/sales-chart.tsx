import { useCallback, useMemo } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import { SALES_CHART_DAYS, formatInr, type SalesDay } from '@shop/shared';
import { ChartFigure, plural } from '../../../components/charts/chart-figure';
import { CHART_COLORS, UplotChart, axisStyle } from '../../../components/charts/uplot-chart';

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
/** An IST calendar day (YYYY-MM-DD) as '23 Nov'; read at UTC noon so no browser zone can shift it. */
const shortDay = (date: string) => dayLabel.format(new Date(`${date}T12:00:00Z`));
const longDay = (date: string) => weekday.format(new Date(`${date}T12:00:00Z`));

const compactInr = (rupees: number) =>
  rupees >= 1000 ? `₹${(rupees / 1000).toLocaleString('en-IN', { maximumFractionDigits: 1 })}k` : `₹${rupees}`;

/** Revenue per day as bars (left axis, rupees) and orders per day as a line (right axis). */
function salesOptions(days: SalesDay[]): Omit<Options, 'width' | 'height' | 'plugins'> {
  return {
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 8 } },
    scales: {
      x: { time: false, range: (_u, min, max) => [min - 0.6, max + 0.6] },
      rupees: { range: (_u, _min, max) => [0, Math.max(max * 1.15, 100)] },
      orders: { range: (_u, _min, max) => [0, Math.max(Math.ceil(max * 1.15), 4)] },
    },
    axes: [
      {
        ...axisStyle,
        grid: { show: false },
        space: 56,
        incrs: [1, 2, 3, 5, 7, 10, 15],
        values: (_u, splits) => splits.map((i) => (days[i] ? shortDay(days[i].date) : '')),
      },
      { ...axisStyle, scale: 'rupees', size: 56, values: (_u, splits) => splits.map(compactInr) },
      {
        ...axisStyle,
        scale: 'orders',
        side: 1,
        size: 36,
        grid: { show: false },
        incrs: [1, 2, 5, 10, 20, 50, 100],
        values: (_u, splits) => splits.map((n) => String(n)),
      },
    ],
    series: [
      {},
      {
        label: 'Revenue',
        scale: 'rupees',
        fill: CHART_COLORS.brandSoft,
        stroke: CHART_COLORS.brand,
        width: 0,
        paths: uPlot.paths.bars!({ size: [0.7, 28], radius: 0.15 }),
        points: { show: false },
      },
      {
        label: 'Orders',
        scale: 'orders',
        stroke: CHART_COLORS.ink,
        width: 2,
        points: { show: true, size: 5, fill: CHART_COLORS.ink },
      },
    ],
  };
}

/** Net revenue (after what accepted returns gave back) and orders per IST day for the last 30 days. */
export function SalesChart({ days }: { days: SalesDay[] }) {
  const options = useMemo(() => salesOptions(days), [days]);
  const data = useMemo<AlignedData>(
    () => [days.map((_, i) => i), days.map((d) => d.revenue), days.map((d) => d.orders)],
    [days],
  );
  const describe = useCallback(
    (i: number) =>
      days[i] ? `${longDay(days[i].date)}: ${formatInr(days[i].revenue)}, ${plural(days[i].orders, 'order')}` : '',
    [days],
  );
  const revenue = days.reduce((sum, d) => sum + d.revenue, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const best = days.reduce<SalesDay | undefined>((top, d) => (!top || d.revenue > top.revenue ? d : top), undefined);
  const summary =
    `${formatInr(revenue)} received net of returns from ${plural(orders, 'order')} in the last ${SALES_CHART_DAYS} days (IST)` +
    (best && best.revenue > 0 ? `; best day ${longDay(best.date)} with ${formatInr(best.revenue)}.` : '.');
  return (
    <ChartFigure
      title="Revenue and orders per day"
      summary={summary}
      chart={<UplotChart options={options} data={data} height={240} describe={describe} />}
      columns={['Day', 'Net revenue', 'Orders', 'Returns']}
      rows={[...days].reverse().map((d) => ({
        key: d.date,
        cells: [longDay(d.date), formatInr(d.revenue), d.orders, formatInr(d.returns ?? 0)],
      }))}
    />
  );
}
