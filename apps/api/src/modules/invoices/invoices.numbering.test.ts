import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_SERIES } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper } from '../../../test/fixtures/cart.ts';
import { checkout, placed, stockOf } from '../../../test/fixtures/orders.ts';
import { documentCounters } from '../../db/schema/index.ts';
import { financialYearOf } from './invoices.numbering.ts';

/**
 * The invoice's number is taken and written by the statement that inserts the invoice: six digits
 * at least, more once a year passes 999,999 documents, and never longer than GST's 16 characters.
 * A number that would be longer refuses the confirming change as a whole.
 */
describe("an invoice's number", () => {
  let app: TestApp;
  let buyer: Shopper;
  const year = financialYearOf(new Date());
  const counterAt = (lastNumber: number) =>
    app.db
      .insert(documentCounters)
      .values({ series: INVOICE_SERIES.invoice, financialYear: year, lastNumber })
      .onConflictDoUpdate({ target: [documentCounters.series, documentCounters.financialYear], set: { lastNumber } });

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    [buyer] = (await createShoppers(app, 1)) as [Shopper];
  });
  afterAll(() => app.close());

  it('pads to six digits, and grows to seven within 16 characters', async () => {
    const tee = await createVariant(app, { stock: { M: 5 } });
    await counterAt(41);
    const first = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
    expect(placed(first.res).order.invoiceNumber).toBe(`SF/${year}/000042`);
    await counterAt(999_999);
    const seventh = await checkout(app, buyer, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
    expect(placed(seventh.res).order.invoiceNumber).toBe(`SF/${year}/1000000`);
  });

  it('longer than 16 characters refuses the order whole: nothing placed, no stock taken', async () => {
    const tee = await createVariant(app, { stock: { M: 5 } });
    await counterAt(9_999_999);
    const [another] = (await createShoppers(app, 1)) as [Shopper];
    const { res } = await checkout(app, another!, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
    expect(res.statusCode).toBe(500);
    expect(await stockOf(app, tee.variantId, 'M')).toBe(5);
    await counterAt(10);
  });
});
