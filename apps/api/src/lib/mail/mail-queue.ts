import { eq, lt } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { sentMails } from '../../db/schema/index.ts';
import type { Jobs } from '../jobs/jobs.ts';
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
 * written once however many times or places it is sent at once, a key already sent is not sent
 * again however often the job runs, and the mail's Message-ID is made from it, so a copy that
 * slips through (the process dying between the send and its record) is one receivers fold together.
 */
export type MailQueue = { send(db: Queryable, key: string, message: MailMessage): Promise<void> };

export function createMailQueue(deps: { jobs: Jobs; db: Db; mailer: Mailer; domain: string }): MailQueue {
  deps.jobs.define<QueuedMail>(MAIL_QUEUE, {
    concurrency: 2,
    handler: async ({ key, message: { attachments, ...message } }) => {
      const [sent] = await deps.db.select({ key: sentMails.key }).from(sentMails).where(eq(sentMails.key, key));
      if (sent) return;
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
      await deps.db
        .insert(sentMails)
        .values({ key, recipient: message.to, subject: message.subject })
        .onConflictDoNothing();
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
