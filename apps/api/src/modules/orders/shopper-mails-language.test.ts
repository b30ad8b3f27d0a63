import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReturnAnswer, ShipmentAnswer, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import { call, checkout, createAdmin, placed } from '../../../test/fixtures/orders.ts';
import { headerOf, mailOnceSettled, partOf, startSmtpServer, type ReceivedMail } from '../../../test/smtp-server.ts';
import { colors, products, users } from '../../db/schema/index.ts';

/** The plain text with its lines joined: a sentence reads whole wherever the mail wrapped it. */
const flat = (mail: ReceivedMail) => partOf(mail, 'text/plain').replace(/\s+/g, ' ');

/** Shoppers of their own (the limits against hoarding cap one shopper's open orders), one per language. */
async function shoppersIn(app: TestApp): Promise<{ hindi: Shopper; english: Shopper }> {
  const [hindi, english] = (await createShoppers(app, 2)) as [Shopper, Shopper];
  await app.db.update(users).set({ language: 'hi' }).where(eq(users.id, hindi.id));
  return { hindi, english };
}

/*
 * The shopper's mails written outside the orders module — a return's steps, a parcel out for
 * delivery or not delivered, a cash-on-delivery order to confirm (and its WhatsApp template) — and
 * the shop's own note of a cancellation declined because the order shipped, in the language of the
 * shopper's account, through a real mail server (docs/decisions/0321).
 */
