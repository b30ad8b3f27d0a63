import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Wallet, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  createShoppers,
  createVariant,
  DELIVERY_ADDRESS,
  addToCart,
  type Shopper,
} from '../../../test/fixtures/cart.ts';
import { call, createAdmin, orderRow, placed } from '../../../test/fixtures/orders.ts';
import { invoices, walletAccounts, walletEntries } from '../../db/schema/index.ts';
import { creditWallet, spendWallet } from './wallet.service.ts';

describe('store credit', () => {
  let app: TestApp;
  let admin: Shopper;

  const walletOf = async (who: Shopper) =>
    envelope(Wallet).parse((await call(app, who, 'GET', '/user/wallet')).json()).data;
  const grant = (who: Shopper, rupees: number, referenceId = crypto.randomUUID()) =>
    app.db.transaction((tx) =>
      creditWallet(tx, { userId: who.id, amountPaise: rupees * 100, reason: 'return-credit', referenceId }),
    );

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  it('a credit for the same return is written once', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const returnId = crypto.randomUUID();
    await grant(buyer, 200, returnId);
    await grant(buyer, 200, returnId);
    expect(await walletOf(buyer)).toMatchObject({ balance: 200, entries: [{ amount: 200, balanceAfter: 200 }] });
  });

  it('never goes below zero when many spends race for it', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    await grant(buyer, 1000);
    const spends = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.db.transaction((tx) =>
          spendWallet(tx, {
            userId: buyer.id,
            amountPaise: 30_000,
            reason: 'order-payment',
            referenceId: crypto.randomUUID(),
          }),
        ),
      ),
    );
    const spent = spends.reduce((sum, s) => sum + s, 0);
    expect(spent).toBe(100_000);
    expect(spends.filter((s) => s > 0).sort()).toEqual([10_000, 30_000, 30_000, 30_000].sort());
    const [account] = await app.db.select().from(walletAccounts).where(eq(walletAccounts.userId, buyer.id));
    expect(account!.balancePaise).toBe(0);
    const [ledger] = await app.db
      .select({
        sum: sql<number>`sum(${walletEntries.deltaPaise})::int`,
        min: sql<number>`min(${walletEntries.balanceAfterPaise})::int`,
      })
      .from(walletEntries)
      .where(eq(walletEntries.userId, buyer.id));
    expect(ledger).toEqual({ sum: 0, min: 0 });
  });

  it('pays part of a cash-on-delivery order; the invoice keeps the full value; a cancellation gives it back', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    await grant(buyer, 300);
    const tee = await createVariant(app, { pricePaise: 79_900, stock: { M: 5 } });
    const itemId = await addToCart(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const res = await call(app, buyer, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
      useStoreCredit: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = placed(res).order;
    expect(order).toMatchObject({ totalAmount: 999, storeCredit: 300 });
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, order._id));
    expect(invoice!.totalPaise).toBe(99_900);
    expect(await walletOf(buyer)).toMatchObject({
      balance: 0,
      entries: [{ amount: -300, reason: 'order-payment' }, { amount: 300 }],
    });

    expect((await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await walletOf(buyer)).balance).toBe(300);
    expect((await walletOf(buyer)).entries[0]).toMatchObject({
      amount: 300,
      reason: 'order-cancelled',
      referenceId: order._id,
    });
  });

  it('short of the whole total, leaves the rest of an online order to the provider, at least its one rupee', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    await grant(buyer, 500);
    const tee = await createVariant(app, { pricePaise: 79_900, stock: { M: 5 } });
    const place = async () => {
      const itemId = await addToCart(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 });
      const res = await call(app, buyer, 'POST', '/order', {
        itemIds: [itemId],
        paymentMethod: 'online',
        contact: '9876543210',
        shippingAddress: DELIVERY_ADDRESS,
        useStoreCredit: true,
      });
      expect(res.statusCode, res.body).toBe(201);
      return placed(res);
    };
    // ₹919 total, ₹500 of credit: the provider is asked for ₹419.
    const part = await place();
    expect(part.order).toMatchObject({ totalAmount: 919, storeCredit: 500, paymentStatus: 'pending' });
    expect(part.razorpayOrder!.amount).toBe(41_900);
    expect((await orderRow(app, part.order._id)).storeCreditPaise).toBe(50_000);
    expect((await walletOf(buyer)).balance).toBe(0);

    // ₹918.50 of credit would leave 50 paise online, less than the provider takes: it pays ₹918.
    const [other] = (await createShoppers(app, 1)) as [Shopper];
    await app.db.transaction((tx) =>
      creditWallet(tx, {
        userId: other.id,
        amountPaise: 91_850,
        reason: 'return-credit',
        referenceId: crypto.randomUUID(),
      }),
    );
    const itemId = await addToCart(app, other, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const res = await call(app, other, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: 'online',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
      useStoreCredit: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(placed(res).order.storeCredit).toBe(918);
    expect(placed(res).razorpayOrder!.amount).toBe(100);
    expect((await walletOf(other)).balance).toBe(0.5);
  });

  it('pays all of an online order it covers: placed paid without the provider, invoiced whole, credit back once on cancel', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    await grant(buyer, 5000);
    const tee = await createVariant(app, { pricePaise: 79_900, stock: { M: 5 } });
    const itemId = await addToCart(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const providerOrders = vi.spyOn(app.payments, 'createOrder');
    const res = await call(app, buyer, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: 'online',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
      useStoreCredit: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = placed(res);
    expect(answer.razorpayOrder).toBeNull();
    expect(providerOrders).not.toHaveBeenCalled();
    providerOrders.mockRestore();
    // ₹919 total, all of it store credit: paid now, as a paid online order is.
    expect(answer.order).toMatchObject({
      totalAmount: 919,
      storeCredit: 919,
      paymentMethod: 'online',
      paymentStatus: 'paid',
      // Paid in full with store credit: ready to ship by itself.
      status: 'processing',
      razorpayPaymentId: null,
    });
    expect(answer.order.invoiceNumber).toMatch(/^SF\//);
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, answer.order._id));
    expect(invoice).toMatchObject({ totalPaise: 91_900, taxablePaise: 87_524 });
    expect((await walletOf(buyer)).balance).toBe(5000 - 919);
    // The line left the cart: it is bought.
    const cart = (await call(app, buyer, 'GET', '/cart')).json() as { data: { cart: { items: unknown[] } } };
    expect(cart.data.cart.items).toHaveLength(0);
    // The owner moves it on like any paid order.
    expect(
      (await call(app, admin, 'PUT', `/order/${answer.order._id}/status`, { status: 'processing' })).statusCode,
    ).toBe(200);

    const cancel = () => call(app, admin, 'PUT', `/order/${answer.order._id}/status`, { status: 'cancelled' });
    const providerRefunds = app.payments.simulated!.refunds.length;
    expect((await cancel()).statusCode).toBe(200);
    // Again: already cancelled, nothing changes (the credit goes back once, below).
    expect((await cancel()).statusCode).toBe(200);
    const after = await walletOf(buyer);
    expect(after.balance).toBe(5000);
    expect(after.entries.filter((entry) => entry.reason === 'order-cancelled')).toEqual([
      expect.objectContaining({ amount: 919, referenceId: answer.order._id }),
    ]);
    const row = await orderRow(app, answer.order._id);
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    // Nothing was asked of the provider: no refund row, no refund there.
    await app.jobs.settled();
    expect(app.payments.simulated!.refunds).toHaveLength(providerRefunds);
  });

  it('a cash-on-delivery parcel collects only what store credit left to pay', async () => {
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    await grant(buyer, 300);
    const tee = await createVariant(app, { pricePaise: 79_900, stock: { M: 5 } });
    const itemId = await addToCart(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 });
    const res = await call(app, buyer, 'POST', '/order', {
      itemIds: [itemId],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
      useStoreCredit: true,
    });
    const order = placed(res).order;
    expect(order).toMatchObject({ totalAmount: 999, storeCredit: 300 });
    expect((await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'processing' })).statusCode).toBe(
      200,
    );
    const book = vi.spyOn(app.courier, 'book');
    const shipped = await call(app, admin, 'POST', `/order/${order._id}/shipment`, {});
    expect(shipped.statusCode, shipped.body).toBe(201);
    expect(book.mock.calls[0]![0]).toMatchObject({ collectPaise: 69_900, subtotalPaise: 79_900 });
    book.mockRestore();
  });
});
