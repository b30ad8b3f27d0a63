import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { JOB_TABS, JOB_TEXTS, type JobState } from '@shop/shared';
import { PageMeta } from '../../../components/ui/page-meta';
import { PageHeading } from '../../../components/ui/status';
import { toast, toastError } from '../../../lib/toast';
import { AdminSection } from '../../../components/ui/admin-section';
import { AdminTable, QueryList } from '../../../components/ui/admin-table';
import { useJobCounts, useJobs, useRetryJob } from '../api/jobs';
import { JobRow } from './job-row';
import { JobsBehind } from './jobs-behind';

type Tab = (typeof JOB_TABS)[number];
const isTab = (value: string | null): value is Tab => JOB_TABS.includes(value as Tab);

/** Waiting / Retrying / Dead, each with its count; the dead count is red while there is one. */
function JobTabs({ current, onSelect }: { current: Tab; onSelect: (tab: Tab) => void }) {
  const counts = useJobCounts();
  return (
    <div role="tablist" aria-label="Job states" className="flex flex-wrap gap-2">
      {JOB_TABS.map((tab) => {
        const count = counts.data?.[tab];
        const selected = tab === current;
        const alert = tab === 'dead' && (count ?? 0) > 0;
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`jobs-tab-${tab}`}
            aria-selected={selected}
            aria-controls="jobs-panel"
            onClick={() => onSelect(tab)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors ${
              selected ? 'border-ink bg-ink text-white' : 'border-line bg-card text-ink-soft hover:border-ink/40'
            }`}
          >
            {JOB_TEXTS.states[tab]}
            <span
              className={`grid h-6 min-w-6 place-items-center rounded-full px-1.5 text-xs tabular-nums ${
                alert ? 'bg-danger text-white' : selected ? 'bg-white/20' : 'bg-paper'
              }`}
            >
              {count ?? '…'}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/**
 * /admin/jobs: what the shop still owes after a sale (mails, refunds) and its schedules, by state:
 * what waits, what keeps failing and why, what was given up; Retry tries a job again now.
 */
export function JobsScreen() {
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state: JobState = isTab(stateParam) ? stateParam : 'waiting';
  const [pages, setPages] = useState<Partial<Record<Tab, number>>>({});
  const page = pages[state as Tab] ?? 1;
  const jobs = useJobs(state, page);
  const retry = useRetryJob();
  // "Due now" as of the answer: the list is as old as it is.
  const now = jobs.dataUpdatedAt;

  const select = (tab: Tab) => setParams({ state: tab }, { replace: true });
  const retryJob = (id: string) =>
    retry.mutate(id, {
      onSuccess: (message) => toast.success(message || JOB_TEXTS.retried),
      onError: (error) => toastError(error, JOB_TEXTS.retryFailed),
    });

  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:py-10">
      <PageMeta title="Jobs" />
      <PageHeading lead="Mails, refunds and schedules the shop runs after a sale. A job that fails is tried again for a day; one that still fails is dead until you retry it.">
        Jobs
      </PageHeading>
      <JobTabs current={state as Tab} onSelect={select} />
      <JobsBehind />
      <div id="jobs-panel" role="tabpanel" aria-labelledby={`jobs-tab-${state}`}>
        <AdminSection title={`${JOB_TEXTS.states[state]} jobs`} description={JOB_TEXTS.stateHelp[state]}>
          <QueryList query={jobs} isEmpty={(list) => list.jobs.length === 0} empty={JOB_TEXTS.empty[state]}>
            {(list) => (
              <AdminTable
                label={`${JOB_TEXTS.states[state]} jobs`}
                minWidth="lg:min-w-[64rem]"
                stacked
                columns={[
                  { label: 'Job' },
                  { label: 'State' },
                  { label: 'Tries' },
                  { label: 'Last error' },
                  { label: 'Created' },
                  { label: 'Next try' },
                  { label: '' },
                ]}
                pagination={{
                  page,
                  totalPages: list.totalPages,
                  onPage: (next) => setPages((all) => ({ ...all, [state]: next })),
                  label: 'Job pages',
                  stale: jobs.isPlaceholderData,
                }}
              >
                {list.jobs.map((job) => (
                  <JobRow
                    key={job._id}
                    job={job}
                    now={now}
                    retrying={retry.isPending && retry.variables === job._id}
                    onRetry={() => retryJob(job._id)}
                  />
                ))}
              </AdminTable>
            )}
          </QueryList>
        </AdminSection>
      </div>
    </div>
  );
}
