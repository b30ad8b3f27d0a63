import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, Wishlist, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';

describe('wishlist calls', () => {
  let app: TestApp;
  let shopper: Shopper;
  let other: Shopper;
  let tee: VariantFixture;

  const call = (who: Shopper | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `${API_BASE_PATH}${url}`, payload, headers: who ? { cookie: who.cookie } : {} });
  const listOf = async (who: Shopper) => envelope(Wishlist).parse((await call(who, 'GET', '/wishlist')).json()).data;

  beforeAll(async () => {
    app = await createTestApp();
    [shopper, other] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    tee = await createVariant(app, { pricePaise: 64_900, stock: { M: 2, L: 0 } });
  });
  afterAll(() => app.close());

  it('refuses visitors with 401', async () => {
    expect((await call(null, 'POST', '/wishlist', { variantId: tee.variantId, size: 'M' })).statusCode).toBe(401);
  });

  it('adds a line with the variant as cart lines show it; adding it again is harmless', async () => {
    const first = await call(shopper, 'POST', '/wishlist', { variantId: tee.variantId, size: 'L' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Added to wishlist!');
    const again = await call(shopper, 'POST', '/wishlist', { variantId: tee.variantId, size: 'L' });
    expect(again.statusCode).toBe(200);
    const list = await listOf(shopper);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      size: 'L',
      variant: {
        _id: tee.variantId,
        product: { name: tee.productName },
        color: { name: tee.colorName },
        price: 649,
        stock: 0,
      },
    });
  });

  it('refuses an unknown variant (404) and a size outside M, L, XL, XXL (400)', async () => {
    const unknown = await call(shopper, 'POST', '/wishlist', {
      variantId: '00000000-0000-4000-8000-000000000000',
      size: 'M',
    });
    expect(unknown.statusCode).toBe(404);
    const badSize = await call(shopper, 'POST', '/wishlist', { variantId: tee.variantId, size: 'S' });
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().message).toBe('Please select a size');
  });

  it("answers 404 for another user's line and leaves it there", async () => {
    const [line] = (await listOf(shopper)).items;
    expect((await call(other, 'DELETE', `/wishlist/${line!._id}`)).statusCode).toBe(404);
    expect((await listOf(shopper)).items).toHaveLength(1);
    expect((await listOf(other)).items).toHaveLength(0);
  });

  it('removes a line, then clears the list', async () => {
    await call(shopper, 'POST', '/wishlist', { variantId: tee.variantId, size: 'M' });
    const [line] = (await listOf(shopper)).items;
    const removed = await call(shopper, 'DELETE', `/wishlist/${line!._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Item removed from wishlist');
    expect(removed.json().data.items).toHaveLength(1);
    const cleared = await call(shopper, 'DELETE', '/wishlist');
    expect(cleared.json().message).toBe('Wishlist cleared');
    expect((await listOf(shopper)).items).toEqual([]);
  });

  it('saves a colour without a size: once, with the sizes in stock; choosing a size later replaces it', async () => {
    const [saver] = (await createShoppers(app, 1)) as [Shopper];
    const colour = await createVariant(app, { pricePaise: 59_900, stock: { M: 2, L: 0, XL: 3 } });
    const first = await call(saver, 'POST', '/wishlist', { variantId: colour.variantId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Added to wishlist!');
    // Again without a size, and with an explicit null: still one line.
    await call(saver, 'POST', '/wishlist', { variantId: colour.variantId });
    await call(saver, 'POST', '/wishlist', { variantId: colour.variantId, size: null });
    let list = await listOf(saver);
    expect(list.items).toHaveLength(1);
    // The colour's stock in every size, and which sizes can be bought now.
    expect(list.items[0]).toMatchObject({ size: null, inStock: ['M', 'XL'], variant: { stock: 5 } });

    // Saved in a size now: that line replaces the one without a size.
    await call(saver, 'POST', '/wishlist', { variantId: colour.variantId, size: 'XL' });
    list = await listOf(saver);
    expect(list.items.map((item) => item.size)).toEqual(['XL']);
    expect(list.items[0]!.variant.stock).toBe(3);
    // Saved without a size while a size is saved: nothing more to keep.
    await call(saver, 'POST', '/wishlist', { variantId: colour.variantId });
    expect((await listOf(saver)).items.map((item) => item.size)).toEqual(['XL']);
  });
});
