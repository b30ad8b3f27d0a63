import { RotateCcw } from 'lucide-react';
import { JOB_TEXTS, type Job } from '@shop/shared';
import { Button } from '../../../components/ui/button';
import { stacked, td } from '../../../components/ui/admin-section';
import { formatDateTime } from '../../../lib/format-date-time';
import { JobStateBadge } from './job-state-badge';

const cell = `${td} ${stacked.cell}`;

/** When the job is tried next: a time, "Due now" once it has come, nothing for a dead job. */
function nextTry(job: Job, now: number) {
  if (!job.nextTryAt) return JOB_TEXTS.never;
  return Date.parse(job.nextTryAt) <= now ? JOB_TEXTS.dueNow : formatDateTime(job.nextTryAt);
}

/** A figure with its name, which a phone's card shows beside it (the table has it in its header). */
function Labelled({ label, children }: { label: string; children: string | number }) {
  return (
    <>
      <span className="text-muted lg:hidden">{label} </span>
      {children}
    </>
  );
}

/**
 * One job: what it is, its state, tries, last error, when it was made and is tried next, and
 * Retry. Below `lg` it is a card: what it is beside its state and tries, the error under it, when
 * it was made and is tried next, then Retry.
 */
export function JobRow({
  job,
  now,
  retrying,
  onRetry,
}: {
  job: Job;
  now: number;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <tr role="row" className={`${stacked.row} max-lg:grid-cols-[minmax(0,1fr)_auto]`}>
      <td role="cell" className={`${cell} min-w-0 max-lg:row-span-2 lg:min-w-64`}>
        <p className="font-medium break-words">{job.description}</p>
        <p className="font-mono text-xs text-muted">{job.queue}</p>
      </td>
      <td role="cell" className={`${cell} max-lg:justify-self-end`}>
        <JobStateBadge state={job.state} />
      </td>
      <td role="cell" className={`${cell} text-xs whitespace-nowrap tabular-nums max-lg:justify-self-end`}>
        <Labelled label="Tries">{job.tries}</Labelled>
      </td>
      <td role="cell" className={`${cell} max-w-80 max-lg:order-1 max-lg:col-span-2 max-lg:max-w-none`}>
        {job.lastError ? (
          <p
            className="line-clamp-3 rounded-[var(--radius-control)] bg-danger-soft/60 px-2 py-1 font-mono text-xs break-words text-danger"
            title={job.lastError}
          >
            {job.lastError}
          </p>
        ) : (
          <span className="text-xs text-muted">
            <span className="lg:hidden">Last error </span>
            {JOB_TEXTS.never}
          </span>
        )}
      </td>
      <td role="cell" className={`${cell} text-xs whitespace-nowrap text-ink-soft max-lg:order-2 max-lg:col-span-2`}>
        <Labelled label="Created">{formatDateTime(job.createdAt)}</Labelled>
      </td>
      <td role="cell" className={`${cell} text-xs whitespace-nowrap text-ink-soft max-lg:order-2 max-lg:col-span-2`}>
        <Labelled label="Next try">{nextTry(job, now)}</Labelled>
      </td>
      <td role="cell" className={`${cell} text-right max-lg:order-4 max-lg:col-span-2 max-lg:border-t max-lg:pt-2`}>
        {job.state === 'running' ? null : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={JOB_TEXTS.retryLabel(job.description)}
            pending={retrying}
            onClick={onRetry}
            className="max-lg:w-full"
          >
            <RotateCcw className="size-4" aria-hidden />
            {JOB_TEXTS.retry}
          </Button>
        )}
      </td>
    </tr>
  );
}
