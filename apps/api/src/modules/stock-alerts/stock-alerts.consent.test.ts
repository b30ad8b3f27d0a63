import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALERT_CONSENT_WORDING,
  API_BASE_PATH,
  AlertConsentList,
  STOCK_ALERT_TEXTS,
  StockAlertList,
  envelope,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { insertVariant, type FixtureVariant } from '../../../test/fixtures/admin.ts';
import { publish } from '../../../test/fixtures/events.ts';
import { alertDeliveries, users } from '../../db/schema/index.ts';
import { ALERT_DUE_SWEEP_QUEUE } from './index.ts';

type WhatsAppSent = {
  to: string;
  template: { name: string; components: { type: string; parameters: { text: string }[] }[] };
};

/** The WhatsApp messages the simulated port wrote for alerts, to `phone` (with country code). */
function whatsAppTo(app: TestApp, phone: string): WhatsAppSent[] {
  const outbox = path.join(app.dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.startsWith('whatsapp-alert-')) : [];
  return files
    .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as WhatsAppSent)
    .filter((message) => message.to === phone);
}

/** Quoted-printable bytes (`=E2=82=B9`) as the text they encode. */
const unquote = (text: string) =>
  text.replace(/((?:=[0-9A-F]{2})+)/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );

/** A mail as read: headers unfolded with their encoded words decoded, the body's quoted-printable decoded. */
function readable(eml: string): string {
  const split = eml.search(/\r?\n\r?\n/);
  const headers = eml
    .slice(0, split)
    .replace(/\?=\r?\n[ \t]+=\?UTF-8\?Q\?/gi, '')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, text: string) => unquote(text.replace(/_/g, ' ')));
  return `${headers}\n\n${unquote(eml.slice(split).replace(/=\r?\n/g, ''))}`;
}

