import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from '../config.ts';
import { DATABASE_MAINTENANCE_QUEUE, openDatabase, type Database, type Db } from '../db/client.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { storageFromConfig } from '../lib/storage/from-config.ts';
import {
  dataDirDependency,
  watchDependencies,
  type Dependency,
  type DependencyWatch,
} from '../lib/dependencies/dependencies.ts';
import { openRedis, redisDependency, type RedisClient } from '../lib/redis/redis.ts';
import { outboxMailer, smtpMailer, type Mailer } from '../lib/mail/mail.ts';
import { createMailQueue, pruneSentMails, type MailQueue } from '../lib/mail/mail-queue.ts';
import type { MailSite } from '../lib/mail/layout.ts';
import { createJobs, type Jobs } from '../lib/jobs/jobs.ts';
import { createOutbox, OUTBOX_PRUNE_QUEUE, pruneOutbox, type DomainEvent, type Outbox } from '../lib/outbox/outbox.ts';
import { createPayments, type Payments } from '../lib/payments/payments.ts';
import { createCourier, type Courier } from '../lib/courier/courier.ts';
import { createNotifications, type Notifications } from '../lib/notifications/notifications.ts';
import { createSms, type Sms } from '../lib/sms/sms.ts';
import type { KeptReads } from '../lib/public-cache/kept-reads.ts';
import type { Traffic } from '../lib/http/traffic.ts';

/**
 * The adapters: every part of the world the shop talks to, each behind its port with a default
 * that needs no set-up. The modules read them from the app; none builds one of its own.
 */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    storage: Storage;
    mailer: Mailer;
    /** The durable job queue: every effect owed after a commit, and the schedules. */
    jobs: Jobs;
    /** Domain events, written with the change that causes them (each module sees its own: `outboxOf`). */
    outbox: Outbox<DomainEvent>;
    /** Mails as jobs, each sent once (see lib/mail/mail-queue). */
    mailQueue: MailQueue;
    /** The shop's address for mails: their links and product photos are absolute. */
    mailSite: MailSite;
    payments: Payments;
    /** The courier port: Shiprocket when configured, otherwise the simulated courier. */
    courier: Courier;
    /** Messages to a shopper's phone (WhatsApp Cloud API, or the simulated adapter writing to the outbox). */
    notifications: Notifications;
    /** Text messages to a shopper's phone (MSG91, or the simulated adapter writing to the outbox). */
    sms: Sms;
    /** The owner's rules every order and quote reads, kept per instance until a change is heard. */
    keptReads: KeptReads;
    /** The requests in hand: background work waits for a quiet moment. */
    traffic: Traffic;
    /** What the API needs to answer, each named by its variable: checked at start and by /readyz. */
    dependencies: Dependency[];
    /** The shared Redis (REDIS_URL), for whatever several instances must share or announce. */
    redis: RedisClient | undefined;
    /**
     * What the shop works without for a while (the SMTP server: mail waits in the job queue):
     * checked at start and watched for /readyz, reported as degraded, never fatal.
     */
    degradable: DependencyWatch;
  }
}

/** Parts a test or the CLI may hand in instead of the defaults built from config. */
export type AppParts = {
  database?: Database;
  storage?: Storage;
  mailer?: Mailer;
  payments?: Payments;
  courier?: Courier;
  notifications?: Notifications;
  sms?: Sms;
  /** How answers are serialised: checked against their zod schema (tests) or compiled (elsewhere). */
  responses?: 'validated' | 'compiled';
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: DestinationStream;
};

/**
 * The adapters as a plugin. What takes a while to open (a fresh embedded database runs initdb, a
 * bucket is checked) is opened first, outside the plugin, whose start Fastify times.
 */
export async function openAdapters(
  config: Config,
  parts: AppParts,
  shared: { keptReads: KeptReads; traffic: Traffic },
): Promise<(app: FastifyInstance) => Promise<void>> {
  const database =
    parts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      preparedStatements: config.databasePreparedStatements,
    }));
  const storage = parts.storage ?? (await storageFromConfig(config));
  return fp(async (app) => adapters(app, { config, parts, database, storage, ...shared }), { name: 'adapters' });
}

