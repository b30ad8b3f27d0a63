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

/** A horizontally scrollable table wrapper, so wide tables never break a 360 px screen. */
export function TableFrame({
  label,
  children,
  minWidth = 'min-w-[40rem]',
}: {
  label: string;
  children: ReactNode;
  minWidth?: string;
}) {
  return (
    <div className="relative -mx-4 overflow-x-auto sm:mx-0" role="region" aria-label={`${label} table`} tabIndex={0}>
      <table className={`w-full ${minWidth} border-collapse text-left text-sm`}>{children}</table>
    </div>
  );
}

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
