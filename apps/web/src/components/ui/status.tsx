import type { ReactNode } from 'react';
import { Button } from './button';
import { useTexts } from '../../lib/i18n';

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

/**
 * Placeholders shown while something loads: a busy status region, named for assistive technology
 * (a name is allowed on a status, not on a plain box).
 */
export function Loading({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div className={className} role="status" aria-busy="true" aria-label={label}>
      {children}
    </div>
  );
}

/** A list that failed to load: the reason, and Try again when the caller can retry. */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry?: (() => void) | undefined }) {
  const texts = useTexts().common;
  return (
    <StateMessage
      tone="error"
      action={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {texts.tryAgain}
          </Button>
        ) : null
      }
    >
      {children}
    </StateMessage>
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
