import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DashboardSales,
  DashboardStats,
  GstSummary,
  ReturnAnswer,
  ReturnStats,
  envelope,
  type Return,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import { call, checkout, createAdmin, payOnline, placed } from '../../../test/fixtures/orders.ts';
import { creditNotes, invoices } from '../../db/schema/index.ts';

/** The IST calendar day (YYYY-MM-DD) of an instant. */
const istDate = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);

/**
 * The dashboard's figures net returns out: what an accepted return gave back comes off the net
 * sales of the day it was accepted and off the total; an exchange gives nothing back and changes
 * neither. The GST summary nets the credit note (and the replacement's invoice) of the same month.
 */
describe('net sales after returns', () => {
  let app: TestApp;
  let admin: Shopper;
  let tee: VariantFixture;

  const returnOf = (res: { json(): unknown }): Return => envelope(ReturnAnswer).parse(res.json()).data.return;
  const today = async () => {
    const sales = envelope(DashboardSales).parse((await call(app, admin, 'GET', '/dashboard/sales')).json()).data;
    return sales.days.find((day) => day.date === istDate(Date.now()))!;
  };
  const stats = async () =>
    envelope(DashboardStats).parse((await call(app, admin, 'POST', '/dashboard/stats', {})).json()).data;
  const month = () => istDate(Date.now()).slice(0, 7);
  const gst = async () =>
    envelope(GstSummary).parse((await call(app, admin, 'GET', `/gst/summary?month=${month()}`)).json()).data.totals;

  /** A paid online order of `quantity` M tees, delivered. */
  async function delivered(quantity: number) {
    const [who] = (await createShoppers(app, 1)) as [Shopper];
    const { res } = await checkout(app, who, { variantId: tee.variantId, size: 'M', quantity }, 'online');
    expect(res.statusCode, res.body).toBe(201);
    const answer = placed(res);
    await payOnline(app, who, answer);
    expect(
      (await call(app, admin, 'PUT', `/order/${answer.order._id}/status`, { status: 'delivered' })).statusCode,
    ).toBe(200);
    return { who, order: answer.order };
  }

  async function returnAccepted(who: Shopper, orderId: string, line: object) {
    const res = await call(app, who, 'POST', '/returns', { orderId, lines: [line], refundTo: 'store_credit' });
    expect(res.statusCode, res.body).toBe(201);
    const ret = returnOf(res);
    let last = res;
    for (const status of ['approved', 'received', 'accepted']) {
      last = await call(app, admin, 'PUT', `/returns/${ret._id}/status`, { status });
      expect(last.statusCode, last.body).toBe(200);
    }
    return returnOf(last);
  }

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    tee = await createVariant(app, { pricePaise: 100_000, stock: { M: 50, L: 50 } });
  });
  afterAll(() => app.close());

  it('a refunded return takes what it gave back off the day it was accepted and off the total', async () => {
    const { who, order } = await delivered(2);
    const [dayBefore, statsBefore, gstBefore] = [await today(), await stats(), await gst()];
    expect(dayBefore.returns).toBe(0);

    const ret = await returnAccepted(who, order._id, {
      itemId: order.items[0]!._id,
      quantity: 1,
      reason: 'changed_mind',
    });
    expect(ret.refundAmount).toBe(1000 - ret.fee);

    const dayAfter = await today();
    expect(dayAfter.orders).toBe(dayBefore.orders);
    expect(dayAfter.returns).toBe(ret.refundAmount);
    expect(dayAfter.revenue).toBeCloseTo(dayBefore.revenue - ret.refundAmount, 2);
    const statsAfter = await stats();
    expect(statsAfter.totalRevenue).toBeCloseTo(statsBefore.totalRevenue - ret.refundAmount, 2);
    expect(statsAfter.returnsRefunded).toBe((statsBefore.returnsRefunded ?? 0) + ret.refundAmount);

    // The GST summary of the month subtracts the return's credit note (one of the two tees).
    const [note] = await app.db.select().from(creditNotes).where(eq(creditNotes.returnId, ret._id));
    const gstAfter = await gst();
    expect(gstAfter.taxable).toBeCloseTo(gstBefore.taxable - note!.taxablePaise / 100, 2);
    expect(gstAfter.total).toBeCloseTo(gstBefore.total - 1000, 2);
    const [own] = await app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order._id), isNull(invoices.returnId)));
    expect(note!.invoiceId).toBe(own!.id);
  });

  it('an exchange gives nothing back: net sales and the GST summary stay as they were', async () => {
    const { who, order } = await delivered(1);
    const [dayBefore, gstBefore] = [await today(), await gst()];
    const ret = await returnAccepted(who, order._id, {
      itemId: order.items[0]!._id,
      quantity: 1,
      reason: 'too_small',
      exchangeSize: 'L',
    });
    expect(ret.replacementInvoiceNumber).toMatch(/^SF\//);
    const dayAfter = await today();
    expect(dayAfter.revenue).toBeCloseTo(dayBefore.revenue, 2);
    expect(dayAfter.returns).toBe(dayBefore.returns);
    const gstAfter = await gst();
    expect(gstAfter.taxable).toBeCloseTo(gstBefore.taxable, 2);
    expect(gstAfter.total).toBeCloseTo(gstBefore.total, 2);
    expect(gstAfter.documents).toBe(gstBefore.documents + 2);
  });

  it('shows the return rate by product and size with the reasons each size came back for', async () => {
    const figures = envelope(ReturnStats).parse((await call(app, admin, 'GET', '/returns/stats')).json()).data;
    const row = figures.bySize.find((r) => r.productName === tee.productName && r.size === 'M')!;
    // Three M delivered, two came back: one changed mind, one too small (exchanged).
    expect(row).toMatchObject({ sold: 3, returned: 2, rate: 0.667 });
    expect(row.reasons).toEqual([
      { reason: 'changed_mind', count: 1 },
      { reason: 'too_small', count: 1 },
    ]);
    expect((await call(app, admin, 'GET', '/returns/stats')).statusCode).toBe(200);
  });

  it('counts a return in the rate once its parcel is back (received or accepted), not while only asked for', async () => {
    const rowM = async () =>
      envelope(ReturnStats)
        .parse((await call(app, admin, 'GET', '/returns/stats')).json())
        .data.bySize.find((r) => r.productName === tee.productName && r.size === 'M')!;
    const before = await rowM();
    const { who, order } = await delivered(1);
    const asked = await call(app, who, 'POST', '/returns', {
      orderId: order._id,
      lines: [{ itemId: order.items[0]!._id, quantity: 1, reason: 'changed_mind' }],
      refundTo: 'store_credit',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const ret = returnOf(asked);
    expect(await rowM()).toMatchObject({ sold: before.sold + 1, returned: before.returned });
    await call(app, admin, 'PUT', `/returns/${ret._id}/status`, { status: 'approved' });
    expect((await rowM()).returned).toBe(before.returned);
    await call(app, admin, 'PUT', `/returns/${ret._id}/status`, { status: 'received' });
    expect((await rowM()).returned).toBe(before.returned + 1);
  });
});
