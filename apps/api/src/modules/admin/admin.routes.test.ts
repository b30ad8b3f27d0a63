import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  ADMIN_STATUS_TARGETS,
  ActiveUsers,
  CSV_EXPORTS,
  DashboardSales,
  DashboardStats,
  LowStock,
  ORDER_STATUSES,
  ORDER_STATUS_TRANSITIONS,
  OrderAnswer,
  OrderList,
  PurchasedProducts,
  SERVER_MESSAGES,
  SUCCESS,
  envelope,
  shopDayTime,
  type OrderStatus,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { orderStatusHistory, orders, users, variantStock, variants } from '../../db/schema/index.ts';
import { insertOrder, insertVariant, type FixtureVariant } from '../../../test/fixtures/admin.ts';
import { createShoppers, createVariant, type Shopper } from '../../../test/fixtures/cart.ts';
import { call, checkout, createAdmin, lifecycleOf, payOnline, placed } from '../../../test/fixtures/orders.ts';
import { expireUnpaidOnlineOrders } from '../orders/index.ts';
import { orderCsvRows, variantCsvRows } from './admin.service.ts';

const BOM = '\uFEFF';

/** Parses our CSV (RFC 4180 quoting, CRLF rows) into rows of cells. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith(BOM)).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

async function outboxMails(app: TestApp): Promise<string[]> {
  await app.jobs.settled();
  const dir = path.join(app.dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.sort().map((f) => fs.readFile(path.join(dir, f), 'utf8')));
}

describe('admin calls refuse visitors and customers', () => {
  let app: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  const orderId = '00000000-0000-4000-8000-000000000000';
  const calls = [
    { method: 'POST', url: `${API_BASE_PATH}/dashboard/stats`, payload: {} },
    { method: 'GET', url: `${API_BASE_PATH}/dashboard/users?sortBy=orderCount&limit=10` },
    { method: 'GET', url: `${API_BASE_PATH}/dashboard/products?sortBy=quantitySold&limit=10` },
    {
      method: 'POST',
      url: `${API_BASE_PATH}/dashboard/orders`,
      payload: { status: '', method: '', limit: 10, page: 1 },
    },
    { method: 'POST', url: `${API_BASE_PATH}/dashboard/user/order`, payload: { email: 'a@b.in', limit: 10, page: 1 } },
    { method: 'GET', url: `${API_BASE_PATH}/order?status=pending&limit=10&page=1` },
    { method: 'PUT', url: `${API_BASE_PATH}/order/${orderId}/status`, payload: { status: 'shipped' } },
    { method: 'GET', url: `${API_BASE_PATH}/order/export.csv` },
    { method: 'GET', url: `${API_BASE_PATH}/variant/export.csv` },
  ] as const;

  beforeAll(async () => {
    app = await createTestApp();
    customer = await createUser(app);
    admin = await createUser(app, { role: 'admin' });
  });
  afterAll(() => app.close());

  it.each(calls)('$method $url answers 401 to a visitor', async (call) => {
    const res = await app.inject({ ...call });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, code: 'UNAUTHENTICATED', message: SERVER_MESSAGES.unauthenticated });
  });

  it.each(calls)('$method $url answers 403 to a customer', async (call) => {
    const res = await app.inject({ ...call, headers: { cookie: customer.cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, code: 'FORBIDDEN', message: SERVER_MESSAGES.forbidden });
  });

  it('checks the role before the body: a customer with a bad body still gets 403', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `${API_BASE_PATH}/order/not-a-uuid/status`,
      payload: { status: 'nonsense' },
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode).toBe(403);
  });

  it.each(calls)('$method $url lets an admin through', async (call) => {
    const res = await app.inject({ ...call, headers: { cookie: admin.cookie } });
    // The status change targets an order that does not exist: 404, past the role check.
    expect(res.statusCode).toBe(call.method === 'PUT' ? 404 : 200);
  });
});

describe('dashboard figures against a known set of orders', () => {
  let app: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let v1: FixtureVariant;
  let v2: FixtureVariant;
  let v3: FixtureVariant;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createUser(app, { role: 'admin', name: 'Store Admin' });
    alice = await createUser(app, { name: 'Alice Kaur', email: 'alice@example.in' });
    bob = await createUser(app, { name: 'Bob Singh', email: 'bob@example.in' });
    await createUser(app, { name: 'Carol Das', email: 'carol@example.in' }); // a customer with no orders
    // A demo reviewer the seed created: nobody signed up, so not a customer.
    const demo = await createUser(app, { name: 'Demo Reviewer', email: 'demo@example.in' });
    await app.db.update(users).set({ isDemo: true }).where(eq(users.id, demo.id));
    v1 = await insertVariant(app.db, {
      productName: 'Tee A',
      colorName: 'Black',
      price: 999,
      imageUrl: '/media/a.webp',
    });
    v2 = await insertVariant(app.db, { productName: 'Tee A2', colorName: 'White', price: 999 });
    v3 = await insertVariant(app.db, { productName: 'Tee B', colorName: 'Red', price: 1499 });

    const db = app.db;
    // 1. alice, cod, delivered: 2 x 999 + 200 = 2198, counts as revenue.
    ids.o1 = (
      await insertOrder(db, {
        userId: alice.id,
        method: 'cod',
        status: 'delivered',
        items: [{ variant: v1, size: 'M', quantity: 2 }],
      })
    ).id;
    // 2. alice, online, paid, processing: 1499 + 999 + 120 = 2618, revenue.
    ids.o2 = (
      await insertOrder(db, {
        userId: alice.id,
        method: 'online',
        paid: true,
        status: 'processing',
        items: [
          { variant: v3, size: 'L', quantity: 1 },
          { variant: v2, size: 'M', quantity: 1 },
        ],
      })
    ).id;
    // 3. alice, cod, pending with a cancellation request: 999 + 200 = 1199, not revenue yet.
    ids.o3 = (
      await insertOrder(db, {
        userId: alice.id,
        method: 'cod',
        status: 'pending',
        cancellationReason: 'Ordered the wrong size',
        items: [{ variant: v2, size: 'XL', quantity: 1 }],
      })
    ).id;
    // 4. bob, online, never paid (abandoned checkout): 999 + 120 = 1119, not placed at all.
    ids.o4 = (
      await insertOrder(db, {
        userId: bob.id,
        method: 'online',
        status: 'pending',
        items: [{ variant: v1, size: 'L', quantity: 1 }],
      })
    ).id;
    // 5. bob, online, paid then cancelled on his request: 3 x 1499 + 120 = 4617, never revenue.
    ids.o5 = (
      await insertOrder(db, {
        userId: bob.id,
        method: 'online',
        paid: true,
        status: 'cancelled',
        cancellationReason: 'Changed my mind',
        items: [{ variant: v3, size: 'M', quantity: 3 }],
      })
    ).id;
    // 6. bob, cod, shipped: 999 + 999 + 200 = 2198, not revenue until delivered.
    ids.o6 = (
      await insertOrder(db, {
        userId: bob.id,
        method: 'cod',
        status: 'shipped',
        items: [
          { variant: v1, size: 'XL', quantity: 1 },
          { variant: v2, size: 'M', quantity: 1 },
        ],
      })
    ).id;
    // 7. bob, online, paid, delivered: 4 x 1499 + 120 = 6116, revenue.
    ids.o7 = (
      await insertOrder(db, {
        userId: bob.id,
        method: 'online',
        paid: true,
        status: 'delivered',
        items: [{ variant: v3, size: 'M', quantity: 4 }],
      })
    ).id;
  });
  afterAll(() => app.close());

  const as = (user: TestUser) => ({ cookie: user.cookie });

  it('stats: totals, revenue of paid online and delivered COD orders only, open requests, per status and method', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/dashboard/stats`,
      payload: {},
      headers: as(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(envelope(DashboardStats).parse(res.json()).data).toEqual({
      // The abandoned online checkout (4) is no sale: six orders.
      totalOrders: 6,
      totalCustomers: 3,
      totalProducts: 3,
      totalRevenue: 2198 + 2618 + 6116,
      // What accepted returns gave back, netted out of the revenue (none among these orders).
      returnsRefunded: 0,
      cancellationRequests: 1,
      ordersByStatus: { pending: 1, awaiting_confirmation: 0, processing: 1, shipped: 1, delivered: 2, cancelled: 1 },
      ordersByMethod: { cod: 3, online: 3 },
    });
  });

  it('stats answer an empty body as well as none', async () => {
    const res = await app.inject({ method: 'POST', url: `${API_BASE_PATH}/dashboard/stats`, headers: as(admin) });
    expect(res.statusCode).toBe(200);
  });

  it('most active users by orderCount count placed orders, not abandoned or cancelled ones', async () => {
    const res = await app.inject({
      url: `${API_BASE_PATH}/dashboard/users?sortBy=orderCount&limit=10`,
      headers: as(admin),
    });
    expect(envelope(ActiveUsers).parse(res.json()).data.users).toEqual([
      { userId: alice.id, name: 'Alice Kaur', email: 'alice@example.in', orderCount: 3, totalSpent: 2198 + 2618 },
      { userId: bob.id, name: 'Bob Singh', email: 'bob@example.in', orderCount: 2, totalSpent: 6116 },
    ]);
  });

  it('most active users by totalSpent put the biggest spender first and honour the limit', async () => {
    const res = await app.inject({
      url: `${API_BASE_PATH}/dashboard/users?sortBy=totalSpent&limit=1`,
      headers: as(admin),
    });
    const users = envelope(ActiveUsers).parse(res.json()).data.users;
    expect(users.map((u) => [u.name, u.totalSpent])).toEqual([['Bob Singh', 6116]]);
  });

  it('refuses an unknown sort with 400', async () => {
    const res = await app.inject({ url: `${API_BASE_PATH}/dashboard/users?sortBy=name`, headers: as(admin) });
    expect(res.statusCode).toBe(400);
  });

  it('most purchased products by quantitySold, with names, colours and the variant image', async () => {
    const res = await app.inject({
      url: `${API_BASE_PATH}/dashboard/products?sortBy=quantitySold`,
      headers: as(admin),
    });
    expect(envelope(PurchasedProducts).parse(res.json()).data.products).toEqual([
      { variantId: v3.id, productName: 'Tee B', colorName: 'Red', image: null, quantitySold: 5, orderCount: 2 },
      { variantId: v2.id, productName: 'Tee A2', colorName: 'White', image: null, quantitySold: 3, orderCount: 3 },
      {
        variantId: v1.id,
        productName: 'Tee A',
        colorName: 'Black',
        image: { url: '/media/a.webp' },
        quantitySold: 3,
        orderCount: 2,
      },
    ]);
  });

  it("shows a stored photo's smallest width as the dashboard's thumbnail, not its largest", async () => {
    const photo = (width: number) => `/media/images/0a1b2c3d4e5f-${width}.webp`;
    const stored = { url: photo(1280), sources: [320, 640, 1280].map((w) => ({ width: w, url: photo(w) })), keys: [] };
    await app.db.update(variants).set({ image: stored }).where(eq(variants.id, v1.id));
    try {
      const res = await app.inject({
        url: `${API_BASE_PATH}/dashboard/products?sortBy=quantitySold`,
        headers: as(admin),
      });
      const row = envelope(PurchasedProducts)
        .parse(res.json())
        .data.products.find((r) => r.variantId === v1.id);
      expect(row!.image).toEqual({ url: photo(320) });
      const low = await app.inject({ url: `${API_BASE_PATH}/dashboard/low-stock`, headers: as(admin) });
      const sizes = envelope(LowStock)
        .parse(low.json())
        .data.sizes.filter((r) => r.variantId === v1.id);
      for (const size of sizes) expect(size.image).toEqual({ url: photo(320) });
    } finally {
      await app.db
        .update(variants)
        .set({ image: { url: '/media/a.webp', sources: [{ width: 640, url: '/media/a.webp' }], keys: [] } })
        .where(eq(variants.id, v1.id));
    }
  });

  it('most purchased products by orderCount', async () => {
    const res = await app.inject({
      url: `${API_BASE_PATH}/dashboard/products?sortBy=orderCount&limit=2`,
      headers: as(admin),
    });
    const rows = envelope(PurchasedProducts).parse(res.json()).data.products;
    expect(rows.map((r) => [r.variantId, r.orderCount, r.quantitySold])).toEqual([
      [v2.id, 3, 3],
      [v3.id, 2, 5],
    ]);
  });

  it('dashboard orders: newest first, filtered by status and method, paginated with totalPages', async () => {
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: `${API_BASE_PATH}/dashboard/orders`, payload, headers: as(admin) });

    const all = envelope(OrderList).parse((await post({ status: '', method: '', limit: 10, page: 1 })).json()).data;
    expect(all.orders.map((o) => o._id)).toEqual([ids.o7, ids.o6, ids.o5, ids.o4, ids.o3, ids.o2, ids.o1]);
    expect(all.totalPages).toBe(1);

    const online = envelope(OrderList).parse((await post({ method: 'online', limit: 2, page: 2 })).json()).data;
    expect(online.orders.map((o) => o._id)).toEqual([ids.o4, ids.o2]);
    expect(online.totalPages).toBe(2);

    const deliveredCod = envelope(OrderList).parse(
      (await post({ status: 'delivered', method: 'cod', limit: 10, page: 1 })).json(),
    ).data;
    expect(deliveredCod.orders.map((o) => o._id)).toEqual([ids.o1]);

    const requests = envelope(OrderList).parse((await post({ cancellationRequested: true })).json()).data;
    expect(requests.orders.map((o) => [o._id, o.cancellationRequest.reason])).toEqual([
      [ids.o3, 'Ordered the wrong size'],
    ]);

    const past = envelope(OrderList).parse((await post({ limit: 10, page: 5 })).json()).data;
    expect(past).toEqual({ orders: [], totalPages: 1 });

    expect((await post({ status: 'lost' })).statusCode).toBe(400);
  });

  it('an order carries its customer, lines in rupees, totals and the cancellation request', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/dashboard/orders`,
      payload: { status: 'pending', method: 'cod' },
      headers: as(admin),
    });
    const [order] = envelope(OrderList).parse(res.json()).data.orders;
    expect(order).toMatchObject({
      _id: ids.o3,
      status: 'pending',
      paymentMethod: 'cod',
      subtotal: 999,
      deliveryFee: 200,
      totalAmount: 1199,
      user: { _id: alice.id, name: 'Alice Kaur', email: 'alice@example.in' },
      cancellationRequest: { requested: true, reason: 'Ordered the wrong size' },
      items: [
        {
          size: 'XL',
          quantity: 1,
          price: 999,
          variant: { _id: v2.id, product: { name: 'Tee A2' }, color: { name: 'White' }, price: 999 },
        },
      ],
    });
    expect(order!.orderNumber).toMatch(/^\d+$/);
  });

  it('user orders by e-mail: any letter case, surrounding spaces trimmed, paginated', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/dashboard/user/order`,
      payload: { email: '  BOB@Example.in ', limit: 3, page: 1 },
      headers: as(admin),
    });
    const data = envelope(OrderList).parse(res.json()).data;
    expect(data.orders.map((o) => o._id)).toEqual([ids.o7, ids.o6, ids.o5]);
    expect(data.totalPages).toBe(2);
    expect(data.orders.every((o) => o.user.email === 'bob@example.in')).toBe(true);
  });

  it('user orders of an unknown or order-less e-mail are an empty list; a malformed one is 400', async () => {
    const post = (email: string) =>
      app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/dashboard/user/order`,
        payload: { email },
        headers: as(admin),
      });
    expect(envelope(OrderList).parse((await post('carol@example.in')).json()).data).toEqual({
      orders: [],
      totalPages: 0,
    });
    expect(envelope(OrderList).parse((await post('nobody@example.in')).json()).data.orders).toEqual([]);
    expect((await post('not-an-email')).statusCode).toBe(400);
  });

  it('GET /order lists every order for the admin, filtered by status, with limit and page', async () => {
    const res = await app.inject({ url: `${API_BASE_PATH}/order?status=delivered&limit=1&page=2`, headers: as(admin) });
    const data = envelope(OrderList).parse(res.json()).data;
    expect(data.orders.map((o) => o._id)).toEqual([ids.o1]);
    expect(data.totalPages).toBe(2);
    const all = envelope(OrderList).parse(
      (await app.inject({ url: `${API_BASE_PATH}/order`, headers: as(admin) })).json(),
    );
    expect(all.data.orders).toHaveLength(7);
  });

  it("all-orders.csv: headers and statuses in words, every order newest first, amounts in rupees, India's time", async () => {
    const res = await app.inject({ url: `${API_BASE_PATH}/order/export.csv`, headers: as(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="all-orders.csv"');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([...CSV_EXPORTS.orders.columns]);
    expect(rows[0]!.slice(0, 4)).toEqual(['Order number', 'Customer name', 'Customer email', 'Order status']);
    expect(rows).toHaveLength(8);
    const [number7] = await app.db
      .select({ n: orders.orderNumber, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.id, ids.o7!));
    expect(rows[1]).toEqual([
      String(number7!.n),
      'Bob Singh',
      'bob@example.in',
      'Delivered',
      'Online payment',
      '6116.00',
      shopDayTime(number7!.createdAt),
      'Paid',
      '',
      '',
      '',
    ]);
  });

  it('all-orders.csv takes the status and method filters of the orders list', async () => {
    const res = await app.inject({
      url: `${API_BASE_PATH}/order/export.csv?status=delivered&method=cod`,
      headers: as(admin),
    });
    const rows = parseCsv(res.body);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(1, 6)).toEqual([
      'Alice Kaur',
      'alice@example.in',
      'Delivered',
      'Cash on Delivery',
      '2198.00',
    ]);
    const empty = parseCsv(
      (await app.inject({ url: `${API_BASE_PATH}/order/export.csv?status=shipped&method=online`, headers: as(admin) }))
        .body,
    );
    expect(empty).toEqual([[...CSV_EXPORTS.orders.columns]]);
  });

  it('all-orders.csv dates an order placed at 00:30 on 2 Dec in India as 2 Dec, not the UTC 1 Dec', async () => {
    const [row] = await app.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, ids.o1!));
    await app.db
      .update(orders)
      .set({ createdAt: new Date('2026-12-01T19:00:00Z') })
      .where(eq(orders.id, ids.o1!));
    try {
      const rows = parseCsv(
        (await app.inject({ url: `${API_BASE_PATH}/order/export.csv?status=delivered&method=cod`, headers: as(admin) }))
          .body,
      );
      expect(rows[1]![6]).toBe('2026-12-02 00:30');
    } finally {
      await app.db.update(orders).set({ createdAt: row!.createdAt }).where(eq(orders.id, ids.o1!));
    }
  });

  it("variants.csv: a row per size with product, colour, rupee price, that size's stock, SKU and an absolute image URL", async () => {
    await app.db
      .update(variantStock)
      .set({ quantity: 3 })
      .where(and(eq(variantStock.variantId, v1.id), eq(variantStock.size, 'XL')));
    const res = await app.inject({ url: `${API_BASE_PATH}/variant/export.csv`, headers: as(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="variants.csv"');
    const rows = parseCsv(res.body);
    const image = `${app.config.publicUrl}/media/a.webp`;
    expect(rows).toEqual([
      [...CSV_EXPORTS.variants.columns],
      ['Tee A', 'Black', 'M', '999.00', '10', v1.sku, image],
      ['Tee A', 'Black', 'L', '999.00', '10', v1.sku, image],
      ['Tee A', 'Black', 'XL', '999.00', '3', v1.sku, image],
      ['Tee A', 'Black', 'XXL', '999.00', '10', v1.sku, image],
      ...['M', 'L', 'XL', 'XXL'].map((size) => ['Tee A2', 'White', size, '999.00', '10', v2.sku, '']),
      ...['M', 'L', 'XL', 'XXL'].map((size) => ['Tee B', 'Red', size, '1499.00', '10', v3.sku, '']),
    ]);
    await app.db
      .update(variantStock)
      .set({ quantity: 10 })
      .where(and(eq(variantStock.variantId, v1.id), eq(variantStock.size, 'XL')));
  });

  it('the export readers go through every row exactly once across batch boundaries', async () => {
    const collect = async (rows: AsyncIterable<readonly unknown[]>) => {
      const out: unknown[][] = [];
      for await (const row of rows) out.push([...row]);
      return out;
    };
    const orderRows = await collect(orderCsvRows(app.db, {}, 2));
    expect(orderRows).toHaveLength(7);
    expect(new Set(orderRows.map((r) => r[0])).size).toBe(7);
    const numbers = orderRows.map((r) => Number(r[0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const variantRows = await collect(variantCsvRows(app.db, 'http://shop.test', 2));
    expect(variantRows.map((r) => `${r[5]} ${r[2]}`)).toEqual(
      [v1.sku, v2.sku, v3.sku].flatMap((sku) => ['M', 'L', 'XL', 'XXL'].map((size) => `${sku} ${size}`)),
    );
  });
});

describe('the dashboard counts sales, not payment attempts', () => {
  let app: TestApp;
  let admin: Shopper;
  let teeId: string;
  const realTotals: number[] = [];
  const data = <T>(schema: { parse(v: unknown): T }, res: { json(): unknown }) => schema.parse(res.json());
  const stats = async () => data(envelope(DashboardStats), await call(app, admin, 'POST', '/dashboard/stats', {})).data;

  /** One shopper's checkout of one tee through the API. */
  async function order(method: 'cod' | 'online') {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const { res } = await checkout(app, shopper, { variantId: teeId, size: 'M', quantity: 1 }, method);
    expect(res.statusCode, res.body).toBe(201);
    return { shopper, answer: placed(res) };
  }

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    teeId = (await createVariant(app, { pricePaise: 100_000, stock: { M: 50 } })).variantId;

    // An online checkout left at the gateway until the unpaid sweep cancelled it (payment failed).
    await order('online');
    const swept = await expireUnpaidOnlineOrders(lifecycleOf(app), new Date(Date.now() + 24 * 3_600_000));
    expect(swept).toHaveLength(1);
    // An online checkout the owner cancelled while it was still unpaid (payment failed).
    const cancelled = await order('online');
    const moved = await call(app, admin, 'PUT', `/order/${cancelled.answer.order._id}/status`, {
      status: 'cancelled',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // An online checkout abandoned at the gateway, not swept yet (payment pending).
    await order('online');

    // Two real orders: one paid online, one cash on delivery delivered.
    const paid = await order('online');
    expect((await payOnline(app, paid.shopper, paid.answer)).res.statusCode).toBe(200);
    realTotals.push(paid.answer.order.totalAmount);
    const cod = await order('cod');
    const delivered = await call(app, admin, 'PUT', `/order/${cod.answer.order._id}/status`, { status: 'delivered' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    realTotals.push(cod.answer.order.totalAmount);

    const attempts = await app.db
      .select({ status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.paymentMethod, 'online'));
    expect(attempts.map((a) => `${a.status}/${a.paymentStatus}`).sort()).toEqual([
      'cancelled/failed',
      'cancelled/failed',
      'pending/pending',
      // Paid: ready to ship by itself.
      'processing/paid',
    ]);
  });
  // The two sales' invoices are drawn at the lowest priority, and closing waits for the jobs in
  // hand: on a busy machine that is more than the default minute.
  afterAll(() => app.close(), 180_000);

  it('totals, revenue and the COD share leave out the three unpaid attempts', async () => {
    expect(await stats()).toMatchObject({
      totalOrders: 2,
      totalRevenue: realTotals[0]! + realTotals[1]!,
      // The paid attempt is ready to ship by itself.
      ordersByStatus: { pending: 0, awaiting_confirmation: 0, processing: 1, shipped: 0, delivered: 1, cancelled: 0 },
      ordersByMethod: { cod: 1, online: 1 },
    });
  });

  it("the sales chart counts today's two orders and their money", async () => {
    const sales = data(envelope(DashboardSales), await call(app, admin, 'GET', '/dashboard/sales')).data;
    expect(sales.days.reduce((n, d) => n + d.orders, 0)).toBe(2);
    expect(sales.days.reduce((n, d) => n + d.revenue, 0)).toBe(realTotals[0]! + realTotals[1]!);
  });

  it('a part-paid cash-on-delivery order whose token was never paid is no sale either', async () => {
    const cod = await order('cod');
    // The risk rules asked for the COD charge online first; it never came.
    await app.db
      .update(orders)
      .set({ status: 'awaiting_confirmation', prepaidPaise: 4_900 })
      .where(eq(orders.id, cod.answer.order._id));
    expect(await stats()).toMatchObject({ totalOrders: 2, ordersByMethod: { cod: 1, online: 1 } });
    // Once the token is paid, the order is firm: a sale.
    await app.db
      .update(orders)
      .set({ status: 'processing', razorpayPaymentId: 'pay_token_1' })
      .where(eq(orders.id, cod.answer.order._id));
    expect(await stats()).toMatchObject({ totalOrders: 3, ordersByMethod: { cod: 2, online: 1 } });
  });
});

