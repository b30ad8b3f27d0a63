import type { ReactNode } from 'react';

/** A grey placeholder of the size of the content to come, so nothing jumps when it arrives. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden className={`rounded-[var(--radius-control)] bg-ink/10 motion-safe:animate-pulse ${className}`} />
  );
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
      <p className={tone === 'error' ? 'font-medium text-danger' : 'text-muted'}>{children}</p>
      {action}
    </div>
  );
}

export function PageHeading({
  children,
  lead,
  eyebrow,
}: {
  children: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-2 sm:mb-8">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className="text-display-sm font-bold sm:text-display-md">{children}</h1>
      {lead ? <p className="max-w-2xl text-lg text-ink-soft">{lead}</p> : null}
    </div>
  );
}
