import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_TEXTS,
  DashboardSales,
  DashboardSettings,
  DashboardStats,
  LOW_STOCK_THRESHOLD,
  LowStock,
  SALES_CHART_DAYS,
  envelope,
  type PaymentMethod,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import { call, checkout, createAdmin, payOnline, placed } from '../../../test/fixtures/orders.ts';
import { orders } from '../../db/schema/index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The IST calendar day (YYYY-MM-DD) of an instant. */
const istDate = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
/** Midnight IST starting today's IST day, as an instant. */
const istMidnightToday = () => Date.parse(`${istDate(Date.now())}T00:00:00+05:30`);

describe('dashboard charts: sales per IST day', () => {
  let app: TestApp;
  let admin: Shopper;
  let tee: VariantFixture;
  const data = <T>(schema: { parse(v: unknown): T }, res: { json(): unknown }) => schema.parse(res.json());

  /** Places an order through the API (one shopper each), then moves its placing time to `at`. */
  async function orderAt(at: number, method: PaymentMethod, outcome: 'open' | 'paid' | 'delivered' | 'cancelled') {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const { res } = await checkout(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 }, method);
    expect(res.statusCode, res.body).toBe(201);
    const answer = placed(res);
    if (outcome === 'paid') expect((await payOnline(app, shopper, answer)).res.statusCode).toBe(200);
    if (outcome === 'delivered' || outcome === 'cancelled') {
      const moved = await call(app, admin, 'PUT', `/order/${answer.order._id}/status`, { status: outcome });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await app.db
      .update(orders)
      .set({ createdAt: new Date(at) })
      .where(eq(orders.id, answer.order._id));
    return answer.order.totalAmount;
  }

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    tee = await createVariant(app, { pricePaise: 100_000, stock: { M: 100 } });
  });
  afterAll(() => app.close());

  it(
    'answers one row per IST day for the last 30 days, today last, with orders and money received on the day they were placed',
    { timeout: 120_000 },
    async () => {
      const midnight = istMidnightToday();
      // Today in IST: ten minutes after midnight (still yesterday in UTC before 05:30).
      const codDelivered = await orderAt(midnight + 10 * 60_000, 'cod', 'delivered');
      const onlinePaid = await orderAt(midnight + 20 * 60_000, 'online', 'paid');
      // Yesterday in IST, ten minutes before midnight: a pending COD order is counted but is no revenue yet.
      await orderAt(midnight - 10 * 60_000, 'cod', 'open');
      // Three days ago: a cancelled order counts as an order, never as revenue.
      await orderAt(midnight - 3 * DAY + 12 * HOUR, 'cod', 'cancelled');
      const threeDaysPaid = await orderAt(midnight - 3 * DAY + 15 * HOUR, 'online', 'paid');
      // The first day of the window, and one day before it.
      const firstDay = await orderAt(midnight - (SALES_CHART_DAYS - 1) * DAY + HOUR, 'online', 'paid');
      const beforeWindow = await orderAt(midnight - SALES_CHART_DAYS * DAY + 23 * HOUR, 'online', 'paid');

      const res = await call(app, admin, 'GET', '/dashboard/sales');
      expect(res.statusCode, res.body).toBe(200);
      const sales = data(envelope(DashboardSales), res).data;
      expect(sales.timeZone).toBe('Asia/Kolkata');
      expect(sales.days).toHaveLength(SALES_CHART_DAYS);

      const expectedDates = Array.from({ length: SALES_CHART_DAYS }, (_, i) =>
        istDate(midnight + 12 * HOUR - (SALES_CHART_DAYS - 1 - i) * DAY),
      );
      expect(sales.days.map((d) => d.date)).toEqual(expectedDates);

      const byDate = new Map(sales.days.map((d) => [d.date, d]));
      const day = (daysAgo: number) => byDate.get(istDate(midnight + 12 * HOUR - daysAgo * DAY))!;
      expect(day(0)).toMatchObject({ orders: 2, revenue: codDelivered + onlinePaid });
      expect(day(1)).toMatchObject({ orders: 1, revenue: 0 });
      expect(day(3)).toMatchObject({ orders: 2, revenue: threeDaysPaid });
      expect(day(SALES_CHART_DAYS - 1)).toMatchObject({ orders: 1, revenue: firstDay });
      expect(day(2)).toMatchObject({ orders: 0, revenue: 0 });
      expect(sales.days.reduce((n, d) => n + d.orders, 0)).toBe(6);

      // Every order in the window counts in the totals too, and the one before it only there.
      const stats = data(envelope(DashboardStats), await call(app, admin, 'POST', '/dashboard/stats', {})).data;
      expect(stats.totalOrders).toBe(7);
      expect(stats.totalRevenue).toBe(sales.days.reduce((n, d) => n + d.revenue, 0) + beforeWindow);
    },
  );

  it('is for admins only', async () => {
    const [customer] = (await createShoppers(app, 1)) as [Shopper];
    expect((await call(app, null, 'GET', '/dashboard/sales')).statusCode).toBe(401);
    expect((await call(app, customer, 'GET', '/dashboard/sales')).statusCode).toBe(403);
  });
});

