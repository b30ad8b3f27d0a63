import { eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_BASE_PATH, ProductDetail, ProductList, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { variantImageSets, variants } from '../db/schema/index.ts';
import { drawDemoPhotos, seedDemoRows } from './seed.ts';

/**
 * A first start seeds the demo catalogue's rows before the shop opens and draws the photos after:
 * each product shows the placeholder until its photos are stored, the drawing says how far it is,
 * and a drawing stopped halfway is finished by the next start.
 */
describe('the demo catalogue on a first start', () => {
  let app: TestApp;

  const products = async () =>
    envelope(ProductList).parse((await app.inject(`${API_BASE_PATH}${API.product.list}?limit=100`)).json()).data
      .products;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('opens on rows without photos, then stores each variant its pair, saying how far it is', async () => {
    const seeded = await seedDemoRows(app.db, app.config.passwordCost);
    const listed = await products();
    expect(listed).toHaveLength(seeded.products);
    // No photo yet: the cards show the placeholder, and the products are there to buy.
    expect(listed.every((product) => product.variant !== null && product.variant.image === null)).toBe(true);

    const said: string[] = [];
    const drawing = drawDemoPhotos(app.db, app.storage, { density: 12, say: (line) => said.push(line), everyMs: 50 });
    await drawing.done;
    const total = seeded.variants * 2;
    expect(said[0]).toBe(`  drawing demo photos 0/${total}`);
    expect(said.at(-1)).toMatch(new RegExp(`^  demo photos drawn: ${total}/${total} in \\d+ s$`));
    // Progress in between, counting up.
    const counts = said.slice(0, -1).map((line) => Number(/ (\d+)\//.exec(line)![1]));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));

    const after = await products();
    expect(after.every((product) => product.variant?.image?.url.startsWith('/media/images/'))).toBe(true);
    const detail = envelope(ProductDetail).parse(
      (await app.inject(`${API_BASE_PATH}${API.product.one(after[0]!._id)}`)).json(),
    ).data;
    expect(detail.variants[0]!.images).toHaveLength(2);
    expect(await app.db.select().from(variants).where(isNull(variants.image))).toHaveLength(0);
  });

  it('draws only what a start stopped halfway left without photos', async () => {
    const [first, second] = await app.db.select().from(variants).where(isNotNull(variants.image)).limit(2);
    for (const variant of [first!, second!]) {
      await app.db.update(variants).set({ image: null }).where(eq(variants.id, variant.id));
      await app.db.delete(variantImageSets).where(eq(variantImageSets.variantId, variant.id));
    }
    const said: string[] = [];
    await drawDemoPhotos(app.db, app.storage, { density: 12, say: (line) => said.push(line) }).done;
    expect(said[0]).toBe('  drawing demo photos 0/4');
    expect(said.at(-1)).toMatch(/^ {2}demo photos drawn: 4\/4 in \d+ s$/);
    expect(await app.db.select().from(variants).where(isNull(variants.image))).toHaveLength(0);

    // Nothing left to draw: nothing is said.
    const quiet: string[] = [];
    await drawDemoPhotos(app.db, app.storage, { density: 12, say: (line) => quiet.push(line) }).done;
    expect(quiet).toEqual([]);
  });

  it('stops when told to (the server shutting down), leaving the rest for the next start', async () => {
    await app.db.update(variants).set({ image: null });
    await app.db.delete(variantImageSets);
    const drawing = drawDemoPhotos(app.db, app.storage, { density: 12 });
    drawing.stop();
    await drawing.done;
    const left = await app.db.select().from(variants).where(isNull(variants.image));
    expect(left.length).toBeGreaterThan(0);
    await drawDemoPhotos(app.db, app.storage, { density: 12 }).done;
    expect(await app.db.select().from(variants).where(isNull(variants.image))).toHaveLength(0);
  });
});
