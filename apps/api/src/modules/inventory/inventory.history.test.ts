import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_MESSAGES,
  COMMON_VALIDATION,
  STOCK_ADJUST_TEXTS,
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

  it('adjusts a size by units found or gone, with the reason on the history, never below zero', async () => {
    const { variantId } = await createVariant(app, { stock: { M: 2 } });
    const adjust = (body: object, who: Shopper | null = admin) =>
      call(app, who, 'POST', `/variant/${variantId}/stock-adjustments`, body);

    const found = await adjust({ size: 'M', change: 3, note: '  Found in the store room ' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      message: STOCK_ADJUST_TEXTS.adjusted('M', 5),
      data: { size: 'M', quantity: 5 },
    });
    const gone = await adjust({ size: 'M', change: -1, note: 'Damaged' });
    expect(gone.json().data).toEqual({ size: 'M', quantity: 4 });
    // A size that never had a stock row gets one.
    expect((await adjust({ size: 'XXL', change: 2, note: 'Returned by a friend' })).json().data).toEqual({
      size: 'XXL',
      quantity: 2,
    });

    const [latest, before] = (await history(variantId, '?size=M')).movements;
    expect([latest, before].map((m) => [m!.reason, m!.change, m!.left, m!.note, m!.by])).toEqual([
      ['admin-adjust', -1, 4, 'Damaged', admin.name],
      ['admin-adjust', 3, 5, 'Found in the store room', admin.name],
    ]);

    const tooMany = await adjust({ size: 'M', change: -5, note: 'Lost' });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(STOCK_ADJUST_TEXTS.belowZero('M', 4));
    expect(await stockOf(app, variantId, 'M')).toBe(4);
    expect((await history(variantId, '?size=M')).movements).toHaveLength(3);

    for (const [body, field, message] of [
      [{ size: 'M', change: 0, note: 'Nothing' }, 'change', STOCK_ADJUST_TEXTS.changeRequired],
      [{ size: 'M', change: 1.5, note: 'Half' }, 'change', STOCK_ADJUST_TEXTS.changeWhole],
      [{ size: 'M', change: 5000, note: 'A lorry' }, 'change', STOCK_ADJUST_TEXTS.changeRange],
      [{ size: 'M', change: '2', note: 'Text' }, 'change', STOCK_ADJUST_TEXTS.changeRequired],
      [{ size: 'M', change: 1, note: '   ' }, 'note', STOCK_ADJUST_TEXTS.noteRequired],
      [{ size: 'M', change: 1 }, 'note', STOCK_ADJUST_TEXTS.noteRequired],
      [{ size: 'M', change: 1, note: 'x'.repeat(201) }, 'note', STOCK_ADJUST_TEXTS.noteTooLong],
      [
        { size: 'M', change: 1, note: 'Found\u0000' },
        'note',
        COMMON_VALIDATION.controlCharacters(STOCK_ADJUST_TEXTS.note),
      ],
      [{ size: 'M', change: 1, note: 7 }, 'note', COMMON_VALIDATION.textInvalid(STOCK_ADJUST_TEXTS.note)],
    ] as const) {
      const refused = await adjust(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().errors[field]).toBe(message);
    }
    expect((await adjust({ size: 'S', change: 1, note: 'Small' })).statusCode).toBe(400);
    expect(await stockOf(app, variantId, 'M')).toBe(4);

    expect((await adjust({ size: 'M', change: 1, note: 'Mine' }, buyer)).statusCode).toBe(403);
    expect((await adjust({ size: 'M', change: 1, note: 'Mine' }, null)).statusCode).toBe(401);
    const unknown = await call(app, admin, 'POST', `/variant/${crypto.randomUUID()}/stock-adjustments`, {
      size: 'M',
      change: 1,
      note: 'Ghost',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CATALOGUE_MESSAGES.variantNotFound);
  });

  it('lets two adjustments race for the last unit: one takes it, the other is refused', async () => {
    const { variantId } = await createVariant(app, { stock: { L: 1 } });
    const answers = await Promise.all(
      ['Damaged', 'Lost'].map((note) =>
        call(app, admin, 'POST', `/variant/${variantId}/stock-adjustments`, { size: 'L', change: -1, note }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await stockOf(app, variantId, 'L')).toBe(0);
    const adjustments = (await history(variantId, '?size=L')).movements.filter((m) => m.reason === 'admin-adjust');
    expect(adjustments.map((m) => [m.change, m.left])).toEqual([[-1, 0]]);
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
