import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  API,
  API_BASE_PATH,
  DashboardFunnel,
  FUNNEL_BEACON_LIMITS,
  FUNNEL_TEXTS,
  envelope,
  shopDay,
  type FunnelPathFigures,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
  type VariantFixture,
} from '../../../test/fixtures/cart.ts';
import { call, createAdmin, payOnline, placed } from '../../../test/fixtures/orders.ts';
import { funnelMarks } from '../../db/schema/index.ts';
import { countOnce } from './funnel.repository.ts';
import { FUNNEL_MARKS_PRUNE_QUEUE } from './index.ts';

let app: TestApp;
let admin: Shopper;
let tee: VariantFixture;

beforeAll(async () => {
  app = await createTestApp();
  await app.ready();
  admin = await createAdmin(app);
  tee = await createVariant(app, { stock: { M: 50, L: 50 } });
});
afterAll(() => app.close());

const beacon = (payload: unknown, cookie?: string, ip = '203.0.113.10') =>
  app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}${API.funnel.beacon}`,
    payload: payload as object,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

/** A visitor as the browser keeps them: the visit cookie the first beacon set. */
async function newVisitor(payload: object = { step: 'view' }) {
  const res = await beacon(payload);
  expect(res.statusCode, res.body).toBe(204);
  const cookie = res.cookies.find((c) => c.name === 'sf_visit')!;
  return { cookie: `sf_visit=${cookie.value}`, id: cookie.value, set: cookie };
}

async function funnel(days = 1, who: Shopper | null = admin) {
  const res = await call(app, who, 'GET', `${API.dashboard.funnel}?days=${days}`);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(DashboardFunnel).parse(res.json()).data;
}

/** Today's figures of a path. */
async function today(path: 'cart' | 'sheet'): Promise<FunnelPathFigures> {
  const answer = await funnel(1);
  expect(answer.days.map((d) => d.date)).toEqual([shopDay(new Date())]);
  return answer.days[0]!.paths.find((p) => p.path === path)!;
}

/** Places a cash-on-delivery order (firm as placed) for a line already in the bag. */
async function placeCod(who: Shopper, itemId: string, path?: 'cart' | 'sheet') {
  const res = await call(app, who, 'POST', API.order.root, {
    itemIds: [itemId],
    paymentMethod: 'cod',
    contact: '9876543210',
    shippingAddress: DELIVERY_ADDRESS,
    ...(path ? { path } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return placed(res);
}

describe('the beacon', () => {
  it('sets a day-long httpOnly visit cookie and counts a visitor once per step and day', async () => {
    const before = (await today('cart')).counts.view;
    const first = await newVisitor();
    expect(first.set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 86_400 });
    expect(first.id).toMatch(/^[\w-]{22}$/);
    for (let i = 0; i < 3; i++) expect((await beacon({ step: 'view' }, first.cookie)).statusCode).toBe(204);
    // The cookie is kept, not renewed: the same visitor all day.
    expect((await beacon({ step: 'view' }, first.cookie)).cookies).toEqual([]);
    await newVisitor();
    const after = await today('cart');
    expect(after.counts.view - before).toBe(2);
    // Both paths show the day's product views: they come before any path is chosen.
    expect((await today('sheet')).counts.view).toBe(after.counts.view);
  });

  it('counts racing beacons of one visitor once and of many visitors each', async () => {
    const before = (await today('cart')).counts.checkout;
    const one = await newVisitor();
    const many = await Promise.all(Array.from({ length: 8 }, () => newVisitor()));
    await Promise.all([
      ...Array.from({ length: 8 }, () => beacon({ step: 'checkout', path: 'cart' }, one.cookie)),
      ...many.map((visitor) => beacon({ step: 'checkout', path: 'cart' }, visitor.cookie)),
    ]);
    expect((await today('cart')).counts.checkout - before).toBe(9);
  });

  it('counts the buy-now sheet opening as its add to bag and its checkout', async () => {
    const before = await today('sheet');
    const visitor = await newVisitor();
    expect((await beacon({ step: 'checkout', path: 'sheet' }, visitor.cookie)).statusCode).toBe(204);
    const after = await today('sheet');
    expect(after.counts.add - before.counts.add).toBe(1);
    expect(after.counts.checkout - before.counts.checkout).toBe(1);
  });

  it('keeps no visit id and no customer id: only a keyed hash of the day and the id', async () => {
    const visitor = await newVisitor();
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    await addToCart(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const marks = await app.db.select({ visitor: funnelMarks.visitor }).from(funnelMarks);
    const kept = marks.map((m) => m.visitor).join(' ');
    expect(marks.length).toBeGreaterThan(0);
    expect(kept).not.toContain(visitor.id);
    expect(kept).not.toContain(shopper.id);
  });

  it.each([
    [{ step: 'nope' }, FUNNEL_TEXTS.stepInvalid],
    [{}, FUNNEL_TEXTS.stepInvalid],
    [{ step: 'checkout' }, FUNNEL_TEXTS.pathInvalid],
    [{ step: 'checkout', path: 'phone' }, FUNNEL_TEXTS.pathInvalid],
    [{ step: 'view', path: 'cart' }, FUNNEL_TEXTS.pathOnlyAtCheckout],
  ])('refuses %j with 400 and says why', async (payload, message) => {
    const res = await beacon(payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    // Nothing counted, no cookie handed out for it.
    expect(res.cookies).toEqual([]);
  });

  it(`refuses a visitor's beacon past ${FUNNEL_BEACON_LIMITS.visitor.max} a minute, and a bad one counts too`, async () => {
    const visitor = await newVisitor();
    const { max } = FUNNEL_BEACON_LIMITS.visitor;
    const answers = [];
    // The beacon that made the visitor came without the cookie; a bad beacon counts like a good one.
    answers.push((await beacon({ step: 'nope' }, visitor.cookie, '203.0.113.20')).statusCode);
    for (let i = 1; i < max; i++)
      answers.push((await beacon({ step: 'view' }, visitor.cookie, '203.0.113.20')).statusCode);
    expect(answers).toEqual([400, ...Array<number>(max - 1).fill(204)]);
    const refused = await beacon({ step: 'view' }, visitor.cookie, '203.0.113.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another visitor is not held back by this one.
    expect((await beacon({ step: 'view' }, undefined, '203.0.113.20')).statusCode).toBe(204);
  });
});

