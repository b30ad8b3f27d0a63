import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_MESSAGES,
  STOCK_MOVEMENT_REASONS,
  StockHistory,
  envelope,
  type Size,
  type StockMovement,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper } from '../../../test/fixtures/cart.ts';
import { call as send, form } from '../../../test/fixtures/catalogue.ts';
import { call, checkout, createAdmin, placed, stockOf } from '../../../test/fixtures/orders.ts';
import { STOCK_REASONS } from '../../db/schema/index.ts';

describe("the owner's stock history of a colour", () => {
  let app: TestApp;
  let admin: Shopper;
  let buyer: Shopper;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    [buyer] = (await createShoppers(app, 1)) as [Shopper];
  });
  afterAll(() => app.close());

  const history = async (variantId: string, query = '') => {
    const res = await call(app, admin, 'GET', `/variant/${variantId}/stock-history${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return envelope(StockHistory).parse(res.json()).data;
  };
  const brief = ({ size, change, left, reason, order, returnId, by }: StockMovement) => ({
    size,
    change,
    left,
    reason,
    order: order?.orderNumber ?? null,
    returnId,
    by,
  });

  it('names the same reasons as the database checks', () => {
    expect([...STOCK_MOVEMENT_REASONS]).toEqual([...STOCK_REASONS]);
  });

  it('lists each change newest first: why, the order it answers to, who asked, what was left', async () => {
    const { variantId } = await createVariant(app, { stock: { M: 4, L: 2 } });
    const { res } = await checkout(app, buyer, { variantId, size: 'M', quantity: 3 }, 'cod');
    expect(res.statusCode, res.body).toBe(201);
    const order = placed(res).order;
    const cancelled = await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const edited = await send(app, {
      method: 'PATCH',
      url: `/variant/${variantId}`,
      cookie: admin.cookie,
      body: form({ quantity: JSON.stringify({ M: 4, L: 5, XL: 0, XXL: 0 }) }),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const { movements, next } = await history(variantId);
    expect(next).toBeNull();
    expect(movements.map(brief)).toEqual([
      { size: 'L', change: 3, left: 5, reason: 'admin-set', order: null, returnId: null, by: admin.name },
      {
        size: 'M',
        change: 3,
        left: 4,
        reason: 'order-cancelled',
        order: order.orderNumber,
        returnId: null,
        by: admin.name,
      },
      {
        size: 'M',
        change: -3,
        left: 1,
        reason: 'order-placed',
        order: order.orderNumber,
        returnId: null,
        by: buyer.name,
      },
      ...(['XXL', 'XL', 'L', 'M'] as const)
        .map((size) => ({ size, change: { M: 4, L: 2, XL: 0, XXL: 0 }[size] }))
        .filter(({ change }) => change > 0)
        .map(({ size, change }) => ({
          size,
          change,
          left: change,
          reason: 'initial' as const,
          order: null,
          returnId: null,
          by: null,
        })),
    ]);
    expect(movements[1]!.order?._id).toBe(order._id);
    // Every unit is accounted for: each size's changes add up to what it holds.
    for (const size of ['M', 'L'] as const satisfies Size[]) {
      const sum = movements.filter((m) => m.size === size).reduce((total, m) => total + m.change, 0);
      expect(sum).toBe(await stockOf(app, variantId, size));
    }
    // Dates are the movements' own, newest first.
    const times = movements.map((m) => Date.parse(m.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('narrows to one size and pages back with `next` until the first movement', async () => {
    const { variantId } = await createVariant(app, { stock: { M: 6, XL: 1 } });
    for (const quantity of [1, 2]) {
      const [someone] = (await createShoppers(app, 1)) as [Shopper];
      expect((await checkout(app, someone, { variantId, size: 'M', quantity }, 'cod')).res.statusCode).toBe(201);
    }
    const onlyM = await history(variantId, '?size=M');
    expect(onlyM.movements.map((m) => [m.size, m.change, m.left])).toEqual([
      ['M', -2, 3],
      ['M', -1, 5],
      ['M', 6, 6],
    ]);

    const seen: number[] = [];
    let before: number | null = null;
    do {
      const page: StockHistory = await history(variantId, `?size=M&limit=2${before ? `&before=${before}` : ''}`);
      expect(page.movements.length).toBeLessThanOrEqual(2);
      seen.push(...page.movements.map((m) => m.left));
      before = page.next;
    } while (before !== null);
    expect(seen).toEqual([3, 5, 6]);
    expect((await history(variantId, '?size=all')).movements).toHaveLength(4);
  });

  it('answers only admins, 404 for an unknown colour and 400 for a size the shop does not sell', async () => {
    const { variantId } = await createVariant(app, { stock: { M: 1 } });
    const url = `/variant/${variantId}/stock-history`;
    expect((await call(app, null, 'GET', url)).statusCode).toBe(401);
    expect((await call(app, buyer, 'GET', url)).statusCode).toBe(403);
    const unknown = await call(app, admin, 'GET', `/variant/${crypto.randomUUID()}/stock-history`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CATALOGUE_MESSAGES.variantNotFound);
    const badSize = await call(app, admin, 'GET', `${url}?size=S`);
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().errors).toHaveProperty('size');
    expect((await call(app, admin, 'GET', `${url}?limit=0`)).statusCode).toBe(400);
  });
});