function adapters(
  app: FastifyInstance,
  options: {
    config: Config;
    parts: AppParts;
    database: Database;
    storage: Storage;
    keptReads: KeptReads;
    traffic: Traffic;
  },
): void {
  const { config, parts, database, storage, keptReads, traffic } = options;
  const redis: RedisClient | undefined = config.redisUrl ? openRedis(config.redisUrl, app.log) : undefined;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('storage', storage);
  app.decorate('redis', redis);
  app.decorate('keptReads', keptReads);
  app.decorate('traffic', traffic);
  // Every mail comes from the no-reply sender; an answer reaches support unless the mail says whom.
  const mailSender = { from: config.mail.from, replyTo: config.mail.supportEmail };
  app.decorate(
    'mailer',
    parts.mailer ??
      (config.mail.smtpUrl
        ? smtpMailer(config.mail.smtpUrl, mailSender, app.log)
        : outboxMailer(config.mail.outboxDir, mailSender, app.log)),
  );
  app.decorate('payments', parts.payments ?? createPayments(config, app.log));
  app.decorate('courier', parts.courier ?? createCourier(config, app.log));
  app.decorate('notifications', parts.notifications ?? createNotifications(config, app.log));
  app.decorate('sms', parts.sms ?? createSms(config, app.log));
  const jobs = createJobs(database, app.log, config.jobs);
  app.decorate('jobs', jobs);
  app.decorate('outbox', createOutbox<DomainEvent>(jobs));
  app.decorate(
    'mailQueue',
    createMailQueue({ jobs, db: database.db, mailer: app.mailer, domain: new URL(config.publicUrl).hostname }),
  );
  app.decorate('mailSite', { publicUrl: config.publicUrl });

  const dataDir = dataDirDependency(config.dataDir);
  app.decorate('dependencies', [
    database.kind === 'postgres'
      ? { name: 'DATABASE_URL', check: () => database.ping() }
      : { name: 'DATA_DIR', check: () => database.ping().then(dataDir.check) },
    // Uploads and the mail outbox are written there too, unless a bucket and SMTP take them.
    ...(database.kind === 'postgres' && (!config.s3 || !config.mail.smtpUrl) ? [dataDir] : []),
    ...(redis ? [redisDependency(redis)] : []),
    ...(config.s3 ? [{ name: 'S3_BUCKET', check: () => storage.check() }] : []),
  ]);
  const { verify } = app.mailer;
  app.decorate(
    'degradable',
    watchDependencies(verify && config.mail.smtpUrl ? [{ name: 'SMTP_URL', check: verify }] : []),
  );

  // The jobs start once the app is ready (after the migrations, when the server starts). They stop
  // in `stopJobsFirst`, before anything they use closes; the adapters close last.
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    app.mailer.close();
    if (redis) redis.disconnect();
    if (!parts.database) await database.close();
  });

  // The outbox's events and the sent mails' keys are kept for OUTBOX_RETENTION_DAYS, then pruned
  // nightly: no job needs them by then, and the tables stay the size of a season's business.
  jobs.every(OUTBOX_PRUNE_QUEUE, '23 3 * * *', async () => {
    const before = new Date(Date.now() - config.outboxRetentionDays * 86_400_000);
    const events = await pruneOutbox(database.db, before);
    const mails = await pruneSentMails(database.db, before);
    if (events + mails > 0) app.log.info({ events, mails, before }, 'outbox pruned');
  });

  // The embedded database has no autovacuum: its statistics and dead rows are seen to nightly
  // (and at every start, see server.ts). Nothing to do on PostgreSQL.
  if (database.kind === 'pglite') {
    jobs.every(DATABASE_MAINTENANCE_QUEUE, '41 3 * * *', () => database.maintain({ vacuum: true }));
  }
}

/**
 * The jobs in hand finish before the modules close what they use (the tax documents' renderer,
 * the simulated courier's clock): registered after every module, so it runs first on close.
 */
export const stopJobsFirst = fp(
  async (app: FastifyInstance) => {
    app.addHook('onClose', () => app.jobs.stop());
  },
  { name: 'stop-jobs-first', dependencies: ['adapters'] },
);
