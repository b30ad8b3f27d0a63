import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import { call, checkout, createAdmin, payOnline, placed } from '../../../test/fixtures/orders.ts';
import { headerOf, mailOnceSettled, partOf, startSmtpServer, type ReceivedMail } from '../../../test/smtp-server.ts';
import { colors, products, users } from '../../db/schema/index.ts';

/** The mail's readable part, inside the mixed part an attachment (an invoice, a credit note) puts it in. */
function readable(mail: ReceivedMail, type: 'text/plain' | 'text/html'): string {
  const inner = /Content-Type: multipart\/alternative;\s*boundary="?([^";\r\n]+)"?/i.exec(mail.raw);
  if (!inner) return partOf(mail, type);
  const [, boundary] = inner;
  const body = mail.raw.slice(mail.raw.indexOf(`--${boundary}`));
  return partOf({ ...mail, raw: `Content-Type: multipart/alternative; boundary="${boundary}"\r\n\r\n${body}` }, type);
}

/** The plain text with its lines joined: a sentence reads whole wherever the mail wrapped it. */
const flat = (mail: ReceivedMail) => readable(mail, 'text/plain').replace(/\s+/g, ' ');

/*
 * Every mail of an order's life after the confirmation (paid, shipped, delivered, cancelled, a
 * declined cancellation, a refund settled) in the shopper's language, through a real mail server
 * (docs/decisions/0319, the colours' Hindi names 0323); the confirmation's own test is account.language.test.ts.
 */
describe("an order's mails in the shopper's language", () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: Shopper;
  let tee: VariantFixture;
  let hindi: Shopper;
  let english: Shopper;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    tee = await createVariant(app, { name: 'Monsoon Tee', pricePaise: 89_900, stock: { M: 50 } });
    await app.db.update(products).set({ nameHi: 'मानसून टी' }).where(eq(products.id, tee.productId));
    await app.db.update(colors).set({ nameHi: 'गहरा हरा' }).where(eq(colors.name, tee.colorName));
    [hindi, english] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    await app.db.update(users).set({ language: 'hi' }).where(eq(users.id, hindi.id));
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  /** The mail to `who` whose subject matches, once the order-mails jobs have run. */
  const mailTo = (who: Shopper, subject: RegExp) => mailOnceSettled(app, smtp.received, who.email, subject);
  const cod = async (who: Shopper) =>
    placed((await checkout(app, who, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod')).res).order;
  const setStatus = async (id: string, status: string) =>
    expect((await call(app, admin, 'PUT', `/order/${id}/status`, { status })).statusCode).toBe(200);

  it("shipped and delivered: the lines by their product's and colour's Hindi names, the page in Hindi", async () => {
    const order = await cod(hindi);
    await setStatus(order._id, 'shipped');
    const shipped = await mailTo(hindi, new RegExp(`ऑर्डर #${order.orderNumber} भेज दिया गया`));
    const text = flat(shipped);
    expect(text).toContain(`नमस्ते ${hindi.name},`);
    expect(text).toContain(`खुशखबरी: आपका ऑर्डर #${order.orderNumber} Ludhiana के रास्ते में है।`);
    expect(text).toMatch(/डिलीवरी पर देने के लिए कृपया ₹[\d,]+ तैयार रखें।/);
    expect(text).toContain('पार्सल में:');
    expect(text).toContain('मानसून टी (गहरा हरा)');
    expect(text).not.toContain('Monsoon Tee');
    expect(text).not.toContain(tee.colorName);
    expect(readable(shipped, 'text/html')).toContain('<html lang="hi-IN">');
    expect(readable(shipped, 'text/html')).toContain('आपका ऑर्डर रास्ते में है');

    await setStatus(order._id, 'delivered');
    const delivered = flat(await mailTo(hindi, /पहुँच गया$/));
    expect(delivered).toContain(`आपका ऑर्डर #${order.orderNumber} पहुँचा दिया गया है।`);
    expect(delivered).toContain('वापसी या बदलाव');
  });

  it('a declined cancellation request: the Hindi words around the note as the owner wrote it', async () => {
    const order = await cod(hindi);
    await call(app, hindi, 'POST', '/order/cancel', { orderId: order._id, reason: 'मन बदल गया' });
    const declined = await call(app, admin, 'POST', `/order/${order._id}/cancellation/decline`, {
      note: 'Already packed',
    });
    expect(declined.statusCode).toBe(200);
    const text = flat(await mailTo(hindi, /को रद्द करने का आपका अनुरोध$/));
    expect(text).toContain(`हम आपका ऑर्डर #${order.orderNumber} रद्द नहीं कर सके।`);
    expect(text).toContain('Already packed');
    expect(text).toContain('आपका ऑर्डर तय योजना से आगे बढ़ रहा है।');
  });

  it('paid online, then cancelled with its refund: each in Hindi', async () => {
    const answer = placed(
      (await checkout(app, hindi, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'online')).res,
    );
    expect((await payOnline(app, hindi, answer)).res.statusCode).toBe(200);
    const paid = flat(await mailTo(hindi, /का भुगतान मिल गया$/));
    expect(paid).toMatch(new RegExp(`हमें ऑर्डर #${answer.order.orderNumber} के लिए आपका ₹[\\d,]+ का भुगतान मिल गया है।`));

    await setStatus(answer.order._id, 'cancelled');
    const cancelled = flat(await mailTo(hindi, /रद्द कर दिया गया$/));
    expect(cancelled).toContain(`आपका ऑर्डर #${answer.order.orderNumber} रद्द कर दिया गया है।`);
    expect(cancelled).toMatch(/आपका ₹[\d,]+ का रिफ़ंड/);
  });

  it("an English shopper's mails stay in English", async () => {
    const order = await cod(english);
    await setStatus(order._id, 'shipped');
    const shipped = await mailTo(english, /has shipped$/);
    expect(headerOf(shipped, 'Subject')).toBe(`Your StoryFit order #${order.orderNumber} has shipped`);
    expect(flat(shipped)).toContain(`Monsoon Tee (${tee.colorName})`);
    expect(flat(shipped)).toMatch(/Please keep ₹[\d,]+ ready to pay on delivery\./);
  });
});
