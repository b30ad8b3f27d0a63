import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, REVIEW_MESSAGES, ReviewList, SERVER_MESSAGES, VALIDATION } from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { call, createShop } from '../../../test/fixtures/catalogue.ts';

let app: TestApp;
let admin: TestUser;
let asha: TestUser;
let ravi: TestUser;
let productId: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, { role: 'admin' });
  asha = await createUser(app, { name: 'Asha Verma' });
  ravi = await createUser(app, { name: 'Ravi Kumar' });
  productId = (await createShop(app, admin.cookie)).product._id;
});
afterAll(() => app.close());

const post = (cookie: string | undefined, body: object) => call(app, { method: 'POST', url: '/review', cookie, body });
const list = async () =>
  envelope(ReviewList).parse((await call(app, { method: 'GET', url: `/review/product/${productId}` })).body).data;

describe('reviews', () => {
  it('starts empty, with averageRating 0 and reviewCount 0', async () => {
    expect(await list()).toEqual({ reviews: [], averageRating: 0, reviewCount: 0, totalPages: 0 });
  });

  it("tells a visitor 'Login required to add a review' (401)", async () => {
    const res = await post(undefined, { productId, rating: 5, comment: 'Nice' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, code: 'UNAUTHENTICATED', message: VALIDATION.loginForReview });
    const invalid = await post(undefined, { rating: 9 });
    expect(invalid.status).toBe(401);
  });

  it('posts a review with rating 5 by default, the comment trimmed and kept as plain text', async () => {
    const res = await post(asha.cookie, { productId, comment: '  <b>Lovely</b> fit & "soft" <script>x</script>  ' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(REVIEW_MESSAGES.created);
    expect(res.body.data).toMatchObject({
      user: { _id: asha.id, name: 'Asha Verma' },
      rating: 5,
      comment: '<b>Lovely</b> fit & "soft" <script>x</script>',
    });
    expect(new Date(res.body.data.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a rating outside 1..5 or not whole, and an unknown product', async () => {
    for (const rating of [0, 6, 2.5, 'five']) {
      const res = await post(ravi.cookie, { productId, rating, comment: '' });
      expect(res.status, String(rating)).toBe(400);
      expect(res.body.errors.rating).toBeDefined();
    }
    expect((await post(ravi.cookie, { productId, rating: 0 })).body.errors.rating).toBe(VALIDATION.ratingRange);
    const unknown = await post(ravi.cookie, { productId: crypto.randomUUID(), rating: 4 });
    expect(unknown.status).toBe(404);
    expect((await post(ravi.cookie, { productId: 'nope', rating: 4 })).status).toBe(400);
  });

  it('keeps averageRating and reviewCount exact, on the review list and the product', async () => {
    await post(ravi.cookie, { productId, rating: 4, comment: 'Good' });
    await post(admin.cookie, { productId, rating: 4, comment: 'Checked the stitching' });
    const reviews = await list();
    expect(reviews.reviewCount).toBe(3);
    expect(reviews.averageRating).toBeCloseTo(13 / 3, 10);
    expect(reviews.reviews.map((r) => r.user.name)).toEqual(['Test Admin', 'Ravi Kumar', 'Asha Verma']); // newest first
    const product = (await call(app, { method: 'GET', url: `/product/${productId}` })).body.data;
    expect(product.reviewCount).toBe(3);
    expect(product.averageRating).toBeCloseTo(13 / 3, 10);
    const card = (await call(app, { method: 'GET', url: '/product' })).body.data.products[0];
    expect(card).toMatchObject({ _id: productId, reviewCount: 3 });
    expect(card.averageRating).toBeCloseTo(13 / 3, 10);
  });

  it('lets only the author delete a review: 401 visitor, 403 another customer or an admin, 404 after', async () => {
    const mine = (await list()).reviews.find((r) => r.user._id === asha.id)!;
    const visitor = await call(app, { method: 'DELETE', url: `/review/${mine._id}` });
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe(SERVER_MESSAGES.unauthenticated);
    for (const other of [ravi, admin]) {
      const res = await call(app, { method: 'DELETE', url: `/review/${mine._id}`, cookie: other.cookie });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(REVIEW_MESSAGES.notAuthor);
    }
    const own = await call(app, { method: 'DELETE', url: `/review/${mine._id}`, cookie: asha.cookie });
    expect(own.status).toBe(200);
    expect(own.body.message).toBe(REVIEW_MESSAGES.deleted);
    const after = await list();
    expect(after.reviewCount).toBe(2);
    expect(after.averageRating).toBe(4);
    expect(after.reviews.map((r) => r._id)).not.toContain(mine._id);
    expect((await call(app, { method: 'DELETE', url: `/review/${mine._id}`, cookie: asha.cookie })).status).toBe(404);
  });

  it('pages reviews while the count stays the total', async () => {
    const res = await call(app, { method: 'GET', url: `/review/product/${productId}?limit=1&page=2` });
    expect(res.body.data).toMatchObject({ reviewCount: 2, totalPages: 2 });
    expect(res.body.data.reviews).toHaveLength(1);
    expect((await call(app, { method: 'GET', url: `/review/product/${crypto.randomUUID()}` })).status).toBe(404);
  });
});
