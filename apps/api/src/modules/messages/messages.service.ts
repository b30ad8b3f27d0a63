import { STORE, type ContactBody, type FeedbackBody } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mail/mail.ts';
import * as repo from './messages.repository.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
  const fields = [
    ['Name', body.name],
    ['E-mail', body.email],
    ['Phone', body.phone],
  ] as const;
  const text = `${fields.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${body.message}\n\nMessage id: ${id}\n`;
  const html =
    `<p>${fields.map(([label, value]) => `<strong>${label}:</strong> ${escapeHtml(value)}`).join('<br>')}</p>` +
    `<p style="white-space:pre-wrap">${escapeHtml(body.message)}</p>` +
    `<p style="color:#666">Message id: ${id}</p>`;
  try {
    await deps.mailer.send({
      to: deps.supportEmail,
      subject: `[${STORE.name}] Contact message from ${body.name.replace(/[\r\n]+/g, ' ')}`,
      text,
      html,
    });
  } catch (error) {
    deps.log.error({ err: error, contactMessageId: id }, 'contact message stored but not mailed');
  }
}

export async function submitFeedback(db: Db, userId: string, body: FeedbackBody): Promise<void> {
  await repo.insertFeedback(db, { userId, feedback: body.feedback });
}
