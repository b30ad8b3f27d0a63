import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, PROMOTION_TEXTS } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
  type VariantFixture,
} from '../../../test/fixtures/cart.ts';
import { createAdmin } from '../../../test/fixtures/orders.ts';
import { createCoupon } from '../../../test/fixtures/promotions.ts';
import { startSmtpServer, type ReceivedMail } from '../../../test/smtp-server.ts';
import { cartItems, carts } from '../../db/schema/index.ts';
import { sendCartReminders } from './promotions.reminders.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Each test runs the schedule at its own point in time (days apart), so the carts of the other
 * tests are long reminded or far from due, and each test counts only its own shopper's mails.
 */
describe('cart reminders through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let received: ReceivedMail[];
  let app: TestApp;
  let admin: Shopper;
  let tee: VariantFixture;
  let soldOut: VariantFixture;

  /** The reminders the shopper got (an order's own mails are not counted). */
  const remindersTo = (who: Shopper) =>
    received.filter((m) => m.to.includes(who.email) && m.raw.includes('Subject: Still thinking it over?'));
  /** Sets the shopper's cart lines as last changed `hours` before `now`. */
  const leaveCart = async (who: Shopper, hours: number, now: Date) => {
    const [cart] = await app.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, who.id));
    await app.db
      .update(cartItems)
      .set({ updatedAt: new Date(now.getTime() - hours * HOUR) })
      .where(eq(cartItems.cartId, cart!.id));
  };
  /** One run of the schedule at `now`, its mails handed to the SMTP server. */
  const run = async (now: Date) => {
    await sendCartReminders({ db: app.db, mail: app.mailQueue, publicUrl: app.config.publicUrl }, now);
    await app.jobs.settled();
  };
  /** The mail's text with quoted-printable undone. */
  const unfold = (raw: string) =>
    Buffer.from(
      raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');

  beforeAll(async () => {
    smtp = await startSmtpServer();
    received = smtp.received;
    app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT: 'off' });
    await app.ready();
    admin = await createAdmin(app);
    tee = await createVariant(app, { name: 'Monsoon Drift Tee', pricePaise: 89_900, stock: { M: 20 } });
    soldOut = await createVariant(app, { name: 'Gone Tee', pricePaise: 49_900, stock: { M: 1 } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('mails a cart left 4 hours once, with what is still in stock at its price now and the coupon the owner chose', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const coupon = await createCoupon(app, admin, { code: 'COMEBACK', type: 'percent', value: 5 });
    const put = await app.inject({
      method: 'PUT',
      url: `${API_BASE_PATH}/promotions/settings`,
      headers: { cookie: admin.cookie },
      payload: { freeShippingThreshold: null, reminderHours: 4, reminderCouponId: coupon._id },
    });
    expect(put.statusCode, put.body).toBe(200);
    await addToCart(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 2 });
    await addToCart(app, shopper, { variantId: soldOut.variantId, size: 'M', quantity: 1 });
    // The last 'Gone Tee' goes while it sits in the cart.
    await app.db.transaction((tx) =>
      app.inventory.set(tx, soldOut.variantId, { M: 0 }, { reason: 'admin-set', adminId: admin.id }),
    );
    const now = new Date(Date.now() + 30 * DAY);

    await leaveCart(shopper, 3, now);
    await run(now);
    expect(remindersTo(shopper)).toHaveLength(0);

    await leaveCart(shopper, 5, now);
    await run(now);
    expect(remindersTo(shopper)).toHaveLength(1);
    const mail = unfold(remindersTo(shopper)[0]!.raw);
    // The header (folded by the transport when long, and not quoted-printable) names the same link.
    expect(remindersTo(shopper)[0]!.raw).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/unsubscribe\?token=[\w-]+>/m);
    expect(mail).toContain('Monsoon Drift Tee');
    expect(mail).toContain('₹899');
    expect(mail).not.toContain('Gone Tee');
    expect(mail).toContain('COMEBACK');
    expect(mail).toContain(`${app.config.publicUrl}/cart`);

    // At most one per cart in 7 days.
    await run(new Date(now.getTime() + HOUR));
    await run(new Date(now.getTime() + 6 * DAY));
    expect(remindersTo(shopper)).toHaveLength(1);
  });

  it('never reminds a shopper who ordered after leaving the cart', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    await addToCart(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const other = await createVariant(app, { pricePaise: 59_900, stock: { M: 5 } });
    const itemId = await addToCart(app, buyer, { variantId: other.variantId, size: 'M', quantity: 1 });
    const order = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/order`,
      headers: { cookie: buyer.cookie },
      payload: { itemIds: [itemId], paymentMethod: 'cod', contact: '9876543210', shippingAddress: DELIVERY_ADDRESS },
    });
    expect(order.statusCode, order.body).toBe(201);
    const [cart] = await app.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, buyer.id));
    const [left] = await app.db.select().from(cartItems).where(eq(cartItems.cartId, cart!.id));
    expect(left, 'a line is still in the cart').toBeDefined();

    // Left before the order was placed: no reminder now, nor days later.
    await leaveCart(buyer, 10, new Date());
    await run(new Date());
    await run(new Date(Date.now() + 8 * DAY));
    expect(remindersTo(buyer)).toHaveLength(0);
  });

  it('honours the unsubscribe link for every marketing mail after it', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    await addToCart(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const now = new Date(Date.now() + 60 * DAY);
    await leaveCart(shopper, 5, now);
    await run(now);
    expect(remindersTo(shopper)).toHaveLength(1);
    const token = /\/unsubscribe\?token=([\w-]+)/.exec(unfold(remindersTo(shopper)[0]!.raw))![1]!;

    const unsubscribe = (body: object) =>
      app.inject({ method: 'POST', url: `${API_BASE_PATH}/marketing/unsubscribe`, payload: body });
    expect((await unsubscribe({ token: 'x'.repeat(20) })).statusCode).toBe(404);
    const res = await unsubscribe({ token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PROMOTION_TEXTS.unsubscribed);

    // Eight days on, the cart is due again, but the shopper said no.
    const later = new Date(now.getTime() + 8 * DAY);
    await leaveCart(shopper, 5, later);
    await run(later);
    expect(remindersTo(shopper)).toHaveLength(1);
  });
});
