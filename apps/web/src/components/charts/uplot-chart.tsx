import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** The shop's colours, as the canvas needs them (it cannot read CSS variables). */
export const CHART_COLORS = {
  brand: '#b4532c',
  brandSoft: 'rgba(180, 83, 44, 0.78)',
  ink: '#1c1c1e',
  muted: '#636368',
  grid: '#ece7df',
} as const;

export const CHART_FONT = '12px "Inter Variable", system-ui, sans-serif';

/** Axis styling shared by every chart. */
export const axisStyle = {
  stroke: CHART_COLORS.muted,
  font: CHART_FONT,
  grid: { stroke: CHART_COLORS.grid, width: 1 },
  ticks: { show: false },
} as const;

/**
 * A hover read-out: `describe` turns the data index under the cursor into a line of text, shown in
 * a small card beside the cursor (the table under each chart holds the same figures).
 */
function tooltip(describe: (index: number) => string): uPlot.Plugin {
  let tip: HTMLDivElement | null = null;
  return {
    hooks: {
      init: (u) => {
        tip = document.createElement('div');
        tip.className =
          'pointer-events-none absolute z-10 hidden whitespace-nowrap rounded-md bg-ink px-2 py-1 text-xs font-medium text-white shadow';
        u.over.appendChild(tip);
      },
      setCursor: (u) => {
        const index = u.cursor.idx;
        if (!tip) return;
        if (index == null || u.cursor.left == null || u.cursor.left < 0) {
          tip.classList.add('hidden');
          return;
        }
        tip.textContent = describe(index);
        tip.classList.remove('hidden');
        const left = Math.min(u.cursor.left + 12, u.over.clientWidth - tip.offsetWidth);
        tip.style.left = `${Math.max(0, left)}px`;
        tip.style.top = `${Math.max(0, (u.cursor.top ?? 0) - 32)}px`;
      },
    },
  };
}

/**
 * A uPlot canvas as wide as its box, redrawn when the box resizes. The canvas is hidden from
 * assistive technology: each chart's caption and table say the same.
 */
export function UplotChart({
  options,
  data,
  height,
  describe,
}: {
  options: Omit<Options, 'width' | 'height' | 'plugins'>;
  data: AlignedData;
  height: number;
  describe: (index: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = new uPlot({ ...options, width: el.clientWidth, height, plugins: [tooltip(describe)] }, data, el);
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [options, data, height, describe]);
  return <div ref={box} aria-hidden="true" className="w-full" style={{ minHeight: height }} />;
}
