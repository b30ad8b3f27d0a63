import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromDrizzle, type Queue } from 'pg-boss';
import type { Database, Queryable } from '../../db/client.ts';
import { JOBS_SCHEMA, jobsConnection } from '../../db/jobs-tables.ts';

/**
 * The shop's durable work: every effect owed after a commit (a mail, a refund call, a
 * back-in-stock notice) and every schedule (the unpaid sweep, refund reconciliation) is a job on
 * pg-boss, in the shop's own database: PostgreSQL, or the embedded one through pg-boss's PGlite
 * adapter (docs/decisions/0155). A job is written in the transaction of the change that owes it,
 * so it exists exactly when the change committed; it runs at least once, so each handler makes
 * its effect idempotent.
 */

export { JOBS_SCHEMA };

/** How a failing job is tried again: growing waits, then a steady one, for about a day. */
export type RetryPolicy = {
  /** First wait, in seconds; each further wait doubles (with jitter) up to `maxDelaySeconds`. */
  delaySeconds: number;
  maxDelaySeconds: number;
  /** How long a job goes on being tried before it is dead and the owner sees it. */
  giveUpAfterSeconds: number;
  /** How long one attempt may run before it counts as lost (its process died) and is tried again. */
  attemptSeconds: number;
};

/**
 * The default: 5 s, 10 s, 20 s … never more than 5 minutes between tries, for 24 hours. A mail
 * server or payment provider that is down for an afternoon loses nothing.
 */
export const DURABLE_RETRIES: RetryPolicy = {
  delaySeconds: 5,
  maxDelaySeconds: 300,
  giveUpAfterSeconds: 24 * 60 * 60,
  attemptSeconds: 120,
};

/**
 * The number of retries that `policy` fits in its give-up time. The waits double from
 * `delaySeconds` (pg-boss draws each between half and all of that, so the shortest is counted,
 * and the job may end a little after the day rather than before it) until they reach the cap, then
 * stay there.
 */
export function retryLimitFor(policy: RetryPolicy): number {
  let waited = 0;
  let retries = 0;
  for (let n = 1; waited < policy.giveUpAfterSeconds; n++) {
    const wait = Math.min(policy.maxDelaySeconds, (policy.delaySeconds * 2 ** Math.min(16, n)) / 2);
    // From here on every wait is the same: the rest of the day is counted at once, not a wait at a
    // time (a test's two-second cap is 86,400 of them, for each queue of every app).
    if (n >= 16 || wait === policy.maxDelaySeconds) {
      return retries + Math.ceil((policy.giveUpAfterSeconds - waited) / wait);
    }
    waited += wait;
    retries++;
  }
  return retries;
}

/**
 * Thrown by a handler that must not be tried again on its own: the job is dead at once, its
 * message shown on the Jobs screen, and only an operator's Retry runs it again.
 */
export class GiveUp extends Error {
  override name = 'GiveUp';
}

/** What a handler knows of the job it runs. */
export type JobInfo = { id: string; queue: string; retryCount: number; retryLimit: number };

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export type QueueDefinition<T> = {
  handler: JobHandler<T>;
  /** Called once when the job has been given up (dead): the place to tell the owner or record the failure. */
  onDead?: (data: T, lastError: string) => Promise<void>;
  retry?: Partial<RetryPolicy>;
  /** Jobs of this queue one instance runs at once. */
  concurrency?: number;
};

/** A job as the operator's screen lists it. */
export type JobRow = {
  id: string;
  queue: string;
  state: 'waiting' | 'retrying' | 'running' | 'dead';
  data: unknown;
  retryCount: number;
  lastError: string | null;
  createdAt: Date;
  runAfter: Date;
};

export type JobCounts = Record<JobRow['state'], number>;

/**
 * How often a worker asks for work on its own while the instance hears the queues' notices: a
 * backstop for a notice or a due job the watch missed, not the way work is found.
 */
const BACKSTOP_POLL_SECONDS = 30;

