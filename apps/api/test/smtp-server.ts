import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

/** A mail as the SMTP server received it: envelope and raw message. */
export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on the loopback (no TLS, no auth), keeping every mail it receives. `refuse`
 * names recipients it turns away for good (550), as a server does an address that does not exist.
 */
export async function startSmtpServer(port = 0, options: { refuse?: (address: string) => boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A client killed mid-connection (the kill tests SIGKILL the shop) resets its socket: the server
  // reports that as an error event, which a real mail server logs and lives through, as this one does.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') console.error('test SMTP server:', error);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) as the text they stand for. */
function decodeWords(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=(\s+(?==\?))?/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeURIComponent(
          text
            .replace(/_/g, ' ')
            .replace(/%/g, '%25')
            .replace(/=([0-9A-F]{2})/gi, '%$1'),
        ),
  );
}

/** A header of a received mail as a mail program shows it: unfolded, encoded words decoded. */
export function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const value = new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
  return value === undefined ? undefined : decodeWords(value.trim());
}

/** The first mail received for `to` whose Subject header matches `subject`, if any. */
export function mailWithSubject(received: ReceivedMail[], to: string, subject: RegExp): ReceivedMail | undefined {
  return received.find((m) => m.to.includes(to) && subject.test(headerOf(m, 'Subject') ?? ''));
}

/**
 * The mail to `to` whose Subject matches, once the app's jobs have run (the mails go out from
 * them); fails the test, naming the mail, when none came.
 */
export async function mailOnceSettled(
  app: { jobs: { settled(): Promise<void> } },
  received: ReceivedMail[],
  to: string,
  subject: RegExp,
): Promise<ReceivedMail> {
  await app.jobs.settled();
  const mail = mailWithSubject(received, to, subject);
  expect(mail, `a mail ${subject} to ${to}`).toBeDefined();
  return mail!;
}

/** A part of a received mail (`text/plain` or `text/html`) as its reader sees it: transfer encoding undone. */
export function partOf(mail: ReceivedMail, type: 'text/plain' | 'text/html'): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mail.raw)?.[1];
  const parts = boundary ? mail.raw.split(`--${boundary}`) : [mail.raw];
  const part = parts.find((p) => new RegExp(`^\\s*Content-Type: ${type}`, 'i').test(p));
  if (!part) throw new Error(`the mail has no ${type} part`);
  const [headers = '', ...rest] = part.replace(/^\s+/, '').split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n').replace(/\r?\n$/, '');
  const decoded = /Content-Transfer-Encoding: base64/i.test(headers)
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : /Content-Transfer-Encoding: quoted-printable/i.test(headers)
      ? Buffer.from(
          body
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8')
      : body;
  return decoded.replace(/\r\n/g, '\n');
}
