import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, formatInr, type Order } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import { call, checkout, createAdmin, payOnline, placed } from '../../../test/fixtures/orders.ts';
import { headerOf, partOf, startSmtpServer, type ReceivedMail } from '../../../test/smtp-server.ts';
import { orders, returns, users } from '../../db/schema/index.ts';
import { JOBS_SCHEMA } from '../../lib/jobs/jobs.ts';
import { OWNER_SUMMARY_QUEUE } from './index.ts';
import { dailyCronAt, dayBefore } from './owner-summary.service.ts';

describe("the owner's daily summary", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: TestApp;
  let admin: Shopper;
  let asha: Shopper;
  let ravi: Shopper;
  let bounced: Shopper;
  let tee: VariantFixture;

  const order = async (who: Shopper, size: 'M' | 'L', quantity: number, method: 'cod' | 'online' = 'cod') => {
    const { res } = await checkout(app, who, { variantId: tee.variantId, size, quantity }, method);
    expect(res.statusCode, res.body).toBe(201);
    return placed(res);
  };
  const summaries = async () => {
    await app.jobs.settled();
    return smtp.received.filter(
      (mail) => mail.to.includes('owner@storyfit.test') && partOf(mail, 'text/plain').startsWith('What happened on'),
    );
  };
  /** The plain part with the columns' padding folded, so a fact reads "Label: value". */
  const plain = (mail: ReceivedMail) => partOf(mail, 'text/plain').replace(/ {2,}/g, ' ');

  beforeAll(async () => {
    // A mailbox that does not exist: a mail to it is refused for good, tried, then given up.
    smtp = await startSmtpServer(0, { refuse: (address) => address.endsWith('@bounce.test') });
    app = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OWNER_EMAIL: 'owner@storyfit.test',
      SUPPORT_EMAIL: 'help@storyfit.test',
      PUBLIC_URL: 'https://shop.storyfit.test',
      OWNER_SUMMARY_HOUR: '7',
      RATE_LIMIT: 'off',
      // A day of retries in three seconds, so the refused mail is dead within the test.
      JOBS_GIVE_UP_SECONDS: '3',
    });
    admin = await createAdmin(app);
    [asha, ravi, bounced] = (await createShoppers(app, 3)) as [Shopper, Shopper, Shopper];
    await app.db.update(users).set({ email: 'nobody@bounce.test' }).where(eq(users.id, bounced.id));
    tee = await createVariant(app, { pricePaise: 69_900, stock: { M: 20, L: 20, XL: 3, XXL: 0 }, withImage: true });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('is scheduled daily at OWNER_SUMMARY_HOUR India time, written as UTC', async () => {
    await app.ready();
    const rows = (await app.db.execute(
      sql`select cron from ${sql.identifier(JOBS_SCHEMA)}.schedule where name = ${OWNER_SUMMARY_QUEUE}`,
    )) as unknown as { rows: { cron: string }[] };
    expect(rows.rows.map((row) => row.cron)).toEqual(['30 1 * * *']);
    expect(dailyCronAt(8)).toBe('30 2 * * *');
    expect(dailyCronAt(3)).toBe('30 21 * * *');
    expect(dailyCronAt(0)).toBe('30 18 * * *');
  });

  it("sums up the day before on India's calendar", () => {
    expect(dayBefore(new Date('2026-11-24T19:00:00Z'))).toBe('2026-11-24'); // 00:30 on the 25th in India
    expect(dayBefore(new Date('2026-11-24T18:00:00Z'))).toBe('2026-11-23'); // 23:30 on the 24th
    expect(dayBefore(new Date('2026-03-01T02:00:00Z'))).toBe('2026-02-28');
  });

  it("mails yesterday's orders, cancellations, returns, low stock and dead jobs to the owner, once however often it runs", async () => {
    // Yesterday's business, through the API: three cash-on-delivery orders that stand, one
    // cancelled at the customer's request, one paid online, and one online checkout never paid.
    const kept = await order(asha, 'M', 2);
    const cancelled = await order(ravi, 'L', 1);
    expect(
      (await call(app, ravi, 'POST', API.order.cancel, { orderId: cancelled.order._id, reason: 'Wrong size' }))
        .statusCode,
    ).toBe(200);
    expect((await call(app, admin, 'POST', API.order.approveCancellation(cancelled.order._id))).statusCode).toBe(200);
    const online = await order(asha, 'M', 1, 'online');
    expect((await payOnline(app, asha, online)).res.statusCode).toBe(200);
    await order(asha, 'L', 1, 'online');
    // Delivered the same day and asked back for a size exchange.
    const returned = await order(ravi, 'M', 1);
    expect(
      (await call(app, admin, 'PUT', API.order.status(returned.order._id), { status: 'delivered' })).statusCode,
    ).toBe(200);
    const asked = await call(app, ravi, 'POST', API.returns.root, {
      orderId: returned.order._id,
      lines: [{ itemId: returned.order.items[0]!._id, quantity: 1, reason: 'too_small', exchangeSize: 'L' }],
      refundTo: 'store_credit',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    // A customer whose mailbox does not exist: the confirmation is refused, then given up (dead).
    const toBounce = await order(bounced, 'M', 1);
    await app.jobs.settled();
    for (let tries = 0; (await app.jobs.counts()).dead === 0; tries++) {
      expect(tries, 'the refused mail to be given up').toBeLessThan(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    // All of it happened yesterday (India time), and one more order today, which waits for tomorrow.
    // The last few minutes move to just before noon of yesterday on India's calendar, not back by
    // one day: a test running across India's midnight would otherwise put them on the day before.
    const noonYesterday = new Date(`${dayBefore(new Date())}T12:00:00+05:30`);
    const back = sql`(now() - ${noonYesterday.toISOString()}::timestamptz)`;
    await app.db.update(orders).set({
      createdAt: sql`${orders.createdAt} - ${back}`,
      paidAt: sql`${orders.paidAt} - ${back}`,
      cancelledAt: sql`${orders.cancelledAt} - ${back}`,
    });
    await app.db.update(returns).set({ createdAt: sql`${returns.createdAt} - ${back}` });
    await order(asha, 'M', 1);
    await app.jobs.settled();

    // The schedule runs three times (twice at once, as two instances might, then once more): one mail.
    await Promise.all([app.jobs.runNow(OWNER_SUMMARY_QUEUE), app.jobs.runNow(OWNER_SUMMARY_QUEUE)]);
    await app.jobs.settled();
    await app.jobs.runNow(OWNER_SUMMARY_QUEUE);
    const [summary, ...more] = await summaries();
    expect(more).toEqual([]);
    expect(summary).toBeDefined();

    const sum = (list: Order[]) => formatInr(list.reduce((total, o) => total + o.totalAmount, 0));
    const cod = [kept.order, cancelled.order, returned.order, toBounce.order];
    const all = [...cod, online.order];
    expect(headerOf(summary!, 'Subject')).toMatch(
      new RegExp(`^\\[StoryFit\\] \\w+, \\d+ \\w+: 5 orders, ${sum(all)}$`),
    );
    expect(headerOf(summary!, 'From')).toBe('StoryFit <no-reply@storyfit.in>');
    const text = plain(summary!);
    expect(text).toContain(`Cash on Delivery: 4 orders · ${sum(cod)}`);
    expect(text).toContain(`Online payment: 1 order · ${sum([online.order])}`);
    expect(text).toContain(`All orders: 5 orders · ${sum(all)}`);
    expect(text).toContain(`Cancelled: 1 order · ${sum([cancelled.order])}`);
    expect(text).toContain('Asked for by the customer: 1');
    expect(text).toContain('Asked for: 1 return · 1 unit');
    expect(text).toContain('Size exchanges among them: 1');
    expect(text).toContain('1 return waits for your decision.');
    expect(text).toContain('Review returns:\nhttps://shop.storyfit.test/admin/returns');
    expect(text).toContain('2 sizes have 5 units or fewer left:');
    expect(text).toContain(`- ${tee.productName} (${tee.colorName}) | Size XXL | Sold out`);
    expect(text).toContain(`- ${tee.productName} (${tee.colorName}) | Size XL | 3 left`);
    expect(text).toContain('1 job was given up after a day of tries.');
    // The order's mails are sent by the event's own job: the one given up, naming whom they go to.
    // (The plain text wraps it: read as one line.)
    expect(text.replace(/\s+/g, ' ')).toContain(
      `Order mails for order.confirmed (order #${toBounce.order.orderNumber}) to nobody@bounce.test`,
    );
    expect(text).toContain('Open the Jobs screen:\nhttps://shop.storyfit.test/admin/jobs?state=dead');

    const html = partOf(summary!, 'text/html');
    expect(html).toMatch(
      /<a href="https:\/\/shop\.storyfit\.test\/admin\/jobs\?state=dead"[^>]*>Open the Jobs screen<\/a>/,
    );
    expect(html).toMatch(
      /<img src="https:\/\/shop\.storyfit\.test\/media\/images\/[0-9a-f]+-320\.webp"[^>]* alt="Story Tee /,
    );
  }, 120_000);
});