/** The alert mails written to the outbox for `to`. */
function mailsTo(app: TestApp, to: string): string[] {
  const outbox = path.join(app.dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
  return files
    .map((f) => readable(fs.readFileSync(path.join(outbox, f), 'utf8')))
    .filter(
      (text) =>
        text.toLowerCase().includes(`to: ${to.toLowerCase()}`) && /Subject: (Back in stock|Price drop)/.test(text),
    );
}

/** A URL button's suffix: the part of the link after the shop's address. */
const buttons = (message: WhatsAppSent) =>
  message.template.components.filter((c) => c.type === 'button').map((c) => c.parameters[0]!.text);

describe('alerts a shopper asked for, by WhatsApp and e-mail, under consent', () => {
  let app: TestApp;
  let admin: TestUser;
  const shoppers: Record<'asha' | 'ravi' | 'meera', TestUser & { phone: string }> = {} as never;

  const as = (who: TestUser | null, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
    app.inject({
      method,
      url: `${API_BASE_PATH}${url}`,
      ...(payload ? { payload } : {}),
      headers: { ...(who ? { cookie: who.cookie } : {}), origin: app.config.publicUrl },
    });

  const restock = (variant: FixtureVariant, quantity: Record<string, number>) =>
    as(admin, 'PATCH', `/variant/${variant.id}`, { quantity: { M: 0, L: 0, XL: 0, XXL: 0, ...quantity } });

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createUser(app, { role: 'admin' });
    for (const [name, phone] of [
      ['asha', '9811111111'],
      ['ravi', '9822222222'],
      ['meera', '9833333333'],
    ] as const) {
      const user = await createUser(app, { email: `${name}@example.in`, name });
      await app.db.update(users).set({ phone }).where(eq(users.id, user.id));
      shoppers[name] = { ...user, phone: `91${phone}` };
    }
  });
  afterAll(() => app.close());

  it('records consent per channel with the words shown and the time, and lists it in My Account', async () => {
    const tee = await insertVariant(app.db, { productName: 'Consent Tee', colorName: 'Teal', price: 700, stock: 0 });
    const before = Date.now();
    const asked = await as(shoppers.asha, 'POST', '/stock-alerts', {
      variantId: tee.id,
      size: 'L',
      channels: ['whatsapp', 'email'],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const consents = envelope(AlertConsentList).parse((await as(shoppers.asha, 'GET', '/stock-alerts/consents')).json())
      .data.consents;
    expect(consents.map((c) => [c.channel, c.wording, c.withdrawnAt]).sort()).toEqual([
      ['email', ALERT_CONSENT_WORDING.email, null],
      ['whatsapp', ALERT_CONSENT_WORDING.whatsapp, null],
    ]);
    for (const consent of consents) expect(Date.parse(consent.grantedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await as(null, 'GET', '/stock-alerts/consents')).statusCode).toBe(401);
    await as(shoppers.asha, 'DELETE', `/stock-alerts/${(await mine(shoppers.asha))[0]!._id}`);
  });

  const mine = async (who: TestUser) =>
    envelope(StockAlertList).parse((await as(who, 'GET', '/stock-alerts')).json()).data.alerts;

  it('asking twice for the same size and event is one alert (the unique key of shopper, colour, size, event)', async () => {
    const tee = await insertVariant(app.db, { productName: 'Twice Tee', colorName: 'Plum', price: 700, stock: 0 });
    for (let i = 0; i < 2; i++) {
      const res = await as(shoppers.meera, 'POST', '/stock-alerts', {
        variantId: tee.id,
        size: 'M',
        channels: ['email'],
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await mine(shoppers.meera)).filter((a) => a.variantId === tee.id)).toHaveLength(1);
    // The same size's price drop is another alert.
    await as(shoppers.meera, 'POST', '/stock-alerts', {
      variantId: tee.id,
      size: 'M',
      event: 'price-drop',
      channels: ['email'],
    });
    expect((await mine(shoppers.meera)).filter((a) => a.variantId === tee.id).map((a) => a.event)).toEqual([
      'back-in-stock',
      'price-drop',
    ]);
    for (const alert of await mine(shoppers.meera)) await as(shoppers.meera, 'DELETE', `/stock-alerts/${alert._id}`);
  });

  it('a restock of a size sends one WhatsApp message and one mail to each shopper who asked, none to one who withdrew', async () => {
    const tee = await insertVariant(app.db, { productName: 'Monsoon Tee', colorName: 'Indigo', price: 999, stock: 0 });
    for (const who of [shoppers.asha, shoppers.ravi, shoppers.meera]) {
      const res = await as(who, 'POST', '/stock-alerts', {
        variantId: tee.id,
        size: 'XL',
        channels: ['whatsapp', 'email'],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    // Meera withdraws both consents in My Account: her alert stays, and sends nothing.
    for (const channel of ['whatsapp', 'email']) {
      const withdrawn = await as(shoppers.meera, 'DELETE', `/stock-alerts/consents/${channel}`);
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    }
    expect((await as(shoppers.meera, 'DELETE', '/stock-alerts/consents/email')).statusCode).toBe(404);

    expect((await restock(tee, { XL: 4 })).statusCode).toBe(200);
    await app.jobs.settled();
    // The same stock change delivered again (a job run twice) sends nothing more.
    await publish(app, [{ type: 'stock.changed', variantId: tee.id, size: 'XL', from: 0, to: 4, reason: 'admin-set' }]);
    await app.jobs.settled();

    for (const who of [shoppers.asha, shoppers.ravi]) {
      const messages = whatsAppTo(app, who.phone);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.template.name).toBe('back_in_stock_alert');
      expect(messages[0]!.template.components[0]!.parameters.map((p) => p.text)).toEqual([
        'Monsoon Tee',
        'Indigo',
        'XL',
        '₹999',
      ]);
      const [view, stop] = buttons(messages[0]!);
      expect(view).toMatch(new RegExp(`^product/[0-9a-f-]+\\?variant=${tee.id}&size=XL$`));
      expect(stop).toMatch(/^alerts\/stop\/[0-9a-f-]+\?token=/);
      const mails = mailsTo(app, who.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('Subject: Back in stock: Monsoon Tee (Indigo, XL)');
      expect(mails[0]).toContain(`variant=${tee.id}&amp;size=XL`);
      expect(mails[0]).toMatch(/List-Unsubscribe: <http[^>]+\/alerts\/stop\//);
    }
    expect(whatsAppTo(app, shoppers.meera.phone)).toHaveLength(0);
    expect(mailsTo(app, shoppers.meera.email)).toHaveLength(0);
    expect((await mine(shoppers.meera)).map((a) => a.variantId)).toContain(tee.id);
  });

  it("the message's stop link withdraws consent without signing in; a forged token changes nothing", async () => {
    const [message] = whatsAppTo(app, shoppers.ravi.phone);
    const stop = buttons(message!)[1]!;
    const consentId = /alerts\/stop\/([0-9a-f-]+)/.exec(stop)![1]!;
    const token = decodeURIComponent(/token=([^&]+)/.exec(stop)![1]!);

    const forged = await as(null, 'POST', '/stock-alerts/stop', { consentId, token: `${token.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(STOCK_ALERT_TEXTS.stopLinkInvalid);

    const stopped = await as(null, 'POST', '/stock-alerts/stop', { consentId, token });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({
      data: { channel: 'whatsapp' },
      message: STOCK_ALERT_TEXTS.consentWithdrawn('whatsapp'),
    });
    // Tapped twice: still fine.
    expect((await as(null, 'POST', '/stock-alerts/stop', { consentId, token })).statusCode).toBe(200);

    const consents = envelope(AlertConsentList).parse((await as(shoppers.ravi, 'GET', '/stock-alerts/consents')).json())
      .data.consents;
    expect(consents.find((c) => c.channel === 'whatsapp')!.withdrawnAt).not.toBeNull();
    expect(consents.find((c) => c.channel === 'email')!.withdrawnAt).toBeNull();
  });

  it('a price cut of a wishlisted tee sends one alert with the size chosen, by the channels still agreed to; a rise sends none', async () => {
    const tee = await insertVariant(app.db, { productName: 'Dawn Tee', colorName: 'Sand', price: 1299, stock: 5 });
    await app.db.execute(sql`delete from ${alertDeliveries}`);
    // Ravi, who stopped WhatsApp by its link, ticks e-mail only this time.
    for (const [who, channels] of [
      [shoppers.asha, ['whatsapp', 'email']],
      [shoppers.ravi, ['email']],
    ] as const) {
      expect((await as(who, 'POST', '/wishlist', { variantId: tee.id, size: 'L' })).statusCode).toBe(200);
      const res = await as(who, 'POST', '/stock-alerts', {
        variantId: tee.id,
        size: 'L',
        event: 'price-drop',
        channels,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe(STOCK_ALERT_TEXTS.priceDropCreated);
    }
    const visitor = await as(null, 'POST', '/stock-alerts', {
      variantId: tee.id,
      size: 'L',
      event: 'price-drop',
      channels: ['email'],
      email: 'visitor@example.in',
    });
    expect(visitor.statusCode).toBe(401);

    expect((await as(admin, 'PATCH', `/variant/${tee.id}`, { price: 1399 })).statusCode).toBe(200);
    await app.jobs.settled();
    expect(whatsAppTo(app, shoppers.asha.phone)).toHaveLength(1);

    expect((await as(admin, 'PATCH', `/variant/${tee.id}`, { price: 999 })).statusCode).toBe(200);
    await app.jobs.settled();
    const asha = whatsAppTo(app, shoppers.asha.phone).filter((m) => m.template.name === 'price_drop_alert');
    expect(asha).toHaveLength(1);
    expect(asha[0]!.template.components[0]!.parameters.map((p) => p.text)).toEqual(['Dawn Tee', 'Sand', 'L', '₹999']);
    expect(buttons(asha[0]!)[0]).toContain(`variant=${tee.id}&size=L`);
    expect(
      mailsTo(app, shoppers.asha.email).filter((m) => m.includes('Subject: Price drop: Dawn Tee (Sand, L) now ₹999')),
    ).toHaveLength(1);
    // Ravi stopped WhatsApp by its link: the mail only.
    expect(whatsAppTo(app, shoppers.ravi.phone).filter((m) => m.template.name === 'price_drop_alert')).toHaveLength(0);
    expect(mailsTo(app, shoppers.ravi.email).filter((m) => m.includes('Subject: Price drop'))).toHaveLength(1);

    // A second cut the same alert does not repeat: it ended with its message.
    expect((await as(admin, 'PATCH', `/variant/${tee.id}`, { price: 899 })).statusCode).toBe(200);
    await app.jobs.settled();
    expect(whatsAppTo(app, shoppers.asha.phone).filter((m) => m.template.name === 'price_drop_alert')).toHaveLength(1);
  });

  it('sends at most one alert a day per shopper; the one held back goes the next day', async () => {
    await app.db.execute(sql`delete from ${alertDeliveries}`);
    const first = await insertVariant(app.db, { productName: 'Harbour Tee', colorName: 'Slate', price: 799, stock: 0 });
    const second = await insertVariant(app.db, { productName: 'Quay Tee', colorName: 'Rust', price: 799, stock: 0 });
    for (const tee of [first, second]) {
      await as(shoppers.asha, 'POST', '/stock-alerts', {
        variantId: tee.id,
        size: 'M',
        channels: ['whatsapp', 'email'],
      });
    }
    const sentBefore = whatsAppTo(app, shoppers.asha.phone).length;
    await restock(first, { M: 2 });
    await restock(second, { M: 2 });
    await app.jobs.settled();
    expect(whatsAppTo(app, shoppers.asha.phone)).toHaveLength(sentBefore + 1);
    expect((await mine(shoppers.asha)).map((a) => a.variantId)).toEqual([second.id]);

    // The sweep the same day still holds it back; the next day (today's record moved a day back) it goes.
    await app.jobs.runNow(ALERT_DUE_SWEEP_QUEUE);
    await app.jobs.settled();
    expect(whatsAppTo(app, shoppers.asha.phone)).toHaveLength(sentBefore + 1);
    await app.db.execute(sql`update ${alertDeliveries} set day = day - 1`);
    await app.jobs.runNow(ALERT_DUE_SWEEP_QUEUE);
    await app.jobs.settled();
    const messages = whatsAppTo(app, shoppers.asha.phone);
    expect(messages).toHaveLength(sentBefore + 2);
    expect(messages.some((m) => m.template.components[0]!.parameters[0]!.text === 'Quay Tee')).toBe(true);
    expect(await mine(shoppers.asha)).toEqual([]);
  });
});
