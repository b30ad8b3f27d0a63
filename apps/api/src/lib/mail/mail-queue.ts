import { and, eq, lt } from 'drizzle-orm';
import { JOB_TEXTS } from '@shop/shared';
import type { Db, Queryable } from '../../db/client.ts';
import { sentMails } from '../../db/schema/index.ts';
import { GiveUp, type Jobs } from '../jobs/jobs.ts';
import type { MailMessage, Mailer } from './mail.ts';

/** A mail as a job carries it: attachments as base64, so the job's data is plain JSON. */
type QueuedMail = {
  key: string;
  message: Omit<MailMessage, 'attachments'> & {
    attachments?: { filename: string; contentType: string; base64: string }[];
  };
};

export const MAIL_QUEUE = 'mail.send';

/**
 * Mails as jobs. `send` writes the mail (in the caller's transaction, or on its own) and returns;
 * the job hands it to the mailer, retried for a day while the mail server is away. `key` names
 * what the mail reports (an event and the mail's role in it, a day's summary): the key's job is
 * written once however many times or places it is sent at once, and the mail's Message-ID is made
 * from it.
 *
 * Each mail is sent at most once (`deliverOnce`): after a crash just as the mail server took it,
 * the job is dead with a message saying it is not known whether it went, and the Jobs screen's
 * Retry sends it again (docs/decisions/0289).
 */
export type MailQueue = {
  send(db: Queryable, key: string, message: MailMessage): Promise<void>;
  /**
   * Sends the mail now, at most once for `key`, from a job that already runs after the change it
   * reports (a subscriber's): the mail is written when it is sent, not carried through a job row of
   * its own. A refusal throws, and the calling job is tried again, writing the mail again; a mail
   * that went is not sent twice.
   */
  deliver(key: string, message: MailMessage): Promise<void>;
};

export function createMailQueue(deps: { jobs: Jobs; db: Db; mailer: Mailer; domain: string }): MailQueue {
  const { db } = deps;
  const deliver = (key: string, message: MailMessage) => {
    const record = { key, recipient: message.to, subject: message.subject };
    const channel = { ready: async () => deps.mailer.ready?.() };
    return deliverOnce(db, record, JOB_TEXTS.mailMaybeSent, channel, () =>
      deps.mailer.send({ ...message, messageId: `<${key.replace(/[^\w.-]/g, '.')}@${deps.domain}>` }),
    );
  };
  deps.jobs.define<QueuedMail>(MAIL_QUEUE, {
    concurrency: 2,
    handler: ({ key, message: { attachments, ...message } }) =>
      deliver(key, {
        ...message,
        ...(attachments
          ? {
              attachments: attachments.map(({ base64, ...file }) => ({
                ...file,
                content: Buffer.from(base64, 'base64'),
              })),
            }
          : {}),
      }),
  });
  return {
    deliver,
    async send(db, key, { attachments, ...message }) {
      const queued: QueuedMail = {
        key,
        message: {
          ...message,
          ...(attachments
            ? {
                attachments: attachments.map(({ content, ...file }) => ({
                  ...file,
                  base64: Buffer.from(content).toString('base64'),
                })),
              }
            : {}),
        },
      };
      await deps.jobs.send(db, MAIL_QUEUE, queued, { key: `mail:${key}` });
    },
  };
}

/**
 * Hands a message (a mail, a WhatsApp message) to its channel at most once for `key`, whichever
 * job or instance runs it. The key is claimed (`sending`) before the channel is reached and marked
 * `sent` once the channel took it; a refusal or a lost connection releases the claim and the error
 * goes to the job, which tries again. An attempt that stopped in between (the process killed just
 * as the channel accepted) leaves the claim behind: the next attempt does not know whether the
 * message went, so it sends nothing, marks the key `unknown` and gives the job up at once with
 * `maybeSent`. The operator's Retry finds the key `unknown` and sends it again on purpose
 * (docs/decisions/0289).
 *
 * `channel.ready`, when given, is asked first whether the channel answers: a mail server that is
 * down then fails the attempt before any claim, so a process killed while it waits for the server
 * to come back leaves nothing in doubt (docs/decisions/0293).
 */
export async function deliverOnce(
  db: Db,
  record: { key: string; recipient: string; subject: string },
  maybeSent: string,
  channel: { ready?: (() => Promise<void>) | undefined },
  deliver: () => Promise<unknown>,
): Promise<void> {
  const { key } = record;
  await channel.ready?.();
  // The claim: a new key, or one an operator chose to send again (`unknown`, by Retry).
  const claimed = await db
    .insert(sentMails)
    .values({ ...record, state: 'sending' })
    .onConflictDoUpdate({
      target: sentMails.key,
      set: { state: 'sending', sentAt: new Date() },
      setWhere: eq(sentMails.state, 'unknown'),
    })
    .returning({ key: sentMails.key });
  if (claimed.length === 0) {
    const [held] = await db.select({ state: sentMails.state }).from(sentMails).where(eq(sentMails.key, key));
    if (held?.state === 'sent') return;
    await db
      .update(sentMails)
      .set({ state: 'unknown' })
      .where(and(eq(sentMails.key, key), eq(sentMails.state, 'sending')));
    throw new GiveUp(maybeSent);
  }
  try {
    await deliver();
  } catch (error) {
    // Not taken by the channel: the next attempt may send it.
    await db.delete(sentMails).where(and(eq(sentMails.key, key), eq(sentMails.state, 'sending')));
    throw error;
  }
  await db.update(sentMails).set({ state: 'sent', sentAt: new Date() }).where(eq(sentMails.key, key));
}

/**
 * Forgets the keys of mails sent before `before`: a mail job runs for a day at most (a dead one
 * was never sent), so a key that old can no longer stop a second copy of anything.
 */
export async function pruneSentMails(db: Queryable, before: Date): Promise<number> {
  const deleted = await db.delete(sentMails).where(lt(sentMails.sentAt, before)).returning({ key: sentMails.key });
  return deleted.length;
}
