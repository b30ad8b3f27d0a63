import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, STOCK_ALERT_TEXTS, StockAlertList, StockDemand, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { insertVariant, type FixtureVariant } from '../../../test/fixtures/admin.ts';
import { createShoppers, type Shopper } from '../../../test/fixtures/cart.ts';
import { jobsWritten, publish } from '../../../test/fixtures/events.ts';
import { checkout, placed } from '../../../test/fixtures/orders.ts';

/** The back-in-stock mails written to the outbox for `to`, once every job owed has run. */
async function mailsTo(app: TestApp, to: string): Promise<string[]> {
  await app.jobs.settled();
  const outbox = path.join(app.dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
  return files
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    .filter((text) => text.toLowerCase().includes(`to: ${to.toLowerCase()}`) && text.includes('Back in stock'));
}

describe('back-in-stock alerts, from "Notify me" to the mail', () => {
  let app: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  let soldOut: FixtureVariant;
  let inStock: FixtureVariant;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createUser(app, { role: 'admin' });
    shopper = await createUser(app, { email: 'meera@example.in' });
    soldOut = await insertVariant(app.db, { productName: 'Monsoon Tee', colorName: 'Indigo', price: 999, stock: 0 });
    inStock = await insertVariant(app.db, { productName: 'Dawn Tee', colorName: 'Sand', price: 899, stock: 5 });
  });
  afterAll(() => app.close());

  const post = (payload: object, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/stock-alerts`,
      payload: { channels: ['email'], ...payload },
      headers: cookie ? { cookie } : {},
    });

  it('takes a visitor with an e-mail and a signed-in shopper with one click; duplicates are ignored', async () => {
    const noEmail = await post({ variantId: soldOut.id, size: 'M' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe(STOCK_ALERT_TEXTS.emailRequired);
    const noConsent = await post({ variantId: soldOut.id, size: 'M', email: 'a@example.in', channels: [] });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().errors.channels).toBe(STOCK_ALERT_TEXTS.consentRequired);
    const visitorWhatsApp = await post({
      variantId: soldOut.id,
      size: 'M',
      email: 'a@example.in',
      channels: ['whatsapp'],
    });
    expect(visitorWhatsApp.statusCode).toBe(400);
    expect(visitorWhatsApp.json().message).toBe(STOCK_ALERT_TEXTS.whatsappNeedsAccount);

    const visitor = await post({ variantId: soldOut.id, size: 'M', email: 'Visitor@Example.in' });
    expect(visitor.statusCode).toBe(201);
    expect(visitor.json().message).toBe(STOCK_ALERT_TEXTS.created);
    expect((await post({ variantId: soldOut.id, size: 'M', email: 'visitor@example.in' })).statusCode).toBe(201);

    expect((await post({ variantId: soldOut.id, size: 'M' }, shopper.cookie)).statusCode).toBe(201);
    expect((await post({ variantId: soldOut.id, size: 'M' }, shopper.cookie)).statusCode).toBe(201);
    expect((await post({ variantId: soldOut.id, size: 'L' }, shopper.cookie)).statusCode).toBe(201);

    const demand = await app.inject({ url: `${API_BASE_PATH}/stock-alerts/demand`, headers: { cookie: admin.cookie } });
    expect(envelope(StockDemand).parse(demand.json()).data.demand).toEqual([
      { variantId: soldOut.id, size: 'L', waiting: 1 },
      { variantId: soldOut.id, size: 'M', waiting: 2 },
    ]);
    expect(
      (await app.inject({ url: `${API_BASE_PATH}/stock-alerts/demand`, headers: { cookie: shopper.cookie } }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a size in stock, an unknown colour and a bad e-mail', async () => {
    const available = await post({ variantId: inStock.id, size: 'M', email: 'a@example.in' });
    expect(available.statusCode).toBe(409);
    expect(available.json()).toMatchObject({ code: 'CONFLICT', message: STOCK_ALERT_TEXTS.inStock });
    const unknown = await post({ variantId: '00000000-0000-4000-8000-000000000000', size: 'M', email: 'a@example.in' });
    expect(unknown.statusCode).toBe(404);
    expect((await post({ variantId: soldOut.id, size: 'M', email: 'not-an-email' })).statusCode).toBe(400);
  });

  it('lists and removes the shopper’s own alerts only', async () => {
    const mine = await app.inject({ url: `${API_BASE_PATH}/stock-alerts`, headers: { cookie: shopper.cookie } });
    const alerts = envelope(StockAlertList).parse(mine.json()).data.alerts;
    expect(alerts.map((a) => [a.productName, a.colorName, a.size, a.variantId])).toEqual([
      ['Monsoon Tee', 'Indigo', 'M', soldOut.id],
      ['Monsoon Tee', 'Indigo', 'L', soldOut.id],
    ]);
    const other = await createUser(app);
    const theirs = await app.inject({
      method: 'DELETE',
      url: `${API_BASE_PATH}/stock-alerts/${alerts[1]!._id}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    const removed = await app.inject({
      method: 'DELETE',
      url: `${API_BASE_PATH}/stock-alerts/${alerts[1]!._id}`,
      headers: { cookie: shopper.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await app.inject({ url: `${API_BASE_PATH}/stock-alerts` })).statusCode).toBe(401);
  });

  it('mails each subscriber once with the product link when an admin restocks the size, and ends the alerts', async () => {
    const restocked = await app.inject({
      method: 'PATCH',
      url: `${API_BASE_PATH}/variant/${soldOut.id}`,
      payload: { quantity: { M: 3, L: 0, XL: 0, XXL: 0 } },
      headers: { cookie: admin.cookie, origin: app.config.publicUrl },
    });
    expect(restocked.statusCode, restocked.body).toBe(200);
    // The alerts end in the job the stock change wrote, with their mails, as soon as it runs.
    await app.jobs.settled();
    const demand = await app.inject({ url: `${API_BASE_PATH}/stock-alerts/demand`, headers: { cookie: admin.cookie } });
    expect(envelope(StockDemand).parse(demand.json()).data.demand).toEqual([]);

    for (const to of ['visitor@example.in', 'meera@example.in']) {
      const mails = await mailsTo(app, to);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('Subject: Back in stock: Monsoon Tee (Indigo, M)');
      expect(mails[0]).toContain(`${app.config.publicUrl}/product/`);
    }

    // Another stock edit sends nothing more: the alerts ended with their mail.
    await app.inject({
      method: 'PATCH',
      url: `${API_BASE_PATH}/variant/${soldOut.id}`,
      payload: { quantity: { M: 5, L: 0, XL: 0, XXL: 0 } },
      headers: { cookie: admin.cookie, origin: app.config.publicUrl },
    });
    expect(await mailsTo(app, 'visitor@example.in')).toHaveLength(1);
  });

  it('mails a waiting shopper when a cancelled order returns the last units, and a fall or a sold-out size mails nobody', async () => {
    const tee = await insertVariant(app.db, { productName: 'Harbour Tee', colorName: 'Slate', price: 799, stock: 1 });
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const { res } = await checkout(app, buyer, { variantId: tee.id, size: 'XL', quantity: 1 }, 'cod');
    expect(res.statusCode, res.body).toBe(201);
    expect((await post({ variantId: tee.id, size: 'XL', email: 'asha@example.in' })).statusCode).toBe(201);
    // The take that sold the size out, and the alert since, mail nobody.
    expect(await mailsTo(app, 'asha@example.in')).toHaveLength(0);

    const cancelled = await app.inject({
      method: 'PUT',
      url: `${API_BASE_PATH}/order/${placed(res).order._id}/status`,
      payload: { status: 'cancelled' },
      headers: { cookie: admin.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mails = await mailsTo(app, 'asha@example.in');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Back in stock: Harbour Tee (Slate, XL)');
  });

  it("writes no back-in-stock job for a checkout's stock fall, and one for a rise", async () => {
    const tee = await insertVariant(app.db, { productName: 'Quay Tee', colorName: 'Rust', price: 799, stock: 3 });
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const before = await jobsWritten(app, 'event.back-in-stock');
    const { res } = await checkout(app, buyer, { variantId: tee.id, size: 'XL', quantity: 1 }, 'cod');
    expect(res.statusCode, res.body).toBe(201);
    expect(await jobsWritten(app, 'event.back-in-stock')).toBe(before);
    const cancelled = await app.inject({
      method: 'PUT',
      url: `${API_BASE_PATH}/order/${placed(res).order._id}/status`,
      payload: { status: 'cancelled' },
      headers: { cookie: admin.cookie },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await jobsWritten(app, 'event.back-in-stock')).toBe(before + 1);
  });

  it('mails an alert once when the same stock change is delivered twice', async () => {
    const tee = await insertVariant(app.db, { productName: 'Ember Tee', colorName: 'Rust', price: 899, stock: 0 });
    expect((await post({ variantId: tee.id, size: 'L', email: 'ravi@example.in' })).statusCode).toBe(201);
    await app.db.transaction((tx) =>
      app.inventory.adjust(
        tx,
        { variantId: tee.id, size: 'L', delta: 2 },
        { reason: 'admin-adjust', adminId: admin.id, note: 'Found in the store room' },
      ),
    );
    const rise = { type: 'stock.changed' as const, variantId: tee.id, size: 'L' as const, from: 0, to: 2 };
    // The adjustment's own event, and the same change delivered twice more (a job run again).
    await publish(app, [
      { ...rise, reason: 'admin-adjust' },
      { ...rise, reason: 'admin-adjust' },
    ]);
    expect(await mailsTo(app, 'ravi@example.in')).toHaveLength(1);
  });
});
