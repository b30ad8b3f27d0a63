import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_TEXTS, JobList, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper } from '../../../test/fixtures/cart.ts';
import { call, checkout, createAdmin, placed } from '../../../test/fixtures/orders.ts';
import { startSmtpServer } from '../../../test/smtp-server.ts';
import { sentMails } from '../../db/schema/index.ts';
import { smtpMailer, type Mailer } from './mail.ts';

/**
 * The window the audit found: the mail server has taken an order's mail, and the attempt stops
 * before the shop records it (the process killed). A fault in the mail port holds that attempt
 * forever just after the real SMTP server accepted, as a killed process would; the job engine
 * counts it lost and tries again. The mail is delivered once, the owner sees why on the Jobs
 * screen, and Retry there sends it again on purpose.
 */
describe('a mail whose attempt stops just after the mail server took it', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;
  let admin: Shopper;
  let shopper: Shopper;
  /** The attempt the fault holds: released (as failed) when the test ends. */
  let releaseHeld: ((error: Error) => void) | undefined;
  let cutOffFor: string | undefined;
  let refuseOnceFor: string | undefined;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const real = smtpMailer(`smtp://127.0.0.1:${smtp.port}`, {
      from: 'StoryFit <no-reply@storyfit.in>',
      replyTo: 'support@storyfit.in',
    });
    const mailer: Mailer = {
      ...real,
      async send(message) {
        if (message.to === refuseOnceFor) {
          refuseOnceFor = undefined;
          // Refused before the server took anything, as when it is away.
          throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        }
        await real.send(message);
        if (message.to !== cutOffFor) return;
        cutOffFor = undefined;
        // Accepted by the server; this attempt never gets to say so.
        await new Promise<void>((_resolve, reject) => (releaseHeld = reject));
      },
    };
    app = await createTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        RATE_LIMIT: 'off',
        JOBS_POLL_SECONDS: '0.5',
        JOBS_SUPERVISE_SECONDS: '1',
        JOBS_RETRY_FIRST_SECONDS: '1',
        JOBS_RETRY_MAX_SECONDS: '1',
        // The held attempt counts as lost after 3 s, and is tried again.
        JOBS_ATTEMPT_SECONDS: '3',
      },
      { mailer },
    );
    await app.ready();
    admin = await createAdmin(app);
    [shopper] = (await createShoppers(app, 1)) as [Shopper];
  });
  afterAll(async () => {
    releaseHeld?.(new Error('test over'));
    await app.close();
    await smtp.close();
  });

  const deliveredTo = (email: string) =>
    smtp.received
      .filter((mail) => mail.to.includes(email))
      .map((mail) => ({
        subject: /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '',
        messageId: /^Message-ID: (.*)$/im.exec(mail.raw)?.[1] ?? '',
      }));
  const deadMails = async () => {
    const res = await call(app, admin, 'GET', '/jobs?state=dead');
    expect(res.statusCode, res.body).toBe(200);
    return envelope(JobList)
      .parse(res.json())
      .data.jobs.filter((job) => job.description.includes(shopper.email));
  };

  // The order's mail waits for its invoice to be drawn, then for the lost attempt to be noticed.
  it(
    'is delivered once, shown on the Jobs screen as not known to have gone, and sent again only by Retry',
    { timeout: 180_000 },
    async () => {
      cutOffFor = shopper.email;
      const tee = await createVariant(app, { stock: { M: 5 } });
      const { res } = await checkout(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
      expect(res.statusCode, res.body).toBe(201);
      const orderNumber = placed(res).order.orderNumber;

      // The attempt is lost, the job tried again, and given up at once without sending.
      const [dead] = await vi.waitFor(
        async () => {
          const jobs = await deadMails();
          expect(jobs).toHaveLength(1);
          return jobs;
        },
        { timeout: 90_000, interval: 250 },
      );
      expect(dead!.lastError).toContain(JOB_TEXTS.mailMaybeSent);
      expect(dead!.description).toContain(`#${orderNumber}`);
      const first = deliveredTo(shopper.email);
      expect(first).toHaveLength(1);
      expect(first[0]!.subject).toBe(`Your StoryFit order #${orderNumber} is confirmed`);
      const [claim] = await app.db.select().from(sentMails).where(eq(sentMails.recipient, shopper.email));
      expect(claim!.state).toBe('unknown');
      // Nothing sends it again on its own.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      expect(deliveredTo(shopper.email)).toHaveLength(1);

      // The owner decides it did not arrive: Retry sends it, with the same Message-ID.
      const retried = await call(app, admin, 'POST', `/jobs/${dead!._id}/retry`);
      expect(retried.statusCode, retried.body).toBe(200);
      await vi.waitFor(() => expect(deliveredTo(shopper.email)).toHaveLength(2), { timeout: 30_000, interval: 250 });
      const [again] = deliveredTo(shopper.email).slice(1);
      expect(again!.messageId).toBe(first[0]!.messageId);
      await vi.waitFor(
        async () => {
          const [row] = await app.db.select().from(sentMails).where(eq(sentMails.recipient, shopper.email));
          expect(row!.state).toBe('sent');
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(await deadMails()).toEqual([]);
    },
  );
});

/** A mail the server refused (or could not be reached for) was not taken: its claim is released. */
describe('a mail the mail server did not take', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;
  let refuseOnceFor: string | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const real = smtpMailer(`smtp://127.0.0.1:${smtp.port}`, {
      from: 'StoryFit <no-reply@storyfit.in>',
      replyTo: 'support@storyfit.in',
    });
    const mailer: Mailer = {
      ...real,
      async send(message) {
        if (message.to === refuseOnceFor) {
          refuseOnceFor = undefined;
          throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        }
        await real.send(message);
      },
    };
    app = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, JOBS_RETRY_FIRST_SECONDS: '1', JOBS_RETRY_MAX_SECONDS: '1' },
      { mailer },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  const deliveredTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  it('is sent by the next attempt', async () => {
    const [other] = (await createShoppers(app, 1)) as [Shopper];
    const key = `test:refused-then-taken:${other.id}`;
    refuseOnceFor = other.email;
    await app.mailQueue.send(app.db, key, { to: other.email, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
    await vi.waitFor(() => expect(deliveredTo(other.email)).toHaveLength(1), { timeout: 30_000, interval: 250 });
    expect(refuseOnceFor).toBeUndefined();
    await vi.waitFor(
      async () => {
        const [row] = await app.db.select().from(sentMails).where(eq(sentMails.key, key));
        expect(row!.state).toBe('sent');
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});

/**
 * A mail server that is down or does not answer: the attempt waits for it, and a process killed
 * then must leave no claim behind, or the mail would be given up as "not known whether it went"
 * though it never left. A listener that takes connections and never greets holds the attempt
 * open, as a hung server does, while the test looks for the claim.
 */
describe('a mail whose server does not answer', () => {
  let app: TestApp;
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOBS_POLL_SECONDS: '0.5' });
    await app.ready();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    await app.close();
  });

  it('is not claimed while the attempt waits for the server', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const key = `test:server-silent:${shopper.id}`;
    await app.mailQueue.send(app.db, key, { to: shopper.email, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
    // The attempt has reached the server and waits for its greeting.
    await vi.waitFor(() => expect(sockets.size).toBeGreaterThan(0), { timeout: 30_000, interval: 100 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await app.db.select().from(sentMails).where(eq(sentMails.key, key))).toEqual([]);
  });
});
