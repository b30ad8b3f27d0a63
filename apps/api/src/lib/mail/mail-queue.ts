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
 * Each mail is sent at most once. Its key is claimed (`sending`) before the mail server is
 * reached and marked `sent` once the server took it; a refusal or a lost connection releases the
 * claim, and the job tries again. An attempt that stopped in between (the process killed just as
 * the server accepted) leaves the claim behind: the next attempt does not know whether the mail
 * went, so it sends nothing, marks the key `unknown` and gives the job up at once with a message
 * saying so. The Jobs screen lists it as dead; Retry there sends it again (docs/decisions/0289).
 */
export type MailQueue = { send(db: Queryable, key: string, message: MailMessage): Promise<void> };

export function createMailQueue(deps: { jobs: Jobs; db: Db; mailer: Mailer; domain: string }): MailQueue {
  const { db } = deps;
  deps.jobs.define<QueuedMail>(MAIL_QUEUE, {
    concurrency: 2,
    handler: async ({ key, message: { attachments, ...message } }) => {
      // The claim: a new key, or one an operator chose to send again (`unknown`, by Retry).
      const claimed = await db
        .insert(sentMails)
        .values({ key, recipient: message.to, subject: message.subject, state: 'sending' })
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
        throw new GiveUp(JOB_TEXTS.mailMaybeSent);
      }
      try {
        await deps.mailer.send({
          ...message,
          messageId: `<${key.replace(/[^\w.-]/g, '.')}@${deps.domain}>`,
          ...(attachments
            ? {
                attachments: attachments.map(({ base64, ...file }) => ({
                  ...file,
                  content: Buffer.from(base64, 'base64'),
                })),
              }
            : {}),
        });
      } catch (error) {
        // Not taken by the server: the next attempt may send it.
        await db.delete(sentMails).where(and(eq(sentMails.key, key), eq(sentMails.state, 'sending')));
        throw error;
      }
      await db.update(sentMails).set({ state: 'sent', sentAt: new Date() }).where(eq(sentMails.key, key));
    },
  });
  return {
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
 * Forgets the keys of mails sent before `before`: a mail job runs for a day at most (a dead one
 * was never sent), so a key that old can no longer stop a second copy of anything.
 */
export async function pruneSentMails(db: Queryable, before: Date): Promise<number> {
  const deleted = await db.delete(sentMails).where(lt(sentMails.sentAt, before)).returning({ key: sentMails.key });
  return deleted.length;
}
