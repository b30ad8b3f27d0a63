import type { ContactBody, FeedbackBody } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mail/mail.ts';
import { contactMail } from './messages.mail.ts';
import * as repo from './messages.repository.ts';

/**
 * Stores a contact message, then mails it to the support address. The message is kept even if
 * the mail cannot be sent: support can still read it from the database.
 */
export async function sendContactMessage(
  deps: { db: Db; mailer: Mailer; supportEmail: string; log: FastifyBaseLogger },
  userId: string | null,
  body: ContactBody,
): Promise<void> {
  const { id } = await repo.insertContactMessage(deps.db, { userId, ...body });
  const mail = contactMail(deps.supportEmail, body, id);
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, contactMessageId: id }, 'contact message stored but not mailed');
  }
}

export async function submitFeedback(db: Db, userId: string, body: FeedbackBody): Promise<void> {
  await repo.insertFeedback(db, { userId, feedback: body.feedback });
}
