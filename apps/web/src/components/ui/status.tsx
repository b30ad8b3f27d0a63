import type { ReactNode } from 'react';

export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded-[var(--radius-control)] bg-ink/10 ${className}`} />;
}

/** A screen state (empty, failed) shown in place of content. */
export function StateMessage({
  children,
  tone = 'muted',
  action,
}: {
  children: ReactNode;
  tone?: 'muted' | 'error';
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center" role={tone === 'error' ? 'alert' : 'status'}>
      <p className={tone === 'error' ? 'text-danger' : 'text-muted'}>{children}</p>
      {action}
    </div>
  );
}

export function PageHeading({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-2 sm:mb-8">
      <h1 className="text-3xl font-bold sm:text-4xl">{children}</h1>
      {lead ? <p className="max-w-2xl text-ink-soft">{lead}</p> : null}
    </div>
  );
}
