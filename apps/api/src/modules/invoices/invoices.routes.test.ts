import fs from 'node:fs';
import os from 'node:os';
import { and, eq, inArray } from 'drizzle-orm';
import { pdfText } from '../../../test/fixtures/documents.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  CreateOrderAnswer,
  GST_SUMMARY_COLUMNS,
  GstSummary,
  INVOICE_MESSAGES,
  InvoiceSettings,
  VALIDATION,
  envelope,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { form, pngBytes } from '../../../test/fixtures/catalogue.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
  type VariantFixture,
} from '../../../test/fixtures/cart.ts';
import { checkout, placed } from '../../../test/fixtures/orders.ts';
import { creditNotes, invoices, orders, users } from '../../db/schema/index.ts';
import { issueCreditNote, issueInvoice } from './invoices.service.ts';

const MUMBAI = { ...DELIVERY_ADDRESS, city: 'Mumbai', state: 'Maharashtra', postalCode: '400001' };

describe('tax invoices and credit notes', () => {
  let app: TestApp;
  let buyer: Shopper;
  let stranger: Shopper;
  let admin: TestUser;
  let tee: VariantFixture;
  let premium: VariantFixture;

  const placeOrder = async (
    who: Shopper,
    paymentMethod: 'cod' | 'online',
    address = DELIVERY_ADDRESS,
    lines = [{ v: tee, quantity: 1 }],
  ) => {
    // The customer's earlier cash-on-delivery orders are delivered, so their limit leaves room for this one.
    if (paymentMethod === 'cod') {
      await app.db
        .update(orders)
        .set({ status: 'delivered' })
        .where(
          and(
            eq(orders.userId, who.id),
            inArray(orders.status, ['pending', 'processing']),
            eq(orders.paymentMethod, 'cod'),
          ),
        );
    }
    const itemIds = [];
    for (const line of lines)
      itemIds.push(await addToCart(app, who, { variantId: line.v.variantId, size: 'M', quantity: line.quantity }));
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/order`,
      headers: { cookie: who.cookie },
      payload: { itemIds, paymentMethod, contact: '9876543210', shippingAddress: address },
    });
    expect(res.statusCode, res.body).toBe(201);
    return envelope(CreateOrderAnswer).parse(res.json()).data;
  };
  const get = (who: { cookie: string }, url: string) =>
    app.inject({ url: `${API_BASE_PATH}${url}`, headers: { cookie: who.cookie } });
  const payOnline = async (who: Shopper, razorpayOrderId: string, orderId: string, itemIds: string[] = []) => {
    const pay = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/payments/simulated/pay`,
      headers: { cookie: who.cookie },
      payload: { razorpayOrderId, outcome: 'success' },
    });
    const signed = pay.json().data;
    const verify = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/order/verify`,
      headers: { cookie: who.cookie },
      payload: {
        orderId,
        razorpayOrderId: signed.razorpay_order_id,
        razorpayPaymentId: signed.razorpay_payment_id,
        razorpaySignature: signed.razorpay_signature,
        itemIds,
      },
    });
    expect(verify.statusCode, verify.body).toBe(200);
  };

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    [buyer, stranger] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    admin = await createUser(app, { role: 'admin' });
    await app.db.update(users).set({ name: 'Harpreet Kaur Ahluwalia' }).where(eq(users.id, buyer.id));
    tee = await createVariant(app, { pricePaise: 79_900, stock: { M: 500 } });
    premium = await createVariant(app, { pricePaise: 349_900, stock: { M: 50 } });
  });
  afterAll(() => app.close());

  it('issues a Punjab cash-on-delivery order its invoice when placed: CGST and SGST halves, in a PDF with everything a B2C invoice needs', async () => {
    const { order } = await placeOrder(buyer, 'cod');
    const res = await get(buyer, `/order/${order._id}/invoice`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, order._id));
    expect(invoice!.number).toMatch(/^SF\/\d{2}-\d{2}\/\d{6}$/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice!.number.replaceAll('/', '-')}.pdf"`,
    );
    // ₹799 + ₹120 delivery + ₹80 COD = ₹999, all at 5 %: CGST and SGST the same paise on every
    // line (₹19.02, ₹2.86, ₹1.90), each line's odd paisa left in its taxable value.
    expect(invoice).toMatchObject({
      totalPaise: 99_900,
      taxablePaise: 95_144,
      cgstPaise: 2378,
      sgstPaise: 2378,
      igstPaise: 0,
    });
    expect(invoice!.lines.map((l) => [l.cgstPaise, l.sgstPaise])).toEqual([
      [1902, 1902],
      [286, 286],
      [190, 190],
    ]);

    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'TAX INVOICE',
      'StoryFit Apparel Private Limited',
      'GSTIN: 03ABCDE1234F1ZA',
      `Invoice no.: ${invoice!.number}`,
      'Place of supply: Punjab (code 03)',
      'Billed to',
      'Delivered to',
      'Harpreet Kaur Ahluwalia',
      'Ludhiana 141001',
      'State: Punjab (code 03)',
      'size M',
      '6109',
      // The unit of quantity, and each tax with its own rate and equal amount.
      '1 PCS',
      'CGST 2.5 %: ₹23.78 SGST 2.5 %: ₹23.78',
      'Taxable value at 5 %: ₹951.44',
      '2.5 % ₹19.02 2.5 % ₹19.02',
      '₹760.96',
      'Delivery charge',
      'Cash on delivery charge',
      'Invoice total: ₹999.00',
      'Nine Hundred Ninety-Nine Rupees Only',
      'Tax is payable on reverse charge: No',
      'Authorised signatory',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
    // The tax summary is printed once (per rate), not again as overall lines under it.
    expect(text.match(/Taxable value at 5 %/g)).toHaveLength(1);
    expect(text).not.toContain('Taxable value: ₹');
    expect(text).not.toMatch(/(^| )CGST: ₹/);
  });

  it('issues an online order to another state its invoice once paid, with IGST, and the dear piece at 18 %', async () => {
    const { order, razorpayOrder } = await placeOrder(buyer, 'online', MUMBAI, [
      { v: tee, quantity: 2 },
      { v: premium, quantity: 1 },
    ]);
    expect((await get(buyer, `/order/${order._id}/invoice`)).statusCode).toBe(404);
    await payOnline(buyer, razorpayOrder!.id, order._id);
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, order._id));
    expect(invoice).toMatchObject({
      placeOfSupply: 'Maharashtra',
      placeOfSupplyCode: '27',
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(invoice!.lines.map((l) => `${l.kind} ${l.rate}%`).sort()).toEqual(['fee 18%', 'goods 18%', 'goods 5%']);
    expect(invoice!.totalPaise).toBe(2 * 79_900 + 349_900 + 12_000);
    const text = await pdfText((await get(admin, `/order/${order._id}/invoice`)).rawPayload);
    expect(text).toContain('IGST 5 %');
    expect(text).toContain('IGST 18 %');
    expect(text).not.toContain('CGST');
    expect(text).toContain('Place of supply: Maharashtra (code 27)');
    expect(text).toContain('2 PCS');
    expect(text).toContain('Five Thousand Two Hundred Seventeen Rupees Only');
  });

  // Linux keeps a priority per thread, and says it in /proc: there the test can see which thread drew.
  /** A thread's nice value (the 19th field of its stat line), or nothing for one that has just ended. */
  const niceOf = (thread: string) => {
    try {
      return Number(fs.readFileSync(`/proc/self/task/${thread}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    } catch {
      return undefined;
    }
  };
  const drawingThreads = () =>
    fs.readdirSync('/proc/self/task').filter((thread) => niceOf(thread) === os.constants.priority.PRIORITY_LOW);

  it.runIf(process.platform === 'linux')(
    'draws its documents on a thread of the lowest priority, and leaves the thread that answers requests as it was',
    async () => {
      const { order } = await placeOrder(buyer, 'cod');
      expect((await get(buyer, `/order/${order._id}/invoice`)).statusCode).toBe(200);
      expect(drawingThreads().length).toBeGreaterThan(0);
      expect(niceOf(String(process.pid))).toBe(os.constants.priority.PRIORITY_NORMAL);
    },
  );

  it.runIf(process.platform === 'linux')(
    'a second app in the same process draws on the same thread, not one of its own',
    async () => {
      const { order } = await placeOrder(buyer, 'cod');
      expect((await get(buyer, `/order/${order._id}/invoice`)).statusCode).toBe(200);
      const other = await createTestApp({ RATE_LIMIT: 'off' });
      try {
        const [shopper] = (await createShoppers(other, 1)) as [Shopper];
        const variant = await createVariant(other, { pricePaise: 49_900, stock: { M: 5 } });
        const { res } = await checkout(other, shopper, { variantId: variant.variantId, size: 'M', quantity: 1 }, 'cod');
        expect(res.statusCode, res.body).toBe(201);
        const invoice = await other.inject({
          url: `${API_BASE_PATH}/order/${placed(res).order._id}/invoice`,
          headers: { cookie: shopper.cookie },
        });
        expect(invoice.statusCode).toBe(200);
        expect(drawingThreads()).toHaveLength(1);
      } finally {
        await other.close();
      }
    },
  );

  it("prints the owner's signatory, signature and logo, frozen in each document when it is issued", async () => {
    const settings = (who: { cookie: string }, method: 'PUT' | 'DELETE', path = '', payload?: object | FormData) =>
      app.inject({
        method,
        url: `${API_BASE_PATH}/invoice-settings${path}`,
        headers: { cookie: who.cookie },
        ...(payload ? { payload } : {}),
      });
    const picture = (bytes: Buffer, filename = 'picture.png') => form({}, [{ name: 'file', bytes, filename }]);
    const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

    // Only admins read or change them; a name too long and a file that is no picture are refused.
    expect((await get(buyer, '/invoice-settings')).statusCode).toBe(403);
    expect((await settings(buyer, 'PUT', '', { signatoryName: 'Intruder' })).statusCode).toBe(403);
    const tooLong = await settings(admin, 'PUT', '', { signatoryName: 'x'.repeat(81) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe("The signatory's name can be at most 80 characters");
    const notPicture = await settings(admin, 'PUT', '/signature', picture(Buffer.from('<svg/>'), 'sign.svg'));
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json().message).toBe(VALIDATION.onlyImages);
    expect((await settings(admin, 'PUT', '/stamp', picture(await pngBytes()))).statusCode).toBe(400);
    const noFile = await settings(admin, 'PUT', '/logo', form({ note: 'no file' }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(INVOICE_MESSAGES.imageMissing);
    const json = await settings(admin, 'PUT', '/logo', { file: 'not a file' });
    expect([json.statusCode, json.json().message]).toEqual([400, INVOICE_MESSAGES.imageMissing]);

    expect((await settings(admin, 'PUT', '', { signatoryName: '  Gurpreet Singh Sandhu ' })).statusCode).toBe(200);
    const signed = await settings(admin, 'PUT', '/signature', picture(await pngBytes('#1A237E', 900, 300)));
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await settings(admin, 'PUT', '/logo', picture(await pngBytes('#111111', 480, 160)))).statusCode).toBe(200);
    const saved = envelope(InvoiceSettings).parse((await get(admin, '/invoice-settings')).json()).data;
    expect(saved).toMatchObject({
      signatoryName: 'Gurpreet Singh Sandhu',
      signatureUrl: expect.stringMatching(/^\/media\/documents\/[0-9a-f]{32}\.png$/),
      logoUrl: expect.stringMatching(/^\/media\/documents\/[0-9a-f]{32}\.png$/),
    });
    // The stored signature fits its box (600 × 240) and is served as a PNG.
    const served = await app.inject({ url: saved.signatureUrl! });
    expect(served.headers['content-type']).toBe('image/png');

    const { order: first } = await placeOrder(buyer, 'cod');
    const firstPdf = (await get(buyer, `/order/${first._id}/invoice`)).rawPayload;
    const firstText = await pdfText(firstPdf);
    expect(firstText).toContain('For StoryFit Apparel Private Limited');
    expect(firstText).toContain('Gurpreet Singh Sandhu Authorised signatory');
    expect(firstText).toMatch(/size M\) 6109 \d+ PCS /);
    expect(firstText).toMatch(/CGST 2\.5 %: (₹[\d,.]+) SGST 2\.5 %: \1/);
    expect(images(firstPdf)).toBe(2);

    // A new signatory and no logo: later documents show them, the invoice issued before does not change.
    await settings(admin, 'PUT', '', { signatoryName: 'Amrit Kaur' });
    expect((await settings(admin, 'DELETE', '/logo')).json().data.logoUrl).toBeNull();
    const again = (await get(buyer, `/order/${first._id}/invoice`)).rawPayload;
    expect(await pdfText(again)).toContain('Gurpreet Singh Sandhu Authorised signatory');
    expect(images(again)).toBe(2);
    const { order: second } = await placeOrder(buyer, 'cod');
    const secondPdf = (await get(buyer, `/order/${second._id}/invoice`)).rawPayload;
    expect(await pdfText(secondPdf)).toContain('Amrit Kaur Authorised signatory');
    expect(images(secondPdf)).toBe(1);
    // Its credit note is signed by whoever signs when it is issued.
    await settings(admin, 'PUT', '', { signatoryName: 'Jaspreet Gill' });
    const cancel = await app.inject({
      method: 'PUT',
      url: `${API_BASE_PATH}/order/${second._id}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await pdfText((await get(buyer, `/order/${second._id}/credit-note`)).rawPayload)).toContain(
      'Jaspreet Gill Authorised signatory',
    );
    expect((await settings(admin, 'PUT', '', { signatoryName: '' })).json().data.signatoryName).toBeNull();
  }, 120_000);

  it('answers 404 to anyone but the owner and admins, and for orders without a document', async () => {
    const { order } = await placeOrder(buyer, 'cod');
    expect((await get(stranger, `/order/${order._id}/invoice`)).statusCode).toBe(404);
    expect((await get(admin, `/order/${order._id}/invoice`)).statusCode).toBe(200);
    expect((await app.inject({ url: `${API_BASE_PATH}/order/${order._id}/invoice` })).statusCode).toBe(401);
    expect((await get(buyer, `/order/${order._id}/credit-note`)).statusCode).toBe(404);
    expect((await get(buyer, `/order/00000000-0000-4000-8000-000000000000/invoice`)).statusCode).toBe(404);
  });

  it('cancelling an invoiced order issues a credit note of its own series for the full amount', async () => {
    const { order } = await placeOrder(buyer, 'cod');
    const cancel = await app.inject({
      method: 'PUT',
      url: `${API_BASE_PATH}/order/${order._id}/status`,
      headers: { cookie: admin.cookie },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [note] = await app.db.select().from(creditNotes).where(eq(creditNotes.orderId, order._id));
    const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, order._id));
    expect(note!.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    expect(note).toMatchObject({
      invoiceId: invoice!.id,
      totalPaise: invoice!.totalPaise,
      cgstPaise: invoice!.cgstPaise,
    });
    const res = await get(buyer, `/order/${order._id}/credit-note`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credit note no.: ${note!.number}`);
    expect(text).toContain(`Against invoice ${invoice!.number}`);
    expect((await get(stranger, `/order/${order._id}/credit-note`)).statusCode).toBe(404);
  });

  it('numbers 20 concurrent confirmations consecutively, without gaps or duplicates', async () => {
    const shoppers = await createShoppers(app, 20);
    const before = await app.db.select({ number: invoices.number }).from(invoices);
    const placed = await Promise.all(shoppers.map((s) => placeOrder(s, 'cod')));
    expect(placed).toHaveLength(20);
    const numbers = (await app.db.select({ number: invoices.number }).from(invoices))
      .map((r) => Number(r.number.slice(-6)))
      .sort((a, b) => a - b);
    expect(numbers).toHaveLength(before.length + 20);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it('starts a new series on 1 April (IST) and keeps amounts frozen after issue', async () => {
    const { order: march } = await placeOrder(buyer, 'online', MUMBAI);
    const { order: april } = await placeOrder(buyer, 'online', MUMBAI);
    const seller = app.config.seller;
    const [a, b, c] = await app.db.transaction(async (tx) => [
      await issueInvoice(tx, march._id, seller, new Date('2031-03-31T18:29:00Z')),
      await issueInvoice(tx, april._id, seller, new Date('2031-03-31T18:31:00Z')),
      await issueInvoice(tx, april._id, seller, new Date('2031-04-02T00:00:00Z')),
    ]);
    expect(a.number).toBe('SF/30-31/000001');
    expect(b.number).toBe('SF/31-32/000001');
    expect(c.id).toBe(b.id); // issuing again answers the same invoice
    await app.db.update(orders).set({ totalPaise: 1 }).where(eq(orders.id, april._id));
    const note = await app.db.transaction((tx) => issueCreditNote(tx, april._id, new Date('2031-04-03T00:00:00Z')));
    expect(note).toMatchObject({ number: 'CN/31-32/000001', totalPaise: b.totalPaise });
  });

  it('gives the admin a monthly GST summary for filing', async () => {
    const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
    expect((await get(buyer, `/gst/summary.csv?month=${month}`)).statusCode).toBe(403);
    expect((await get(admin, '/gst/summary.csv?month=2026-13')).statusCode).toBe(400);
    const res = await get(admin, `/gst/summary.csv?month=${month}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(GST_SUMMARY_COLUMNS.join(','));
    expect(lines[0]).toBe(
      'Document,Number,Date (India),Place of supply,State code,Taxable value (₹),CGST (₹),SGST (₹),IGST (₹),Total (₹)',
    );
    expect(lines.some((l) => l.startsWith('Invoice,SF/') && l.includes(',Punjab,03,') && l.endsWith(',999.00'))).toBe(
      true,
    );
    expect(lines.some((l) => l.startsWith('Credit note,CN/') && l.endsWith(',-999.00'))).toBe(true);
  });

  it('totals the month per place of supply for the admin screen, credit notes subtracted', async () => {
    const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
    expect((await get(buyer, `/gst/summary?month=${month}`)).statusCode).toBe(403);
    expect((await get(admin, '/gst/summary?month=2026-13')).statusCode).toBe(400);
    const summary = envelope(GstSummary).parse((await get(admin, `/gst/summary?month=${month}`)).json()).data;
    const csv = (await get(admin, `/gst/summary.csv?month=${month}`)).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const rows = csv.slice(1).map((line) => line.split(','));
    const sum = (column: number, rowsOf = rows) =>
      rowsOf.reduce((s, r) => s + Math.round(Number(r[column]) * 100), 0) / 100;
    expect(summary.invoices).toBe(rows.filter((r) => r[0] === 'Invoice').length);
    expect(summary.creditNotes).toBe(rows.filter((r) => r[0] === 'Credit note').length);
    expect(summary.totals).toEqual({
      documents: rows.length,
      taxable: sum(5),
      cgst: sum(6),
      sgst: sum(7),
      igst: sum(8),
      total: sum(9),
    });
    const punjab = summary.byState.find((s) => s.stateCode === '03');
    const punjabRows = rows.filter((r) => r[4] === '03');
    expect(punjab).toMatchObject({ state: 'Punjab', documents: punjabRows.length, total: sum(9, punjabRows), igst: 0 });
    expect(summary.byState.reduce((n, s) => n + s.documents, 0)).toBe(rows.length);
    const empty = envelope(GstSummary).parse((await get(admin, '/gst/summary?month=2020-01')).json()).data;
    expect(empty).toEqual({
      month: '2020-01',
      invoices: 0,
      creditNotes: 0,
      byState: [],
      totals: { documents: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
    });
  });
});
