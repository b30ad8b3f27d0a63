import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PHOTO_MESSAGES, ReturnAnswer, ReturnList, envelope } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import { uploadPhoto } from '../../../test/fixtures/customer-photos.ts';
import { call, checkout, createAdmin, placed } from '../../../test/fixtures/orders.ts';

/** A return request's photos: the shopper's own uploads only, shown to the owner. */
describe('return request photos', () => {
  let app: TestApp;
  let admin: Shopper;
  let shopper: Shopper;
  let stranger: Shopper;
  let tee: VariantFixture;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT: 'off' });
    admin = await createAdmin(app);
    [shopper, stranger] = (await createShoppers(app, 2)) as [Shopper, Shopper];
    tee = await createVariant(app, { stock: { M: 20, L: 20 } });
  });
  afterAll(() => app.close());

  async function deliveredLine() {
    const { res } = await checkout(app, shopper, { variantId: tee.variantId, size: 'M', quantity: 1 }, 'cod');
    expect(res.statusCode, res.body).toBe(201);
    const order = placed(res).order;
    const delivered = await call(app, admin, 'PUT', `/order/${order._id}/status`, { status: 'delivered' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    return { orderId: order._id, itemId: order.items[0]!._id };
  }
  const ask = (orderId: string, itemId: string, photos: string[]) =>
    call(app, shopper, 'POST', '/returns', {
      orderId,
      lines: [{ itemId, quantity: 1, reason: 'defective', photos }],
      refundTo: 'store_credit',
    });

  it('refuses a link, a made-up id or another customer’s upload with 422 and writes no return', async () => {
    const { orderId, itemId } = await deliveredLine();
    const foreign = await uploadPhoto(app, stranger.cookie, '#AA0000');
    for (const photo of ['https://example.com/stain.jpg', crypto.randomUUID(), foreign._id]) {
      const res = await ask(orderId, itemId, [photo]);
      expect(res.statusCode, photo).toBe(422);
      expect(res.json()).toMatchObject({ code: 'UNPROCESSABLE', message: CUSTOMER_PHOTO_MESSAGES.notUploaded });
    }
    const mine = envelope(ReturnList).parse((await call(app, shopper, 'GET', '/returns/user')).json()).data;
    expect(mine.returns.filter((r) => r.orderId === orderId)).toEqual([]);
  });

  it('takes at most three per line (400 naming the field)', async () => {
    const { orderId, itemId } = await deliveredLine();
    const photos = [];
    for (const hex of ['#010101', '#020202', '#030303', '#040404'])
      photos.push((await uploadPhoto(app, shopper.cookie, hex))._id);
    const res = await ask(orderId, itemId, photos);
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().errors as Record<string, string>)).toContain(CUSTOMER_PHOTO_MESSAGES.tooMany(3));
  });

  it('keeps the shopper’s uploads with the line, and the owner’s list shows them', async () => {
    const { orderId, itemId } = await deliveredLine();
    const first = await uploadPhoto(app, shopper.cookie, '#0A0A0A');
    const second = await uploadPhoto(app, shopper.cookie, '#0B0B0B');
    const res = await ask(orderId, itemId, [first._id, second._id, first._id]);
    expect(res.statusCode, res.body).toBe(201);
    const created = envelope(ReturnAnswer).parse(res.json()).data.return;
    expect(created.lines[0]!.photos).toEqual([first.image.url, second.image.url]);
    const owners = envelope(ReturnList).parse((await call(app, admin, 'GET', '/returns?status=requested')).json()).data;
    expect(owners.returns.find((r) => r._id === created._id)!.lines[0]!.photos).toEqual([
      first.image.url,
      second.image.url,
    ]);
  });
});
