import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  RETURN_FEE_RUPEES,
  RETURN_MESSAGES,
  ReturnAnswer,
  ReturnEligibility,
  ReturnList,
  envelope,
  returnFitText,
  type Return,
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
import {
  call,
  checkout,
  createAdmin,
  expectStockMatchesMovements,
  payOnline,
  placed,
  stockOf,
} from '../../../test/fixtures/orders.ts';
import { publish } from '../../../test/fixtures/events.ts';
import {
  creditNotes,
  invoices,
  orderStatusHistory,
  products,
  sentMails,
  stockMovements,
} from '../../db/schema/index.ts';
import { expireExchanges } from './returns.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('returns and size exchanges', () => {
  let app: TestApp;
  let admin: Shopper;
  let shopper: Shopper;
  let tee: VariantFixture;

  const returnOf = (res: { json(): unknown }): Return => envelope(ReturnAnswer).parse(res.json()).data.return;

  /** A cash-on-delivery order of `quantity` M tees, moved to delivered by the admin (today). */
  async function deliveredOrder(
    who: Shopper,
    variant: VariantFixture = tee,
    method: 'cod' | 'online' = 'cod',
    quantity = 1,
  ) {
    const { res } = await checkout(app, who, { variantId: variant.variantId, size: 'M', quantity }, method);
    expect(res.statusCode, res.body).toBe(201);
    const answer = placed(res);
    if (method === 'online') await payOnline(app, who, answer);
    const delivered = await call(app, admin, 'PUT', `/order/${answer.order._id}/status`, { status: 'delivered' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    return { orderId: answer.order._id, itemId: answer.order.items[0]!._id, answer };
  }

  const ask = (who: Shopper, body: object) => call(app, who, 'POST', '/returns', body);
  const move = (id: string, status: string, extra: object = {}) =>
    call(app, admin, 'PUT', `/returns/${id}/status`, { status, ...extra });

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    [shopper] = (await createShoppers(app, 1)) as [Shopper];
    tee = await createVariant(app, { pricePaise: 79_900, stock: { M: 50, L: 50, XL: 0 } });
  });
  afterAll(() => app.close());

  describe('refusals answer 422 with their message', () => {
    const expect422 = async (res: { statusCode: number; json(): unknown }, message: string) => {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: 'UNPROCESSABLE', message });
    };

    it('an order not delivered yet', async () => {
      const { res } = await checkout(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
      const order = placed(res).order;
      await expect422(
        await ask(shopper, {
          orderId: order._id,
          lines: [{ itemId: order.items[0]!._id, quantity: 1, reason: 'too_small', exchangeSize: 'L' }],
          refundTo: 'store_credit',
        }),
        RETURN_MESSAGES.notDelivered,
      );
    });

    it('outside the 7 days after delivery', async () => {
      const { orderId, itemId } = await deliveredOrder(shopper);
      await app.db
        .update(orderStatusHistory)
        .set({ createdAt: new Date(Date.now() - 8 * DAY_MS) })
        .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'delivered')));
      await expect422(
        await ask(shopper, { orderId, lines: [{ itemId, quantity: 1, reason: 'too_big' }], refundTo: 'store_credit' }),
        RETURN_MESSAGES.windowOver,
      );
    });

    it('a line already returned', async () => {
      const { orderId, itemId } = await deliveredOrder(shopper);
      const body = { orderId, lines: [{ itemId, quantity: 1, reason: 'changed_mind' }], refundTo: 'store_credit' };
      expect((await ask(shopper, body)).statusCode).toBe(201);
      await expect422(await ask(shopper, body), RETURN_MESSAGES.alreadyReturned);
    });

    it('a sale item without a defect reason (a defective one may come back)', async () => {
      const sale = await createVariant(app, { pricePaise: 49_900, stock: { M: 5 } });
      await app.db.update(products).set({ onSale: true }).where(eq(products.id, sale.productId));
      const { orderId, itemId } = await deliveredOrder(shopper, sale);
      await expect422(
        await ask(shopper, {
          orderId,
          lines: [{ itemId, quantity: 1, reason: 'too_small' }],
          refundTo: 'store_credit',
        }),
        RETURN_MESSAGES.saleNotReturnable,
      );
      const defective = await ask(shopper, {
        orderId,
        lines: [{ itemId, quantity: 1, reason: 'defective' }],
        refundTo: 'store_credit',
      });
      expect(defective.statusCode, defective.body).toBe(201);
      expect(returnOf(defective)).toMatchObject({ fee: 0, refundAmount: 499 });
    });

    it('an exchange size out of stock, holding nothing', async () => {
      const { orderId, itemId } = await deliveredOrder(shopper);
      await expect422(
        await ask(shopper, {
          orderId,
          lines: [{ itemId, quantity: 1, reason: 'too_small', exchangeSize: 'XL' }],
          refundTo: 'store_credit',
        }),
        RETURN_MESSAGES.exchangeOutOfStock('XL'),
      );
      expect(await stockOf(app, tee.variantId, 'XL')).toBe(0);
    });

    it("another shopper's order is not found", async () => {
      const { orderId, itemId } = await deliveredOrder(shopper);
      const [stranger] = (await createShoppers(app, 1)) as [Shopper];
      const res = await ask(stranger, {
        orderId,
        lines: [{ itemId, quantity: 1, reason: 'too_big' }],
        refundTo: 'store_credit',
      });
      expect(res.statusCode).toBe(404);
    });
  });

  it('a request with no line is refused by the shared schema, in the words the return form shows', async () => {
    const { orderId } = await deliveredOrder(shopper);
    const res = await ask(shopper, { orderId, lines: [], refundTo: 'store_credit' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: { lines: RETURN_MESSAGES.pickLine } });
  });

  it('two requests for the same line at the same instant make one return', async () => {
    const { orderId, itemId } = await deliveredOrder(shopper);
    const body = {
      orderId,
      lines: [{ itemId, quantity: 1, reason: 'too_small', exchangeSize: 'L' }],
      refundTo: 'store_credit',
    };
    const lBefore = await stockOf(app, tee.variantId, 'L');
    const answers = await Promise.all([ask(shopper, body), ask(shopper, body), ask(shopper, body)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422, 422]);
    for (const res of answers.filter((r) => r.statusCode === 422)) {
      expect(res.json()).toMatchObject({ message: RETURN_MESSAGES.alreadyReturned });
    }
    const mine = envelope(ReturnList).parse(
      (await call(app, shopper, 'GET', `/returns/user?orderId=${orderId}`)).json(),
    );
    expect(mine.data.returns).toHaveLength(1);
    expect(await stockOf(app, tee.variantId, 'L')).toBe(lBefore - 1);
  });

  it('exchanges M for L: L held at once; approved, received, accepted: M back once, a credit note issued', async () => {
    const { orderId, itemId } = await deliveredOrder(shopper);
    const [m, l] = [await stockOf(app, tee.variantId, 'M'), await stockOf(app, tee.variantId, 'L')];
    const eligibility = async () =>
      envelope(ReturnEligibility).parse((await call(app, shopper, 'GET', `/returns/eligibility/${orderId}`)).json())
        .data;
    expect(await eligibility()).toMatchObject({
      refusal: null,
      lines: [{ itemId, size: 'M', exchangeSizes: ['L'], alreadyReturned: false, onSale: false }],
    });
    const res = await ask(shopper, {
      orderId,
      lines: [{ itemId, quantity: 1, reason: 'too_small', exchangeSize: 'L' }],
      refundTo: 'store_credit',
    });
    expect(res.statusCode, res.body).toBe(201);
    const ret = returnOf(res);
    expect(ret).toMatchObject({ status: 'requested', fee: 0, refundAmount: 0, returnAddress: null });
    expect(ret.lines[0]).toMatchObject({ size: 'M', exchangeSize: 'L', amount: 0 });
    expect(await stockOf(app, tee.variantId, 'L')).toBe(l - 1);
    expect((await eligibility()).lines[0]!.alreadyReturned).toBe(true);

    const approved = returnOf(await move(ret._id, 'approved'));
    expect(approved.status).toBe('approved');
    expect(approved.returnAddress?.join(' ')).toContain('Ludhiana');
    // The table refuses skipping inspection, and the owner's moves out of order.
    expect((await move(ret._id, 'accepted')).statusCode).toBe(409);
    expect(returnOf(await move(ret._id, 'received')).status).toBe('received');
    const accepted = returnOf(await move(ret._id, 'accepted'));
    expect(accepted.status).toBe('accepted');
    expect(accepted.creditNoteNumber).toMatch(/^CN\//);
    expect(accepted.history.map((h) => h.status)).toEqual(['requested', 'approved', 'received', 'accepted']);
    // Accepting again is refused and moves nothing.
    expect((await move(ret._id, 'accepted')).statusCode).toBe(409);
    expect(await stockOf(app, tee.variantId, 'M')).toBe(m + 1);
    expect(await stockOf(app, tee.variantId, 'L')).toBe(l - 1);
    const moved = await app.db.select().from(stockMovements).where(eq(stockMovements.referenceId, ret._id));
    expect(moved.map((row) => `${row.reason} ${row.size} ${row.delta}`).sort()).toEqual([
      'exchange-held L -1',
      'return-restocked M 1',
    ]);
    const [note] = await app.db.select().from(creditNotes).where(eq(creditNotes.returnId, ret._id));
    expect(note).toMatchObject({ orderId, taxablePaise: 76_096, totalPaise: 79_900 });
    // The replacement L ships with its own invoice of the same value: the shopper pays nothing.
    expect(accepted.replacementInvoiceNumber).toMatch(/^SF\//);
    const [replacement] = await app.db.select().from(invoices).where(eq(invoices.returnId, ret._id));
    expect(replacement).toMatchObject({ orderId, taxablePaise: 76_096, totalPaise: 79_900 });
    expect(replacement!.lines[0]!.description).toContain('size L');
    const [own] = await app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), isNull(invoices.returnId)));
    expect(own!.number).not.toBe(replacement!.number);
    await expectStockMatchesMovements(app, tee.variantId);
  });

  it('a rejected exchange gives the held size back, and its line may be asked for again', async () => {
    const { orderId, itemId } = await deliveredOrder(shopper);
    const l = await stockOf(app, tee.variantId, 'L');
    const body = {
      orderId,
      lines: [{ itemId, quantity: 1, reason: 'too_small', exchangeSize: 'L' }],
      refundTo: 'store_credit',
    };
    const ret = returnOf(await ask(shopper, body));
    expect((await move(ret._id, 'rejected')).json()).toMatchObject({ message: RETURN_MESSAGES.noteRequired });
    const rejected = returnOf(await move(ret._id, 'rejected', { note: 'The tag was removed' }));
    expect(rejected).toMatchObject({ status: 'rejected', statusNote: 'The tag was removed' });
    expect(await stockOf(app, tee.variantId, 'L')).toBe(l);
    expect((await ask(shopper, body)).statusCode).toBe(201);
  });

  it('an exchange whose parcel never came expires: the held size goes back once', async () => {
    const { orderId, itemId } = await deliveredOrder(shopper);
    const ret = returnOf(
      await ask(shopper, {
        orderId,
        lines: [{ itemId, quantity: 1, reason: 'too_big', exchangeSize: 'L' }],
        refundTo: 'store_credit',
      }),
    );
    await move(ret._id, 'approved');
    const deps = {
      db: app.db,
      outbox: app.outbox as never,
      inventory: app.inventory,
      ledger: app.ledger,
      payments: app.payments,
      returnAddress: [],
    };
    const later = new Date(Date.now() + 15 * DAY_MS);
    expect(await expireExchanges(deps, later)).toContain(ret._id);
    expect(await expireExchanges(deps, later)).not.toContain(ret._id);
    const moved = await app.db.select().from(stockMovements).where(eq(stockMovements.referenceId, ret._id));
    expect(moved.map((row) => `${row.reason} ${row.size} ${row.delta}`).sort()).toEqual([
      'exchange-held L -1',
      'exchange-released L 1',
    ]);
    await expectStockMatchesMovements(app, tee.variantId);
    expect((await move(ret._id, 'received')).statusCode).toBe(409);
  });

  it('a paid order: the refund (line less the fee) is made once at the provider, even if its event comes twice', async () => {
    const { orderId, itemId, answer } = await deliveredOrder(shopper, tee, 'online');
    const payment = (await call(app, shopper, 'GET', '/order/user')).json() as {
      data: { orders: { _id: string; razorpayPaymentId: string | null }[] };
    };
    const paymentId = payment.data.orders.find((o) => o._id === answer.order._id)!.razorpayPaymentId!;
    expect(
      (
        await ask(shopper, {
          orderId,
          lines: [{ itemId, quantity: 1, reason: 'changed_mind' }],
          refundTo: 'upi',
          upiId: 'asha@okaxis',
        })
      ).json(),
    ).toMatchObject({ message: RETURN_MESSAGES.upiOnlyForCod });
    const ret = returnOf(
      await ask(shopper, { orderId, lines: [{ itemId, quantity: 1, reason: 'changed_mind' }], refundTo: 'original' }),
    );
    expect(ret).toMatchObject({ fee: RETURN_FEE_RUPEES, refundAmount: 799 - RETURN_FEE_RUPEES });
    await move(ret._id, 'approved');
    await move(ret._id, 'received');
    await move(ret._id, 'accepted');
    const gateway = app.payments.simulated!;
    await vi.waitFor(
      async () => {
        const mine = envelope(ReturnList).parse(
          (await call(app, shopper, 'GET', `/returns/user?orderId=${orderId}`)).json(),
        );
        expect(mine.data.returns[0]!.refund).toMatchObject({ status: 'processed' });
      },
      { timeout: 20_000, interval: 200 },
    );
    await app.jobs.settled();
    const refunds = gateway.refunds.filter((r) => r.paymentId === paymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe((799 - RETURN_FEE_RUPEES) * 100);
  });

  it('a cash-on-delivery return to the original method is refused; to store credit it lands once accepted', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const { orderId, itemId } = await deliveredOrder(buyer);
    expect(
      (await ask(buyer, { orderId, lines: [{ itemId, quantity: 1, reason: 'too_big' }], refundTo: 'original' })).json(),
    ).toMatchObject({ message: RETURN_MESSAGES.originalNotForCod });
    const ret = returnOf(
      await ask(buyer, { orderId, lines: [{ itemId, quantity: 1, reason: 'too_big' }], refundTo: 'store_credit' }),
    );
    await move(ret._id, 'approved');
    await move(ret._id, 'received');
    expect((await call(app, buyer, 'GET', '/user/wallet')).json()).toMatchObject({ data: { balance: 0 } });
    await move(ret._id, 'accepted');
    expect((await call(app, buyer, 'GET', '/user/wallet')).json()).toMatchObject({
      data: {
        balance: 799 - RETURN_FEE_RUPEES,
        entries: [{ amount: 799 - RETURN_FEE_RUPEES, reason: 'return-credit' }],
      },
    });
  });

  it('returns count units: after one of two came back and was accepted, the other may still come back, and no third', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    // A tee of its own, so the returns here feed no other test's fit line.
    const own = await createVariant(app, { pricePaise: 79_900, stock: { M: 5 } });
    const { orderId, itemId } = await deliveredOrder(buyer, own, 'cod', 2);
    const one = { orderId, lines: [{ itemId, quantity: 1, reason: 'too_big' }], refundTo: 'store_credit' };
    const first = await ask(buyer, one);
    expect(first.statusCode, first.body).toBe(201);
    for (const status of ['approved', 'received', 'accepted']) {
      expect((await move(returnOf(first)._id, status)).statusCode).toBe(200);
    }
    // Two, more than are left, is refused; the one left is taken, then nothing is.
    const both = await ask(buyer, { ...one, lines: [{ ...one.lines[0]!, quantity: 2 }] });
    expect(both.statusCode).toBe(422);
    expect(both.json().message).toBe(RETURN_MESSAGES.alreadyReturned);
    const second = await ask(buyer, one);
    expect(second.statusCode, second.body).toBe(201);
    const eligibility = envelope(ReturnEligibility).parse(
      (await call(app, buyer, 'GET', `/returns/eligibility/${orderId}`)).json(),
    ).data;
    expect(eligibility.lines[0]).toMatchObject({ quantity: 2, returnable: 0, alreadyReturned: true });
    const third = await ask(buyer, one);
    expect(third.statusCode).toBe(422);
    expect(third.json().message).toBe(RETURN_MESSAGES.alreadyReturned);
  });

  it('a UPI payout is accepted only with the reference the owner paid it under', async () => {
    const { orderId, itemId } = await deliveredOrder(shopper);
    const ret = returnOf(
      await ask(shopper, {
        orderId,
        lines: [{ itemId, quantity: 1, reason: 'defective' }],
        refundTo: 'upi',
        upiId: 'asha@okaxis',
      }),
    );
    expect(ret).toMatchObject({ fee: 0, refundAmount: 799, upiId: 'asha@okaxis' });
    await move(ret._id, 'approved');
    await move(ret._id, 'received');
    expect((await move(ret._id, 'accepted')).json()).toMatchObject({
      message: RETURN_MESSAGES.payoutReferenceRequired,
    });
    expect(returnOf(await move(ret._id, 'accepted', { payoutReference: 'UPI-4411' }))).toMatchObject({
      status: 'accepted',
      payoutReference: 'UPI-4411',
    });
  });

  it('only an admin lists every return and moves them', async () => {
    expect((await call(app, shopper, 'GET', '/returns')).statusCode).toBe(403);
    const all = envelope(ReturnList).parse((await call(app, admin, 'GET', '/returns?status=accepted')).json());
    expect(all.data.returns.length).toBeGreaterThan(0);
    expect(all.data.returns.every((r) => r.status === 'accepted')).toBe(true);
  });

  it('feeds the fit line: most who returned M of this tee found it too small, once the kept page is dropped', async () => {
    const fit = async () =>
      (
        (await call(app, null, 'GET', `/review/product/${tee.productId}`)).json() as {
          data: { returnFit: { size: string; reason: 'too_small' | 'too_big'; units: number }[] };
        }
      ).data.returnFit;
    // Exchanges that expired do not count: one too small and one too big so far, no verdict.
    expect(await fit()).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const { orderId, itemId } = await deliveredOrder(shopper);
      const body = { orderId, lines: [{ itemId, quantity: 1, reason: 'too_small' }], refundTo: 'store_credit' };
      expect((await ask(shopper, body)).statusCode).toBe(201);
    }
    await vi.waitFor(async () => expect(await fit()).toEqual([{ size: 'M', reason: 'too_small', units: 3 }]), {
      timeout: 5_000,
      interval: 100,
    });
    expect(returnFitText((await fit())[0]!)).toBe('Most who returned M found it too small');
  });

  it('books the reverse pickup once the return is approved, and the parcel delivered to the shop receives it once', async () => {
    const { orderId, itemId } = await deliveredOrder(shopper);
    const res = await ask(shopper, {
      orderId,
      lines: [{ itemId, quantity: 1, reason: 'too_big', exchangeSize: 'L' }],
      refundTo: 'store_credit',
    });
    expect(res.statusCode, res.body).toBe(201);
    const ret = returnOf(res);
    expect(ret.pickup).toBeNull();
    await move(ret._id, 'approved');
    await app.jobs.settled();
    const mine = async () =>
      envelope(ReturnList)
        .parse((await call(app, shopper, 'GET', '/returns/user')).json())
        .data.returns.find((r) => r._id === ret._id)!;
    const booked = await mine();
    expect(booked.pickup).toMatchObject({ direction: 'return', status: 'created' });
    const awb = booked.pickup!.awb;
    // The booking job run again (a retry, another instance) finds the parcel already booked.
    await publish(app, [
      { type: 'return.status-changed', returnId: ret._id, orderId, from: 'requested', to: 'approved', actor: null },
    ]);
    await app.jobs.settled();
    expect((await mine()).pickup!.awb).toBe(awb);
    // The shopper is mailed the pickup once (instead of a return address), whatever ran twice.
    const mails = await app.db
      .select()
      .from(sentMails)
      .where(like(sentMails.subject, `%will pick up your return for order #${booked.orderNumber}`));
    expect(mails.map((m) => m.key)).toEqual([`return-pickup:${ret._id}`]);

    for (const event of ['picked_up', 'in_transit', 'delivered', 'delivered']) {
      const moved = await call(app, null, 'POST', '/shipping/simulated/events', { awb, event });
      expect(moved.statusCode, moved.body).toBeLessThan(300);
    }
    await app.jobs.settled();
    const received = await mine();
    expect(received.status).toBe('received');
    expect(received.history.map((h) => h.status)).toEqual(['requested', 'approved', 'received']);
    // The order itself stays delivered: a return parcel never moves it.
    const order = await call(app, shopper, 'GET', '/order/user');
    expect(JSON.stringify(order.json())).toContain(orderId);
    expect(returnOf(await move(ret._id, 'accepted')).status).toBe('accepted');
  });

  it('refunds a discounted line at what the shopper paid for it, less the return fee', async () => {
    const coupon = await call(app, admin, 'POST', '/coupons', { code: 'RETURN20', type: 'percent', value: 20 });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const itemId = await addToCart(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 2 });
    const res = await call(app, shopper, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
      couponCode: 'RETURN20',
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = placed(res).order;
    expect(order.items[0]!.discount).toBe(320);
    expect((await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'delivered' })).statusCode).toBe(200);
    const asked = await ask(shopper, {
      orderId: order._id,
      lines: [{ itemId: order.items[0]!._id, quantity: 1, reason: 'changed_mind' }],
      refundTo: 'store_credit',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    // One of two tees at ₹799 with ₹320 off the pair (20 %, in whole rupees): ₹639 paid for it, less the ₹60 fee.
    expect(returnOf(asked)).toMatchObject({ refundAmount: 639 - RETURN_FEE_RUPEES, fee: RETURN_FEE_RUPEES });
  });
});
