import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { API, JOB_TEXTS, type Job, type JobCounts } from '@shop/shared';
import { createQueryClient } from '../../../lib/query-client';
import { fakeApi, startFakeApi } from '../../../test/fake-api';
import { recordToasts } from '../../../test/toasts';
import { DeadJobsCard } from './dead-jobs-card';
import { JobsScreen } from './jobs-screen';

startFakeApi();
const toasts = recordToasts();

const deadMail: Job = {
  _id: '6a1f0c3e-0000-4000-8000-000000000001',
  queue: 'mail.send',
  state: 'dead',
  description: 'Mail: Your StoryFit order #100123 is confirmed to asha@example.in',
  tries: 23,
  lastError: 'connect ECONNREFUSED 127.0.0.1:587',
  createdAt: '2026-11-20T06:30:00.000Z',
  nextTryAt: null,
};
const retryingRefund: Job = {
  ...deadMail,
  _id: '6a1f0c3e-0000-4000-8000-000000000002',
  queue: 'event.refunds',
  state: 'retrying',
  description: 'Refund for order #100124',
  tries: 3,
  lastError: 'The payment provider did not answer',
  nextTryAt: '2099-01-01T00:00:00.000Z',
};

/** The jobs calls as the server answers them, with the dead list emptied once a retry went through. */
function serve(counts: JobCounts = { waiting: 0, retrying: 1, running: 0, dead: 1, behind: null }) {
  let retried = false;
  fakeApi.on('get', API.jobs.counts, () => ({ data: retried ? { ...counts, dead: 0, waiting: 1 } : counts }));
  fakeApi.on('get', API.jobs.root, ({ url }) => {
    const state = url.searchParams.get('state');
    const jobs = state === 'dead' && !retried ? [deadMail] : state === 'retrying' ? [retryingRefund] : [];
    return { data: { jobs, total: jobs.length, totalPages: jobs.length ? 1 : 0 } };
  });
  fakeApi.on('post', API.jobs.retry(':id'), () => {
    retried = true;
    return { message: JOB_TEXTS.retried, data: null };
  });
}

const renderAt = (path: string, ui = <JobsScreen />) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('the Jobs screen', () => {
  it('shows each state with its count, and a job with what it is, its tries and last error', async () => {
    serve();
    const user = userEvent.setup();
    renderAt('/admin/jobs?state=retrying');
    const tabs = screen.getByRole('tablist', { name: 'Job states' });
    expect(within(tabs).getByRole('tab', { name: /Retrying/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /Dead/ })).toHaveTextContent('Dead1'));

    const table = await screen.findByRole('table', { name: undefined });
    const row = within(table).getByText('Refund for order #100124').closest('tr')!;
    expect(row).toHaveTextContent('Retrying');
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('The payment provider did not answer');

    await user.click(within(tabs).getByRole('tab', { name: /Dead/ }));
    expect(await screen.findByText(deadMail.description)).toBeVisible();
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeVisible();
    expect(fakeApi.calls).toContain(`GET ${API.jobs.root}?state=dead&page=1`);
  });

  it('retries a dead job: a toast, and the list refreshes to its empty state', async () => {
    serve();
    const user = userEvent.setup();
    renderAt('/admin/jobs?state=dead');
    await user.click(await screen.findByRole('button', { name: JOB_TEXTS.retryLabel(deadMail.description) }));
    await waitFor(() => expect(toasts).toEqual([`success: ${JOB_TEXTS.retried}`]));
    expect(fakeApi.calls).toContain(`POST ${API.jobs.retry(deadMail._id)}`);
    expect(await screen.findByText(JOB_TEXTS.empty.dead)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('tab', { name: /Dead/ })).toHaveTextContent('Dead0'));
  });

  it('says what went wrong when a retry is refused', async () => {
    serve();
    fakeApi.on('post', API.jobs.retry(':id'), { status: 404, code: 'NOT_FOUND', message: JOB_TEXTS.notFound });
    const user = userEvent.setup();
    renderAt('/admin/jobs?state=dead');
    await user.click(await screen.findByRole('button', { name: JOB_TEXTS.retryLabel(deadMail.description) }));
    await waitFor(() => expect(toasts).toEqual([`error: ${JOB_TEXTS.notFound}`]));
  });

  it('opens on Waiting, with its empty state', async () => {
    serve({ waiting: 0, retrying: 0, running: 0, dead: 0, behind: null });
    renderAt('/admin/jobs');
    expect(screen.getByRole('tab', { name: /Waiting/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(JOB_TEXTS.empty.waiting)).toBeVisible();
  });
});

