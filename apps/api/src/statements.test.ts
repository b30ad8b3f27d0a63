import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, API_BASE_PATH } from '@shop/shared';
import { createTestApp, openTestDatabase, type TestApp } from '../test/app.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
  type VariantFixture,
} from '../test/fixtures/cart.ts';
import { call, createAdmin } from '../test/fixtures/orders.ts';
import { orders } from './db/schema/index.ts';

/**
 * The SQL statements a request sends do not grow with the size of its answer: a page of 12 asks
 * as many as a page of 2, a cart of three lines as many as a cart of one, an order history of
 * three orders as many as one. Counted on the embedded database, where every statement passes one
 * client (the statements are the same on PostgreSQL).
 */
describe.runIf(process.env.TEST_DB_KIND !== 'postgres')('SQL statements per request', () => {
  let app: TestApp;
  /** Every statement's text, in the order sent (job workers' statements among them). */
  const texts: string[] = [];
  /** The statements sent on behalf of the work a test runs (see `statementsDuring`), by index. */
  const ownTexts = new Set<number>();
  /** Set while a test's own work runs: statements of the job engine's timers run outside it. */
  const ownWork = new AsyncLocalStorage<true>();
  let few: Shopper;
  let many: Shopper;
  const tees: VariantFixture[] = [];
  /** Called with each statement as it is sent, when a test sets it. */
  let beforeStatement: ((sql: string) => void) | undefined;

  /** The statements one request sends (a request whose answer the server keeps is asked for the first time). */
  async function statementsOf(url: string, cookie?: string) {
    const own = await ownStatementsDuring(async () => {
      const res = await app.inject({ url: `${API_BASE_PATH}${url}`, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, res.body).toBe(200);
    });
    return own.length;
  }

  async function placeCodOrder(shopper: Shopper, variantId: string) {
    const itemId = await addToCart(app, shopper, { variantId, size: 'M', quantity: 1 });
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.order.root}`,
      headers: { cookie: shopper.cookie },
      payload: { itemIds: [itemId], paymentMethod: 'cod', contact: 9876543210, shippingAddress: DELIVERY_ADDRESS },
    });
    expect(res.statusCode, res.body).toBe(201);
    // Delivered, so a customer's limit of open cash-on-delivery orders leaves room for the next.
    await app.db.update(orders).set({ status: 'delivered' }).where(eq(orders.userId, shopper.id));
  }

  beforeAll(async () => {
    const database = await openTestDatabase({
      onStatement: (sql) => {
        if (ownWork.getStore()) ownTexts.add(texts.length);
        texts.push(sql);
        beforeStatement?.(sql);
      },
    });
    app = await createTestApp({ RATE_LIMIT: 'off' }, { database });
    app.addHook('onClose', () => database.close());
    for (let i = 0; i < 12; i++) tees.push(await createVariant(app, { name: `Counted Tee ${i}`, withImage: true }));
    [few, many] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    await placeCodOrder(few, tees[0]!.variantId);
    for (const tee of tees.slice(0, 3)) await placeCodOrder(many, tee.variantId);
    await addToCart(app, few, { variantId: tees[0]!.variantId, size: 'M', quantity: 1 });
    for (const tee of tees.slice(0, 3))
      await addToCart(app, many, { variantId: tee.variantId, size: 'L', quantity: 1 });
  }, 60_000);
  afterAll(() => app.close());

  it('the product list: a page of 12 as a page of 2', async () => {
    const small = await statementsOf(`${API.product.list}?limit=2`);
    expect(small).toBeGreaterThan(0);
    expect(await statementsOf(`${API.product.list}?limit=12`)).toBe(small);
  });

  it('the variant search: 12 results as 2', async () => {
    // The search index is read once, by the first search after a catalogue change.
    await statementsOf(`${API.variant.list}?search=tee&limit=1`);
    const small = await statementsOf(`${API.variant.list}?search=counted&limit=2`);
    expect(small).toBeGreaterThan(0);
    expect(await statementsOf(`${API.variant.list}?search=counted&limit=12`)).toBe(small);
  });

  it('the cart: three lines as one', async () => {
    const one = await statementsOf(API.cart.root, few.cookie);
    expect(one).toBeGreaterThan(0);
    expect(await statementsOf(API.cart.root, many.cookie)).toBe(one);
  });

  it('the order history: three orders as one', async () => {
    const one = await statementsOf(API.order.user, few.cookie);
    expect(one).toBeGreaterThan(0);
    expect(await statementsOf(API.order.user, many.cookie)).toBe(one);
  });

  /** The statements sent while `work` runs. */
  async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
    // The jobs of what came before (mails) run their own statements and transactions meanwhile.
    await app.jobs.settled();
    const from = texts.length;
    await ownWork.run(true, work);
    return texts.slice(from);
  }

  /** The statements the work itself sent, without those of jobs and schedules that ran meanwhile. */
  async function ownStatementsDuring(work: () => Promise<unknown>): Promise<string[]> {
    const from = texts.length;
    await statementsDuring(work);
    return texts.filter((_, i) => i >= from && ownTexts.has(i));
  }

  /**
   * The statements but the session check, which is kept for a few seconds and so may be read
   * again, or not, on a slow machine.
   */
  const besidesSessionCheck = (texts: string[]) => texts.filter((sql) => !/"session_version"/.test(sql));

  const RULE_TABLES = ['offers', 'promotion_settings', 'cod_rules', 'delivery_rules', 'invoice_settings'];
  /** The statements of `during` that read each of the owner's rules. */
  const rulesRead = (during: string[]) =>
    Object.fromEntries(
      RULE_TABLES.map((table) => [table, during.filter((sql) => new RegExp(`from "${table}"`).test(sql)).length]),
    );
  /** Each of the owner's rules read `times` times. */
  const eachRuleRead = (times: number) => Object.fromEntries(RULE_TABLES.map((table) => [table, times]));

  it("a cash-on-delivery order reads none of the owner's rules while they are kept, and each once after a change", async () => {
    const [buyer, again] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    const owner = await createAdmin(app);
    const kept = await ownStatementsDuring(() => placeCodOrder(buyer, tees[3]!.variantId));
    expect(rulesRead(kept), kept.join('\n')).toEqual(eachRuleRead(0));
    // Any of them changed (here the free-delivery threshold) drops them all, on every instance.
    const saved = await call(app, owner, 'PUT', API.promotions.settings, {
      freeShippingThreshold: 5000,
      reminderHours: 4,
      reminderCouponId: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await ownStatementsDuring(() => placeCodOrder(again, tees[3]!.variantId));
    expect(rulesRead(after), after.join('\n')).toEqual(eachRuleRead(1));
  });

  it("an order reads the owner's rules while the database's notifications may be missed", async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    // Off, as when the listening connection is lost: a change could go unheard, so nothing is kept.
    app.publicCache.enabled = false;
    try {
      const during = await ownStatementsDuring(() => placeCodOrder(buyer, tees[1]!.variantId));
      expect(rulesRead(during), during.join('\n')).toEqual(eachRuleRead(1));
    } finally {
      app.publicCache.enabled = true;
    }
  });

  it("the checkout's payment options read none of the owner's rules while they are kept", async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const itemId = await addToCart(app, buyer, { variantId: tees[2]!.variantId, size: 'M', quantity: 1 });
    const url = `${API.codRisk.checkoutOptions}?pin=${DELIVERY_ADDRESS.postalCode}&itemIds=${itemId}`;
    await statementsOf(url, buyer.cookie);
    const during = await ownStatementsDuring(() => statementsOf(url, buyer.cookie));
    expect(rulesRead(during), during.join('\n')).toEqual(eachRuleRead(0));
  });

  it('a cash-on-delivery order takes the invoice number last', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const during = await statementsDuring(() => placeCodOrder(buyer, tees[4]!.variantId));
    // The number's row stays locked until the commit: it is taken by the statement that writes the
    // invoice it numbers, the last before the COMMIT.
    const counter = during.findIndex((sql) => /insert into "document_counters"/.test(sql));
    expect(counter).toBeGreaterThan(0);
    expect(during[counter]).toMatch(/\) insert into "invoices"/);
    expect(during[counter + 1]).toBe('COMMIT');
  });

  it('a sold-out size is refused at checkout from one read, before any transaction begins', async () => {
    const [late] = (await createShoppers(app, 1)) as [Shopper];
    const drop = await createVariant(app, { name: 'Counted Drop Tee', stock: { M: 1 } });
    const itemId = await addToCart(app, late, { variantId: drop.variantId, size: 'M', quantity: 1 });
    const [first] = (await createShoppers(app, 1)) as [Shopper];
    await placeCodOrder(first, drop.variantId);
    const during = await ownStatementsDuring(async () => {
      const res = await app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}${API.order.root}`,
        headers: { cookie: late.cookie },
        payload: { itemIds: [itemId], paymentMethod: 'cod', contact: 9876543210, shippingAddress: DELIVERY_ADDRESS },
      });
      expect(res.statusCode).toBe(400);
    });
    expect(during.filter((sql) => sql === 'BEGIN')).toEqual([]);
    // One read: the chosen lines with the stock of their sizes.
    expect(besidesSessionCheck(during), during.join('\n')).toHaveLength(1);
  });

  it("a product's answer asked for by many at once, just after it was dropped, is read once, kept or not", async () => {
    const tee = tees[7]!;
    const url = `${API_BASE_PATH}${API.product.one(tee.productId)}`;
    const read = async (times: number, changedMeanwhile = false) => {
      app.publicCache.invalidate(`p:${tee.productId}`);
      // Another product's stock changes while this answer is being read: the answer is not kept
      // (it may be older than the change), but the requests that arrived before it still get it.
      beforeStatement = changedMeanwhile ? () => app.publicCache.invalidate(`p:${tees[8]!.productId}`) : undefined;
      const during = await ownStatementsDuring(async () => {
        const answers = await Promise.all(Array.from({ length: times }, () => app.inject({ url })));
        expect(answers.map((res) => res.statusCode)).toEqual(Array(times).fill(200));
        expect(new Set(answers.map((res) => res.body)).size).toBe(1);
      });
      return during.length;
    };
    const once = await read(1);
    expect(once).toBeGreaterThan(0);
    expect(await read(8)).toBe(once);
    expect(await read(8, true)).toBe(once);
    beforeStatement = undefined;
  });

  it("a shopper's first add to the cart makes the cart in the same statement", async () => {
    const [newcomer] = (await createShoppers(app, 1)) as [Shopper];
    const during = await ownStatementsDuring(() =>
      addToCart(app, newcomer, { variantId: tees[5]!.variantId, size: 'M', quantity: 1 }),
    );
    // The add (making the cart), the shopper funnel's count of it, and the cart's lines for the answer.
    expect(besidesSessionCheck(during), during.join('\n')).toHaveLength(3);
  });

  it('a new signatory on the invoices drops the kept settings: the next order reads them once', async () => {
    const [buyer, again] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    const owner = await createAdmin(app);
    await placeCodOrder(buyer, tees[9]!.variantId);
    const saved = await call(app, owner, 'PUT', API.invoiceSettings.root, { signatoryName: 'Harleen Kaur' });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await ownStatementsDuring(() => placeCodOrder(again, tees[9]!.variantId));
    expect(rulesRead(after).invoice_settings, after.join('\n')).toBe(1);
  });

  it("a cash-on-delivery order writes each size's movement with its take, and reads no parcel for its answer", async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const during = await ownStatementsDuring(() => placeCodOrder(buyer, tees[10]!.variantId));
    // One statement takes the unit and writes its movement: the size's row, locked until the
    // commit, waits for one round trip fewer.
    const takes = during.filter((sql) => /update "variant_stock"/.test(sql));
    expect(takes, during.join('\n')).toHaveLength(1);
    expect(takes[0]).toMatch(/insert into "stock_movements"/);
    expect(during.filter((sql) => /^insert into "stock_movements"/.test(sql.trim()))).toEqual([]);
    // A parcel is booked once the order is placed, never by checkout: the answer reads none.
    const afterCommit = during.slice(during.indexOf('COMMIT'));
    expect(
      afterCommit.filter((sql) => /from "shipments"/.test(sql)),
      afterCommit.join('\n'),
    ).toEqual([]);
  });

  it('a cash-on-delivery order firm as placed is written once, with both steps of its history in one statement, and its key claimed in one', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const itemId = await addToCart(app, buyer, { variantId: tees[11]!.variantId, size: 'M', quantity: 1 });
    const during = await ownStatementsDuring(async () => {
      const res = await app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}${API.order.root}`,
        headers: { cookie: buyer.cookie, 'idempotency-key': 'counted-key' },
        payload: { itemIds: [itemId], paymentMethod: 'cod', contact: 9876543210, shippingAddress: DELIVERY_ADDRESS },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.order.status).toBe('processing');
    });
    const beforeBegin = during.slice(0, during.indexOf('BEGIN'));
    expect(
      beforeBegin.filter((sql) => /"order_idempotency_keys"/.test(sql)),
      during.join('\n'),
    ).toHaveLength(1);
    const inside = during.slice(during.indexOf('BEGIN'), during.indexOf('COMMIT'));
    expect(
      inside.filter((sql) => /^update "orders"/.test(sql.trim())),
      inside.join('\n'),
    ).toEqual([]);
    expect(inside.filter((sql) => /insert into "order_status_history"/.test(sql))).toHaveLength(1);
  });

  it("a cash-on-delivery order writes its events and the stock's in one outbox insert, and its answer reads no refunds", async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const itemId = await addToCart(app, buyer, { variantId: tees[10]!.variantId, size: 'M', quantity: 1 });
    const during = await ownStatementsDuring(async () => {
      const res = await app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}${API.order.root}`,
        headers: { cookie: buyer.cookie },
        payload: { itemIds: [itemId], paymentMethod: 'cod', contact: 9876543210, shippingAddress: DELIVERY_ADDRESS },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.order.refund ?? null).toBeNull();
    });
    const inside = during.slice(during.indexOf('BEGIN'), during.indexOf('COMMIT'));
    const outboxInserts = inside.filter((sql) => /insert into "outbox_events"/.test(sql));
    expect(outboxInserts, inside.join('\n')).toHaveLength(1);
    // The stock's fall, the order's placing and its confirmation: one row each, in one statement.
    expect(outboxInserts[0]!.match(/\(default, default, \$\d+, \$\d+, default\)/g)).toHaveLength(4);
    const afterCommit = during.slice(during.indexOf('COMMIT'));
    expect(
      afterCommit.filter((sql) => /from "refunds"/.test(sql)),
      afterCommit.join('\n'),
    ).toEqual([]);
  });

  it("a cash-on-delivery order is answered from what it wrote, its key's answer committed with it: no read of the order after the COMMIT, and a retry answers the order", async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const itemId = await addToCart(app, buyer, { variantId: tees[11]!.variantId, size: 'M', quantity: 1 });
    const order = () =>
      app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}${API.order.root}`,
        headers: { cookie: buyer.cookie, 'idempotency-key': 'read-back-fails' },
        payload: { itemIds: [itemId], paymentMethod: 'cod', contact: 9876543210, shippingAddress: DELIVERY_ADDRESS },
      });
    // Every read of an order after the COMMIT fails, as when the connection drops just then: the
    // order's answer does not need one.
    let committed = false;
    let failed = false;
    beforeStatement = (sql) => {
      // The request's own statements: the jobs its order started read it on their own.
      if (!ownWork.getStore()) return;
      if (sql === 'COMMIT') committed = true;
      else if (committed && /^select "orders"\."id"/.test(sql)) {
        failed = true;
        throw new Error('connection lost after the commit');
      }
    };
    let first;
    try {
      first = await ownWork.run(true, order);
    } finally {
      beforeStatement = undefined;
    }
    expect(first.statusCode, first.body).toBe(201);
    expect(failed).toBe(false);
    // The key's answer committed with the order: a retry answers the same order, reading it.
    const retry = await order();
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().data.order._id).toBe(first.json().data.order._id);
    const placed = await app.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(placed.map((row) => row.id)).toEqual([first.json().data.order._id]);
  });

  it("a cash-on-delivery order writes itself, its lines, its history, its COD decision, its lines leaving the cart and its key's answer in one statement, one job for its mails, and nothing read back", async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const itemId = await addToCart(app, buyer, { variantId: tees[5]!.variantId, size: 'M', quantity: 1 });
    const during = await ownStatementsDuring(async () => {
      const res = await app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}${API.order.root}`,
        headers: { cookie: buyer.cookie, 'idempotency-key': 'one-statement' },
        payload: { itemIds: [itemId], paymentMethod: 'cod', contact: 9876543210, shippingAddress: DELIVERY_ADDRESS },
      });
      expect(res.statusCode, res.body).toBe(201);
    });
    const inside = during.slice(during.indexOf('BEGIN') + 1, during.indexOf('COMMIT'));
    const own = inside.filter((sql) => /insert into "orders"/.test(sql));
    expect(own, inside.join('\n')).toHaveLength(1);
    for (const table of ['order_items', 'order_status_history']) expect(own[0]).toContain(`insert into "${table}"`);
    expect(own[0]).toMatch(/update "order_idempotency_keys"/);
    expect(own[0]).toMatch(/insert into "cod_decisions"/);
    expect(own[0]).toMatch(/delete from "cart_items"/);
    expect(
      inside.filter((sql) => /insert into "(order_items|order_status_history)"/.test(sql) && sql !== own[0]),
    ).toEqual([]);
    // One job for the order's mails, the owner's and the shopper's: the funnel counts orders when
    // it is read, with no job.
    const jobs = inside.filter((sql) => /INSERT INTO pgboss\.job/.test(sql));
    expect(jobs, inside.join('\n')).toHaveLength(1);
    // The cart's lock; the lines with what the customer holds; the COD record; the order; the
    // stock; the outbox; the job; the invoice with its number.
    expect(inside, inside.join('\n')).toHaveLength(8);
    expect(during.slice(during.indexOf('COMMIT')).filter((sql) => /from "orders"/.test(sql))).toEqual([]);
  });

  it("a cash-on-delivery order reads the customer's record and the PIN's return rates in one statement", async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const during = await statementsDuring(() => placeCodOrder(buyer, tees[6]!.variantId));
    const codReads = during.filter((sql) => /count\(\*\) filter/.test(sql) && /"returned_to_origin_at"/.test(sql));
    expect(codReads, during.join('\n')).toHaveLength(1);
  });
});
