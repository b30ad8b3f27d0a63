import { STORE, type ContactBody } from '@shop/shared';
import { layoutMail, lines, paragraph, preformatted } from '../../lib/mail/layout.ts';
import type { MailMessage } from '../../lib/mail/mail.ts';

/** A visitor's contact message, as support receives it; a Reply answers the visitor. */
export function contactMail(supportEmail: string, body: ContactBody, messageId: string): MailMessage {
  const mail = layoutMail({
    to: supportEmail,
    subject: `[${STORE.name}] Contact message from ${body.name}`,
    heading: 'New contact message',
    blocks: [
      lines('From', [body.name, `E-mail: ${body.email}`, `Phone: ${body.phone}`]),
      preformatted(body.message),
      paragraph(`Message id: ${messageId}`, { muted: true }),
    ],
    footer: `Sent by the ${STORE.name} contact form. Reply to this mail to answer ${body.email}.`,
  });
  return { ...mail, replyTo: { name: body.name, address: body.email } };
}
