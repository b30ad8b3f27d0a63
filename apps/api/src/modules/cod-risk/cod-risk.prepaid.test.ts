import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { pdfText } from '../../../test/fixtures/documents.ts';
import { DEFAULT_COD_RULES, type CheckoutOptions, type Quote } from '@shop/shared';
import { PLAIN_COD_RULES, createTestApp, type TestApp } from '../../../test/app.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
} from '../../../test/fixtures/cart.ts';
import { call, createAdmin, orderRow, payOnline, placed } from '../../../test/fixtures/orders.ts';
import { invoices, orderItems } from '../../db/schema/index.ts';

describe('a discount for paying online, set on the COD rules', () => {
  let app: TestApp;
  let admin: Shopper;
  let tee2600: string;
  let tee999: string;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    tee2600 = (await createVariant(app, { pricePaise: 260_000, stock: { M: 50 } })).variantId;
    tee999 = (await createVariant(app, { pricePaise: 99_900, stock: { M: 50 } })).variantId;
  });
  afterAll(() => app.close());

  const saveRules = async (changes: Partial<typeof DEFAULT_COD_RULES>) => {
    const res = await call(app, admin, 'PUT', '/cod/rules', { ...PLAIN_COD_RULES, ...changes });
    expect(res.statusCode, res.body).toBe(200);
  };
  const shopper = async () => ((await createShoppers(app, 1)) as [Shopper])[0];
  const order = (who: Shopper, itemIds: string[], paymentMethod: 'cod' | 'online', extra: object = {}) =>
    call(app, who, 'POST', '/order', {
      itemIds,
      paymentMethod,
      contact: '9876543210',
      shippingAddress: DELIVERY_ADDRESS,
      ...extra,
    });
  const invoiceOf = async (orderId: string) => {
    const [row] = await app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), isNull(invoices.returnId), isNull(invoices.replacedAt)));
    return row!;
  };

  it('is off by default: online and COD orders cost the same goods', async () => {
    expect(DEFAULT_COD_RULES.prepaidDiscountKind).toBe('off');
    await saveRules({});
    const buyer = await shopper();
    const itemId = await addToCart(app, buyer, { variantId: tee999, size: 'M', quantity: 1 });
    const options = (
      await call(app, buyer, 'GET', `/checkout/options?pin=${DELIVERY_ADDRESS.postalCode}&itemIds=${itemId}`)
    ).json().data as CheckoutOptions;
    expect(options).toMatchObject({ prepaidDiscount: 0, prepaidSaving: 80 });
  });

  it('takes 10 % (capped at ₹300) off an online order only, shows the saving at checkout, and taxes the lowered value', async () => {
    await saveRules({ prepaidDiscountKind: 'percent', prepaidDiscountValue: 10, prepaidDiscountCapRupees: 300 });
    const buyer = await shopper();
    const itemId = await addToCart(app, buyer, { variantId: tee2600, size: 'M', quantity: 1 });

    const options = (
      await call(app, buyer, 'GET', `/checkout/options?pin=${DELIVERY_ADDRESS.postalCode}&itemIds=${itemId}`)
    ).json().data as CheckoutOptions;
    // 10 % of ₹2,600 is ₹260 (under the cap): paying online saves it and the ₹80 COD charge.
    expect(options).toMatchObject({ prepaidDiscount: 260, prepaidSaving: 340 });
    expect(options.methods.find((m) => m.method === 'online')).toMatchObject({ payNowAmount: 2600 - 260 + 120 });

    const quote = async (paymentMethod: 'cod' | 'online') =>
      (await call(app, buyer, 'POST', '/cart/quote', { itemIds: [itemId], paymentMethod })).json().data.quote as Quote;
    expect(await quote('online')).toMatchObject({ prepaidDiscount: 260, discount: 260, total: 2460 });
    expect(await quote('cod')).toMatchObject({ prepaidDiscount: 0, discount: 0, total: 2800 });

    // Whatever the client sends, the server prices it.
    const res = await order(buyer, [itemId], 'online', { prepaidDiscount: 2000, discount: 2000, totalAmount: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const answer = placed(res);
    expect(answer.order).toMatchObject({ prepaidDiscount: 260, discount: 260, deliveryFee: 120, totalAmount: 2460 });
    expect(answer.breakdown).toMatchObject({ prepaidDiscount: 260, total: 2460 });
    expect(answer.razorpayOrder).toMatchObject({ amount: 246_000 });
    expect((await payOnline(app, buyer, answer)).res.statusCode).toBe(200);

    // ₹2,340 a piece is under the ₹2,500 edge: the line is taxed at 5 %, not 18 %.
    const invoice = await invoiceOf(answer.order._id);
    const line = invoice.lines.find((l) => l.kind === 'goods')!;
    expect(line).toMatchObject({ rate: 5, grossPaise: 260_000, discountPaise: 26_000, totalPaise: 234_000 });
    // CGST and SGST are one half each, computed once (2.5 % of the tax-inclusive 105 %); the
    // taxable value is what is left, so the odd paisa stays with it.
    const half = Math.round((234_000 * 2.5) / 105);
    expect(line.taxablePaise).toBe(234_000 - 2 * half);
    expect(invoice.totalPaise).toBe(246_000);
    const text = await pdfText((await call(app, buyer, 'GET', `/order/${answer.order._id}/invoice`)).rawPayload);
    expect(text).toContain('₹260.00');
  }, 90_000);

  it('never gives it to a cash-on-delivery order', async () => {
    await saveRules({ prepaidDiscountKind: 'rupees', prepaidDiscountValue: 50, prepaidDiscountCapRupees: 0 });
    const buyer = await shopper();
    const itemId = await addToCart(app, buyer, { variantId: tee999, size: 'M', quantity: 1 });
    const res = await order(buyer, [itemId], 'cod', { prepaidDiscount: 50 });
    expect(res.statusCode, res.body).toBe(201);
    const cod = placed(res).order;
    expect(cod).toMatchObject({ prepaidDiscount: 0, discount: 0, totalAmount: 999 + 200 });
    const [item] = await app.db.select().from(orderItems).where(eq(orderItems.orderId, cod._id));
    expect(item!.discountPaise).toBe(0);
    expect((await orderRow(app, cod._id)).prepaidDiscountPaise).toBe(0);
  });

  it('splits rupees off over the lines to the paisa, and the cap holds a percentage down', async () => {
    await saveRules({ prepaidDiscountKind: 'rupees', prepaidDiscountValue: 100, prepaidDiscountCapRupees: 0 });
    const buyer = await shopper();
    const a = await addToCart(app, buyer, { variantId: tee2600, size: 'M', quantity: 1 });
    const b = await addToCart(app, buyer, { variantId: tee999, size: 'M', quantity: 2 });
    const answer = placed(await order(buyer, [a, b], 'online'));
    expect(answer.order).toMatchObject({ prepaidDiscount: 100, discount: 100 });
    const shares = answer.order.items.map((item) => item.discount ?? 0);
    expect(Math.round(shares.reduce((x, y) => x + y, 0) * 100)).toBe(10_000);
    expect(shares.every((share) => share > 0)).toBe(true);

    await saveRules({ prepaidDiscountKind: 'percent', prepaidDiscountValue: 50, prepaidDiscountCapRupees: 150 });
    const other = await shopper();
    const c = await addToCart(app, other, { variantId: tee2600, size: 'M', quantity: 1 });
    expect(placed(await order(other, [c], 'online')).order).toMatchObject({ prepaidDiscount: 150 });
  });
});
