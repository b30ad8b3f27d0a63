import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, INVOICE_MESSAGES, ReturnAnswer, envelope, type Return } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import { pdfText } from '../../../test/fixtures/documents.ts';
import { call, checkout, createAdmin, placed } from '../../../test/fixtures/orders.ts';

/**
 * A return's credit note and an exchange's replacement invoice download as PDFs, like the order's
 * invoice: for the shopper whose order it is and for an admin; another customer gets the 404 a
 * return without the document gets, and a visitor must sign in.
 */
describe("a return's tax documents", () => {
  let app: TestApp;
  let admin: Shopper;
  let shopper: Shopper;
  let stranger: Shopper;
  let tee: VariantFixture;

  const returnOf = (res: { json(): unknown }): Return => envelope(ReturnAnswer).parse(res.json()).data.return;
  const move = async (id: string, status: string) => {
    const res = await call(app, admin, 'PUT', `/returns/${id}/status`, { status });
    expect(res.statusCode, res.body).toBe(200);
    return returnOf(res);
  };

  /** A delivered cash-on-delivery order of one M, its M exchanged for an L and the M accepted back. */
  async function acceptedExchange() {
    const { res } = await checkout(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
    expect(res.statusCode, res.body).toBe(201);
    const order = placed(res).order;
    expect((await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'delivered' })).statusCode).toBe(200);
    const asked = await call(app, shopper, 'POST', '/returns', {
      orderId: order._id,
      lines: [{ itemId: order.items[0]!._id, quantity: 1, reason: 'too_small', exchangeSize: 'L' }],
      refundTo: 'store_credit',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const ret = returnOf(asked);
    await move(ret._id, 'approved');
    await move(ret._id, 'received');
    return { ret, accepted: await move(ret._id, 'accepted') };
  }

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    [shopper, stranger] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    tee = await createVariant(app, { pricePaise: 79_900, stock: { M: 20, L: 20 } });
  });
  afterAll(() => app.close());

  it('downloads the credit note and the replacement invoice for the shopper and the admin, 404 for another customer, 401 for a visitor', async () => {
    const { ret, accepted } = await acceptedExchange();
    const creditNote = accepted.creditNoteNumber!;
    const replacementInvoice = accepted.replacementInvoiceNumber!;
    expect(creditNote).toMatch(/^CN\//);
    expect(replacementInvoice).toMatch(/^SF\//);

    for (const who of [shopper, admin]) {
      const note = await call(app, who, 'GET', API.returns.creditNote(ret._id));
      expect(note.statusCode, note.body).toBe(200);
      expect(note.headers['content-type']).toBe('application/pdf');
      expect(note.headers['cache-control']).toBe('private, no-store');
      expect(note.headers['content-disposition']).toBe(
        `attachment; filename="credit-note-${creditNote.replaceAll('/', '-')}.pdf"`,
      );
      const noteText = await pdfText(note.rawPayload);
      expect(noteText).toContain('CREDIT NOTE');
      expect(noteText).toContain(creditNote);
      expect(noteText).toContain('size M');

      const invoice = await call(app, who, 'GET', API.returns.replacementInvoice(ret._id));
      expect(invoice.statusCode, invoice.body).toBe(200);
      expect(invoice.headers['content-disposition']).toBe(
        `attachment; filename="invoice-${replacementInvoice.replaceAll('/', '-')}.pdf"`,
      );
      const invoiceText = await pdfText(invoice.rawPayload);
      expect(invoiceText).toContain('TAX INVOICE');
      expect(invoiceText).toContain(replacementInvoice);
      expect(invoiceText).toContain('size L');
    }

    const strangers = [
      [API.returns.creditNote(ret._id), INVOICE_MESSAGES.returnCreditNoteNotFound],
      [API.returns.replacementInvoice(ret._id), INVOICE_MESSAGES.replacementInvoiceNotFound],
    ] as const;
    for (const [url, message] of strangers) {
      const theirs = await call(app, stranger, 'GET', url);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toMatchObject({ success: false, message });
      expect((await call(app, null, 'GET', url)).statusCode).toBe(401);
    }
  });

  it('answers 404 while a return has no credit note or replacement invoice yet', async () => {
    const { res } = await checkout(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
    const order = placed(res).order;
    await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'delivered' });
    const asked = await call(app, shopper, 'POST', '/returns', {
      orderId: order._id,
      lines: [{ itemId: order.items[0]!._id, quantity: 1, reason: 'changed_mind' }],
      refundTo: 'store_credit',
    });
    const ret = returnOf(asked);
    for (const who of [shopper, admin]) {
      const note = await call(app, who, 'GET', API.returns.creditNote(ret._id));
      expect(note.statusCode).toBe(404);
      expect(note.json()).toMatchObject({ message: INVOICE_MESSAGES.returnCreditNoteNotFound });
      expect((await call(app, who, 'GET', API.returns.replacementInvoice(ret._id))).statusCode).toBe(404);
    }
  });
});
