import { useId, type ReactNode } from 'react';
import { DASHBOARD_TEXTS } from '@shop/shared';
import { TableFrame, td, th } from '../ui/admin-section';

/** '1 order', '1,240 orders'. */
export const plural = (n: number, noun: string) => `${n.toLocaleString('en-IN')} ${noun}${n === 1 ? '' : 's'}`;

export type FigureRow = { key: string; cells: ReactNode[] };

/**
 * One chart of the dashboard: a titled figure whose summary names the figures' gist, the chart
 * (hidden from assistive technology) and, one click away, a table with every figure it draws.
 */
export function ChartFigure({
  title,
  summary,
  chart,
  columns,
  rows,
}: {
  title: string;
  summary: string;
  chart: ReactNode;
  columns: string[];
  rows: FigureRow[];
}) {
  const id = useId();
  return (
    <figure
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      className="card flex flex-col gap-3 p-4 sm:p-5"
    >
      <figcaption className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="text-base font-semibold">
          {title}
        </h3>
        <p id={`${id}-summary`} className="text-sm text-muted">
          {summary}
        </p>
      </figcaption>
      <div className="relative">{chart}</div>
      <details className="group text-sm">
        <summary className="cursor-pointer rounded-[var(--radius-control)] py-1 font-medium text-brand-strong">
          {DASHBOARD_TEXTS.showTable}
        </summary>
        <div className="mt-2">
          <TableFrame label={title} minWidth="min-w-[16rem]">
            <thead>
              <tr>
                {columns.map((column, i) => (
                  <th key={column} scope="col" className={`${th} ${i > 0 ? 'text-right' : ''}`}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className={`${td} font-medium`}>
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className={`${td} text-right tabular-nums`}>
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </TableFrame>
        </div>
      </details>
    </figure>
  );
}
