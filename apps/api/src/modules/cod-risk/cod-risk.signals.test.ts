import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COD_REASONS, DEFAULT_COD_RULES, type CheckoutOptions, type CodStats } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
} from '../../../test/fixtures/cart.ts';
import { call, createAdmin } from '../../../test/fixtures/orders.ts';
import { users } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60_000;

describe('account age and the contact phone feed the COD decision', () => {
  let app: TestApp;
  let admin: Shopper;
  let teeId: string;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' }, {}, { codRules: 'shop-defaults' });
    admin = await createAdmin(app);
    teeId = (await createVariant(app, { stock: { M: 50 } })).variantId;
  });
  afterAll(() => app.close());

  const saveRules = async (changes: Partial<typeof DEFAULT_COD_RULES>) => {
    const res = await call(app, admin, 'PUT', '/cod/rules', { ...DEFAULT_COD_RULES, ...changes });
    expect(res.statusCode, res.body).toBe(200);
  };
  const options = async (who: Shopper, phone?: string) => {
    const itemId = await addToCart(app, who, { variantId: teeId, size: 'M', quantity: 1 });
    const query = `pin=${DELIVERY_ADDRESS.postalCode}&itemIds=${itemId}${phone ? `&phone=${phone}` : ''}`;
    const res = await call(app, who, 'GET', `/checkout/options?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return { itemId, answer: res.json().data as CheckoutOptions };
  };
  const place = (who: Shopper, itemId: string, contact: string) =>
    call(app, who, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact,
      shippingAddress: DELIVERY_ADDRESS,
    });
  /** A COD order to `contact`, confirmed by its shopper, shipped and delivered. */
  const delivered = async (who: Shopper, contact: string) => {
    const { itemId } = await options(who);
    const id = (await place(who, itemId, contact)).json().data.order._id as string;
    await call(app, who, 'POST', `/order/${id}/confirm`, {});
    for (const status of ['shipped', 'delivered']) {
      const res = await call(app, admin, 'PUT', `/order/${id}/status`, { status });
      expect(res.statusCode, res.body).toBe(200);
    }
  };

  it('has a young-account rule, off by default, and a new-phone rule, on by default', () => {
    expect(DEFAULT_COD_RULES.confirmAccountYoungerThanDays).toBe(0);
    expect(DEFAULT_COD_RULES.confirmNewPhone).toBe(true);
  });

  it('holds COD orders of accounts younger than the rule for confirmation, with the reason, until the account is old enough', async () => {
    await saveRules({ confirmFirstCodOrder: false, confirmAboveRupees: 0, confirmAccountYoungerThanDays: 3 });
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const young = await options(shopper);
    expect(young.answer.codOutcome).toBe('cod_confirm');
    expect(young.answer.reasons).toEqual([{ code: 'young-account', text: COD_REASONS.youngAccount(3) }]);
    const held = await place(shopper, young.itemId, '9876543210');
    expect(held.statusCode).toBe(201);
    expect(held.json().data.order.status).toBe('awaiting_confirmation');
    const decision = await call(app, admin, 'GET', `/order/${held.json().data.order._id}/cod-decision`);
    expect(decision.json().data.decision.reasons).toEqual([
      { code: 'young-account', text: COD_REASONS.youngAccount(3) },
    ]);

    // Opened four days ago: old enough.
    await app.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 4 * DAY_MS) })
      .where(eq(users.id, shopper.id));
    const older = await options(shopper);
    expect(older.answer.codOutcome).toBe('cod');
    expect((await place(shopper, older.itemId, '9876543210')).json().data.order.status).toBe('processing');
  }, 90_000);

  it('holds a known customer’s COD order to a phone none of their delivered COD orders went to, naming the phone', async () => {
    await saveRules({ confirmAboveRupees: 0 });
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    await delivered(shopper, '9876543210');

    const same = await options(shopper, '9876543210');
    expect(same.answer.codOutcome).toBe('cod');
    // As typed at checkout: the same number with the country code is the same phone.
    expect((await options(shopper, '%2B91 98765 43210')).answer.codOutcome).toBe('cod');

    const other = await options(shopper, '9123456789');
    expect(other.answer.codOutcome).toBe('cod_confirm');
    expect(other.answer.reasons).toEqual([{ code: 'new-phone', text: COD_REASONS.newPhone('9123456789') }]);
    const held = await place(shopper, other.itemId, '9123456789');
    expect(held.json().data.order.status).toBe('awaiting_confirmation');

    // The owner may switch it off.
    await saveRules({ confirmAboveRupees: 0, confirmNewPhone: false });
    expect((await options(shopper, '9123456789')).answer.codOutcome).toBe('cod');
  });

  it('asks a first COD order for confirmation once, for being the first, not also for its phone', async () => {
    await saveRules({ confirmAboveRupees: 0 });
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const first = await options(shopper, '9123456789');
    expect(first.answer.reasons.map((r) => r.code)).toEqual(['first-order']);
  });

  it('counts COD share, confirmation rate and return-to-origin rate by state and by PIN prefix', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const itemId = await addToCart(app, shopper, { variantId: teeId, size: 'M', quantity: 1 });
    const online = await call(app, shopper, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: 'online',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    });
    expect(online.statusCode).toBe(201);
    const res = await call(app, admin, 'GET', '/cod/stats');
    expect(res.statusCode).toBe(200);
    const { byState, byPinPrefix } = res.json().data as CodStats;
    for (const row of [byState.find((r) => r.key === 'Punjab')!, byPinPrefix.find((r) => r.key === '141')!]) {
      expect(row.orders).toBeGreaterThan(row.codOrders);
      expect(row.codShare).toBeCloseTo(row.codOrders / row.orders);
      // The delivered order was a first COD order, confirmed by its shopper.
      expect(row.confirmed).toBeGreaterThanOrEqual(1);
      expect(row.confirmationRate).toBeCloseTo(row.confirmed / row.asked);
      expect(row).toMatchObject({ returned: 0, returnRate: 0 });
    }
    expect((await call(app, shopper, 'GET', '/cod/stats')).statusCode).toBe(403);
  });

  it('refuses a percentage prepaid discount above the ceiling with a 400 on the field', async () => {
    const res = await call(app, admin, 'PUT', '/cod/rules', {
      ...DEFAULT_COD_RULES,
      prepaidDiscountKind: 'percent',
      prepaidDiscountValue: 80,
    });
    expect(res.statusCode).toBe(400);
  });
});
