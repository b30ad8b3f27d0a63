import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, API_BASE_PATH } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { newPerson, post } from '../../../test/fixtures/account.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
} from '../../../test/fixtures/cart.ts';
import { call, placed } from '../../../test/fixtures/orders.ts';
import { headerOf, partOf, startSmtpServer, type ReceivedMail } from '../../../test/smtp-server.ts';

/** The mail's readable part, inside the mixed part an attachment (the invoice) puts it in. */
function readable(mail: ReceivedMail, type: 'text/plain' | 'text/html'): string {
  const inner = /Content-Type: multipart\/alternative;\s*boundary="?([^";\r\n]+)"?/i.exec(mail.raw);
  if (!inner) return partOf(mail, type);
  const [, boundary] = inner;
  const body = mail.raw.slice(mail.raw.indexOf(`--${boundary}`));
  return partOf({ ...mail, raw: `Content-Type: multipart/alternative; boundary="${boundary}"\r\n\r\n${body}` }, type);
}
import { users } from '../../db/schema/index.ts';

describe("the shopper's language, stored on the account, and their mails in it", () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let tee: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT: 'off' });
    tee = (await createVariant(app, { pricePaise: 89_900, stock: { M: 20 } })).variantId;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const languageOf = async (email: string) =>
    (await app.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]?.language;
  const mailTo = async (email: string, subject: RegExp): Promise<ReceivedMail> => {
    await app.jobs.settled();
    const mail = smtp.received.find((m) => m.to.includes(email) && subject.test(headerOf(m, 'Subject') ?? ''));
    expect(mail, `a mail ${subject} to ${email}`).toBeDefined();
    return mail!;
  };

  it('takes the language at sign-up from the cookie, else Accept-Language, else English, and mails the code in it', async () => {
    const byCookie = newPerson();
    expect(
      (await post(app, '/user/register', byCookie, { cookie: 'lang=hi', 'accept-language': 'en' })).statusCode,
    ).toBe(201);
    expect(await languageOf(byCookie.email)).toBe('hi');
    const mail = await mailTo(byCookie.email, /सत्यापित/);
    expect(headerOf(mail, 'Subject')).toBe('अपना StoryFit खाता सत्यापित करें');
    expect(partOf(mail, 'text/plain')).toContain(`नमस्ते ${byCookie.name},`);
    expect(partOf(mail, 'text/plain')).toContain('आपका StoryFit कोड');
    expect(partOf(mail, 'text/html')).toContain('<html lang="hi-IN">');

    const byBrowser = newPerson();
    await post(app, '/user/register', byBrowser, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(await languageOf(byBrowser.email)).toBe('hi');

    const english = newPerson();
    await post(app, '/user/register', english);
    expect(await languageOf(english.email)).toBe('en');
    expect(headerOf(await mailTo(english.email, /Verify/), 'Subject')).toBe('Verify your StoryFit account');
  });

  it("changes a signed-in shopper's language, refuses a visitor and a language the shop does not have", async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const put = (language: unknown, cookie: string | null) =>
      app.inject({
        method: 'PUT',
        url: `${API_BASE_PATH}${API.user.language}`,
        payload: { language },
        headers: cookie ? { cookie } : {},
      });
    expect((await put('hi', shopper.cookie)).statusCode).toBe(204);
    expect(await languageOf(shopper.email)).toBe('hi');
    expect((await put('hi', null)).statusCode).toBe(401);
    expect((await put('fr', shopper.cookie)).statusCode).toBe(400);
    expect(await languageOf(shopper.email)).toBe('hi');
    expect((await put('en', shopper.cookie)).statusCode).toBe(204);
    expect(await languageOf(shopper.email)).toBe('en');
  });

  it("writes the order confirmation in the shopper's stored language", async () => {
    const [hindi, english] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    await app.db.update(users).set({ language: 'hi' }).where(eq(users.id, hindi.id));
    for (const buyer of [hindi, english]) {
      const itemId = await addToCart(app, buyer, { variantId: tee, size: 'M', quantity: 1 });
      const res = await call(app, buyer, 'POST', '/order', {
        itemIds: [itemId],
        paymentMethod: 'cod',
        contact: '9876543210',
        shippingAddress: DELIVERY_ADDRESS,
      });
      expect(res.statusCode, res.body).toBe(201);
      placed(res);
    }
    const inHindi = await mailTo(hindi.email, /पक्का हो गया/);
    const text = readable(inHindi, 'text/plain');
    expect(text).toContain(`नमस्ते ${hindi.name},`);
    expect(text).toContain('कैश ऑन डिलीवरी: पार्सल आने पर कृपया');
    expect(text).toContain('भेजने का पता');
    expect(headerOf(await mailTo(english.email, /is confirmed/), 'Subject')).toMatch(
      /^Your StoryFit order #\d+ is confirmed$/,
    );
  });
});
