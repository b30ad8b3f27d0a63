import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, openTestDatabase } from '../../../test/app.ts';
import { insertOneTeeOrder } from '../../../test/fixtures/admin.ts';
import { publish } from '../../../test/fixtures/events.ts';
import { createUser } from '../../../test/users.ts';
import type { MailMessage, Mailer } from '../mail/mail.ts';
import { DURABLE_RETRIES, retryLimitFor, type RetryPolicy } from './jobs.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  it('counts the retries of any policy as adding up its waits one by one would', () => {
    const oneByOne = (policy: RetryPolicy) => {
      let waited = 0;
      let retries = 0;
      for (let n = 1; waited < policy.giveUpAfterSeconds; n++, retries++) {
        waited += Math.min(policy.maxDelaySeconds, (policy.delaySeconds * 2 ** Math.min(16, n)) / 2);
      }
      return retries;
    };
    for (const delaySeconds of [1, 2, 5, 7, 300])
      for (const maxDelaySeconds of [1, 2, 3, 60, 300, 3600])
        for (const giveUpAfterSeconds of [1, 3, 59, 60, 61, 3_600, 86_400, 200_000]) {
          const policy = { ...DURABLE_RETRIES, delaySeconds, maxDelaySeconds, giveUpAfterSeconds };
          expect(retryLimitFor(policy), JSON.stringify(policy)).toBe(oneByOne(policy));
        }
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

describe('a start on a database that has its queues already', () => {
  it('rewrites a queue whose policy changed, leaves one that holds it, and a sending-only instance rewrites none', async () => {
    let statements: string[] = [];
    const database = await openTestDatabase({ onStatement: (statement) => statements.push(statement) });
    const policyOf = async (queue: string) =>
      (
        (await database.db.execute(sql`
          select retry_delay, expire_seconds from pgboss.queue where name = ${queue}
        `)) as unknown as { rows: { retry_delay: number; expire_seconds: number }[] }
      ).rows[0];
    const start = async (env: Record<string, string>) => {
      const app = await createTestApp(env, { database });
      await app.ready();
      await app.jobs.stop();
      await app.close();
    };
    // The shop's queues and schedules written (the engine creates its own send-it queue at every start).
    const writes = () =>
      statements.filter((s) => /update \S*queue|insert into \S*schedule|create_queue\('(?!__pgboss__)/i.test(s));
    try {
      await start({ JOBS_RETRY_FIRST_SECONDS: '5', JOBS_ATTEMPT_SECONDS: '90' });
      expect(await policyOf('event.refunds')).toEqual({ retry_delay: 5, expire_seconds: 90 });

      // The same policy again: the queues and schedules are read, none written.
      statements = [];
      await start({ JOBS_RETRY_FIRST_SECONDS: '5', JOBS_ATTEMPT_SECONDS: '90' });
      expect(writes()).toEqual([]);

      // An instance that only sends jobs never rewrites the workers' policy.
      statements = [];
      await start({ JOBS_RETRY_FIRST_SECONDS: '7', JOBS_ATTEMPT_SECONDS: '60', JOBS_WORK: 'off' });
      expect(writes()).toEqual([]);
      expect(await policyOf('event.refunds')).toEqual({ retry_delay: 5, expire_seconds: 90 });

      // A working instance with a new policy writes it.
      await start({ JOBS_RETRY_FIRST_SECONDS: '7', JOBS_ATTEMPT_SECONDS: '60' });
      expect(await policyOf('event.refunds')).toEqual({ retry_delay: 7, expire_seconds: 60 });
    } finally {
      await database.close();
    }
  });
});

describe('an instance waiting for work', () => {
  it('asks the database a few times a second in all, not once per queue per poll', async () => {
    let statements = 0;
    const database = await openTestDatabase({ onStatement: () => statements++ });
    // The engine's own upkeep once a minute, so what is counted is the asking for work.
    const app = await createTestApp({ JOBS_SUPERVISE_SECONDS: '60' }, { database });
    try {
      await app.ready();
      // The start's own statements (queues created, schedules written) are over.
      await pause(1_000);
      const before = statements;
      await pause(4_000);
      // The due-job watch asks every 0.5 s here (8 of the 19 statements counted in 4 s); the
      // shop's 28 workers, each asking on its own at that interval, sent 224.
      expect(statements - before).toBeLessThan(40);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('tries a job again as soon as its wait is over, though a worker asks on its own only every 30 s', async () => {
    const sent: MailMessage[] = [];
    let refusals = 0;
    // A mail server that turns the order's confirmation away once, as a server busy for a moment does.
    const mailer: Mailer = {
      async send(message) {
        if (message.subject.endsWith(' is confirmed') && refusals++ === 0) throw new Error('421 try again later');
        sent.push(message);
      },
      close() {},
    };
    const app = await createTestApp({ JOBS_RETRY_FIRST_SECONDS: '1', JOBS_RETRY_MAX_SECONDS: '1' }, { mailer });
    try {
      await app.ready();
      const customer = await createUser(app);
      const order = await insertOneTeeOrder(app.db, customer.id);
      await publish(app, [{ type: 'order.confirmed', orderId: order.id, paymentMethod: 'cod' }]);
      // Refused once, then tried again after its wait of a second: well before any worker's own poll.
      await vi.waitFor(
        () =>
          expect(sent.map((mail) => mail.subject)).toContain(`Your StoryFit order #${order.orderNumber} is confirmed`),
        { timeout: 15_000, interval: 100 },
      );
      expect(refusals).toBe(2);
    } finally {
      await app.close();
    }
  });
});
