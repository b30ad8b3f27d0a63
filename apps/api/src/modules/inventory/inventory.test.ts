import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Size } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper } from '../../../test/fixtures/cart.ts';
import { call as send, createShop, form } from '../../../test/fixtures/catalogue.ts';
import { eventsAfter, outboxEnd } from '../../../test/fixtures/events.ts';
import {
  call,
  checkout,
  createAdmin,
  expectStockMatchesMovements,
  placed,
  stockOf,
} from '../../../test/fixtures/orders.ts';
import { stockMovements } from '../../db/schema/index.ts';

/** The movements of one colour, oldest first, as the admin's history would read them. */
async function movementsOf(app: TestApp, variantId: string, size?: Size) {
  const rows = await app.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.variantId, variantId))
    .orderBy(asc(stockMovements.id));
  return rows
    .filter((row) => !size || row.size === size)
    .map(({ size, delta, reason, referenceType, referenceId, quantityAfter, createdBy }) => ({
      size,
      delta,
      reason,
      referenceType,
      referenceId,
      quantityAfter,
      createdBy,
    }));
}

describe('the inventory: every stock change a movement and an event', () => {
  let app: TestApp;
  let admin: Shopper;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  it('records a new colour’s stock as initial movements and an admin’s edit as admin-set, naming the admin', async () => {
    const { variant } = await createShop(app, admin.cookie, { quantity: { M: 5, L: 0, XL: 2, XXL: 1 } });
    expect(await movementsOf(app, variant._id)).toEqual(
      (['M', 'L', 'XL', 'XXL'] as const).map((size) => ({
        size,
        delta: { M: 5, L: 0, XL: 2, XXL: 1 }[size],
        reason: 'initial',
        referenceType: 'admin',
        referenceId: admin.id,
        quantityAfter: { M: 5, L: 0, XL: 2, XXL: 1 }[size],
        createdBy: admin.id,
      })),
    );

    const mark = await outboxEnd(app);
    const edited = await send(app, {
      method: 'PATCH',
      url: `/variant/${variant._id}`,
      cookie: admin.cookie,
      body: form({ quantity: JSON.stringify({ M: 3, L: 4, XL: 2, XXL: 1 }) }),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // Only the sizes that moved, each by the difference to what the admin typed.
    const edits = (await movementsOf(app, variant._id)).filter((m) => m.reason === 'admin-set');
    expect(edits).toEqual([
      {
        size: 'L',
        delta: 4,
        reason: 'admin-set',
        referenceType: 'admin',
        referenceId: admin.id,
        quantityAfter: 4,
        createdBy: admin.id,
      },
      {
        size: 'M',
        delta: -2,
        reason: 'admin-set',
        referenceType: 'admin',
        referenceId: admin.id,
        quantityAfter: 3,
        createdBy: admin.id,
      },
    ]);
    expect(await eventsAfter(app, mark)).toEqual([
      { type: 'stock.changed', variantId: variant._id, size: 'L', from: 0, to: 4, reason: 'admin-set' },
      { type: 'stock.changed', variantId: variant._id, size: 'M', from: 5, to: 3, reason: 'admin-set' },
    ]);
    await expectStockMatchesMovements(app, variant._id);
  });

  it('takes stock at checkout as order-placed and gives it back on cancellation as order-cancelled, both naming the order', async () => {
    const { variantId } = await createVariant(app, { stock: { M: 4 } });
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const mark = await outboxEnd(app);
    const { res } = await checkout(app, buyer, { variantId, size: 'M', quantity: 3 }, 'cod');
    expect(res.statusCode, res.body).toBe(201);
    const orderId = placed(res).order._id;
    expect(await movementsOf(app, variantId, 'M')).toEqual([
      expect.objectContaining({ reason: 'initial', delta: 4, referenceType: null, referenceId: null }),
      {
        size: 'M',
        delta: -3,
        reason: 'order-placed',
        referenceType: 'order',
        referenceId: orderId,
        quantityAfter: 1,
        createdBy: buyer.id,
      },
    ]);

    const cancelled = await call(app, admin, 'PUT', `/order/${orderId}/status`, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await movementsOf(app, variantId, 'M')).at(-1)).toEqual({
      size: 'M',
      delta: 3,
      reason: 'order-cancelled',
      referenceType: 'order',
      referenceId: orderId,
      quantityAfter: 4,
      createdBy: admin.id,
    });
    const stockEvents = (await eventsAfter(app, mark)).filter((e) => e.type === 'stock.changed');
    expect(stockEvents).toEqual([
      { type: 'stock.changed', variantId, size: 'M', from: 4, to: 1, reason: 'order-placed' },
      { type: 'stock.changed', variantId, size: 'M', from: 1, to: 4, reason: 'order-cancelled' },
    ]);
    await expectStockMatchesMovements(app, variantId);
  });

  it('lets concurrent takes of the last units sell each unit once, and a short take change nothing', async () => {
    const { variantId } = await createVariant(app, { stock: { L: 5 } });
    const buyers = await createShoppers(app, 12);
    const outcomes = await Promise.all(
      buyers.map((buyer, i) =>
        app.db
          .transaction((tx) =>
            app.inventory.take(tx, [{ variantId, size: 'L', quantity: 1 }], {
              reason: 'order-placed',
              orderId: crypto.randomUUID(),
              by: buyers[i]!.id,
            }),
          )
          .then((short) => (short ? 'short' : 'taken')),
      ),
    );
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(5);
    expect(await stockOf(app, variantId, 'L')).toBe(0);
    const taken = await movementsOf(app, variantId, 'L');
    expect(taken.filter((m) => m.reason === 'order-placed').map((m) => m.quantityAfter)).toEqual([4, 3, 2, 1, 0]);

    const short = await app.db.transaction((tx) =>
      app.inventory.take(tx, [{ variantId, size: 'L', quantity: 1 }], {
        reason: 'order-placed',
        orderId: crypto.randomUUID(),
        by: null,
      }),
    );
    expect(short).toEqual({ line: { variantId, size: 'L', quantity: 1 }, left: 0 });
    expect(await movementsOf(app, variantId, 'L')).toHaveLength(6);
    await expectStockMatchesMovements(app, variantId);
  });

  it('adjusts by a signed number with its reason, never below zero', async () => {
    const { variantId } = await createVariant(app, { stock: { XL: 2 } });
    const adjust = (delta: number) =>
      app.db.transaction((tx) =>
        app.inventory.adjust(
          tx,
          { variantId, size: 'XL', delta },
          { reason: 'admin-adjust', adminId: admin.id, note: 'Counted again' },
        ),
      );
    expect(await adjust(-3)).toBeNull();
    expect(await adjust(-2)).toBe(0);
    expect(await adjust(7)).toBe(7);
    expect((await movementsOf(app, variantId, 'XL')).map((m) => [m.reason, m.delta, m.quantityAfter])).toEqual([
      ['initial', 2, 2],
      ['admin-adjust', -2, 0],
      ['admin-adjust', 7, 7],
    ]);
    await expectStockMatchesMovements(app, variantId);
  });
});
