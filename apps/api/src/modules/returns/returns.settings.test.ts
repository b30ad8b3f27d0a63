import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RETURN_FEE_RUPEES,
  RETURN_MESSAGES,
  ReturnAnswer,
  ReturnEligibility,
  ReturnSettings,
  Wallet,
  envelope,
  type Return,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import { call, checkout, createAdmin, placed } from '../../../test/fixtures/orders.ts';

/** The return fee is the owner's setting: validated, kept on each return when asked for, waived for defects. */
describe('the return fee in force', () => {
  let app: TestApp;
  let admin: Shopper;
  let shopper: Shopper;
  let tee: VariantFixture;

  const returnOf = (res: { json(): unknown }): Return => envelope(ReturnAnswer).parse(res.json()).data.return;
  const settings = async () =>
    envelope(ReturnSettings).parse((await call(app, admin, 'GET', '/returns/settings')).json()).data;
  const save = (body: object, who: Shopper | null = admin) => call(app, who, 'PUT', '/returns/settings', body);
  const move = (id: string, status: string) => call(app, admin, 'PUT', `/returns/${id}/status`, { status });

  /** A delivered cash-on-delivery order of one M tee at ₹799. */
  async function deliveredOrder() {
    const { res } = await checkout(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
    expect(res.statusCode, res.body).toBe(201);
    const order = placed(res).order;
    expect((await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'delivered' })).statusCode).toBe(200);
    return { orderId: order._id, itemId: order.items[0]!._id };
  }

  const ask = async (reason: string) => {
    const { orderId, itemId } = await deliveredOrder();
    const res = await call(app, shopper, 'POST', '/returns', {
      orderId,
      lines: [{ itemId, quantity: 1, reason }],
      refundTo: 'store_credit',
    });
    expect(res.statusCode, res.body).toBe(201);
    return { orderId, ret: returnOf(res) };
  };

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    [shopper] = (await createShoppers(app, 1)) as [Shopper];
    tee = await createVariant(app, { pricePaise: 79_900, stock: { M: 50, L: 50 } });
  });
  afterAll(() => app.close());

  it('is the shared default until the owner saves one', async () => {
    expect(await settings()).toEqual({ feeRupees: RETURN_FEE_RUPEES, replacementAtPickup: false });
    const { ret } = await ask('changed_mind');
    expect(ret).toMatchObject({ fee: RETURN_FEE_RUPEES, refundAmount: 799 - RETURN_FEE_RUPEES });
  });

  it.each([[-1], [501], [12.5], ['60'], [null]])('refuses the fee %j with a clear message', async (feeRupees) => {
    const res = await save({ feeRupees, replacementAtPickup: false });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(RETURN_MESSAGES.feeInvalid);
    expect((await settings()).feeRupees).toBe(RETURN_FEE_RUPEES);
  });

  it('refuses a body without the pickup choice, and anyone but an admin', async () => {
    expect((await save({ feeRupees: 40 })).statusCode).toBe(400);
    expect((await save({ feeRupees: 40, replacementAtPickup: false }, shopper)).statusCode).toBe(403);
    expect((await save({ feeRupees: 40, replacementAtPickup: false }, null)).statusCode).toBe(401);
    expect((await call(app, shopper, 'GET', '/returns/settings')).statusCode).toBe(403);
    expect((await settings()).feeRupees).toBe(RETURN_FEE_RUPEES);
  });

  it('is charged as saved on returns asked for after; an open return keeps the fee it was asked with', async () => {
    const saved = await save({ feeRupees: 90, replacementAtPickup: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: RETURN_MESSAGES.settingsSaved, data: { feeRupees: 90 } });

    const { orderId } = await deliveredOrder();
    const eligibility = envelope(ReturnEligibility).parse(
      (await call(app, shopper, 'GET', `/returns/eligibility/${orderId}`)).json(),
    ).data;
    expect(eligibility.returnFee).toBe(90);
    expect(eligibility.lines[0]).toMatchObject({ unitPrice: 799, discount: 0 });

    const { ret: open } = await ask('too_big');
    expect(open).toMatchObject({ fee: 90, refundAmount: 709 });
    // Defective or damaged: no fee, whatever the setting.
    const { ret: defective } = await ask('defective');
    expect(defective).toMatchObject({ fee: 0, refundAmount: 799 });

    expect((await save({ feeRupees: 30, replacementAtPickup: false })).statusCode).toBe(200);
    const { ret: later } = await ask('changed_mind');
    expect(later).toMatchObject({ fee: 30, refundAmount: 769 });

    // The open return is refunded with its own fee, not the one in force now.
    const before = envelope(Wallet).parse((await call(app, shopper, 'GET', '/user/wallet')).json()).data.balance;
    for (const status of ['approved', 'received', 'accepted'])
      expect((await move(open._id, status)).statusCode).toBe(200);
    const after = envelope(Wallet).parse((await call(app, shopper, 'GET', '/user/wallet')).json()).data;
    expect(after.balance).toBe(before + 709);
    expect(after.entries[0]).toMatchObject({ amount: 709, reason: 'return-credit', referenceId: open._id });
  });

  it('may be nothing at all', async () => {
    expect((await save({ feeRupees: 0, replacementAtPickup: false })).statusCode).toBe(200);
    const { ret } = await ask('changed_mind');
    expect(ret).toMatchObject({ fee: 0, refundAmount: 799 });
    expect((await save({ feeRupees: 500, replacementAtPickup: true })).json()).toMatchObject({
      data: { feeRupees: 500, replacementAtPickup: true },
    });
  });
});