describe('adds, orders and their paths', () => {
  it('counts a line added from the product page on the cart path, the sheet’s own line not again', async () => {
    const before = await Promise.all([today('cart'), today('sheet')]);
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    await addToCart(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 });
    await addToCart(app, shopper, { variantId: tee.variantId, size: 'L', quantity: 1 });
    const sheet = await call(app, shopper, 'POST', API.cart.root, {
      variantId: tee.variantId,
      size: 'M',
      quantity: 1,
      via: 'sheet',
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
    const after = await Promise.all([today('cart'), today('sheet')]);
    expect(after[0].counts.add - before[0].counts.add).toBe(1);
    expect(after[1].counts.add - before[1].counts.add).toBe(0);
    const wrong = await call(app, shopper, 'POST', API.cart.root, { variantId: tee.variantId, size: 'M', via: 'x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(FUNNEL_TEXTS.pathInvalid);
  });

  it('counts each order on the path it was placed from: placed and, firm as placed, confirmed', async () => {
    const before = await Promise.all([today('cart'), today('sheet')]);
    const [fromCart, fromSheet, unsaid] = (await createShoppers(app, 3)) as [Shopper, Shopper, Shopper];
    await placeCod(
      fromCart,
      await addToCart(app, fromCart, { variantId: tee.variantId, size: 'M', quantity: 1 }),
      'cart',
    );
    const sheetLine = await call(app, fromSheet, 'POST', API.cart.root, {
      variantId: tee.variantId,
      size: 'M',
      quantity: 1,
      via: 'sheet',
    });
    await placeCod(fromSheet, sheetLine.json().data.cart.items[0]._id, 'sheet');
    // An order whose client did not say where: the checkout page's, the path orders always took.
    await placeCod(unsaid, await addToCart(app, unsaid, { variantId: tee.variantId, size: 'L', quantity: 1 }));
    // The same customer ordering twice in a day is one shopper who placed an order.
    await placeCod(unsaid, await addToCart(app, unsaid, { variantId: tee.variantId, size: 'M', quantity: 1 }));
    await app.jobs.settled();
    const after = await Promise.all([today('cart'), today('sheet')]);
    expect(after[0].counts.placed - before[0].counts.placed).toBe(2);
    expect(after[0].counts.confirmed - before[0].counts.confirmed).toBe(2);
    expect(after[1].counts.placed - before[1].counts.placed).toBe(1);
    expect(after[1].counts.confirmed - before[1].counts.confirmed).toBe(1);
    const bad = await call(app, fromCart, 'POST', API.order.root, {
      itemIds: [sheetLine.json().data.cart.items[0]._id],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
      path: 'somewhere',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts an online order as placed at once and as confirmed when it is paid', async () => {
    const before = await today('sheet');
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const itemId = await addToCart(app, buyer, { variantId: tee.variantId, size: 'L', quantity: 1 });
    const res = await call(app, buyer, 'POST', API.order.root, {
      itemIds: [itemId],
      paymentMethod: 'online',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
      path: 'sheet',
    });
    expect(res.statusCode, res.body).toBe(201);
    await app.jobs.settled();
    const unpaid = await today('sheet');
    expect(unpaid.counts.placed - before.counts.placed).toBe(1);
    expect(unpaid.counts.confirmed - before.counts.confirmed).toBe(0);
    expect((await payOnline(app, buyer, placed(res))).res.statusCode).toBe(200);
    await app.jobs.settled();
    expect((await today('sheet')).counts.confirmed - before.counts.confirmed).toBe(1);
  });
});

describe("the owner's figures", () => {
  it('answers every day asked for, oldest first, with each step’s drop-off from the one before', async () => {
    const answer = await funnel(7);
    expect(answer.timeZone).toBe('Asia/Kolkata');
    expect(answer.days).toHaveLength(7);
    expect(answer.days.at(-1)!.date).toBe(shopDay(new Date()));
    expect(answer.days.slice(0, 6).every((d) => d.paths.every((p) => p.counts.view === 0))).toBe(true);
    expect(answer.days[0]!.paths.map((p) => p.dropOff)).toEqual([
      { add: null, checkout: null, placed: null, confirmed: null },
      { add: null, checkout: null, placed: null, confirmed: null },
    ]);
    for (const figures of answer.total) {
      const { view, add } = figures.counts;
      expect(figures.dropOff.add).toBe(Math.round(Math.max(0, 1 - add / view) * 1000) / 10);
    }
    expect(answer.total).toEqual(answer.days.at(-1)!.paths);
  });

  it('is for admins only, and refuses a number of days outside 1 to 90', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    expect((await call(app, null, 'GET', API.dashboard.funnel)).statusCode).toBe(401);
    expect((await call(app, shopper, 'GET', API.dashboard.funnel)).statusCode).toBe(403);
    for (const days of ['0', '91', '2.5', 'week']) {
      const res = await call(app, admin, 'GET', `${API.dashboard.funnel}?days=${days}`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(FUNNEL_TEXTS.daysInvalid);
    }
    expect((await funnel(90)).days).toHaveLength(90);
  });

  // A shared count row would be taken by every shopper's view and add at once on a sale's first
  // minute, each waiting for the one before. Each shopper writes only their own marks.
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    "a shopper is counted while another shopper's count is still uncommitted, without waiting for it",
    async () => {
      const other = await newVisitor();
      const day = shopDay(new Date());
      let answered: number | 'waited' = 'waited';
      await app.db.transaction(async (tx) => {
        // Another shopper's view, counted as every count is, its transaction not yet committed.
        await countOnce(tx, day, 'held-open', [{ step: 'view', path: 'all' }]);
        const res = await Promise.race([
          beacon({ step: 'view' }, other.cookie.replace(other.id, `${other.id}x`)),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000)),
        ]);
        answered = res ? res.statusCode : 'waited';
      });
      expect(answered).toBe(204);
    },
  );

  it('forgets nightly the marks of days older than the longest window the owner can read, and no others', async () => {
    const counted = await funnel(7);
    await app.db.execute(
      sql`insert into ${funnelMarks} (day, step, path, visitor) values (current_date - 95, 'view', 'all', 'old-mark')`,
    );
    await app.jobs.runNow(FUNNEL_MARKS_PRUNE_QUEUE);
    await app.jobs.settled();
    const left = await app.db.select({ visitor: funnelMarks.visitor }).from(funnelMarks);
    expect(left.map((m) => m.visitor)).not.toContain('old-mark');
    expect(left.length).toBeGreaterThan(0);
    expect(await funnel(7)).toEqual(counted);
  });
});
