import { Clock } from 'lucide-react';
import { JOB_TEXTS } from '@shop/shared';
import { useJobCounts } from '../api/jobs';

/**
 * How far behind the shop's jobs run: the job that has waited longest past its time and for how
 * long, as of the counts' answer (a warning once it is past a minute: a sale's mails are late), or
 * that nothing waits.
 */
export function JobsBehind() {
  const counts = useJobCounts();
  if (!counts.data) return null;
  const { behind } = counts.data;
  const waitedSeconds = behind ? (counts.dataUpdatedAt - Date.parse(behind.dueSince)) / 1000 : 0;
  const late = waitedSeconds >= JOB_TEXTS.behindWarnSeconds;
  return (
    <p
      role="status"
      className={`flex items-start gap-2 rounded-[var(--radius-control)] border px-3 py-2 text-sm ${
        late ? 'border-warning/50 bg-warning-soft text-ink' : 'border-line bg-card text-ink-soft'
      }`}
    >
      <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{behind ? JOB_TEXTS.behind(behind.description, JOB_TEXTS.waited(waitedSeconds)) : JOB_TEXTS.upToDate}</span>
    </p>
  );
}