describe('CSV exports neutralise formula injection and stream large exports', () => {
  let app: TestApp;
  let admin: TestUser;
  let plusId: string;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createUser(app, { role: 'admin' });
    const evil = await createUser(app, { name: '=HYPERLINK("http://evil.test","Click")', email: 'evil@example.in' });
    const plus = await createUser(app, { name: '+91 Shopper, "Quoted"', email: 'plus@example.in' });
    plusId = plus.id;
    const variant = await insertVariant(app.db, { productName: '@SUM(A1:A9)', colorName: '-Crimson', price: 499 });
    const tabbed = await insertVariant(app.db, { productName: '\tTabbed tee', colorName: '\rReturn', price: 599 });
    await insertOrder(app.db, {
      userId: evil.id,
      method: 'cod',
      status: 'pending',
      items: [{ variant, size: 'M', quantity: 1 }],
    });
    await insertOrder(app.db, {
      userId: plus.id,
      method: 'cod',
      status: 'pending',
      items: [{ variant: tabbed, size: 'L', quantity: 1 }],
    });
  });
  afterAll(() => app.close());

  it('prefixes cells starting with = + - @ tab or carriage return with an apostrophe in both exports', async () => {
    const orderRows = parseCsv(
      (await app.inject({ url: `${API_BASE_PATH}/order/export.csv`, headers: { cookie: admin.cookie } })).body,
    );
    expect(orderRows.map((r) => r[1])).toEqual([
      'Customer name',
      `'+91 Shopper, "Quoted"`,
      `'=HYPERLINK("http://evil.test","Click")`,
    ]);
    const variantRows = parseCsv(
      (await app.inject({ url: `${API_BASE_PATH}/variant/export.csv`, headers: { cookie: admin.cookie } })).body,
    );
    expect(variantRows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ...Array(4).fill([`'\tTabbed tee`, `'\rReturn`]),
      ...Array(4).fill([`'@SUM(A1:A9)`, `'-Crimson`]),
    ]);
  });

  it('streams thousands of orders in batches, every one exactly once', async () => {
    await app.db.execute(sql`
      insert into orders (user_id, payment_method, subtotal_paise, delivery_fee_paise, total_paise, contact,
                          shipping_address, expected_delivery)
      select ${plusId}, 'cod', 49900, 20000, 69900, '9876543210', '{"city":"Ludhiana"}'::jsonb, now()
      from generate_series(1, 2500)`);
    const res = await app.inject({
      url: `${API_BASE_PATH}/order/export.csv?method=cod`,
      headers: { cookie: admin.cookie },
    });
    const rows = parseCsv(res.body);
    expect(rows).toHaveLength(2503);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(2502);
  });
});