export type JobsOptions = {
  /**
   * How often the instance looks for jobs that came due (a retry's wait over) in one statement for
   * all its queues, and wakes the workers of those that have one; a job sent wakes its queue's
   * workers at once (NOTIFY).
   */
  pollingSeconds?: number;
  /** How often pg-boss looks for lost attempts and runs schedules. */
  superviseSeconds?: number;
  /** The retry policy every queue starts from (tests shorten it). */
  retry?: Partial<RetryPolicy>;
  /** Whether this instance takes work (an instance that only answers requests may not). */
  work?: boolean;
};

export type Jobs = {
  /** Declares a queue and its worker; before `start`. */
  define<T extends object>(queue: string, definition: QueueDefinition<T>): void;
  /** A job sent by the engine on a cron schedule (UTC), once across all instances; before `start`. */
  every(queue: string, cron: string, handler: () => Promise<void>): void;
  /**
   * Writes a job on `db`: inside a transaction it commits or rolls back with it. A `key` names
   * the job: a second one with the same key is not written while the first is kept (a week after
   * it ends), however many instances send it at the same moment.
   */
  send<T extends object>(db: Queryable, queue: string, data: T, options?: { key?: string }): Promise<void>;
  /** Runs a scheduled job now (an operator, or a test), as its schedule would. */
  runNow(queue: string): Promise<void>;
  start(): Promise<void>;
  /** Stops taking work and waits (a few seconds at most) for the jobs in hand. */
  stop(): Promise<void>;
  /** Resolves once no job is due, running, or waiting less than `withinMs` for its next try. */
  settled(options?: { withinMs?: number; timeoutMs?: number }): Promise<void>;
  list(filter: { state?: JobRow['state']; limit: number; offset: number }): Promise<{ jobs: JobRow[]; total: number }>;
  counts(): Promise<JobCounts>;
  /** The job that has waited longest past its time (due, not started), if any does. */
  oldestDue(): Promise<JobRow | null>;
  /** Tries a waiting, retrying or dead job again now. Answers false for a job it does not know. */
  retry(id: string): Promise<boolean>;
  readonly started: boolean;
};

/**
 * The id of a keyed job, made from its queue and key (a UUID of version 8, hash-based): pg-boss
 * skips a job whose id is already there, so the key's job is written once.
 */
