import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { DURABLE_RETRIES, retryLimitFor } from './jobs.ts';

/** pg-boss's longest wait before retry `n` (1-based) with backoff: doubling, capped. */
const longestWait = (n: number) =>
  Math.min(DURABLE_RETRIES.maxDelaySeconds, DURABLE_RETRIES.delaySeconds * 2 ** Math.min(16, n));

describe('the retry policy', () => {
  it('never waits more than five minutes between tries, and goes on for a day', () => {
    const retries = retryLimitFor(DURABLE_RETRIES);
    const waits = Array.from({ length: retries }, (_, i) => longestWait(i + 1));
    expect(Math.max(...waits)).toBe(300);
    // The shortest waits pg-boss may draw (half of each) still add up to the day.
    const shortest = waits.reduce((sum, wait) => sum + (wait === 300 ? 300 : wait / 2), 0);
    expect(shortest).toBeGreaterThanOrEqual(24 * 60 * 60);
    // And not much more: at most one wait beyond the day.
    expect(shortest - 300).toBeLessThan(24 * 60 * 60);
  });

  it('fits fewer retries in a shorter give-up time', () => {
    expect(retryLimitFor({ ...DURABLE_RETRIES, giveUpAfterSeconds: 60 })).toBeLessThan(10);
    expect(retryLimitFor({ ...DURABLE_RETRIES, giveUpAfterSeconds: 1 })).toBe(1);
  });
});

describe('the queues as the engine keeps them', () => {
  it('every queue of the shop retries with backoff, at most five minutes apart, for a day', async () => {
    const app = await createTestApp({
      JOBS_RETRY_FIRST_SECONDS: '5',
      JOBS_RETRY_MAX_SECONDS: '300',
      JOBS_ATTEMPT_SECONDS: '90',
    });
    try {
      await app.ready();
      const queues = (
        (await app.db.execute(sql`
          select name, retry_limit, retry_delay, retry_backoff, retry_delay_max, expire_seconds, dead_letter
          from pgboss.queue where left(name, 10) <> '__pgboss__'
            -- A schedule's run is not retried: the next run does its work.
            and name not in (select name from pgboss.schedule)
        `)) as unknown as { rows: Record<string, unknown>[] }
      ).rows;
      expect(queues.map((q) => q.name)).toEqual(
        expect.arrayContaining(['mail.send', 'event.order-mails', 'event.refunds', 'event.back-in-stock']),
      );
      for (const queue of queues.filter((q) => q.name !== 'jobs.dead')) {
        expect(queue, String(queue.name)).toMatchObject({
          retry_limit: retryLimitFor(DURABLE_RETRIES),
          retry_delay: 5,
          retry_backoff: true,
          retry_delay_max: 300,
          expire_seconds: 90,
        });
      }
      // A schedule's run left by a killed process is lost after the same attempt time as any job.
      const schedules = (
        (await app.db.execute(sql`
          select name, expire_seconds from pgboss.queue where name in (select name from pgboss.schedule)
        `)) as unknown as { rows: { name: string; expire_seconds: number }[] }
      ).rows;
      expect(schedules.length).toBeGreaterThan(3);
      for (const schedule of schedules) expect(schedule, schedule.name).toMatchObject({ expire_seconds: 90 });
      // A refund given up is handed to its dead-letter handler (recorded failed, the customer told).
      expect(queues.find((q) => q.name === 'event.refunds')?.dead_letter).toBe('jobs.dead');
    } finally {
      await app.close();
    }
  });
});
