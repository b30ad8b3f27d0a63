import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, CreateOrderAnswer, GSTR1_TABLES, GST_PERIOD_MESSAGE, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
  type VariantFixture,
} from '../../../test/fixtures/cart.ts';
import { creditNotes, invoices, orders } from '../../db/schema/index.ts';
import { invoiceLineDescription, issueReturnCreditNote } from './invoices.service.ts';

const MUMBAI = { ...DELIVERY_ADDRESS, city: 'Mumbai', state: 'Maharashtra', postalCode: '400001' };
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** RFC 4180 rows (quoted cells with commas and doubled quotes), the byte order mark dropped. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\r')) {
      cell += c;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (body[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    }
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

const paise = (rupees: string) => Math.round(Number(rupees) * 100);

describe('GSTR-1 tables of a month or a quarter', () => {
  let app: TestApp;
  let buyer: Shopper;
  let admin: TestUser;
  let tee: VariantFixture;
  let premium: VariantFixture;

  const placeOrder = async (
    paymentMethod: 'cod' | 'online',
    address: typeof DELIVERY_ADDRESS,
    lines: { v: VariantFixture; quantity: number }[],
  ) => {
    if (paymentMethod === 'cod') {
      await app.db
        .update(orders)
        .set({ status: 'delivered' })
        .where(
          and(
            eq(orders.userId, buyer.id),
            inArray(orders.status, ['pending', 'processing']),
            eq(orders.paymentMethod, 'cod'),
          ),
        );
    }
    const itemIds = [];
    for (const line of lines)
      itemIds.push(await addToCart(app, buyer, { variantId: line.v.variantId, size: 'M', quantity: line.quantity }));
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/order`,
      headers: { cookie: buyer.cookie },
      payload: { itemIds, paymentMethod, contact: '9876543210', shippingAddress: address },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order, razorpayOrder } = envelope(CreateOrderAnswer).parse(res.json()).data;
    if (paymentMethod === 'online') {
      const pay = await app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/payments/simulated/pay`,
        headers: { cookie: buyer.cookie },
        payload: { razorpayOrderId: razorpayOrder!.id, outcome: 'success' },
      });
      const signed = pay.json().data;
      const verify = await app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/order/verify`,
        headers: { cookie: buyer.cookie },
        payload: {
          orderId: order._id,
          razorpayOrderId: signed.razorpay_order_id,
          razorpayPaymentId: signed.razorpay_payment_id,
          razorpaySignature: signed.razorpay_signature,
          itemIds,
        },
      });
      expect(verify.statusCode, verify.body).toBe(200);
    }
    return order._id;
  };
  const cancel = async (orderId: string) => {
    const res = await app.inject({
      method: 'PUT',
      url: `${API_BASE_PATH}/order/${orderId}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const table = async (name: keyof typeof GSTR1_TABLES, period: string) => {
    const res = await app.inject({
      url: `${API_BASE_PATH}/gst/gstr1/${name}.csv?period=${period}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="gstr1-${name}-${period}.csv"`);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...GSTR1_TABLES[name].columns]);
    return rows;
  };
  const istNow = () => new Date(Date.now() + IST_OFFSET_MS);
  const month = () => istNow().toISOString().slice(0, 7);
  const quarter = () => {
    const now = istNow();
    const [y, m] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
    const start = m >= 4 ? y : y - 1;
    const q = m >= 4 ? Math.floor((m - 4) / 3) + 1 : 4;
    return `${start}-${String((start + 1) % 100).padStart(2, '0')}-Q${q}`;
  };

  let large: string;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    [buyer] = (await createShoppers(app, 1)) as [Shopper];
    admin = await createUser(app, { role: 'admin' });
    tee = await createVariant(app, { pricePaise: 79_900, stock: { M: 500 } });
    premium = await createVariant(app, { pricePaise: 349_900, stock: { M: 500 } });

    // Within Punjab: two tees, one of which comes back (a return's credit note for one piece).
    const kept = await placeOrder('cod', DELIVERY_ADDRESS, [{ v: tee, quantity: 2 }]);
    await app.db.transaction((tx) =>
      issueReturnCreditNote(tx, {
        orderId: kept,
        returnId: crypto.randomUUID(),
        lines: [{ description: invoiceLineDescription({ ...tee, size: 'M' }), quantity: 1 }],
      }),
    );
    // Within Punjab, cancelled in full: its credit note cancels the invoice.
    await cancel(await placeOrder('cod', DELIVERY_ADDRESS, [{ v: tee, quantity: 1 }]));
    // To Maharashtra at both rates.
    await placeOrder('online', MUMBAI, [
      { v: tee, quantity: 1 },
      { v: premium, quantity: 1 },
    ]);
    // To Maharashtra, worth more than ₹1 lakh: a large B2C invoice, then cancelled.
    // (At most 10 of one item may be in open orders: ten of each of three ₹3,999 tees and five at ₹1,999.)
    const dear = await Promise.all([0, 1, 2].map(() => createVariant(app, { pricePaise: 399_900, stock: { M: 50 } })));
    const cheaper = await createVariant(app, { pricePaise: 199_900, stock: { M: 50 } });
    large = await placeOrder('online', MUMBAI, [
      ...dear.map((v) => ({ v, quantity: 10 })),
      { v: cheaper, quantity: 5 },
    ]);
    await cancel(large);
  }, 180_000);
  afterAll(() => app.close());

  it('HSN summary (Table 12): the month adds up to its invoices less its credit notes, per code and rate', async () => {
    const rows = await table('hsn', month());
    const [issued, credited] = await Promise.all([app.db.select().from(invoices), app.db.select().from(creditNotes)]);
    expect(credited).toHaveLength(3);
    type Amounts = Record<'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise', number>;
    const net = (pick: (d: Amounts) => number) =>
      issued.reduce((s, d) => s + pick(d), 0) - credited.reduce((s, d) => s + pick(d), 0);
    const column = (name: string) => {
      const i = GSTR1_TABLES.hsn.columns.indexOf(name as never);
      return rows.reduce((s, r) => s + paise(r[i]!), 0);
    };
    expect(column('Taxable Value')).toBe(net((d) => d.taxablePaise));
    expect(column('Central Tax Amount')).toBe(net((d) => d.cgstPaise));
    expect(column('State/UT Tax Amount')).toBe(net((d) => d.sgstPaise));
    expect(column('Integrated Tax Amount')).toBe(net((d) => d.igstPaise));
    expect(column('Total Value')).toBe(net((d) => d.totalPaise));
    expect(column('Cess Amount')).toBe(0);
    // Pieces: 2 + 1 + 2 + 35 sold, 1 returned, 1 + 35 cancelled.
    const pieces = rows.filter((r) => r[2] === 'PCS').reduce((s, r) => s + Number(r[3]), 0);
    expect(pieces).toBe(3);

    const byKey = new Map(rows.map((r) => [`${r[0]} ${r[10]}`, r]));
    expect([...byKey.keys()].sort()).toEqual(['6109 18', '6109 5', '996812 18', '996812 5']);
    // Left: one tee kept in Punjab and one tee plus the dear piece to Maharashtra.
    expect(byKey.get('6109 5')!.slice(1, 4)).toEqual([
      'T-shirts, singlets and other vests, knitted or crocheted',
      'PCS',
      '2',
    ]);
    expect(byKey.get('6109 18')![3]).toBe('1');
    // Services carry no quantity.
    expect(byKey.get('996812 5')!.slice(1, 4)).toEqual(['Courier services', 'NA', '0']);
    expect(paise(byKey.get('6109 5')![4]!)).toBe(2 * 79_900);
  });

  it('B2C small (Table 7): per place of supply and rate, net of credit notes, without the large invoice', async () => {
    const rows = await table('b2cs', month());
    const [issued, credited] = await Promise.all([app.db.select().from(invoices), app.db.select().from(creditNotes)]);
    const small = issued.filter((d) => d.orderId !== large);
    const smallNotes = credited.filter((d) => d.orderId !== large);
    const expected = new Map<string, { taxable: number; igst: number; cgst: number; sgst: number }>();
    for (const [sign, docs] of [
      [1, small],
      [-1, smallNotes],
    ] as const) {
      for (const d of docs) {
        for (const line of d.lines) {
          const key = `${d.placeOfSupplyCode}-${d.placeOfSupply},${line.rate}`;
          const sum = expected.get(key) ?? { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
          expected.set(key, sum);
          sum.taxable += sign * line.taxablePaise;
          sum.igst += sign * line.igstPaise;
          sum.cgst += sign * line.cgstPaise;
          sum.sgst += sign * line.sgstPaise;
        }
      }
    }
    expect(rows.map((r) => `${r[1]},${r[2]}`)).toEqual(['03-Punjab,5', '27-Maharashtra,5', '27-Maharashtra,18']);
    for (const r of rows) {
      expect(r[0]).toBe('OE');
      const sum = expected.get(`${r[1]},${r[2]}`)!;
      expect([paise(r[3]!), paise(r[4]!), paise(r[5]!), paise(r[6]!), r[7]]).toEqual([
        sum.taxable,
        sum.igst,
        sum.cgst,
        sum.sgst,
        '0.00',
      ]);
    }
    // Within Punjab CGST and SGST are equal and there is no IGST; out of state IGST only.
    const punjab = rows[0]!;
    expect(punjab[5]).toBe(punjab[6]);
    expect(punjab[4]).toBe('0.00');
    expect(rows.slice(1).every((r) => r[5] === '0.00' && r[6] === '0.00')).toBe(true);
  });

  it('B2C large (Table 5) lists the large invoice per rate, and its credit note is in Table 9B', async () => {
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, large));
    const [note] = await app.db.select().from(creditNotes).where(eq(creditNotes.orderId, large));
    expect(invoice!.totalPaise).toBeGreaterThan(100_000_00);
    const b2cl = await table('b2cl', month());
    expect(b2cl.map((r) => [r[0], r[2], r[3], r[4]])).toEqual([
      [invoice!.number, (invoice!.totalPaise / 100).toFixed(2), '27-Maharashtra', '5'],
      [invoice!.number, (invoice!.totalPaise / 100).toFixed(2), '27-Maharashtra', '18'],
    ]);
    expect(b2cl[0]![1]).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
    expect(b2cl.reduce((s, r) => s + paise(r[5]!), 0)).toBe(invoice!.taxablePaise);
    expect(b2cl.reduce((s, r) => s + paise(r[6]!), 0)).toBe(invoice!.igstPaise);
    const cdnur = await table('cdnur', month());
    expect(cdnur.map((r) => [r[0], r[1], r[3], r[4], r[6]])).toEqual([
      ['B2CL', note!.number, 'C', '27-Maharashtra', '5'],
      ['B2CL', note!.number, 'C', '27-Maharashtra', '18'],
    ]);
    expect(cdnur.reduce((s, r) => s + paise(r[7]!), 0)).toBe(note!.taxablePaise);
  });

  it('documents issued (Table 13): each series from its first to its last number, none cancelled', async () => {
    const rows = await table('docs', month());
    const fy = (await app.db.select().from(invoices))[0]!.financialYear;
    expect(rows).toEqual([
      ['Invoices for outward supply', `SF/${fy}/000001`, `SF/${fy}/000004`, '4', '0'],
      ['Credit Note', `CN/${fy}/000001`, `CN/${fy}/000003`, '3', '0'],
    ]);
  });

  it('a quarter of the financial year holds its months; a period with no documents has only the header', async () => {
    expect(await table('hsn', quarter())).toEqual(await table('hsn', month()));
    expect(await table('docs', quarter())).toEqual(await table('docs', month()));
    expect(await table('b2cs', '2020-01')).toEqual([]);
    expect(await table('docs', '2019-20-Q4')).toEqual([]);
  });

  it('refuses a period that is no month or quarter with 400 and says what one looks like, and shoppers with 403', async () => {
    for (const period of ['2026-13', '2026-1', '26-11', '2026-28-Q1', '2026-27-Q5', '2026-Q1', '']) {
      const res = await app.inject({
        url: `${API_BASE_PATH}/gst/gstr1/hsn.csv?period=${period}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, period).toBe(400);
      expect(res.json().message).toBe(GST_PERIOD_MESSAGE);
    }
    const missing = await app.inject({ url: `${API_BASE_PATH}/gst/gstr1/docs.csv`, headers: { cookie: admin.cookie } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(GST_PERIOD_MESSAGE);
    const shopper = await app.inject({
      url: `${API_BASE_PATH}/gst/gstr1/hsn.csv?period=${month()}`,
      headers: { cookie: buyer.cookie },
    });
    expect(shopper.statusCode).toBe(403);
  });
});
