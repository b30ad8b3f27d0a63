import { useCallback, useMemo } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import { CHART_COLORS, CHART_FONT, UplotChart, axisStyle } from './uplot-chart';

/** One bar: its label, an optional second line under it (a product's colour), and its count. */
export type Bar = { label: string; detail?: string; value: number };

const ROW_HEIGHT = 34;
const TWO_LINE_ROW_HEIGHT = 46;

/** Labels longer than the axis can hold are cut with an ellipsis (the table has them whole). */
const fit = (label: string, max: number) => (label.length > max ? `${label.slice(0, max - 1)}…` : label);

function barOptions(bars: Bar[], labelWidth: number, unit: string): Omit<Options, 'width' | 'height' | 'plugins'> {
  const maxChars = Math.floor(labelWidth / 7);
  return {
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: {
      x: { time: false, ori: 1, dir: -1, range: (_u, min, max) => [min - 0.5, max + 0.5] },
      y: { ori: 0, dir: 1, range: (_u, _min, max) => [0, Math.max(Math.ceil(max * 1.1), 4)] },
    },
    axes: [
      {
        ...axisStyle,
        side: 3,
        size: labelWidth,
        grid: { show: false },
        font: CHART_FONT,
        // One label per bar, whatever uPlot's spacing rules would pick.
        splits: () => bars.map((_, i) => i),
        values: (_u, splits) =>
          splits.map((i) => {
            const bar = bars[i];
            if (!bar) return '';
            return bar.detail ? `${fit(bar.label, maxChars)}\n${fit(bar.detail, maxChars)}` : fit(bar.label, maxChars);
          }),
      },
      {
        ...axisStyle,
        side: 2,
        size: 32,
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
        values: (_u, splits) => splits.map((n) => String(n)),
      },
    ],
    series: [
      {},
      {
        label: unit,
        fill: CHART_COLORS.brandSoft,
        stroke: CHART_COLORS.brand,
        width: 0,
        paths: uPlot.paths.bars!({ size: [0.62, 22], radius: 0.2 }),
        points: { show: false },
      },
    ],
  };
}

/**
 * Horizontal bars, one per category, labels on the left; for counts (orders by status or method,
 * units per product). `unit` names the count in the hover read-out ('orders', 'units').
 */
export function BarChart({ bars, unit, labelWidth = 96 }: { bars: Bar[]; unit: string; labelWidth?: number }) {
  const options = useMemo(() => barOptions(bars, labelWidth, unit), [bars, labelWidth, unit]);
  const data = useMemo<AlignedData>(() => [bars.map((_, i) => i), bars.map((b) => b.value)], [bars]);
  const describe = useCallback(
    (i: number) =>
      bars[i]
        ? `${bars[i].label}${bars[i].detail ? ` (${bars[i].detail})` : ''}: ${bars[i].value.toLocaleString('en-IN')} ${unit}`
        : '',
    [bars, unit],
  );
  const row = bars.some((b) => b.detail) ? TWO_LINE_ROW_HEIGHT : ROW_HEIGHT;
  return <UplotChart options={options} data={data} height={bars.length * row + 40} describe={describe} />;
}
