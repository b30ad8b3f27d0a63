import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertOrder, insertVariant, type FixtureVariant } from '../../../test/fixtures/admin.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import type { Mailer } from '../../lib/mail/mail.ts';
import { outboxEvents } from '../../db/schema/index.ts';
import { jobsWritten, publish } from '../../../test/fixtures/events.ts';

async function outbox(app: TestApp): Promise<string[]> {
  await app.jobs.settled();
  const dir = path.join(app.dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.sort().map((f) => fs.readFile(path.join(dir, f), 'utf8')));
}
// Mails are delivered in the background, so the outbox's file order is not the events' order.
const subjects = (mails: string[]) => mails.map((m) => /^Subject: (.*)$/m.exec(m)?.[1]).sort();

describe('order mails follow the lifecycle events, after commit', () => {
  let app: TestApp;
  let customer: TestUser;
  let variant: FixtureVariant;

  beforeAll(async () => {
    app = await createTestApp({ SUPPORT_EMAIL: 'help@storyfit.test' });
    customer = await createUser(app);
    variant = await insertVariant(app.db, { productName: 'Story Tee', colorName: 'Sand', price: 699 });
  });
  afterAll(() => app.close());

  it('a confirmed order mails the customer a confirmation and support a notice; a paid one a receipt', async () => {
    const order = await insertOrder(app.db, {
      userId: customer.id,
      method: 'online',
      paid: true,
      status: 'pending',
      items: [{ variant, size: 'XL', quantity: 2 }],
    });
    const before = (await outbox(app)).length;
    await publish(app, [
      { type: 'order.paid', orderId: order.id, paymentId: order.razorpayPaymentId!, late: false },
      { type: 'order.confirmed', orderId: order.id, paymentMethod: 'online' },
    ]);
    const mails = (await outbox(app)).slice(before);
    expect(mails).toHaveLength(3);
    expect(subjects(mails)).toContain(`Payment received for your StoryFit order #${order.orderNumber}`);
    expect(subjects(mails)).toContain(`Your StoryFit order #${order.orderNumber} is confirmed`);
    // The To line itself: every mail to a customer carries Reply-To the support address too.
    const notice = mails.find((m) => /^To: help@storyfit\.test$/m.test(m));
    expect(notice).toContain(`New order #${order.orderNumber}`);
    const confirmation = mails.find((m) => m.includes('is confirmed'))!;
    expect(confirmation).toContain(`To: ${customer.email}`);
    expect(confirmation).toContain('Story Tee (Sand) | Size XL | Qty 2 |');
  });

  it('shipped and delivered changes mail the customer; processing does not', async () => {
    const order = await insertOrder(app.db, {
      userId: customer.id,
      method: 'cod',
      status: 'processing',
      items: [{ variant, size: 'M', quantity: 1 }],
    });
    const before = (await outbox(app)).length;
    const jobsBefore = await jobsWritten(app, 'event.order-mails');
    await publish(app, [
      { type: 'order.status-changed', orderId: order.id, from: 'pending', to: 'processing', actor: null },
      { type: 'order.status-changed', orderId: order.id, from: 'processing', to: 'shipped', actor: null },
      { type: 'order.status-changed', orderId: order.id, from: 'shipped', to: 'delivered', actor: null },
    ]);
    expect(subjects((await outbox(app)).slice(before))).toEqual(
      [
        `Your StoryFit order #${order.orderNumber} has shipped`,
        `Your StoryFit order #${order.orderNumber} has been delivered`,
      ].sort(),
    );
    // The step to processing mails nobody, and so writes no job at all: two events, two jobs.
    expect((await jobsWritten(app, 'event.order-mails')) - jobsBefore).toBe(2);
  });

  it('a cancellation is mailed with its outcome, except for orders that never became firm', async () => {
    const order = await insertOrder(app.db, {
      userId: customer.id,
      method: 'cod',
      status: 'cancelled',
      cancellationReason: 'Ordered the wrong size',
      items: [{ variant, size: 'M', quantity: 1 }],
    });
    const before = (await outbox(app)).length;
    await publish(app, [
      { type: 'order.cancelled', orderId: order.id, from: 'pending', reason: 'unpaid-expired', refund: null },
      { type: 'order.cancelled', orderId: order.id, from: 'pending', reason: 'replaced', refund: null },
      { type: 'order.cancelled', orderId: order.id, from: 'pending', reason: 'request-approved', refund: null },
      { type: 'order.cancellation-declined', orderId: order.id, note: 'Already packed <today>', automatic: false },
    ]);
    const mails = (await outbox(app)).slice(before);
    expect(subjects(mails)).toEqual(
      [
        `Your StoryFit order #${order.orderNumber} has been cancelled`,
        `Your cancellation request for StoryFit order #${order.orderNumber}`,
      ].sort(),
    );
    expect(mails.find((m) => m.includes('has been cancelled'))).toContain('As you asked');
    expect(mails.find((m) => m.includes('Your cancellation request'))).toContain('Already packed &lt;today&gt;');
  });
});

describe('mails are sent at least once and never twice', () => {
  it('an event delivered again (a job run twice) sends each of its mails once', async () => {
    const sent: string[] = [];
    const counting: Mailer = {
      async send(message) {
        sent.push(message.subject);
      },
      close: () => {},
    };
    const app = await createTestApp({}, { mailer: counting });
    try {
      const customer = await createUser(app);
      const variant = await insertVariant(app.db, { productName: 'Tee T', colorName: 'Sand', price: 699 });
      const order = await insertOrder(app.db, {
        userId: customer.id,
        method: 'cod',
        status: 'shipped',
        items: [{ variant, size: 'M', quantity: 1 }],
      });
      const event = {
        type: 'order.status-changed',
        orderId: order.id,
        from: 'processing',
        to: 'shipped',
        actor: null,
      } as const;
      await publish(app, [event]);
      await app.jobs.settled();
      const [row] = await app.db.select().from(outboxEvents).where(eq(outboxEvents.type, event.type));
      // The same delivery once more, as a job whose completion was lost would be run again.
      await app.jobs.send(app.db, 'event.order-mails', {
        eventId: row!.id,
        occurredAt: row!.createdAt.toISOString(),
        event,
      });
      await app.jobs.settled();
      expect(sent).toEqual([`Your StoryFit order #${order.orderNumber} has shipped`]);
    } finally {
      await app.close();
    }
  });
});

describe('a mail server that fails', () => {
  it('never fails the event, and the mail is sent once when a retry gets through', async () => {
    const sent: string[] = [];
    let failures = 1;
    const flaky: Mailer = {
      async send(message) {
        if (failures-- > 0) throw new Error('421 try again later');
        sent.push(message.subject);
      },
      close: () => {},
    };
    const app = await createTestApp({}, { mailer: flaky });
    try {
      const customer = await createUser(app);
      const variant = await insertVariant(app.db, { productName: 'Tee F', colorName: 'Sand', price: 699 });
      const order = await insertOrder(app.db, {
        userId: customer.id,
        method: 'cod',
        status: 'shipped',
        items: [{ variant, size: 'M', quantity: 1 }],
      });
      await publish(app, [
        { type: 'order.status-changed', orderId: order.id, from: 'processing', to: 'shipped', actor: null },
      ]);
      expect(sent).toEqual([]);
      await app.jobs.settled();
      expect(sent).toEqual([`Your StoryFit order #${order.orderNumber} has shipped`]);
    } finally {
      await app.close();
    }
  });
});
