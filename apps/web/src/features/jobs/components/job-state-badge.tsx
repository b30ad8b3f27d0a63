import { JOB_TEXTS, type JobState } from '@shop/shared';

const TONE: Record<JobState, string> = {
  waiting: 'bg-paper text-ink-soft ring-1 ring-line',
  retrying: 'bg-warning-soft text-warning',
  running: 'bg-brand-soft text-brand-strong',
  dead: 'bg-danger-soft text-danger',
};

export function JobStateBadge({ state }: { state: JobState }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[state]}`}>
      {JOB_TEXTS.states[state]}
    </span>
  );
}