describe('dashboard charts: low stock and its threshold', () => {
  let app: TestApp;
  let admin: Shopper;
  let customer: Shopper;
  let tee: VariantFixture;
  let plenty: VariantFixture;

  const lowStock = async () => {
    const res = await call(app, admin, 'GET', '/dashboard/low-stock');
    expect(res.statusCode, res.body).toBe(200);
    return envelope(LowStock).parse(res.json()).data;
  };
  const saveThreshold = (value: unknown, who: Shopper | null = admin) =>
    call(app, who, 'PUT', '/dashboard/settings', { lowStockThreshold: value });

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    [customer] = (await createShoppers(app, 1)) as [Shopper];
    tee = await createVariant(app, { name: 'Monsoon Drift Tee', stock: { M: 0, L: 3, XL: 5, XXL: 7 } });
    plenty = await createVariant(app, {
      name: 'Chai Break Tee',
      pricePaise: 29_900,
      stock: { M: 20, L: 20, XL: 20, XXL: 20 },
    });
  });
  afterAll(() => app.close());

  it('lists the sizes at or under the default threshold, fewest units first', async () => {
    const settings = await call(app, admin, 'GET', '/dashboard/settings');
    expect(envelope(DashboardSettings).parse(settings.json()).data.lowStockThreshold).toBe(LOW_STOCK_THRESHOLD.default);
    const list = await lowStock();
    expect(list.threshold).toBe(5);
    expect(list.total).toBe(3);
    expect(list.sizes.map((s) => [s.productName, s.colorName, s.size, s.quantity])).toEqual([
      ['Monsoon Drift Tee', tee.colorName, 'M', 0],
      ['Monsoon Drift Tee', tee.colorName, 'L', 3],
      ['Monsoon Drift Tee', tee.colorName, 'XL', 5],
    ]);
    expect(list.sizes[0]).toMatchObject({ variantId: tee.variantId, productId: tee.productId });
  });

  it('keeps the threshold the admin saves, for every later request, and lists by it', async () => {
    const saved = await saveThreshold(3);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: DASHBOARD_TEXTS.thresholdSaved, data: { lowStockThreshold: 3 } });
    const again = await call(app, admin, 'GET', '/dashboard/settings');
    expect(envelope(DashboardSettings).parse(again.json()).data.lowStockThreshold).toBe(3);
    const list = await lowStock();
    expect(list.threshold).toBe(3);
    expect(list.sizes.map((s) => s.size)).toEqual(['M', 'L']);
  });

  it('follows stock: a size an order takes down to the threshold is listed', async () => {
    // Two customers: one may hold at most MAX_OPEN_UNITS_PER_SIZE of a size.
    const shoppers = (await createShoppers(app, 2)) as [Shopper, Shopper];
    for (const [shopper, quantity] of [
      [shoppers[0], 10],
      [shoppers[1], 7],
    ] as const) {
      const { res } = await checkout(app, shopper, { variantId: plenty.variantId, size: 'XL', quantity }, 'cod');
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = await lowStock();
    expect(list.sizes.map((s) => [s.productName, s.size, s.quantity])).toEqual([
      ['Monsoon Drift Tee', 'M', 0],
      ['Chai Break Tee', 'XL', 3],
      ['Monsoon Drift Tee', 'L', 3],
    ]);
  });

  it.each([[-1], [1000], [2.5], ['5'], [null]])('refuses the threshold %j with a clear message', async (value) => {
    const res = await saveThreshold(value);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(DASHBOARD_TEXTS.thresholdInvalid);
    expect((await lowStock()).threshold).toBe(3);
  });

  it('lets only admins read or change the settings and the list', async () => {
    expect((await saveThreshold(1, customer)).statusCode).toBe(403);
    expect((await saveThreshold(1, null)).statusCode).toBe(401);
    expect((await call(app, customer, 'GET', '/dashboard/low-stock')).statusCode).toBe(403);
    expect((await call(app, customer, 'GET', '/dashboard/settings')).statusCode).toBe(403);
    expect((await lowStock()).threshold).toBe(3);
  });
});
