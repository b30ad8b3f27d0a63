import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, OrderAnswer, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import { call, checkout, createAdmin, orderRow, payOnline, placed } from '../../../test/fixtures/orders.ts';

/** The mails in the outbox, once everything queued has been sent. */
async function outbox(app: TestApp): Promise<string[]> {
  await app.jobs.settled();
  const dir = path.join(app.dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.sort().map((f) => fs.readFile(path.join(dir, f), 'utf8')));
}

const subjectOf = (mail: string) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? '';
const mailsAbout = (mails: string[], orderNumber: string) =>
  mails.filter((m) => subjectOf(m).includes(`#${orderNumber}`));

/** The PDF files attached to a mail, decoded. */
function pdfAttachments(mail: string): { filename: string; content: Buffer }[] {
  const parts = mail.matchAll(
    /Content-Type: application\/pdf; name=("?)([^"\n]+)\1\n(?:[^\n]+\n)*\n([A-Za-z0-9+/=\n]+)/g,
  );
  return [...parts].map((m) => ({ filename: m[2]!, content: Buffer.from(m[3]!.replace(/\n/g, ''), 'base64') }));
}

/** Razorpay's `refund.processed` / `refund.failed` webhook, signed by the simulated gateway. */
function refundWebhook(app: TestApp, event: 'refund.processed' | 'refund.failed', refundId: string, paymentId: string) {
  const raw = JSON.stringify({
    entity: 'event',
    event,
    payload: {
      refund: {
        entity: {
          id: refundId,
          entity: 'refund',
          payment_id: paymentId,
          status: event === 'refund.processed' ? 'processed' : 'failed',
          ...(event === 'refund.failed' ? { error_description: 'Beneficiary bank unavailable' } : {}),
        },
      },
    },
  });
  return app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/payments/webhook`,
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': app.payments.simulated!.signWebhook(raw) },
  });
}

describe('order mails carry the tax documents and the refund outcome', () => {
  let app: TestApp;
  let admin: Shopper;
  let tee: VariantFixture;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off', SUPPORT_EMAIL: 'help@storyfit.test' });
    admin = await createAdmin(app);
    tee = await createVariant(app, { pricePaise: 69_900, stock: { M: 50 } });
  });
  afterAll(() => app.close());

  it('the confirmation of a cash-on-delivery order carries its invoice; the cancellation its credit note', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 2 }, 'cod');
    expect(res.statusCode).toBe(201);
    const { order } = placed(res);
    const all = await outbox(app);
    const confirmation = mailsAbout(all, order.orderNumber);
    const customer = confirmation.find((m) => m.includes(`To: ${buyer.email}`))!;
    expect(subjectOf(customer)).toContain('is confirmed');
    const [invoice, ...more] = pdfAttachments(customer);
    expect(more).toEqual([]);
    expect(invoice!.filename).toMatch(/^invoice-.+\.pdf$/);
    expect(invoice!.content.subarray(0, 5).toString()).toBe('%PDF-');
    // The same bytes the customer can download.
    const download = await call(app, buyer, 'GET', `/order/${order._id}/invoice`);
    expect(download.headers['content-disposition']).toContain(invoice!.filename);
    // The shop's own notice has no attachment.
    const notice = all.find((m) => /^To: help@storyfit\.test$/m.test(m) && m.includes(order._id))!;
    expect(pdfAttachments(notice)).toEqual([]);

    const before = (await outbox(app)).length;
    const cancelled = await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    const [cancellation] = (await outbox(app)).slice(before);
    expect(subjectOf(cancellation!)).toContain('has been cancelled');
    const [note] = pdfAttachments(cancellation!);
    expect(note!.filename).toMatch(/^credit-note-.+\.pdf$/);
    expect(note!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('an online order gets its invoice with the confirmation sent when it is paid; the receipt has none', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'online');
    const answer = placed(res);
    expect(mailsAbout(await outbox(app), answer.order.orderNumber)).toEqual([]);
    expect((await payOnline(app, buyer, answer)).res.statusCode).toBe(200);
    const mails = mailsAbout(await outbox(app), answer.order.orderNumber).filter((m) =>
      m.includes(`To: ${buyer.email}`),
    );
    const confirmation = mails.find((m) => subjectOf(m).includes('is confirmed'))!;
    const receipt = mails.find((m) => subjectOf(m).startsWith('Payment received'))!;
    expect(pdfAttachments(confirmation).map((a) => a.filename)).toEqual([expect.stringMatching(/^invoice-/)]);
    expect(pdfAttachments(receipt)).toEqual([]);
  });

  it('a refund that settles later is recorded once and mailed once, whether sent or failed', async () => {
    const gateway = app.payments.simulated!;
    for (const outcome of ['refund.processed', 'refund.failed'] as const) {
      const [buyer] = (await createShoppers(app, 1)) as [Shopper];
      const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'online');
      const answer = placed(res);
      const { paymentId } = await payOnline(app, buyer, answer);
      gateway.holdRefunds = true;
      try {
        const cancelled = await call(app, admin, 'PUT', `/order/${answer.order._id}/status`, { status: 'cancelled' });
        expect(envelope(OrderAnswer).parse(cancelled.json()).data.order).toMatchObject({
          paymentStatus: 'refund_pending',
          refund: { status: 'pending' },
        });
        // The refund job asks the provider, which holds the refund as pending.
        await app.jobs.settled();
      } finally {
        gateway.holdRefunds = false;
      }
      const refundId = gateway.refunds.find((r) => r.paymentId === paymentId)!.id;
      const before = (await outbox(app)).length;

      expect((await refundWebhook(app, outcome, refundId, paymentId)).statusCode).toBe(200);
      // The provider delivers webhooks at least once: a second delivery changes and mails nothing.
      expect((await refundWebhook(app, outcome, refundId, paymentId)).statusCode).toBe(200);

      const row = await orderRow(app, answer.order._id);
      expect(row.paymentStatus).toBe(outcome === 'refund.processed' ? 'refunded' : 'refund_failed');
      const mine = await call(app, buyer, 'GET', '/order/user');
      expect(JSON.stringify(mine.json())).toContain(refundId);
      const mails = (await outbox(app)).slice(before);
      expect(mails.map(subjectOf)).toEqual([
        outcome === 'refund.processed'
          ? `Your refund for StoryFit order #${answer.order.orderNumber} has been sent`
          : `Your refund for StoryFit order #${answer.order.orderNumber} needs our attention`,
      ]);
      expect(mails[0]).toContain(`To: ${buyer.email}`);
      expect(mails[0]).toContain(refundId);
    }
  });

  it('a refund the provider settles at once is mailed after the cancellation', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'online');
    const answer = placed(res);
    await payOnline(app, buyer, answer);
    const before = (await outbox(app)).length;
    await call(app, admin, 'PUT', `/order/${answer.order._id}/status`, { status: 'cancelled' });
    expect((await outbox(app)).slice(before).map(subjectOf).sort()).toEqual([
      `Your StoryFit order #${answer.order.orderNumber} has been cancelled`,
      `Your refund for StoryFit order #${answer.order.orderNumber} has been sent`,
    ]);
  });
});
