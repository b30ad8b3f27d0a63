import { SHOP_TIME_ZONE } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs/jobs.ts';
import type { MailSite } from '../../lib/mail/layout.ts';
import type { MailQueue } from '../../lib/mail/mail-queue.ts';
import { lowStock } from '../admin/index.ts';
import { ownerSummaryMail, type OwnerSummary } from './owner-summary.mails.ts';
import * as repo from './owner-summary.repository.ts';

/** The queue of the daily summary's schedule. */
export const OWNER_SUMMARY_QUEUE = 'owner.daily-summary';

/** Dead jobs the summary names; the rest are counted. */
const DEAD_JOBS_SHOWN = 5;

export type OwnerSummaryDeps = {
  db: Db;
  mail: MailQueue;
  ownerEmail: string;
  site: MailSite;
  /** The jobs given up: how many, and the latest as the Jobs screen describes them. */
  deadJobs: (limit: number) => Promise<{ total: number; latest: string[] }>;
};

/** The shop's calendar day (India time) before the one `now` falls on, `YYYY-MM-DD`. */
export function dayBefore(now: Date): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** One day of the shop as the owner is told it. */
export async function ownerSummary(deps: OwnerSummaryDeps, day: string): Promise<OwnerSummary> {
  const [orders, cancellations, returns, low, deadJobs, couponMisses] = await Promise.all([
    repo.ordersPlaced(deps.db, day),
    repo.cancellations(deps.db, day),
    repo.returnsRequested(deps.db, day),
    lowStock(deps.db),
    deps.deadJobs(DEAD_JOBS_SHOWN),
    repo.couponMissesOn(deps.db, day),
  ]);
  return { day, orders, cancellations, returns, lowStock: low, deadJobs, couponMisses };
}

/**
 * Mails the owner the summary of the day before `now`. The mail's key is the day: however often
 * this runs (a retried schedule, an operator's Run now, several instances) the owner gets one
 * summary a day, the first one written. Answers the day summed up.
 */
export async function sendOwnerSummary(deps: OwnerSummaryDeps, now = new Date()): Promise<string> {
  const day = dayBefore(now);
  const summary = await ownerSummary(deps, day);
  await deps.mail.send(deps.db, `owner-summary:${day}`, ownerSummaryMail(summary, deps.ownerEmail, deps.site));
  return day;
}

/** India is 5 h 30 min ahead of UTC all year (no summer time). */
const INDIA_OFFSET_MINUTES = 5 * 60 + 30;

/** The UTC cron of a daily run at `hour` o'clock India time. */
export function dailyCronAt(hour: number): string {
  const minutes = (hour * 60 - INDIA_OFFSET_MINUTES + 24 * 60) % (24 * 60);
  return `${minutes % 60} ${Math.floor(minutes / 60)} * * *`;
}

/** The summary's schedule: daily at `hour` India time, once across all instances. */
export function scheduleOwnerSummary(
  deps: OwnerSummaryDeps & { jobs: Jobs; hour: number; log?: { info: (o: object, m: string) => void } },
) {
  deps.jobs.every(OWNER_SUMMARY_QUEUE, dailyCronAt(deps.hour), async () => {
    const day = await sendOwnerSummary(deps);
    deps.log?.info({ day }, "the owner's daily summary is written");
  });
}
