import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_CONSENT_WORDING, API_BASE_PATH, AlertConsentList, StockAlertList, envelope } from '@shop/shared';
import { ALERT_CONSENT_WORDINGS } from '@shop/shared/hindi-messages';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { insertVariant } from '../../../test/fixtures/admin.ts';
import { headerOf, mailWithSubject, partOf, startSmtpServer, type ReceivedMail } from '../../../test/smtp-server.ts';
import { alertConsents, alertDeliveries, colors, products, users } from '../../db/schema/index.ts';

type WhatsAppSent = {
  to: string;
  template: {
    name: string;
    language: { code: string };
    components: { type: string; parameters: { text: string }[] }[];
  };
};

/** The WhatsApp alerts the simulated port wrote to `phone` (with country code). */
function whatsAppTo(app: TestApp, phone: string): WhatsAppSent[] {
  const outbox = path.join(app.dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.startsWith('whatsapp-alert-')) : [];
  return files
    .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as WhatsAppSent)
    .filter((message) => message.to === phone);
}

/*
 * The alerts in the shopper's language (docs/decisions/0319): the consent records the words of
 * the language the shopper was shown, picked by the server from the shop's catalogue; the alert
 * goes in the account's language (a visitor's: the one asked in), by mail through a real mail
 * server and by the WhatsApp template approved in that language.
 */
