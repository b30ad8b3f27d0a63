import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_BASE_PATH, CreateOrderAnswer, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addresses, users } from '../../db/schema/index.ts';
import { MAX_SAVED_ADDRESSES } from '../account/index.ts';
import {
  DELIVERY_ADDRESS,
  addToCart,
  createShoppers,
  createVariant,
  type Shopper,
  type VariantFixture,
} from '../../../test/fixtures/cart.ts';

describe('a checkout that remembers', () => {
  let app: TestApp;
  let variant: VariantFixture;

  const place = async (who: Shopper, payload: object) => {
    const itemId = await addToCart(app, who, { variantId: variant.variantId, size: 'M', quantity: 1 });
    return app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.order.root}`,
      payload: { itemIds: [itemId], paymentMethod: 'cod', ...payload },
      headers: { cookie: who.cookie },
    });
  };
  const bookOf = (who: Shopper) => app.db.select().from(addresses).where(eq(addresses.userId, who.id));

  beforeAll(async () => {
    app = await createTestApp();
    variant = await createVariant(app, { pricePaise: 79_900, stock: { M: 50 } });
  });
  afterAll(() => app.close());

  it('keeps a new address in the address book when asked, once however often it is used', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const first = await place(shopper, { contact: '9876543210', shippingAddress: DELIVERY_ADDRESS, saveAddress: true });
    expect(first.statusCode, first.body).toBe(201);
    expect(await bookOf(shopper)).toMatchObject([{ ...DELIVERY_ADDRESS, title: null }]);

    // The same place typed again, in other case and spacing: still one entry.
    const again = await place(shopper, {
      contact: '9876543210',
      shippingAddress: { ...DELIVERY_ADDRESS, street: '  mall   road ', city: 'LUDHIANA' },
      saveAddress: true,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await bookOf(shopper)).toHaveLength(1);
  });

  it('saves nothing when not asked', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    expect((await place(shopper, { contact: '9876543210', shippingAddress: DELIVERY_ADDRESS })).statusCode).toBe(201);
    expect(await bookOf(shopper)).toEqual([]);
  });

  it('still places the order when the address book is full, without adding to it', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    await app.db.insert(addresses).values(
      Array.from({ length: MAX_SAVED_ADDRESSES }, (_, i) => ({
        ...DELIVERY_ADDRESS,
        houseNumber: `${i + 1}`,
        userId: shopper.id,
      })),
    );
    const res = await place(shopper, { contact: '9876543210', shippingAddress: DELIVERY_ADDRESS, saveAddress: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(await bookOf(shopper)).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it.each(['+91 98140 12345', '098140-12345', '98140 12345'])(
    'takes the contact number %s as typed and keeps its 10 digits',
    async (typed) => {
      const [shopper] = (await createShoppers(app, 1)) as [Shopper];
      const res = await place(shopper, { contact: typed, shippingAddress: DELIVERY_ADDRESS });
      expect(res.statusCode, res.body).toBe(201);
      expect(envelope(CreateOrderAnswer).parse(res.json()).data.order.contact).toBe('9814012345');
    },
  );

  it('refuses a contact number that is not 10 digits once its spaces and country code are gone', async () => {
    const [shopper] = (await createShoppers(app, 1)) as [Shopper];
    const res = await place(shopper, { contact: '+91 98140 1234', shippingAddress: DELIVERY_ADDRESS });
    expect(res.statusCode).toBe(400);
  });

  it('keeps the 10 digits of a phone typed with +91 at sign-up and in the profile', async () => {
    const email = `phone-${Date.now()}@example.in`;
    const registered = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.user.register}`,
      payload: { name: 'Asha', email, password: 'a-long-password-1', phone: '+91 98140-12345', gender: 'female' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const [row] = await app.db.select({ phone: users.phone }).from(users).where(eq(users.email, email));
    expect(row?.phone).toBe('9814012345');
  });
});
