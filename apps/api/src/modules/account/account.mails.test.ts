import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { otpMail } from './account.mails.ts';
import { codeIn, newPerson, post } from '../../../test/fixtures/account.ts';
import { startSmtpServer, type ReceivedMail } from '../../../test/smtp-server.ts';

describe('mail through a real SMTP server (SMTP_URL)', () => {
  let received: ReceivedMail[];
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    received = smtp.received;
    app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT: 'off' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends the verification code over SMTP, and that code verifies the account', async () => {
    const person = newPerson({ name: 'Zoya <Khan>' });
    expect((await post(app, '/user/register', person)).statusCode).toBe(201);

    const mail = received.find((m) => m.to.includes(person.email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('no-reply@storyfit.in');
    expect(mail!.raw).toContain('Subject: Verify your StoryFit account');
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/);
    // The name is escaped in the HTML part.
    expect(mail!.raw).toContain('Zoya &lt;Khan&gt;');
    expect(fs.existsSync(path.join(app.dataDir, 'outbox'))).toBe(false);

    const verified = await post(app, '/user/verify_user', { email: person.email, otp: codeIn(mail!.raw) });
    expect(verified.statusCode).toBe(200);
  });
});

describe('a mail that cannot be sent', () => {
  let app: TestApp;
  beforeAll(async () => {
    const failing = {
      send: async () => {
        throw new Error('connection refused');
      },
      close: () => {},
    };
    app = await createTestApp({ RATE_LIMIT: 'off' }, { mailer: failing });
  });
  afterAll(() => app.close());

  it('does not fail sign-up, and a failed resend neither succeeds nor starts the wait', async () => {
    const person = newPerson();
    expect((await post(app, '/user/register', person)).statusCode).toBe(201);
    // The sign-up code was never delivered, so it does not hold back a resend.
    for (let i = 0; i < 2; i++) {
      const res = await post(app, '/user/resend_otp', { email: person.email });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe(SERVER_MESSAGES.internal);
    }
  });
});

describe('the code mail', () => {
  it('has a plain and an HTML part, both with the code prominent and the expiry', () => {
    const mail = otpMail('reset', { name: 'Asha', email: 'asha@example.in' }, '042917');
    expect(mail.subject).toBe('Reset your StoryFit password');
    expect(mail.text).toContain('Your StoryFit code: 042917');
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.html).toMatch(/font-size:32px[^>]*>042917</);
    expect(mail.text.split('\n').every((line) => line.length <= 76)).toBe(true);
  });
});
