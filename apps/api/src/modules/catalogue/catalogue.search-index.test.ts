import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_BASE_PATH, VariantList, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { eventually } from '../../../test/instances.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { createVariant, type VariantFixture } from '../../../test/fixtures/cart.ts';
import { colors, products } from '../../db/schema/index.ts';

const V1 = API_BASE_PATH;
describe('variant search index across instances', () => {
  let app: TestApp;
  /** A second API instance on the same database. */
  let other: TestApp;
  let admin: TestUser;
  let otherAdmin: TestUser;
  let tee: VariantFixture;

  /** The ids a search finds through `on`. */
  const found = async (on: TestApp, words: string) => {
    const res = await on.inject(`${V1}${API.variant.list}?search=${encodeURIComponent(words)}&limit=50`);
    expect(res.statusCode, words).toBe(200);
    return envelope(VariantList)
      .parse(res.json())
      .data.variants.map((v) => v._id);
  };

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    other = await createTestApp({ RATE_LIMIT: 'off' }, { database: app.database });
    admin = await createUser(app, { role: 'admin' });
    otherAdmin = await createUser(other, { role: 'admin' });
    tee = await createVariant(app, { name: 'Harbour Tee', stock: { M: 2 } });
    // Both instances build their index now: what follows must drop and rebuild it.
    for (const instance of [app, other]) expect(await found(instance, 'harbour')).toEqual([tee.variantId]);
  }, 60_000);
  afterAll(async () => {
    await other.close();
    await app.close();
  });

  it('finds a product renamed through one instance through the other within a second', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `${V1}${API.product.one(tee.productId)}`,
      payload: { name: 'Zanzibar Tee' },
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    // The writer's own instance at once; the other as soon as the database's notification arrives.
    expect(await found(app, 'zanzibar')).toEqual([tee.variantId]);
    expect(
      await eventually(
        () => found(other, 'zanzibar'),
        (ids) => ids.length === 1,
      ),
    ).toEqual([tee.variantId]);
    expect(await found(other, 'harbour')).toEqual([]);
  });

  it('follows changes made in the database without the API: a new variant, a renamed colour', async () => {
    const added = await createVariant(app, { name: 'Quokka Tee' });
    for (const instance of [other, app]) {
      expect(
        await eventually(
          () => found(instance, 'quokka'),
          (ids) => ids.length === 1,
        ),
      ).toEqual([added.variantId]);
    }
    await app.db.update(colors).set({ name: 'Saffron Dusk' }).where(eq(colors.name, added.colorName));
    expect(
      await eventually(
        () => found(other, 'saffron dusk quokka'),
        (ids) => ids.length === 1,
      ),
    ).toEqual([added.variantId]);
    await app.db.update(products).set({ story: 'Sewn in Kochi.' }).where(eq(products.id, added.productId));
    expect(
      await eventually(
        () => found(other, 'KOCHI'),
        (ids) => ids.length === 1,
      ),
    ).toEqual([added.variantId]);
  });

  it('stops finding a deleted variant through every instance', async () => {
    const gone = await createVariant(app, { name: 'Ephemeral Tee' });
    expect(
      await eventually(
        () => found(other, 'ephemeral'),
        (ids) => ids.length === 1,
      ),
    ).toEqual([gone.variantId]);
    const res = await other.inject({
      method: 'DELETE',
      url: `${V1}${API.variant.one(gone.variantId)}`,
      headers: { cookie: otherAdmin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await found(other, 'ephemeral')).toEqual([]);
    expect(
      await eventually(
        () => found(app, 'ephemeral'),
        (ids) => ids.length === 0,
      ),
    ).toEqual([]);
  });
});
