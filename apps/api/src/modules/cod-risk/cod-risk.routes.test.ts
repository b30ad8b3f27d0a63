import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  AdminOrderAnswer,
  COD_REASONS,
  COD_TEXTS,
  DEFAULT_COD_RULES,
  envelope,
  type CheckoutOptions,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
} from '../../../test/fixtures/cart.ts';
import { call, createAdmin, lifecycleOf, orderRow, stockOf } from '../../../test/fixtures/orders.ts';
import { startSmtpServer, type ReceivedMail } from '../../../test/smtp-server.ts';
import { stockMovements, users } from '../../db/schema/index.ts';
import { expireUnconfirmed } from './cod-risk.service.ts';

/** The signed link's order id and token, as the shopper's mail carries them. */
function linkIn(mail: ReceivedMail) {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /confirm-cod\/([0-9a-f-]{36})\?token=([\w%-]+)&(?:amp;)?action=confirm/.exec(text);
  if (!match) throw new Error('no confirmation link in the mail');
  return { orderId: match[1]!, token: decodeURIComponent(match[2]!) };
}

describe('cash on delivery decided per order (shop defaults)', () => {
  let app: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let admin: Shopper;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, RATE_LIMIT: 'off' },
      {},
      { codRules: 'shop-defaults' },
    );
    admin = await createAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const place = async (who: Shopper, variantId: string, method: 'cod' | 'online' = 'cod', quantity = 1) => {
    const itemId = await addToCart(app, who, { variantId, size: 'M', quantity });
    return call(app, who, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: method,
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    });
  };
  const options = async (who: Shopper, itemIds: string[]) => {
    const res = await call(
      app,
      who,
      'GET',
      `/checkout/options?pin=${DELIVERY_ADDRESS.postalCode}&itemIds=${itemIds.join(',')}`,
    );
    expect(res.statusCode).toBe(200);
    return res.json().data as CheckoutOptions;
  };
  const allowed = (answer: CheckoutOptions) => answer.methods.filter((m) => m.allowed).map((m) => m.method);

  /** A COD order that is confirmed by its owner, shipped, then refused at the door. */
  const returnedOrder = async (who: Shopper, variantId: string) => {
    const id = (await place(who, variantId)).json().data.order._id as string;
    expect((await call(app, who, 'POST', `/order/${id}/confirm`, {})).statusCode).toBe(200);
    expect((await call(app, admin, 'PUT', `/order/${id}/status`, { status: 'shipped' })).statusCode).toBe(200);
    const refused = await call(app, admin, 'POST', `/order/${id}/refused-at-door`);
    expect(refused.statusCode).toBe(200);
    return id;
  };

  it('offers a customer with two COD orders returned to origin only prepaid, and refuses COD with the reason', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const tee = await createVariant(app, { stock: { M: 10 } });
    const first = await returnedOrder(shopper, tee.variantId);
    await returnedOrder(shopper, tee.variantId);
    const row = await orderRow(app, first);
    expect(row.status).toBe('cancelled');
    expect(row.returnedToOriginAt).not.toBeNull();
    // A parcel refused once cannot be refused again.
    expect((await call(app, admin, 'POST', `/order/${first}/refused-at-door`)).statusCode).toBe(409);

    const itemId = await addToCart(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const answer = await options(shopper, [itemId]);
    expect(allowed(answer)).toEqual(['online']);
    expect(answer.codOutcome).toBeNull();
    expect(answer.reasons[0]!.text).toBe(COD_REASONS.returned(2, DEFAULT_COD_RULES.returnedWindowDays));

    const refused = await call(app, shopper, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'UNPROCESSABLE', message: answer.reasons[0]!.text });
    // Paying online is still taken.
    expect((await place(shopper, tee.variantId, 'online')).statusCode).toBe(201);
  });

  it('refuses a third open COD order with its reason', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const tee = await createVariant(app, { stock: { M: 10 } });
    expect((await place(shopper, tee.variantId)).statusCode).toBe(201);
    expect((await place(shopper, tee.variantId)).statusCode).toBe(201);
    const third = await place(shopper, tee.variantId);
    expect(third.statusCode).toBe(422);
    expect(third.json().message).toBe(COD_REASONS.openOrders(2));
    expect(await stockOf(app, tee.variantId, 'M')).toBe(8);
  });

  it('holds a first-time COD order for confirmation, and the mailed link confirms it without signing in', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const tee = await createVariant(app, { stock: { M: 5 } });
    const itemId = await addToCart(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const offered = await options(shopper, [itemId]);
    expect(offered.codOutcome).toBe('cod_confirm');
    expect(offered.reasons.map((r) => r.text)).toEqual([COD_REASONS.firstOrder]);
    expect(offered.prepaidSaving).toBe(80);

    const res = await call(app, shopper, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.order._id as string;
    expect(res.json().data.order.status).toBe('awaiting_confirmation');
    expect(await stockOf(app, tee.variantId, 'M')).toBe(4);

    await app.jobs.settled();
    const mail = smtp.received.find((m) => m.to.includes(shopper.email) && m.raw.includes('Please confirm'));
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain(COD_TEXTS.payOnlineInstead);
    const link = linkIn(mail!);
    expect(link.orderId).toBe(id);

    // A forged token, or another shopper, is told nothing.
    expect((await call(app, null, 'POST', `/order/${id}/confirm`, { token: 'forged' })).statusCode).toBe(404);
    const [stranger] = (await createShoppers(app, 1)) as [Shopper];
    expect((await call(app, stranger, 'POST', `/order/${id}/confirm`, {})).statusCode).toBe(404);

    const confirmed = await call(app, null, 'POST', `/order/${id}/confirm`, { token: link.token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: COD_TEXTS.confirmed, data: { status: 'processing' } });
    expect((await orderRow(app, id)).status).toBe('processing');
    // The owner's timeline credits the shopper with their confirmation by the link, not the shop.
    const page = envelope(AdminOrderAnswer).parse((await call(app, admin, 'GET', `/order/${id}`)).json()).data;
    const [owner] = await app.db.select({ name: users.name }).from(users).where(eq(users.id, shopper.id));
    expect(page.history.at(-1)).toMatchObject({
      to: 'processing',
      by: owner!.name,
      note: COD_TEXTS.confirmedByCustomer,
    });
    // A second tap changes nothing.
    const again = await call(app, null, 'POST', `/order/${id}/confirm`, { token: link.token, action: 'cancel' });
    expect(again.statusCode).toBe(409);
    expect((await orderRow(app, id)).status).toBe('processing');

    await app.jobs.settled();
    const decision = await call(app, admin, 'GET', `/order/${id}/cod-decision`);
    expect(decision.json().data.decision).toMatchObject({ outcome: 'cod_confirm', reasons: [{ code: 'first-order' }] });
    expect(decision.json().data.decision.confirmedAt).not.toBeNull();
  });

  it('shows the signed-in owner the deadline on the order, who confirms or cancels it there; no one else may', async () => {
    const [shopper, other, stranger] = (await createShoppers(app, 3)) as [Shopper, Shopper, Shopper];
    const tee = await createVariant(app, { stock: { M: 5 } });
    const placedAt = Date.now();
    const placed = (await place(shopper, tee.variantId)).json().data.order;
    expect(placed.status).toBe('awaiting_confirmation');
    // The order as placed and as My Account lists it carries the deadline.
    const deadline = Date.parse(placed.codConfirmation.confirmBy);
    expect(deadline - placedAt).toBeGreaterThanOrEqual(DEFAULT_COD_RULES.confirmationHours * 3600_000 - 60_000);
    expect(deadline - placedAt).toBeLessThanOrEqual(DEFAULT_COD_RULES.confirmationHours * 3600_000 + 60_000);
    expect(placed.codConfirmation.byTap).toBe(true);
    const listed = (await call(app, shopper, 'GET', '/order/user')).json().data.orders;
    expect(listed.find((o: { _id: string }) => o._id === placed._id).codConfirmation).toEqual(placed.codConfirmation);

    // Not signed in and no token, or another shopper: the order is not found and stays waiting.
    expect((await call(app, null, 'POST', `/order/${placed._id}/confirm`, {})).statusCode).toBe(404);
    expect((await call(app, stranger, 'POST', `/order/${placed._id}/confirm`, { action: 'cancel' })).statusCode).toBe(
      404,
    );
    expect((await orderRow(app, placed._id)).status).toBe('awaiting_confirmation');

    const confirmed = await call(app, shopper, 'POST', `/order/${placed._id}/confirm`, { action: 'confirm' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: COD_TEXTS.confirmed, data: { action: 'confirm' } });
    const after = (await call(app, shopper, 'GET', '/order/user')).json().data.orders;
    expect(after.find((o: { _id: string }) => o._id === placed._id).codConfirmation).toBeNull();

    // The owner of another waiting order cancels it from the order; its stock comes back.
    const second = (await place(other, tee.variantId)).json().data.order;
    expect(await stockOf(app, tee.variantId, 'M')).toBe(3);
    const cancelled = await call(app, other, 'POST', `/order/${second._id}/confirm`, { action: 'cancel' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(COD_TEXTS.cancelled);
    expect((await orderRow(app, second._id)).status).toBe('cancelled');
    expect(await stockOf(app, tee.variantId, 'M')).toBe(4);
  });

  it('cancels an order not confirmed before its deadline, and its stock returns once', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const tee = await createVariant(app, { stock: { M: 5 } });
    const id = (await place(shopper, tee.variantId, 'cod', 2)).json().data.order._id as string;
    expect(await stockOf(app, tee.variantId, 'M')).toBe(3);

    const deps = lifecycleOf(app);
    expect(await expireUnconfirmed(deps, new Date(Date.now() + 23 * 3600_000))).not.toContain(id);
    const later = new Date(Date.now() + 25 * 3600_000);
    // Two sweeps at once (two instances): one cancels, the other finds nothing to do.
    const [a, b] = await Promise.all([expireUnconfirmed(deps, later), expireUnconfirmed(deps, later)]);
    expect([...a, ...b].filter((x) => x === id)).toHaveLength(1);
    expect((await orderRow(app, id)).status).toBe('cancelled');
    expect(await stockOf(app, tee.variantId, 'M')).toBe(5);
    const released = await app.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.referenceId, id), eq(stockMovements.reason, 'order-cancelled')));
    expect(released).toHaveLength(1);
    // The link no longer confirms a cancelled order.
    expect((await call(app, shopper, 'POST', `/order/${id}/confirm`, {})).statusCode).toBe(409);
  });

  it('the rules screen changes the outcomes without a deploy', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const tee = await createVariant(app, { stock: { M: 10 } });
    expect((await call(app, shopper, 'GET', '/cod/rules')).statusCode).toBe(403);
    const rules = (await call(app, admin, 'GET', '/cod/rules')).json().data;
    expect(rules).toEqual(DEFAULT_COD_RULES);

    const saved = await call(app, admin, 'PUT', '/cod/rules', { ...rules, confirmFirstCodOrder: false });
    expect(saved.statusCode).toBe(200);
    const plain = await place(shopper, tee.variantId);
    expect(plain.json().data.order.status).toBe('processing');

    const strict = await call(app, admin, 'PUT', '/cod/rules', {
      ...rules,
      confirmFirstCodOrder: false,
      maxOpenCodOrders: 1,
    });
    expect(strict.statusCode).toBe(200);
    const refused = await place(shopper, tee.variantId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(COD_REASONS.openOrders(1));

    // A PIN prefix whose parcels come back often: with the threshold measured on one order, COD there is part-paid.
    await call(app, admin, 'PUT', '/cod/rules', { ...rules, returnRateMinOrders: 1, maxOpenCodOrders: 5 });
    const [other] = (await createShoppers(app, 1)) as [Shopper];
    const itemId = await addToCart(app, other, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const answer = await options(other, [itemId]);
    expect(answer.reasons[0]!.code).toBe('area-returns');
    expect(allowed(answer)).toEqual(['cod_partial', 'online']);

    expect((await call(app, admin, 'PUT', '/cod/rules', { ...rules, maxOpenCodOrders: 0 })).statusCode).toBe(400);
    await call(app, admin, 'PUT', '/cod/rules', rules);
    const stats = await call(app, admin, 'GET', '/cod/stats');
    expect(stats.statusCode).toBe(200);
    expect(stats.json().data.codShare).toBeGreaterThan(0);
    expect(stats.json().data.byPinPrefix[0]).toMatchObject({ key: '141' });
    expect(stats.json().data.byPinPrefix[0].returned).toBeGreaterThan(0);
  });
});
