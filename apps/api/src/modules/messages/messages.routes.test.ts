import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { contactMessages, feedback } from '../../db/schema/index.ts';
import { createShoppers, type Shopper } from '../../../test/fixtures/cart.ts';
import { API_BASE_PATH, MESSAGE_RATE_LIMITS } from '@shop/shared';

describe('contact and feedback', () => {
  let app: TestApp;
  let shopper: Shopper;

  beforeAll(async () => {
    app = await createTestApp({ SUPPORT_EMAIL: 'help@storyfit.test' });
    [shopper] = (await createShoppers(app, 1)) as [Shopper];
  });
  afterAll(() => app.close());

  const outbox = async () => {
    const dir = path.join(app.dataDir, 'outbox');
    const files = await fs.readdir(dir).catch(() => []);
    return Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
  };

  it('stores a contact message and mails it to the support address', async () => {
    const message = {
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '9812345678',
      message: 'Is XXL <b>boxy</b>?',
    };
    const res = await app.inject({ method: 'POST', url: `${API_BASE_PATH}/contact`, payload: message });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Message sent successfully!', data: null });

    const [stored] = await app.db.select().from(contactMessages).where(eq(contactMessages.email, 'asha@example.in'));
    expect(stored).toMatchObject({ name: 'Asha Verma', phone: '9812345678', message: 'Is XXL <b>boxy</b>?' });

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: help@storyfit.test');
    expect(mails[0]).toContain('Asha Verma');
    expect(mails[0]).toContain('&lt;b&gt;boxy&lt;/b&gt;');
  });

  it('refuses a contact message with a missing field or a bad phone, with per-field messages', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/contact`,
      payload: { name: '  ', email: 'not-an-email', phone: '12345', message: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors).toMatchObject({
      name: 'Name is required',
      email: 'Invalid email format',
      phone: 'Invalid phone number (10 digits required)',
      message: 'Message is required',
    });
    expect(await outbox()).toHaveLength(1);
  });

  it('takes feedback only from signed-in users, and never blank', async () => {
    const visitor = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/feedback`,
      payload: { feedback: 'Great fit' },
    });
    expect(visitor.statusCode).toBe(401);

    const blank = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/feedback`,
      payload: { feedback: '   ' },
      headers: { cookie: shopper.cookie },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Feedback cannot be empty');

    const ok = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/feedback`,
      payload: { feedback: '  Loved the fabric.  ' },
      headers: { cookie: shopper.cookie },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe('Feedback submitted successfully');
    const rows = await app.db.select().from(feedback).where(eq(feedback.userId, shopper.id));
    expect(rows.map((r) => r.feedback)).toEqual(['Loved the fabric.']);
  });

  it('limits feedback per customer and contact messages per customer and per address', async () => {
    const { contact, feedback: feedbackLimits } = MESSAGE_RATE_LIMITS;
    const [writer, other] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    const send = (url: string, payload: object, who: Shopper | null, ip: string) =>
      app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}${url}`,
        payload,
        remoteAddress: ip,
        headers: who ? { cookie: who.cookie } : {},
      });

    // One customer, each time from another address: the per-customer limit still holds.
    const feedbackStatuses = [];
    for (let i = 0; i <= feedbackLimits.user.max; i++) {
      feedbackStatuses.push(
        (await send('/feedback', { feedback: `Note ${i}` }, writer, `198.51.100.${i + 1}`)).statusCode,
      );
    }
    expect(feedbackStatuses).toEqual([...Array<number>(feedbackLimits.user.max).fill(201), 429]);
    expect((await send('/feedback', { feedback: 'Mine' }, other, '198.51.100.200')).statusCode).toBe(201);

    const message = { name: 'Ravi', email: 'ravi@example.in', phone: '9812345678', message: 'Hello' };
    const contactStatuses = [];
    for (let i = 0; i <= contact.user.max; i++) {
      contactStatuses.push((await send('/contact', message, writer, `203.0.113.${i + 1}`)).statusCode);
    }
    expect(contactStatuses).toEqual([...Array<number>(contact.user.max).fill(201), 429]);

    // Visitors from one address share its limit.
    const visitorStatuses = [];
    for (let i = 0; i <= contact.ip.max; i++)
      visitorStatuses.push((await send('/contact', message, null, '192.0.2.9')).statusCode);
    expect(visitorStatuses).toEqual([...Array<number>(contact.ip.max).fill(201), 429]);
  });
});
