import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, CartAnswer, MAX_CART_LINE_QUANTITY, SHOPPING_MESSAGES, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { carts, variants } from '../../db/schema/index.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';

describe('cart calls', () => {
  let app: TestApp;
  let shopper: Shopper;
  let other: Shopper;
  let tee: VariantFixture;

  const call = (who: Shopper | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `${API_BASE_PATH}${url}`, payload, headers: who ? { cookie: who.cookie } : {} });
  const cartOf = async (who: Shopper) => envelope(CartAnswer).parse((await call(who, 'GET', '/cart')).json()).data.cart;

  beforeAll(async () => {
    app = await createTestApp();
    [shopper, other] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    tee = await createVariant(app, { pricePaise: 89_900, stock: { M: 5, L: 3, XL: 0 }, withImage: true });
  });
  afterAll(() => app.close());

  it('refuses visitors with 401', async () => {
    const res = await call(null, 'GET', '/cart');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'Please log in to continue' });
  });

  it('adds a line showing product, colour, image, rupee price and the stock of its size', async () => {
    const res = await call(shopper, 'POST', '/cart', { variantId: tee.variantId, size: 'M', quantity: 2 });
    expect(res.statusCode).toBe(200);
    const body = envelope(CartAnswer).parse(res.json());
    expect(body.message).toBe('Item added to cart successfully');
    expect(body.data.cart.user).toBe(shopper.id);
    expect(body.data.cart.items).toHaveLength(1);
    expect(body.data.cart.items[0]).toMatchObject({
      size: 'M',
      quantity: 2,
      variant: {
        _id: tee.variantId,
        product: { _id: tee.productId, name: tee.productName },
        color: { name: tee.colorName, hex: '#1A2B3C' },
        price: 899,
        stock: 5,
      },
    });
    expect(body.data.cart.items[0]!.variant.image?.url).toMatch(/\.webp$/);
  });

  it('raises the quantity when the same variant and size are added again', async () => {
    await call(shopper, 'POST', '/cart', { variantId: tee.variantId, size: 'M', quantity: 1 });
    const cart = await cartOf(shopper);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(3);
  });

  it('refuses a raise above the stock, naming the stock left, and keeps the line as it was', async () => {
    const res = await call(shopper, 'POST', '/cart', { variantId: tee.variantId, size: 'M', quantity: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only 5 left in stock');
    expect((await cartOf(shopper)).items[0]!.quantity).toBe(3);
  });

  it('refuses an out-of-stock size and an unknown variant', async () => {
    const empty = await call(shopper, 'POST', '/cart', { variantId: tee.variantId, size: 'XL', quantity: 1 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('This item is out of stock');
    const missingSize = await call(shopper, 'POST', '/cart', { variantId: tee.variantId, size: 'XXL', quantity: 1 });
    expect(missingSize.statusCode).toBe(400);
    const unknown = await call(shopper, 'POST', '/cart', {
      variantId: '00000000-0000-4000-8000-000000000000',
      size: 'M',
      quantity: 1,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a sold-out size to a shopper without a cart, and makes them none', async () => {
    const [late] = (await createShoppers(app, 1)) as [Shopper];
    const refused = await call(late, 'POST', '/cart', { variantId: tee.variantId, size: 'XL', quantity: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This item is out of stock');
    expect(await app.db.select().from(carts).where(eq(carts.userId, late.id))).toEqual([]);
    // The first size with stock makes the cart, once.
    expect((await call(late, 'POST', '/cart', { variantId: tee.variantId, size: 'M', quantity: 1 })).statusCode).toBe(
      200,
    );
    expect(await app.db.select().from(carts).where(eq(carts.userId, late.id))).toHaveLength(1);
  });

  it('refuses a raise past the per-line limit even with stock to spare, and keeps the line as it was', async () => {
    const plenty = await createVariant(app, { stock: { M: 50 } });
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const first = await call(buyer, 'POST', '/cart', { variantId: plenty.variantId, size: 'M', quantity: 15 });
    expect(first.statusCode).toBe(200);
    const past = await call(buyer, 'POST', '/cart', { variantId: plenty.variantId, size: 'M', quantity: 10 });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(SHOPPING_MESSAGES.lineQuantityMax(MAX_CART_LINE_QUANTITY));
    expect((await cartOf(buyer)).items).toEqual([expect.objectContaining({ quantity: 15 })]);
  });

  it('never lets adds at the same time put more in a line than the stock', async () => {
    const few = await createVariant(app, { stock: { L: 3 } });
    const [buyer] = (await createShoppers(app, 1)) as [Shopper];
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(buyer, 'POST', '/cart', { variantId: few.variantId, size: 'L', quantity: 1 }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().message)).toEqual(
      Array(3).fill('Only 3 left in stock'),
    );
    expect((await cartOf(buyer)).items).toEqual([expect.objectContaining({ quantity: 3 })]);
  });

  it.each([0, -2, 1.5, 'many', 1_000_000])('refuses quantity %s', async (quantity) => {
    const res = await call(shopper, 'POST', '/cart', { variantId: tee.variantId, size: 'L', quantity });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect((await cartOf(shopper)).items.some((i) => i.size === 'L')).toBe(false);
  });

  it('updates a quantity within the stock, and refuses one above it naming the stock left', async () => {
    const itemId = (await cartOf(shopper)).items[0]!._id;
    const ok = await call(shopper, 'PATCH', '/cart/item', { itemId, quantity: 5 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Cart item updated successfully');
    expect(ok.json().data.cart.items[0].quantity).toBe(5);

    const above = await call(shopper, 'PATCH', '/cart/item', { itemId, quantity: 6 });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe('Only 5 left in stock');
    const zero = await call(shopper, 'PATCH', '/cart/item', { itemId, quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('Please enter a valid quantity');
    expect((await cartOf(shopper)).items[0]!.quantity).toBe(5);
  });

  it('refuses a quantity sent as a string, a boolean, an array or a fraction, on add and on update', async () => {
    const itemId = (await cartOf(shopper)).items[0]!._id;
    const before = (await cartOf(shopper)).items[0]!.quantity;
    for (const quantity of ['3', true, [1], 1.5, null]) {
      const added = await call(shopper, 'POST', '/cart', { variantId: tee.variantId, size: 'L', quantity });
      expect(added.statusCode, `add ${JSON.stringify(quantity)}`).toBe(400);
      expect(added.json()).toMatchObject({ code: 'VALIDATION', errors: { quantity: 'Please enter a valid quantity' } });
      const updated = await call(shopper, 'PATCH', '/cart/item', { itemId, quantity });
      expect(updated.statusCode, `update ${JSON.stringify(quantity)}`).toBe(400);
    }
    const cart = await cartOf(shopper);
    expect(cart.items.some((item) => item.size === 'L')).toBe(false);
    expect(cart.items[0]!.quantity).toBe(before);
  });

  it("answers 404 for another user's cart line and leaves it untouched", async () => {
    const itemId = (await cartOf(shopper)).items[0]!._id;
    const update = await call(other, 'PATCH', '/cart/item', { itemId, quantity: 1 });
    expect(update.statusCode).toBe(404);
    const remove = await call(other, 'DELETE', `/cart/item/${itemId}`);
    expect(remove.statusCode).toBe(404);
    expect((await cartOf(shopper)).items[0]).toMatchObject({ _id: itemId, quantity: 5 });
    expect((await cartOf(other)).items).toHaveLength(0);
  });

  it('removes one line, then clears the cart', async () => {
    await call(shopper, 'POST', '/cart', { variantId: tee.variantId, size: 'L', quantity: 1 });
    const [first] = (await cartOf(shopper)).items;
    const removed = await call(shopper, 'DELETE', `/cart/item/${first!._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Item removed from cart successfully');
    expect(removed.json().data.cart.items).toHaveLength(1);

    const cleared = await call(shopper, 'DELETE', '/cart');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().message).toBe('Cart cleared successfully');
    expect((await cartOf(shopper)).items).toEqual([]);
  });

  it('shows the live price after the catalogue changes it', async () => {
    await call(shopper, 'POST', '/cart', { variantId: tee.variantId, size: 'L', quantity: 1 });
    await app.db.update(variants).set({ pricePaise: 99_950 }).where(eq(variants.id, tee.variantId));
    expect((await cartOf(shopper)).items[0]!.variant.price).toBe(999.5);
  });
});
