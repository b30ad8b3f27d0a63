import { Link } from 'react-router';
import { ChevronRight, ListRestart } from 'lucide-react';
import { JOB_TEXTS } from '@shop/shared';
import { paths } from '../../../config/paths';
import { useJobCounts } from '../api/jobs';

/**
 * The dashboard's word on the background jobs: how many are dead (red while any is), how many
 * retry and wait, and the way to the Jobs screen, opened on what needs the owner first.
 */
export function DeadJobsCard() {
  const counts = useJobCounts();
  if (!counts.data) return null;
  const { dead, retrying, waiting } = counts.data;
  const tab = dead > 0 ? 'dead' : retrying > 0 ? 'retrying' : 'waiting';
  return (
    <Link
      to={paths.adminJobsTab(tab)}
      aria-label={`${JOB_TEXTS.cardTitle}: ${JOB_TEXTS.deadCard(dead)}, ${JOB_TEXTS.cardDetail(retrying, waiting)}. ${JOB_TEXTS.cardLink}`}
      className={`card flex items-center gap-3 p-4 transition-colors hover:border-ink/40 sm:p-5 ${
        dead > 0 ? 'border-danger/40 bg-danger-soft/40' : ''
      }`}
    >
      <span
        aria-hidden
        className={`grid size-10 shrink-0 place-items-center rounded-full ${
          dead > 0 ? 'bg-danger text-white' : 'bg-brand-soft text-brand-strong'
        }`}
      >
        <ListRestart className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm text-muted">{JOB_TEXTS.cardTitle}</span>
        <span className={`block font-display text-xl font-bold ${dead > 0 ? 'text-danger' : ''}`}>
          {JOB_TEXTS.deadCard(dead)}
        </span>
        <span className="block text-sm text-ink-soft">{JOB_TEXTS.cardDetail(retrying, waiting)}</span>
      </span>
      <span className="hidden items-center gap-1 text-sm font-semibold sm:inline-flex">
        {JOB_TEXTS.cardLink}
        <ChevronRight className="size-4" aria-hidden />
      </span>
      <ChevronRight className="size-5 text-muted sm:hidden" aria-hidden />
    </Link>
  );
}