describe("the returns, parcel and declined-cancellation mails in the shopper's language", () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: Shopper;
  let tee: VariantFixture;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    tee = await createVariant(app, { name: 'Monsoon Tee', pricePaise: 129_900, stock: { M: 50, L: 50 } });
    // The tee and its colour have Hindi names: a return names them so for a Hindi account (0323).
    await app.db.update(products).set({ nameHi: 'मानसून टी' }).where(eq(products.id, tee.productId));
    await app.db.update(colors).set({ nameHi: 'गहरा नीला' }).where(eq(colors.name, tee.colorName));
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
  const moveReturn = async (id: string, status: string) =>
    expect((await call(app, admin, 'PUT', `/returns/${id}/status`, { status })).statusCode).toBe(200);
  const askReturn = async (who: Shopper) => {
    const order = await cod(who);
    await setStatus(order._id, 'delivered');
    const asked = await call(app, who, 'POST', '/returns', {
      orderId: order._id,
      lines: [{ itemId: order.items[0]!._id, quantity: 1, reason: 'too_small' }],
      refundTo: 'store_credit',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    return { order, ret: envelope(ReturnAnswer).parse(asked.json()).data.return };
  };
  const shipped = async (who: Shopper) => {
    const order = await cod(who);
    const booked = await call(app, admin, 'POST', `/order/${order._id}/shipment`, {});
    expect(booked.statusCode, booked.body).toBe(201);
    const { awb } = envelope(ShipmentAnswer).parse(booked.json()).data.shipment;
    const simulate = async (event: string) =>
      expect((await call(app, null, 'POST', '/shipping/simulated/events', { awb, event })).statusCode).toBe(200);
    await simulate('picked_up');
    return { order, simulate };
  };

  it('a return from request to refund: each step in Hindi, the tee by its Hindi names, rupees the Indian way', async () => {
    const { hindi } = await shoppersIn(app);
    const { order, ret } = await askReturn(hindi);
    const n = order.orderNumber;
    const requested = await mailTo(hindi, new RegExp(`^ऑर्डर #${n} के रिटर्न का आपका अनुरोध हमें मिल गया$`));
    const text = flat(requested);
    expect(text).toContain(`नमस्ते ${hindi.name},`);
    expect(text).toContain('हम एक कामकाजी दिन के अंदर आपका अनुरोध देखकर फिर लिखेंगे।');
    expect(text).toContain('बहुत छोटा');
    // The return line keeps no colour of its own: its names come through the order line it returns.
    expect(text).toContain('मानसून टी (गहरा नीला)');
    expect(text).not.toContain('Monsoon Tee');
    expect(text).not.toContain(tee.colorName);
    expect(text).toContain('साइज़ M');
    expect(text).toContain('₹1,299');
    expect(text).toContain('रिफ़ंड कहाँ जाएगा');
    expect(text).not.toMatch(/Refund to|You get back|Too small/);
    expect(partOf(requested, 'text/html')).toContain('<html lang="hi-IN">');

    // Approved: with the courier picking parcels up, the shopper hears of it with the pickup's details.
    await moveReturn(ret._id, 'approved');
    const pickup = flat(await mailTo(hindi, new RegExp(`^ऑर्डर #${n} का आपका रिटर्न कूरियर आपसे ले जाएगा$`)));
    expect(pickup).toContain('कूरियर इसे आपके डिलीवरी के पते से ले जाएगा।');
    expect(pickup).toMatch(/कूरियर: .+, AWB \S+।/);
    expect(pickup).toContain('पिकअप ट्रैक करें');

    await moveReturn(ret._id, 'received');
    expect(flat(await mailTo(hindi, new RegExp(`^ऑर्डर #${n} का आपका रिटर्न हमें मिल गया$`)))).toContain(
      'आपका पार्सल हम तक पहुँच गया है।',
    );
    await moveReturn(ret._id, 'accepted');
    const accepted = flat(await mailTo(hindi, /जाँच में पास हो गया$/));
    expect(accepted).toMatch(/₹[\d,]+ अब आपके स्टोर क्रेडिट में है/);
    expect(accepted).toContain('मानसून टी (गहरा नीला)');
  });

  it("an English shopper's return mails stay in English", async () => {
    const { english } = await shoppersIn(app);
    const { order } = await askReturn(english);
    const requested = await mailTo(english, /^We have your return request/);
    expect(headerOf(requested, 'Subject')).toBe(`We have your return request for order #${order.orderNumber}`);
    expect(flat(requested)).toContain(`Hi ${english.name},`);
    expect(flat(requested)).toContain('Refund to');
    expect(flat(requested)).toContain(`Monsoon Tee (${tee.colorName})`);
  });

  it('out for delivery and a failed delivery in Hindi; in English for an English account', async () => {
    const { hindi, english } = await shoppersIn(app);
    const first = await shipped(hindi);
    await first.simulate('out_for_delivery');
    const out = await mailTo(hindi, new RegExp(`ऑर्डर #${first.order.orderNumber} आज डिलीवरी के लिए निकला है$`));
    expect(flat(out)).toContain('कृपया फ़ोन पास रखें');
    expect(flat(out)).toMatch(/डिलीवरी पर देने के लिए कृपया ₹[\d,]+ तैयार रखें।/);
    expect(flat(out)).toContain('अपना पार्सल ट्रैक करें');
    expect(partOf(out, 'text/html')).toContain('<html lang="hi-IN">');

    const second = await shipped(hindi);
    await second.simulate('delivery_failed');
    const failed = flat(await mailTo(hindi, new RegExp(`ऑर्डर #${second.order.orderNumber} डिलीवर नहीं कर सके$`)));
    expect(failed).toContain('48 घंटे के अंदर बताएँ कि क्या करें');
    expect(failed).toContain('आगे क्या हो, चुनें');

    const third = await shipped(english);
    await third.simulate('out_for_delivery');
    const englishOut = await mailTo(english, /is out for delivery$/);
    expect(headerOf(englishOut, 'Subject')).toBe(`Your StoryFit order #${third.order.orderNumber} is out for delivery`);
    expect(flat(englishOut)).toContain('Please keep your phone close');
  });

  it("a cancellation declined because the order shipped: the shop's note in Hindi", async () => {
    const { hindi, english } = await shoppersIn(app);
    for (const who of [hindi, english]) {
      const order = await cod(who);
      const asked = await call(app, who, 'POST', '/order/cancel', { orderId: order._id, reason: 'Changed my mind' });
      expect(asked.statusCode, asked.body).toBeLessThan(300);
      await setStatus(order._id, 'shipped');
    }
    const hindiText = flat(await mailTo(hindi, /को रद्द करने का आपका अनुरोध$/));
    expect(hindiText).toContain('ऑर्डर पहले ही भेजा जा चुका था');
    expect(hindiText).not.toContain('The order had already been shipped');
    expect(flat(await mailTo(english, /^Your cancellation request/))).toContain('The order had already been shipped');
  });
});

type WhatsAppSent = {
  to: string;
  template: {
    name: string;
    language: { code: string };
    components: { type: string; parameters: { text: string }[] }[];
  };
};

describe("the COD confirmation in the shopper's language, by mail and WhatsApp", () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let tee: VariantFixture;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT: 'off', WHATSAPP_COD_TEMPLATE_HI: 'cod_confirmation_hi' },
      {},
      { codRules: 'shop-defaults' },
    );
    tee = await createVariant(app, { pricePaise: 149_900, stock: { M: 20 } });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  /** A first cash-on-delivery order, which waits for the shopper's confirmation. */
  const waiting = async (who: Shopper) => {
    const order = placed(
      (await checkout(app, who, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod')).res,
    ).order;
    expect(order.status).toBe('awaiting_confirmation');
    await app.jobs.settled();
    return order;
  };
  /** The WhatsApp message the simulated port wrote for the order's confirmation. */
  const whatsAppOf = (orderId: string): WhatsAppSent =>
    JSON.parse(
      fs.readFileSync(path.join(app.dataDir, 'outbox', `whatsapp-cod-confirm-${orderId}.json`), 'utf8'),
    ) as WhatsAppSent;
  const mailTo = (who: Shopper) => smtp.received.find((m) => m.to.includes(who.email));

  it('a Hindi account: the mail in Hindi and the template approved in Hindi', async () => {
    const { hindi } = await shoppersIn(app);
    const order = await waiting(hindi);
    const mail = mailTo(hindi)!;
    expect(headerOf(mail, 'Subject')).toBe(`कृपया अपना कैश ऑन डिलीवरी ऑर्डर #${order.orderNumber} पक्का करें`);
    const text = flat(mail);
    expect(text).toContain(`नमस्ते ${hindi.name},`);
    expect(text).toMatch(
      new RegExp(`आपका ₹[\\d,]+ का ऑर्डर #${order.orderNumber} आपके लिए रखा गया है। इसे \\d+ \\S+ \\d{4}.* तक पक्का करें`),
    );
    expect(text).toContain('ऑर्डर पक्का करें');
    expect(text).toContain('ऑर्डर रद्द करें');
    expect(text).not.toContain('Confirm the order');

    const message = whatsAppOf(order._id);
    expect(message.template.name).toBe('cod_confirmation_hi');
    expect(message.template.language.code).toBe('hi');
    const [name, number, total, deadline] = message.template.components[0]!.parameters.map((p) => p.text);
    expect([name, number]).toEqual([hindi.name, `#${order.orderNumber}`]);
    expect(total).toMatch(/^₹[\d,]+$/);
    // The deadline in Hindi words (the month's Hindi name), with Latin digits.
    expect(deadline).toMatch(/[\u0900-\u097F]/);
    expect(deadline).toMatch(/^\d/);
  });

  it('an English account: the mail in English and the English template', async () => {
    const { english } = await shoppersIn(app);
    const order = await waiting(english);
    const mail = mailTo(english)!;
    expect(headerOf(mail, 'Subject')).toBe(`Please confirm your cash-on-delivery order #${order.orderNumber}`);
    expect(flat(mail)).toContain('Confirm the order');
    const message = whatsAppOf(order._id);
    expect(message.template.name).toBe('cod_order_confirmation');
    expect(message.template.language.code).toBe('en');
  });
});
