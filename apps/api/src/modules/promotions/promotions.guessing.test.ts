import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  COUPON_LOOKUP_LIMITS,
  COUPON_REASONS,
  QuoteAnswer,
  SHOP_TIME_ZONE,
  envelope,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addToCart, createShoppers, createVariant, type Shopper } from '../../../test/fixtures/cart.ts';
import { createAdmin } from '../../../test/fixtures/orders.ts';
import { createCoupon, orderWith } from '../../../test/fixtures/promotions.ts';
import { partOf, startSmtpServer } from '../../../test/smtp-server.ts';
import { couponMisses } from '../../db/schema/index.ts';
import { OWNER_SUMMARY_QUEUE } from '../owner-summary/index.ts';

/**
 * Guessing at coupon codes, with the rate limits on: a shopper is refused well before 300 guesses
 * are through, on the quote and at checkout alike; a private code answers like one that does not
 * exist; and the owner hears of the guessing in the daily summary.
 */
describe('coupon codes nobody can guess', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;
  let admin: Shopper;
  let shoppers: Shopper[];
  let variantId: string;

  beforeAll(async () => {
    smtp = await startSmtpServer(0);
    app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, OWNER_EMAIL: 'owner@storyfit.test' });
    admin = await createAdmin(app);
    shoppers = await createShoppers(app, 6);
    variantId = (await createVariant(app, { pricePaise: 69_900, stock: { M: 50 } })).variantId;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const quote = async (who: Shopper, itemId: string, couponCode: string, ip = '203.0.113.7') =>
    app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/cart/quote`,
      headers: { cookie: who.cookie },
      remoteAddress: ip,
      payload: { itemIds: [itemId], couponCode },
    });

  it('answers a code not yet started, and a first-order code to a shopper who has ordered, as it answers no code at all', async () => {
    const inAWeek = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    await createCoupon(app, admin, { code: 'DIWALI50', type: 'percent', value: 50, startsAt: inAWeek });
    await createCoupon(app, admin, { code: 'WELCOME', type: 'flat', value: 100, firstOrderOnly: true });
    const [buyer] = shoppers as [Shopper];
    expect((await orderWith(app, buyer, [{ variantId }])).statusCode).toBe(201);
    const itemId = await addToCart(app, buyer, { variantId, size: 'M', quantity: 1 });
    const answers = [];
    for (const code of ['DIWALI50', 'WELCOME', 'NOSUCHCODE']) {
      const res = await quote(buyer, itemId, code, '198.51.100.1');
      expect(res.statusCode, res.body).toBe(200);
      const { coupon } = envelope(QuoteAnswer).parse(res.json()).data.quote;
      answers.push({ applied: coupon?.applied, reason: coupon?.reason, discount: coupon?.discount });
    }
    expect(answers).toEqual(Array(3).fill({ applied: false, reason: COUPON_REASONS.unknown, discount: 0 }));
    // Checkout answers the same for both.
    for (const code of ['DIWALI50', 'NOSUCHCODE']) {
      const res = await orderWith(app, buyer, [{ variantId }], { couponCode: code });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(COUPON_REASONS.unknown);
    }
  });

  it('refuses a shopper guessing 300 codes well before the end, at the quote and at checkout alike', async () => {
    const guesser = shoppers[1]!;
    const itemId = await addToCart(app, guesser, { variantId, size: 'M', quantity: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) {
      const res = await quote(guesser, itemId, `GUESS${String(i).padStart(3, '0')}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        break;
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(COUPON_LOOKUP_LIMITS.user.max);
    expect(statuses.at(-1)).toBe(429);
    // A quote without a code is not a look-up either.
    const plain = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/cart/quote`,
      headers: { cookie: guesser.cookie },
      payload: { itemIds: [itemId] },
    });
    expect(plain.statusCode).toBe(200);
    // Checkout with a code counts against the same look-ups; without one it goes ahead.
    expect((await orderWith(app, guesser, [{ variantId }], { couponCode: 'GUESS999' })).statusCode).toBe(429);
    expect((await orderWith(app, guesser, [{ variantId }])).statusCode).toBe(201);
  });

  it('limits look-ups per client address too, across accounts', async () => {
    const ip = '192.0.2.44';
    let answered = 0;
    let refused = false;
    // Four accounts, each staying under its own limit: the address runs out first.
    for (const who of shoppers.slice(2)) {
      const itemId = await addToCart(app, who, { variantId, size: 'M', quantity: 1 });
      for (let i = 0; i < COUPON_LOOKUP_LIMITS.user.max - 1 && !refused; i++) {
        const res = await quote(who, itemId, `ADDR${i}`, ip);
        if (res.statusCode === 429) refused = true;
        else answered++;
      }
    }
    expect(refused).toBe(true);
    expect(answered).toBe(COUPON_LOOKUP_LIMITS.ip.max);
  });

  it("tells the owner in the next morning's summary how many codes were tried and by whom the most", async () => {
    // Noon of the day before on India's calendar, the day the summary tells.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(new Date());
    const noonYesterday = new Date(new Date(`${today}T12:00:00+05:30`).getTime() - 24 * 3600_000);
    await app.db.update(couponMisses).set({ createdAt: noonYesterday });
    await app.jobs.runNow(OWNER_SUMMARY_QUEUE);
    await app.jobs.settled();
    const [summary] = smtp.received.filter(
      (mail) => mail.to.includes('owner@storyfit.test') && partOf(mail, 'text/plain').startsWith('What happened on'),
    );
    expect(summary).toBeDefined();
    const text = partOf(summary!, 'text/plain').replace(/ {2,}/g, ' ');
    // 3 + 2 in the first test, 20 by the guesser, 60 from one address across four accounts.
    const total = 5 + COUPON_LOOKUP_LIMITS.user.max + COUPON_LOOKUP_LIMITS.ip.max;
    expect(text).toContain(`Codes tried that were not valid: ${total} by 6 customers`);
    expect(text).toContain(`Most by one customer: ${shoppers[1]!.email} · ${COUPON_LOOKUP_LIMITS.user.max} tries`);
    const kept = await app.db.select({ n: sql<number>`count(*)::int` }).from(couponMisses);
    expect(kept[0]!.n).toBe(total);
  });
});