describe('order status changes follow the state machine', () => {
  let app: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let variant: FixtureVariant;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createUser(app, { role: 'admin' });
    customer = await createUser(app, { name: 'Meera Nair', email: 'meera@example.in' });
    variant = await insertVariant(app.db, { productName: 'Tee S', colorName: 'Olive', price: 799, stock: 5 });
  });
  afterAll(() => app.close());

  const put = (id: string, status: string) =>
    app.inject({
      method: 'PUT',
      url: `${API_BASE_PATH}/order/${id}/status`,
      payload: { status },
      headers: { cookie: admin.cookie },
    });

  const cases = ORDER_STATUSES.flatMap((from) =>
    ADMIN_STATUS_TARGETS.map((to) => ({ from, to, allowed: ORDER_STATUS_TRANSITIONS[from].includes(to) })),
  );

  it.each(cases)('$from -> $to (allowed: $allowed)', async ({ from, to, allowed }) => {
    const order = await insertOrder(app.db, {
      userId: customer.id,
      method: 'cod',
      status: from,
      items: [{ variant, size: 'M', quantity: 1 }],
    });
    const res = await put(order.id, to);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    const history = await app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    if (from === to) {
      // The status it already has: done, with nothing changed and nothing recorded.
      expect(res.statusCode).toBe(200);
      const body = envelope(OrderAnswer).parse(res.json());
      expect(body.message).toBe(SUCCESS.orderStatusUnchanged(order.orderNumber, to));
      expect(body.data.order.status).toBe(from);
      expect(row!.status).toBe(from);
      expect(history).toHaveLength(0);
    } else if (allowed) {
      expect(res.statusCode).toBe(200);
      const body = envelope(OrderAnswer).parse(res.json());
      expect(body.message).toBe(SUCCESS.orderStatusUpdated);
      expect(body.data.order.status).toBe(to);
      expect(row!.status).toBe(to);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ fromStatus: from, toStatus: to, changedBy: admin.id });
      expect(Date.now() - history[0]!.createdAt.getTime()).toBeLessThan(60_000);
    } else {
      expect(res.statusCode).toBe(409);
      const message: string = res.json().message;
      expect(message).toContain(`#${order.orderNumber}`);
      if (from === 'delivered' || from === 'cancelled') expect(message).toContain('can no longer be changed');
      expect(row!.status).toBe(from);
      expect(history).toHaveLength(0);
    }
  });

  it('pending is never a target: 400 with the order unchanged', async () => {
    const order = await insertOrder(app.db, {
      userId: customer.id,
      method: 'cod',
      status: 'processing',
      items: [{ variant, size: 'M', quantity: 1 }],
    });
    expect((await put(order.id, 'pending')).statusCode).toBe(400);
    expect((await put(order.id, 'lost')).statusCode).toBe(400);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('processing');
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await put('00000000-0000-4000-8000-000000000001', 'shipped')).statusCode).toBe(404);
    expect((await put('123', 'shipped')).statusCode).toBe(400);
  });

  it('an unpaid online order can only be cancelled', async () => {
    const order = await insertOrder(app.db, {
      userId: customer.id,
      method: 'online',
      status: 'pending',
      items: [{ variant, size: 'L', quantity: 1 }],
    });
    const refused = await put(order.id, 'processing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Order #${order.orderNumber} has not been paid yet; it can only be cancelled`);
    expect((await put(order.id, 'cancelled')).statusCode).toBe(200);
  });

  it('cancelling puts the stock back once, even when asked twice', async () => {
    const stockOf = async (size: 'XL') => {
      const [row] = await app.db
        .select({ q: variantStock.quantity })
        .from(variantStock)
        .where(sql`${variantStock.variantId} = ${variant.id} and ${variantStock.size} = ${size}`);
      return row!.q;
    };
    const before = await stockOf('XL');
    const order = await insertOrder(app.db, {
      userId: customer.id,
      method: 'cod',
      status: 'processing',
      cancellationReason: 'Need a different colour',
      items: [{ variant, size: 'XL', quantity: 2 }],
    });
    const [first, second] = await Promise.all([put(order.id, 'cancelled'), put(order.id, 'cancelled')]);
    // The second finds it cancelled already: done, nothing changed.
    expect([first.json().message, second.json().message].sort()).toEqual(
      [SUCCESS.orderStatusUnchanged(order.orderNumber, 'cancelled'), SUCCESS.orderStatusUpdated].sort(),
    );
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await stockOf('XL')).toBe(before + 2);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.cancelledAt).toBeInstanceOf(Date);
  });

  it('delivering a COD order marks its cash as collected, so it counts as revenue', async () => {
    const order = await insertOrder(app.db, {
      userId: customer.id,
      method: 'cod',
      status: 'shipped',
      items: [{ variant, size: 'M', quantity: 1 }],
    });
    const res = await put(order.id, 'delivered');
    expect(envelope(OrderAnswer).parse(res.json()).data.order.paymentStatus).toBe('paid');
  });

  it('records the whole path of an order with who changed it', async () => {
    const order = await insertOrder(app.db, {
      userId: customer.id,
      method: 'cod',
      status: 'pending',
      items: [{ variant, size: 'M', quantity: 1 }],
    });
    for (const status of ['processing', 'shipped', 'delivered'])
      expect((await put(order.id, status)).statusCode).toBe(200);
    const history = await app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(orderStatusHistory.createdAt);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedBy])).toEqual([
      ['pending', 'processing', admin.id],
      ['processing', 'shipped', admin.id],
      ['shipped', 'delivered', admin.id],
    ]);
  });

  it('mails the customer about shipped, delivered and cancelled, and not about processing', async () => {
    const mailsAbout = async (number: number) =>
      (await outboxMails(app)).filter((m) => m.includes(`#${number}`) && m.includes('To: meera@example.in'));
    const order = await insertOrder(app.db, {
      userId: customer.id,
      method: 'online',
      paid: true,
      status: 'pending',
      items: [{ variant, size: 'M', quantity: 1 }],
    });
    await put(order.id, 'processing');
    expect(await mailsAbout(order.orderNumber)).toHaveLength(0);
    await put(order.id, 'shipped');
    let mails = await mailsAbout(order.orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Subject: Your StoryFit order #${order.orderNumber} has shipped`);
    await put(order.id, 'cancelled');
    mails = await mailsAbout(order.orderNumber);
    // The cancellation says a refund was started; the simulated gateway settles it at once, so the
    // mail saying the refund was sent follows straight away.
    expect(mails).toHaveLength(3);
    expect(mails.some((m) => m.includes('has been cancelled') && m.includes('refund'))).toBe(true);
    expect(
      mails.some((m) => m.includes(`Subject: Your refund for StoryFit order #${order.orderNumber} has been sent`)),
    ).toBe(true);

    const cod = await insertOrder(app.db, {
      userId: customer.id,
      method: 'cod',
      status: 'shipped',
      items: [{ variant, size: 'M', quantity: 1 }],
    });
    await put(cod.id, 'delivered');
    const delivered = await mailsAbout(cod.orderNumber);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toContain('has been delivered');
  });

  it('a mail server failure does not undo a committed change', async () => {
    const failing = await createTestApp(
      {},
      {
        mailer: {
          send: () => Promise.reject(new Error('SMTP down')),
          close: () => {},
        },
      },
    );
    try {
      const a = await createUser(failing, { role: 'admin' });
      const c = await createUser(failing);
      const v = await insertVariant(failing.db, { productName: 'Tee F', colorName: 'Sand', price: 699 });
      const order = await insertOrder(failing.db, {
        userId: c.id,
        method: 'cod',
        status: 'processing',
        items: [{ variant: v, size: 'M', quantity: 1 }],
      });
      const res = await failing.inject({
        method: 'PUT',
        url: `${API_BASE_PATH}/order/${order.id}/status`,
        payload: { status: 'shipped' as OrderStatus },
        headers: { cookie: a.cookie },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await failing.close();
    }
  });
});
