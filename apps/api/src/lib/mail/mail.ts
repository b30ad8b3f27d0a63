import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** A file sent with a mail (an invoice PDF). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/** An address with the name a mail program shows beside it. */
export type MailAddress = { name: string; address: string };

/**
 * Who the shop's mails come from (a no-reply sender), and where an answer to one goes unless the
 * mail names its own Reply-To: the support address, read by people.
 */
export type MailSender = { from: string; replyTo: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: readonly MailAttachment[];
  /** The Message-ID header, `<id@domain>`; the transport makes one when left out. */
  messageId?: string;
  /** Headers of the message's own (a marketing mail's List-Unsubscribe). */
  headers?: Readonly<Record<string, string>>;
  /**
   * Where an answer goes when it is not the sender's support address: the shopper a mail to the
   * owner is about, so the owner's Reply reaches them.
   */
  replyTo?: MailAddress;
};

/** The message in nodemailer's terms, from the sender and with its Reply-To (the support address by default). */
const toNodemailer = (sender: MailSender, { attachments, replyTo, ...message }: MailMessage) => ({
  from: sender.from,
  ...message,
  replyTo: replyTo ?? sender.replyTo,
  ...(attachments ? { attachments: attachments.map((a) => ({ ...a })) } : {}),
});

/** The mail port: the outbox by default, SMTP when SMTP_URL is set. */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
  /** Reaches the mail server once (the start-up check); absent for the outbox. */
  verify?(): Promise<void>;
  /**
   * Settles that the mail server answers before a send that must not be left in doubt: it greets
   * the server unless the last send through it went, and throws when it does not answer. Absent
   * for the outbox, which is always there.
   */
  ready?(): Promise<void>;
};

/** Writes every message as an .eml file under `dir`, for development and tests. */
export function outboxMailer(dir: string, sender: MailSender, log?: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail(toNodemailer(sender, message));
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const file = path.join(dir, name);
      await fs.writeFile(file, info.message as Buffer);
      log?.info({ subject: message.subject, file }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}

export function smtpMailer(url: string, sender: MailSender, log?: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(url);
  /** Whether the last send went: until then (and after one failed) the server is greeted first. */
  let answering = false;
  return {
    async send(message) {
      try {
        await transport.sendMail(toNodemailer(sender, message));
      } catch (error) {
        answering = false;
        throw error;
      }
      answering = true;
      log?.info({ subject: message.subject }, 'mail sent');
    },
    close: () => transport.close(),
    verify: async () => {
      await transport.verify();
    },
    async ready() {
      if (answering) return;
      await transport.verify();
    },
  };
}