export function jobIdOf(queue: string, key: string): string {
  const hash = crypto.createHash('sha256').update(`${queue}\u0000${key}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x80;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The shop's own jobs: pg-boss's internal queues (`__pgboss__send-it`, …) are none of the operator's business. */
const OWN_JOBS = sql`not starts_with(name, '__pgboss__')`;

const STATE_OF = { created: 'waiting', retry: 'retrying', active: 'running', failed: 'dead' } as const;
const PG_STATES = { waiting: 'created', retrying: 'retry', running: 'active', dead: 'failed' } as const;

/** The message of pg-boss's stored `output` of a failed attempt. */
function errorText(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message : JSON.stringify(output).slice(0, 500);
}

type Row = {
  id: string;
  name: string;
  state: keyof typeof STATE_OF;
  data: unknown;
  retry_count: number;
  output: unknown;
  created_on: Date | string;
  start_after: Date | string;
};

/** A job's row as the operator's screen reads it. */
const jobRow = (row: Row): JobRow => ({
  id: row.id,
  queue: row.name,
  state: STATE_OF[row.state],
  data: row.data,
  retryCount: row.retry_count,
  lastError: errorText(row.output),
  createdAt: new Date(row.created_on),
  runAfter: new Date(row.start_after),
});

export function createJobs(database: Database, log: FastifyBaseLogger, options: JobsOptions = {}): Jobs {
  const backend = database.jobsBackend;
  const policy: RetryPolicy = { ...DURABLE_RETRIES, ...options.retry };
  const superviseSeconds = options.superviseSeconds ?? 60;
  const boss = new PgBoss({
    ...jobsConnection(backend),
    schema: JOBS_SCHEMA,
    migrate: false,
    useListenNotify: true,
    superviseIntervalSeconds: superviseSeconds,
    maintenanceIntervalSeconds: Math.max(superviseSeconds, 60),
    // Lost attempts (a worker killed mid-job) are found by the monitor pass: it runs as often as
    // JOBS_SUPERVISE_SECONDS says, or a job cut off by a crash could wait a minute more than that.
    monitorIntervalSeconds: superviseSeconds,
    cronMonitorIntervalSeconds: Math.min(superviseSeconds, 30),
    cronWorkerIntervalSeconds: Math.min(superviseSeconds, 30),
  });
  let warned = false;
  boss.on('error', (error) => {
    // The engine's own polling failing (the database away) repeats every poll: said once until it recovers.
    if (!warned) log.error({ err: error }, 'job queue: the database could not be reached');
    warned = true;
  });
  const queues = new Map<string, QueueDefinition<object> & { cron?: string }>();
  let started = false;
  let stopping = false;
  let starting: Promise<void> | undefined;
  let stopped: Promise<void> | undefined;

  function queueOptions(definition: QueueDefinition<object>): Omit<Queue, 'name'> {
    const own = { ...policy, ...definition.retry };
    return {
      retryLimit: retryLimitFor(own),
      retryDelay: own.delaySeconds,
      retryBackoff: true,
      retryDelayMax: own.maxDelaySeconds,
      expireInSeconds: own.attemptSeconds,
      // Kept a week after they end, so an operator can still read what happened.
      deleteAfterSeconds: 7 * 24 * 60 * 60,
      retentionSeconds: own.giveUpAfterSeconds * 2,
      notify: true,
      ...(definition.onDead ? { deadLetter: `${deadQueue}` } : {}),
    } as Omit<Queue, 'name'>;
  }

  /** Whether a queue as stored already has every setting of `own` (a setting it does not name is kept). */
  function holdsPolicy(stored: Queue, own: Omit<Queue, 'name'>): boolean {
    return Object.entries(own).every(([key, value]) => stored[key as keyof Queue] === value);
  }

  /** Jobs given up on any queue with an `onDead` land here, with their source named. */
  const deadQueue = 'jobs.dead';

  async function run<T extends object>(queue: string, definition: QueueDefinition<T>, data: T, info: JobInfo) {
    try {
      await definition.handler(data, info);
      warned = false;
    } catch (error) {
      if (error instanceof GiveUp) {
        // No tries left: the engine records the failure as final (dead) and an operator's Retry
        // gives it one more.
        await database.db.execute(sql`
          update ${sql.identifier(JOBS_SCHEMA)}.job set retry_limit = retry_count where id = ${info.id}::uuid
        `);
        log.warn({ err: error, queue, job: info.id }, 'job given up');
        throw error;
      }
      log.warn(
        { err: error, queue, job: info.id, attempt: info.retryCount + 1, of: info.retryLimit + 1 },
        'job failed, will be tried again',
      );
      throw error;
    }
  }

  // The due-job watch. A worker that asks for work on its own costs a statement a poll (on the
  // embedded database, in the thread that answers requests), and the shop has a queue for every
  // kind of work: 28 workers asking twice a second kept an idle test app at 15 % of a core. So the
  // workers ask on their own only as a backstop, and one statement every `pollingSeconds` names
  // the queues holding a job that is due, whose workers it wakes (docs/decisions/0255).
  /** Each queue's worker on this instance, by queue. */
  const workerOf = new Map<string, string>();
  let watchTimer: NodeJS.Timeout | undefined;
  let watching: Promise<void> | undefined;
  async function wakeDueWorkers() {
    const names = [...workerOf.keys()];
    if (names.length === 0) return;
    const due = (await database.db.execute(sql`
      select distinct name from ${sql.identifier(JOBS_SCHEMA)}.job
      where name in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})
        and state < 'active' and not blocked and start_after <= now()
    `)) as unknown as { rows: { name: string }[] };
    for (const { name } of due.rows) {
      const worker = workerOf.get(name);
      if (worker) boss.notifyWorker(worker);
    }
  }
  function watchDueJobs() {
    // Stopped while it was starting: nothing to watch for.
    if (stopping) return;
    const everyMs = (options.pollingSeconds ?? 2) * 1000;
    const tick = () => {
      // A watch still running (a busy database) is not doubled up; the database away is the
      // engine's own error to report, so a failed watch simply waits for the next tick.
      watching ??= wakeDueWorkers()
        .catch(() => {})
        .finally(() => {
          watching = undefined;
        });
    };
    watchTimer = setInterval(tick, everyMs);
    watchTimer.unref();
  }

  let retryTimer: NodeJS.Timeout | undefined;
  function retryLater(error: unknown) {
    log.error({ err: error }, 'job queue did not start; trying again in 5 s');
    if (stopping) return;
    retryTimer = setTimeout(() => void startAll().catch(retryLater), 5_000);
    retryTimer.unref();
  }

  async function startAll() {
    if (stopping) return;
    await boss.start();
    const all = [...queues.entries()];
    // The queues as the database holds them, read once: a start writes only a queue that is missing
    // or whose policy changed (one statement instead of four per queue, about forty queues).
    const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
    if (all.some(([, definition]) => definition.onDead) && !existing.has(deadQueue)) {
      await boss.createQueue(deadQueue, { retryLimit: 20, retryDelay: 5, retryBackoff: true, retryDelayMax: 300 });
    }
    // The instances that work the queues own their retry policy: one that only sends jobs creates a
    // missing queue but never rewrites a policy, so its own settings cannot change how long the
    // workers' attempts may run (a job started under one policy and expired under another).
    for (const [queue, definition] of all) {
      const own = queueOptions(definition);
      const found = existing.get(queue);
      if (!found) await boss.createQueue(queue, own);
      else if (options.work !== false && !holdsPolicy(found, own)) await boss.updateQueue(queue, own as never);
    }
    // Likewise the schedules: written only where one is missing or its time changed.
    const scheduled = new Map(
      (await boss.getSchedules())
        .filter((schedule) => schedule.key === '')
        .map((schedule) => [schedule.name, schedule]),
    );
    for (const [queue, definition] of all) {
      if (!definition.cron) continue;
      const stored = scheduled.get(queue);
      if (stored?.cron === definition.cron && stored.timezone === 'UTC') continue;
      await boss.schedule(queue, definition.cron, {}, { tz: 'UTC' } as never);
    }
    if (options.work !== false) {
      for (const [queue, definition] of all) {
        const id = await boss.work(
          queue,
          {
            // A job sent wakes the workers of its queue (NOTIFY), and the due-job watch wakes them
            // for a retry that came due: a worker's own poll is only the backstop for both. Without
            // the listener (its connection lost) the engine polls each queue at the short interval.
            pollingIntervalSeconds: options.pollingSeconds ?? 2,
            notifyPollingIntervalSeconds: BACKSTOP_POLL_SECONDS,
            localConcurrency: definition.concurrency ?? 1,
            batchSize: 1,
            includeMetadata: true,
          } as const,
          async ([job]) => {
            if (!job || stopping) throw new Error('the instance is stopping');
            await run(queue, definition, job.data as object, {
              id: job.id,
              queue,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
            });
          },
        );
        workerOf.set(queue, id);
      }
      if (all.some(([, definition]) => definition.onDead)) {
        const id = await boss.work(
          deadQueue,
          {
            pollingIntervalSeconds: options.pollingSeconds ?? 2,
            notifyPollingIntervalSeconds: BACKSTOP_POLL_SECONDS,
            includeMetadata: true,
          } as const,
          async ([job]) => {
            if (!job?.sourceName) return;
            const definition = queues.get(job.sourceName);
            const [source] = await boss.findJobs(job.sourceName, { id: job.sourceId ?? '' });
            await definition?.onDead?.(job.data as object, errorText(source?.output) ?? 'given up');
          },
        );
        workerOf.set(deadQueue, id);
      }
      watchDueJobs();
    }
    started = true;
  }

  return {
    get started() {
      return started;
    },
    define(queue, definition) {
      if (started) throw new Error(`queue ${queue} defined after the jobs started`);
      queues.set(queue, definition as QueueDefinition<object>);
    },
    every(queue, cron, handler) {
      if (started) throw new Error(`schedule ${queue} defined after the jobs started`);
      // A schedule that misses a run tries the next one; its own retries would only overlap it. A
      // run cut off by its process dying counts as lost after the instance's attempt time, like any
      // job's, so an operator (or a test) waiting for the queues to settle is not held by a run
      // nobody is working.
      queues.set(queue, { handler, cron, retry: { giveUpAfterSeconds: 1 } });
    },
    async send(db, queue, data, sendOptions = {}) {
      await boss.send(queue, data, {
        db: fromDrizzle(db as never, sql as never),
        ...(sendOptions.key ? { id: jobIdOf(queue, sendOptions.key), singletonKey: sendOptions.key } : {}),
      });
    },
    async runNow(queue) {
      await boss.send(queue, {});
    },
    start() {
      // The database unreachable when the app opens (it answers 503 meanwhile): the jobs start
      // once it is back, tried again every few seconds, and the app opens all the same.
      starting ??= startAll().catch(retryLater);
      return starting;
    },

    stop() {
      stopped ??= (async () => {
        stopping = true;
        clearTimeout(retryTimer);
        clearInterval(watchTimer);
        await starting;
        await watching;
        if (!started) return;
        started = false;
        await boss.stop({ graceful: true, close: true, timeout: 5_000 });
      })();
      return stopped;
    },
    async settled({ withinMs = 2_000, timeoutMs = 30_000 } = {}) {
      // pg-boss's own cron queue is left out: it is the engine's, not work the shop owes.
      const busy = async () =>
        (
          (await database.db.execute(sql`
            select name, state from ${sql.identifier(JOBS_SCHEMA)}.job
            where left(name, 10) <> '__pgboss__'
              and (state = 'active'
                or (state in ('created', 'retry')
                    and start_after < now() + ${`${withinMs} milliseconds`}::interval))
          `)) as unknown as { rows: { name: string; state: string }[] }
        ).rows;
      // The monotonic clock: a step of the wall clock (a machine's time set right while tests run)
      // must neither cut the wait short nor stretch it.
      const until = performance.now() + timeoutMs;
      for (;;) {
        const jobs = await busy();
        if (jobs.length === 0) return;
        if (performance.now() > until) {
          throw new Error(`jobs did not settle in time: ${jobs.map((j) => `${j.name} (${j.state})`).join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async list({ state, limit, offset }) {
      const states = state ? [PG_STATES[state]] : Object.values(PG_STATES);
      const where = sql`state in (${sql.join(
        states.map((s) => sql`${s}`),
        sql`, `,
      )}) and ${OWN_JOBS}`;
      const rows = (await database.db.execute(sql`
        select id, name, state, data, retry_count, output, created_on, start_after
        from ${sql.identifier(JOBS_SCHEMA)}.job where ${where}
        order by created_on desc, id limit ${limit} offset ${offset}
      `)) as unknown as { rows: Row[] };
      const count = (await database.db.execute(sql`
        select count(*)::int as total from ${sql.identifier(JOBS_SCHEMA)}.job where ${where}
      `)) as unknown as { rows: { total: number }[] };
      return {
        total: count.rows[0]?.total ?? 0,
        jobs: rows.rows.map(jobRow),
      };
    },
    async counts() {
      const rows = (await database.db.execute(sql`
        select state, count(*)::int as n from ${sql.identifier(JOBS_SCHEMA)}.job
        where state in ('created', 'retry', 'active', 'failed') and ${OWN_JOBS} group by state
      `)) as unknown as { rows: { state: keyof typeof STATE_OF; n: number }[] };
      const counts: JobCounts = { waiting: 0, retrying: 0, running: 0, dead: 0 };
      for (const row of rows.rows) counts[STATE_OF[row.state]] = row.n;
      return counts;
    },
    async oldestDue() {
      const rows = (await database.db.execute(sql`
        select id, name, state, data, retry_count, output, created_on, start_after
        from ${sql.identifier(JOBS_SCHEMA)}.job
        where state in ('created', 'retry') and start_after <= now() and ${OWN_JOBS}
        order by start_after, id limit 1
      `)) as unknown as { rows: Row[] };
      const row = rows.rows[0];
      return row ? jobRow(row) : null;
    },
    async retry(id) {
      const found = (await database.db.execute(sql`
        select name, state from ${sql.identifier(JOBS_SCHEMA)}.job where id = ${id}::uuid
      `)) as unknown as { rows: { name: string; state: string }[] };
      const job = found.rows[0];
      if (!job) return false;
      if (job.state === 'failed') {
        await boss.retry(job.name, id);
      }
      // A job waiting for its next try is made due now.
      await database.db.execute(sql`
        update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now()
        where id = ${id}::uuid and state in ('created', 'retry')
      `);
      return true;
    },
  };
}
