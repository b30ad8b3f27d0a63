import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_BASE_PATH, JOB_TEXTS, JobCounts, JobList, envelope, type Job, type JobState } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { insertOneTeeOrder } from '../../../test/fixtures/admin.ts';
import { publish } from '../../../test/fixtures/events.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import type { MailMessage, Mailer } from '../../lib/mail/mail.ts';

/** A mail server that can be switched off: while down, every send fails as a refused connection does. */
function switchableMailer() {
  const sent: MailMessage[] = [];
  let down = true;
  const mailer: Mailer = {
    async send(message) {
      if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      sent.push(message);
    },
    close() {},
  };
  return { mailer, sent, up: () => (down = false), down: () => (down = true) };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end;) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the operator’s jobs', () => {
  let app: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  const smtp = switchableMailer();

  const get = (url: string, user: TestUser | null = admin) =>
    app.inject({ url: `${API_BASE_PATH}${url}`, headers: user ? { cookie: user.cookie } : {} });
  const list = async (query: { state?: JobState; page?: number } = {}) => {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await get(`${API.jobs.root}?${params}`);
    expect(res.statusCode).toBe(200);
    return envelope(JobList).parse(res.json()).data;
  };
  const counts = async () => envelope(JobCounts).parse((await get(API.jobs.counts)).json()).data;
  const retry = (id: string, user: TestUser | null = admin) =>
    app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.jobs.retry(id)}`,
      headers: user ? { cookie: user.cookie } : {},
    });

  beforeAll(async () => {
    // Jobs retried every second or two and given up after three seconds: a day in miniature.
    app = await createTestApp({ JOBS_GIVE_UP_SECONDS: '3' }, { mailer: smtp.mailer });
    await app.ready();
    admin = await createUser(app, { role: 'admin' });
    customer = await createUser(app);
  });
  afterAll(() => app.close());

  it('are for admins only: 401 for a visitor, 403 for a customer', async () => {
    const someId = '6a1f0c3e-0000-4000-8000-000000000001';
    for (const user of [null, customer]) {
      const status = user ? 403 : 401;
      expect((await get(API.jobs.root, user)).statusCode).toBe(status);
      expect((await get(API.jobs.counts, user)).statusCode).toBe(status);
      expect((await retry(someId, user)).statusCode).toBe(status);
    }
  });

  it("lists an order's mail the server refuses as retrying with its last error and its recipient, then dead; Retry sends it once the server is back", async () => {
    const order = await insertOneTeeOrder(app.db, customer.id);
    await publish(app, [{ type: 'order.confirmed', orderId: order.id, paymentMethod: 'cod' }]);
    // The event's own job writes and sends the order's mails: it is the one listed, with whom they go to.
    const description = JOB_TEXTS.describe.orderMails('order.confirmed', `#${order.orderNumber}`, customer.email);
    const find = (jobs: Job[]) => jobs.find((job) => job.description === description);

    const retrying = await until('the mail to be retrying', async () => find((await list({ state: 'retrying' })).jobs));
    expect(retrying).toMatchObject({ queue: 'event.order-mails', state: 'retrying' });
    expect(retrying.lastError).toContain('ECONNREFUSED');
    expect(retrying.tries).toBeGreaterThanOrEqual(1);
    expect(retrying.nextTryAt).not.toBeNull();
    expect((await counts()).retrying + (await counts()).dead).toBeGreaterThanOrEqual(1);

    const dead = await until('the mail to be given up', async () => find((await list({ state: 'dead' })).jobs));
    expect(dead._id).toBe(retrying._id);
    expect(dead.lastError).toContain('ECONNREFUSED');
    expect(dead.tries).toBeGreaterThanOrEqual(2);
    expect(dead.nextTryAt).toBeNull();
    expect((await counts()).dead).toBeGreaterThanOrEqual(1);
    // No mail job of its own carries the message.
    const all = await list();
    expect(all.jobs.some((job) => job.queue === 'mail.send' && job.description.includes(customer.email))).toBe(false);
    expect(all.jobs.every((job) => !job.queue.startsWith('__pgboss__'))).toBe(true);

    smtp.up();
    const res = await retry(dead._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(JOB_TEXTS.retried);
    await until('the mail to be sent', async () =>
      smtp.sent.find((mail) => mail.subject.includes(`#${order.orderNumber} is confirmed`)),
    );
    await until('the dead list to drop it', async () =>
      find((await list({ state: 'dead' })).jobs) ? undefined : true,
    );
  });

  it('pages by ten, newest first', async () => {
    smtp.down();
    for (let i = 0; i < 12; i++) {
      await app.mailQueue.send(app.db, `jobs-test:${i}`, {
        to: `buyer${i}@example.in`,
        subject: `Test ${i}`,
        text: 'Hello',
        html: '<p>Hello</p>',
      });
    }
    const first = await list();
    expect(first.jobs).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(first.totalPages).toBe(Math.ceil(first.total / 10));
    const second = await list({ page: 2 });
    expect(second.jobs.length).toBeGreaterThanOrEqual(1);
    const ids = new Set([...first.jobs, ...second.jobs].map((job) => job._id));
    expect(ids.size).toBe(first.jobs.length + second.jobs.length);
    expect(first.jobs[0]!.createdAt >= second.jobs[0]!.createdAt).toBe(true);
  });

  it('answers 404 with a clear message for a job it does not know, 400 for a malformed id', async () => {
    const unknown = await retry('6a1f0c3e-0000-4000-8000-000000000001');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: JOB_TEXTS.notFound });
    expect((await retry('not-a-job')).statusCode).toBe(400);
  });
});

describe('how far behind the jobs run', () => {
  let app: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    // An instance that sends jobs and works none: what it sends waits, as a sale's mails wait
    // for quiet moments on a busy one.
    app = await createTestApp({ JOBS_WORK: 'off' });
    await app.ready();
    admin = await createUser(app, { role: 'admin' });
  });
  afterAll(() => app.close());

  const counts = async () =>
    envelope(JobCounts).parse(
      (await app.inject({ url: `${API_BASE_PATH}${API.jobs.counts}`, headers: { cookie: admin.cookie } })).json(),
    ).data;

  it('names nothing while no job waits past its time, then the one that has waited longest, since it fell due', async () => {
    expect((await counts()).behind).toBeNull();
    const customer = await createUser(app);
    const first = await insertOneTeeOrder(app.db, customer.id);
    const before = Date.now();
    await publish(app, [{ type: 'order.confirmed', orderId: first.id, paymentMethod: 'cod' }]);
    const after = Date.now();
    const { behind, waiting } = await counts();
    expect(waiting).toBeGreaterThanOrEqual(1);
    const listed = await app.inject({
      url: `${API_BASE_PATH}${API.jobs.root}?state=waiting`,
      headers: { cookie: admin.cookie },
    });
    const descriptions = envelope(JobList)
      .parse(listed.json())
      .data.jobs.map((job) => job.description);
    expect(descriptions).toContain(behind?.description);
    expect(Date.parse(behind!.dueSince)).toBeGreaterThanOrEqual(before - 1_000);
    expect(Date.parse(behind!.dueSince)).toBeLessThanOrEqual(after);

    // A later order's jobs wait too, but not as long: the first stays the one named.
    const second = await insertOneTeeOrder(app.db, customer.id);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await publish(app, [{ type: 'order.confirmed', orderId: second.id, paymentMethod: 'cod' }]);
    expect((await counts()).behind).toEqual(behind);
  });
});
