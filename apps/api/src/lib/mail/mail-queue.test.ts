import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type { MailMessage, Mailer } from './mail.ts';

describe('the mail queue', () => {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
    },
    close() {},
  };
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({}, { mailer });
    await app.ready();
  });
  afterAll(() => app.close());

  const mail = (subject: string): MailMessage => ({ to: 'owner@storyfit.test', subject, text: subject, html: subject });

  it('sends a key once when it is queued several times at the same moment, and once more later', async () => {
    // Two instances writing the same mail at once, each in a transaction of its own.
    await Promise.all(
      ['first', 'second', 'third'].map((subject) =>
        app.db.transaction((tx) => app.mailQueue.send(tx, 'summary:2026-11-24', mail(subject))),
      ),
    );
    await app.jobs.settled();
    await app.mailQueue.send(app.db, 'summary:2026-11-24', mail('late'));
    await app.jobs.settled();
    expect(sent.filter((m) => m.to === 'owner@storyfit.test')).toHaveLength(1);
    expect(sent[0]!.messageId).toBe('<summary.2026-11-24@localhost>');

    await app.mailQueue.send(app.db, 'summary:2026-11-25', mail('next day'));
    await app.jobs.settled();
    expect(sent.map((m) => m.subject).slice(1)).toEqual(['next day']);
  });
});