describe('alerts and their consent in the language the shopper reads', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: TestUser;
  let hindi: TestUser & { phone: string };
  let english: TestUser & { phone: string };

  const as = (who: TestUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({
      method,
      url: `${API_BASE_PATH}${url}`,
      ...(payload ? { payload } : {}),
      headers: { ...(who ? { cookie: who.cookie } : {}), origin: app.config.publicUrl },
    });
  const consentsOf = async (who: TestUser) =>
    envelope(AlertConsentList)
      .parse((await as(who, 'GET', '/stock-alerts/consents')).json())
      .data.consents.map((c) => [c.channel, c.wording])
      .sort();
  const mailTo = async (email: string): Promise<ReceivedMail[]> => {
    await app.jobs.settled();
    return smtp.received.filter((m) => m.to.includes(email));
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT: 'off' });
    admin = await createUser(app, { role: 'admin' });
    const shopper = async (name: string, phone: string, language: 'en' | 'hi') => {
      const user = await createUser(app, { email: `${name}@example.in`, name });
      await app.db.update(users).set({ phone, language }).where(eq(users.id, user.id));
      return { ...user, phone: `91${phone}` };
    };
    hindi = await shopper('kavya', '9844444444', 'hi');
    english = await shopper('arjun', '9855555555', 'en');
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('records the Hindi words for a shopper shown them, never words the browser sends, and English when the request names none', async () => {
    const tee = await insertVariant(app.db, { productName: 'Words Tee', colorName: 'Sand', price: 700, stock: 0 });
    const asked = await as(hindi, 'POST', '/stock-alerts', {
      variantId: tee.id,
      size: 'L',
      channels: ['whatsapp', 'email'],
      language: 'hi',
      wording: 'I agree to anything',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await consentsOf(hindi)).toEqual([
      ['email', ALERT_CONSENT_WORDINGS.hi.email],
      ['whatsapp', ALERT_CONSENT_WORDINGS.hi.whatsapp],
    ]);

    const unnamed = await as(english, 'POST', '/stock-alerts', { variantId: tee.id, size: 'L', channels: ['email'] });
    expect(unnamed.statusCode).toBe(201);
    expect(await consentsOf(english)).toEqual([['email', ALERT_CONSENT_WORDING.email]]);

    const unknown = await as(english, 'POST', '/stock-alerts', {
      variantId: tee.id,
      size: 'M',
      channels: ['email'],
      language: 'fr',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("a visitor's consent and alert in Hindi: the words, and the mail in Hindi with the product's Hindi name", async () => {
    const tee = await insertVariant(app.db, { productName: 'Cloud Tee', colorName: 'Slate', price: 899, stock: 0 });
    await app.db.update(products).set({ nameHi: 'बादल टी' }).where(eq(products.name, tee.productName));
    const email = 'visitor.hindi@example.in';
    const asked = await as(null, 'POST', '/stock-alerts', {
      variantId: tee.id,
      size: 'M',
      channels: ['email'],
      email,
      language: 'hi',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const [consent] = await app.db.select().from(alertConsents).where(eq(alertConsents.email, email));
    expect(consent!.wording).toBe(ALERT_CONSENT_WORDINGS.hi.email);

    const restocked = await as(admin, 'PATCH', `/variant/${tee.id}`, { quantity: { M: 3, L: 0, XL: 0, XXL: 0 } });
    expect(restocked.statusCode).toBe(200);
    const [mail] = await mailTo(email);
    expect(mail, 'the alert mail').toBeDefined();
    expect(headerOf(mail!, 'Subject')).toBe('फिर से स्टॉक में: बादल टी (Slate, M)');
    const text = partOf(mail!, 'text/plain').replace(/\s+/g, ' ');
    expect(text).toContain('खुशखबरी: बादल टी (Slate, साइज़ M) StoryFit पर फिर से उपलब्ध है, ₹899 में।');
    expect(text).toContain('ई-मेल से सारे अलर्ट रोकें');
    expect(partOf(mail!, 'text/html')).toContain('<html lang="hi-IN">');
    expect(headerOf(mail!, 'List-Unsubscribe')).toMatch(/\/alerts\/stop\//);
  });

  it("WhatsApp: the template approved in the account's language, the product by its Hindi name", async () => {
    const tee = await insertVariant(app.db, { productName: 'Rain Tee', colorName: 'Moss', price: 999, stock: 0 });
    await app.db.update(products).set({ nameHi: 'बारिश टी' }).where(eq(products.name, tee.productName));
    for (const who of [hindi, english]) {
      // Asked on an English page: the account's language, which the switch keeps, decides the message's.
      const res = await as(who, 'POST', '/stock-alerts', {
        variantId: tee.id,
        size: 'XL',
        channels: ['whatsapp'],
        language: 'en',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(
      (await as(admin, 'PATCH', `/variant/${tee.id}`, { quantity: { M: 0, L: 0, XL: 5, XXL: 0 } })).statusCode,
    ).toBe(200);
    await app.jobs.settled();

    const [toHindi] = whatsAppTo(app, hindi.phone);
    expect(toHindi!.template.name).toBe('back_in_stock_alert');
    expect(toHindi!.template.language.code).toBe('hi');
    expect(toHindi!.template.components[0]!.parameters.map((p) => p.text)).toEqual(['बारिश टी', 'Moss', 'XL', '₹999']);

    const [toEnglish] = whatsAppTo(app, english.phone);
    expect(toEnglish!.template.language.code).toBe('en');
    expect(toEnglish!.template.components[0]!.parameters[0]!.text).toBe('Rain Tee');
  });

  it("My Account lists the alerts' products in the caller's language", async () => {
    const tee = await insertVariant(app.db, { productName: 'Dusk Tee', colorName: 'Wine', price: 799, stock: 0 });
    await app.db.update(products).set({ nameHi: 'सांझ टी' }).where(eq(products.name, tee.productName));
    await as(hindi, 'POST', '/stock-alerts', { variantId: tee.id, size: 'M', channels: ['email'], language: 'hi' });
    const listed = async (lang: string) =>
      envelope(StockAlertList)
        .parse(
          (
            await app.inject({
              url: `${API_BASE_PATH}/stock-alerts`,
              headers: { cookie: hindi.cookie, 'accept-language': lang },
            })
          ).json(),
        )
        .data.alerts.find((a) => a.variantId === tee.id)?.productName;
    expect(await listed('hi')).toBe('सांझ टी');
    expect(await listed('en')).toBe('Dusk Tee');
  });

  it('names the colour by its Hindi name where the admin wrote one: the mails, WhatsApp and My Account (docs/decisions/0323)', async () => {
    const tee = await insertVariant(app.db, {
      productName: 'Saffron Tee',
      colorName: 'Saffron',
      price: 1499,
      stock: 0,
    });
    await app.db.update(products).set({ nameHi: 'केसर टी' }).where(eq(products.name, tee.productName));
    await app.db.update(colors).set({ nameHi: 'केसरिया' }).where(eq(colors.name, 'Saffron'));
    for (const who of [hindi, english]) {
      const res = await as(who, 'POST', '/stock-alerts', {
        variantId: tee.id,
        size: 'L',
        channels: ['whatsapp', 'email'],
        language: 'hi',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const listed = envelope(StockAlertList)
      .parse(
        (
          await app.inject({
            url: `${API_BASE_PATH}/stock-alerts`,
            headers: { cookie: hindi.cookie, 'accept-language': 'hi' },
          })
        ).json(),
      )
      .data.alerts.find((a) => a.variantId === tee.id);
    expect(listed).toMatchObject({ productName: 'केसर टी', colorName: 'केसरिया' });

    // Days after the alerts above (one alert a day per shopper).
    await app.db.delete(alertDeliveries);

    expect(
      (await as(admin, 'PATCH', `/variant/${tee.id}`, { quantity: { M: 2, L: 4, XL: 0, XXL: 0 } })).statusCode,
    ).toBe(200);
    const mail = mailWithSubject(await mailTo(hindi.email), hindi.email, /केसर टी/);
    expect(headerOf(mail!, 'Subject')).toBe('फिर से स्टॉक में: केसर टी (केसरिया, L)');
    expect(partOf(mail!, 'text/plain').replace(/\s+/g, ' ')).toContain(
      'खुशखबरी: केसर टी (केसरिया, साइज़ L) StoryFit पर फिर से उपलब्ध है, ₹1,499 में।',
    );
    const [toHindi] = whatsAppTo(app, hindi.phone).filter(
      (m) => m.template.components[0]!.parameters[0]!.text === 'केसर टी',
    );
    expect(toHindi!.template.components[0]!.parameters.map((p) => p.text)).toEqual(['केसर टी', 'केसरिया', 'L', '₹1,499']);
    // The account that reads English is named the colour in English.
    const toEnglish = mailWithSubject(await mailTo(english.email), english.email, /Saffron Tee/);
    expect(headerOf(toEnglish!, 'Subject')).toContain('Saffron Tee (Saffron, L)');

    // The price drop of a tee on the wishlist, by mail (a day later: one alert a day per shopper).
    await app.db.delete(alertDeliveries);
    expect((await as(hindi, 'POST', '/wishlist', { variantId: tee.id, size: 'M' })).statusCode).toBe(200);
    const drop = await as(hindi, 'POST', '/stock-alerts', {
      variantId: tee.id,
      size: 'M',
      event: 'price-drop',
      channels: ['email'],
      language: 'hi',
    });
    expect(drop.statusCode, drop.body).toBe(201);
    expect((await as(admin, 'PATCH', `/variant/${tee.id}`, { price: 999 })).statusCode).toBe(200);
    const dropped = mailWithSubject(await mailTo(hindi.email), hindi.email, /^कीमत घटी/);
    expect(dropped, 'the price-drop mail').toBeDefined();
    expect(headerOf(dropped!, 'Subject')).toContain('केसर टी (केसरिया, M)');
    expect(partOf(dropped!, 'text/plain').replace(/\s+/g, ' ')).toContain(
      'केसर टी (केसरिया) की कीमत अब StoryFit पर ₹999 है।',
    );
  });
});