describe('the Jobs screen’s pages', () => {
  it('pages through a long list by its own navigation, and a job due now says so', async () => {
    const dueMail: Job = {
      ...retryingRefund,
      _id: '6a1f0c3e-0000-4000-8000-000000000003',
      description: 'Mail: your parcel is on its way',
      nextTryAt: '2020-01-01T00:00:00.000Z',
    };
    fakeApi.on('get', API.jobs.counts, { data: { waiting: 0, retrying: 21, running: 0, dead: 0, behind: null } });
    fakeApi.on('get', API.jobs.root, ({ url }) => {
      const jobs = url.searchParams.get('page') === '2' ? [dueMail] : [retryingRefund];
      return { data: { jobs, total: 21, totalPages: 2 } };
    });
    const user = userEvent.setup();
    renderAt('/admin/jobs?state=retrying');
    expect(await screen.findByText(retryingRefund.description)).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Job pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: /Previous/ })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    const row = (await screen.findByText(dueMail.description)).closest('tr')!;
    expect(row).toHaveTextContent(JOB_TEXTS.dueNow);
    expect(screen.getByRole('navigation', { name: 'Job pages' })).toHaveTextContent('Page 2 of 2');
    expect(fakeApi.calls).toContain(`GET ${API.jobs.root}?state=retrying&page=2`);
  });
});

describe('how far behind the jobs run', () => {
  it('says so when nothing waits past its time', async () => {
    serve();
    renderAt('/admin/jobs');
    expect((await screen.findByText(JOB_TEXTS.upToDate)).closest('[role="status"]')).toBeVisible();
  });

  it('names the job that has waited longest and for how long, as a warning past a minute', async () => {
    const dueSince = new Date(Date.now() - 3 * 60_000).toISOString();
    const description = 'Order mails for order.confirmed (order #100125) to asha@example.in';
    serve({ waiting: 40, retrying: 0, running: 1, dead: 0, behind: { dueSince, description } });
    renderAt('/admin/jobs');
    const status = (await screen.findByText(JOB_TEXTS.behind(description, '3 min'))).closest('[role="status"]')!;
    expect(status.className).toContain('bg-warning-soft');
  });

  it('says seconds for a short wait, without the warning', async () => {
    const dueSince = new Date(Date.now() - 8_000).toISOString();
    serve({ waiting: 3, retrying: 0, running: 0, dead: 0, behind: { dueSince, description: 'Delivery mails' } });
    renderAt('/admin/jobs');
    const status = (await screen.findByText(/"Delivery mails" has waited (8|9|10) s past its time/)).closest(
      '[role="status"]',
    )!;
    expect(status.className).not.toContain('bg-warning-soft');
  });
});

describe('the dashboard’s jobs card', () => {
  it('counts the dead jobs and links to them', async () => {
    serve({ waiting: 4, retrying: 2, running: 0, dead: 3, behind: null });
    renderAt('/admin/dashboard', <DeadJobsCard />);
    const link = await screen.findByRole('link', { name: /Background jobs: 3 dead jobs/ });
    expect(link).toHaveAttribute('href', '/admin/jobs?state=dead');
    expect(link).toHaveTextContent('2 retrying · 4 waiting');
  });

  it('links to the retrying jobs when none is dead', async () => {
    serve({ waiting: 0, retrying: 2, running: 0, dead: 0, behind: null });
    renderAt('/admin/dashboard', <DeadJobsCard />);
    expect(await screen.findByRole('link', { name: /0 dead jobs/ })).toHaveAttribute(
      'href',
      '/admin/jobs?state=retrying',
    );
  });
});
