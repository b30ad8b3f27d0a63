import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COD_TEXTS } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
} from '../../../test/fixtures/cart.ts';
import { call, orderRow, stockOf } from '../../../test/fixtures/orders.ts';
import { codDecisions } from '../../db/schema/index.ts';
import { createLinkSigner } from '../../lib/links/link-signer.ts';

/**
 * The mailed Confirm / Cancel links of a cash-on-delivery order work until the order's
 * confirmation deadline and while it waits; after either they say so, and change nothing.
 */
describe('COD confirmation links expire', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' }, {}, { codRules: 'shop-defaults' });
  });
  afterAll(() => app.close());

  /** A first COD order, held for confirmation, with the token its mail and message carry. */
  async function waitingOrder() {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const tee = await createVariant(app, { stock: { M: 5 } });
    const itemId = await addToCart(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const res = await call(app, shopper, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data.order as { _id: string; status: string };
    expect(order.status).toBe('awaiting_confirmation');
    return { shopper, tee, id: order._id, token: createLinkSigner(app.config).sign(order._id) };
  }
  /** The deadline passes (as the clock would): a minute ago. */
  const deadlinePassed = (id: string) =>
    app.db
      .update(codDecisions)
      .set({ confirmBy: new Date(Date.now() - 60_000) })
      .where(eq(codDecisions.orderId, id));

  it('a link tapped after the deadline is refused as expired (410), and the order is cancelled, not confirmed', async () => {
    const { shopper, tee, id, token } = await waitingOrder();
    expect(await stockOf(app, tee.variantId, 'M')).toBe(4);
    await deadlinePassed(id);

    const late = await call(app, null, 'POST', `/order/${id}/confirm`, { token, action: 'confirm' });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 'GONE', message: COD_TEXTS.confirmationExpired });
    expect((await orderRow(app, id)).status).toBe('cancelled');
    expect(await stockOf(app, tee.variantId, 'M')).toBe(5);

    // The Cancel link, and the signed-in shopper's own buttons, say the same from now on.
    const cancel = await call(app, null, 'POST', `/order/${id}/confirm`, { token, action: 'cancel' });
    expect(cancel.statusCode).toBe(410);
    const own = await call(app, shopper, 'POST', `/order/${id}/confirm`, { action: 'confirm' });
    expect(own.statusCode).toBe(410);
    expect(own.json().message).toBe(COD_TEXTS.confirmationExpired);
    expect((await orderRow(app, id)).status).toBe('cancelled');
  });

  it('a link tapped after the order stopped waiting says so (409), whether before or after the deadline', async () => {
    const { id, token } = await waitingOrder();
    expect((await call(app, null, 'POST', `/order/${id}/confirm`, { token })).statusCode).toBe(200);
    const again = await call(app, null, 'POST', `/order/${id}/confirm`, { token, action: 'cancel' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COD_TEXTS.notAwaiting('processing'));
    // Confirmed in time: the deadline passing later does not make it look expired or cancel it.
    await deadlinePassed(id);
    const later = await call(app, null, 'POST', `/order/${id}/confirm`, { token, action: 'cancel' });
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe(COD_TEXTS.notAwaiting('processing'));
    expect((await orderRow(app, id)).status).toBe('processing');
  });

  it('a link still works before the deadline', async () => {
    const { id, token } = await waitingOrder();
    const res = await call(app, null, 'POST', `/order/${id}/confirm`, { token, action: 'cancel' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(COD_TEXTS.cancelled);
  });
});
