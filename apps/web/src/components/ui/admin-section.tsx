import { useId, type ReactNode } from 'react';

/** One titled card of an admin screen; `actions` sit on the right of the title. */
export function AdminSection({
  title,
  description,
  actions,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const autoId = useId();
  const headingId = `${id ?? autoId}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="card overflow-hidden">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line px-4 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-semibold">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      <div className="px-4 py-4 sm:px-6">{children}</div>
    </section>
  );
}

/**
 * A horizontally scrollable table wrapper, so wide tables never break a 360 px screen. A `stacked`
 * table is a table from `lg` up only: below it each row is a card (the row lays itself out, see
 * `stackedRow`), nothing scrolls sideways, and the roles are explicit so that assistive technology
 * still reads a table whatever the CSS display.
 */
export function TableFrame({
  label,
  children,
  minWidth = 'min-w-[40rem]',
  stacked = false,
}: {
  label: string;
  children: ReactNode;
  minWidth?: string;
  stacked?: boolean;
}) {
  return (
    <div
      className={stacked ? 'relative lg:overflow-x-auto' : 'relative -mx-4 overflow-x-auto sm:mx-0'}
      role="region"
      aria-label={`${label} table`}
      tabIndex={0}
    >
      <table
        role={stacked ? 'table' : undefined}
        className={`w-full ${minWidth} border-collapse text-left text-sm ${stacked ? 'max-lg:block' : ''}`}
      >
        {children}
      </table>
    </div>
  );
}

/**
 * The classes of a stacked table's parts below `lg`: the body a list of cards (two side by side
 * on a tablet), each row a card whose cells drop the table's borders and padding.
 */
export const stacked = {
  head: 'max-lg:sr-only',
  body: 'max-lg:grid max-lg:gap-3 sm:max-lg:grid-cols-2',
  row: 'max-lg:grid max-lg:gap-3 max-lg:rounded-[var(--radius-card)] max-lg:border max-lg:border-line max-lg:bg-card max-lg:p-3',
  cell: 'max-lg:border-0 max-lg:p-0 max-lg:first:pl-0 sm:max-lg:first:pl-0',
} as const;

export const th =
  'whitespace-nowrap border-b border-line bg-paper px-3 py-2.5 text-xs font-semibold uppercase tracking-wide text-muted first:pl-4 sm:first:pl-3';
export const td = 'border-b border-line px-3 py-3 align-top first:pl-4 sm:first:pl-3';

/** The screen states of a list: loading, 'Error: {message}', empty. */
export function ListState({ children, tone = 'muted' }: { children: ReactNode; tone?: 'muted' | 'error' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`py-8 text-center text-sm ${tone === 'error' ? 'text-danger' : 'text-muted'}`}
    >
      {children}
    </p>
  );
}
