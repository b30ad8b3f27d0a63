import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, fitSummaryText, REVIEW_MESSAGES, ReviewList, SERVER_MESSAGES, VALIDATION } from '@shop/shared';
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
    expect(await list()).toEqual({
      reviews: [],
      averageRating: 0,
      reviewCount: 0,
      ratingCounts: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0 })),
      totalPages: 0,
      fitSummary: null,
      returnFit: [],
    });
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
      fit: null,
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

  it("keeps one review per customer per product: posting again edits it, so one account cannot flood a product's rating", async () => {
    const flooder = await createUser(app, { name: 'Flood Account' });
    const first = await post(flooder.cookie, { productId, rating: 1, comment: 'Bad' });
    expect(first.status).toBe(201);
    const before = await list();
    for (let i = 0; i < 9; i++)
      expect((await post(flooder.cookie, { productId, rating: 1, comment: `Bad ${i}` })).status).toBe(201);
    const edited = await post(flooder.cookie, { productId, rating: 3, comment: 'Changed my mind' });
    expect(edited.body.data).toMatchObject({ _id: first.body.data._id, rating: 3, comment: 'Changed my mind' });
    const after = await list();
    expect(after.reviewCount).toBe(before.reviewCount);
    expect(after.reviews.filter((r) => r.user._id === flooder.id)).toEqual([
      expect.objectContaining({ _id: first.body.data._id, rating: 3, comment: 'Changed my mind' }),
    ]);
    await call(app, { method: 'DELETE', url: `/review/${first.body.data._id}`, cookie: flooder.cookie });
  });

  it('pages reviews while the count stays the total', async () => {
    const res = await call(app, { method: 'GET', url: `/review/product/${productId}?limit=1&page=2` });
    expect(res.body.data).toMatchObject({ reviewCount: 2, totalPages: 2 });
    expect(res.body.data.reviews).toHaveLength(1);
    expect((await call(app, { method: 'GET', url: `/review/product/${crypto.randomUUID()}` })).status).toBe(404);
  });
});

describe('how did it fit?', () => {
  let teeId: string;
  beforeAll(async () => {
    const tee = await call(app, {
      method: 'POST',
      url: '/product',
      cookie: admin.cookie,
      body: { name: 'Fit Check Tee', description: 'Boxy cut.', story: 'Cut in Ludhiana.' },
    });
    teeId = tee.body.data._id;
  });
  const review = (fit?: string, cookie = asha.cookie) =>
    post(cookie, { productId: teeId, rating: 4, comment: '', ...(fit === undefined ? {} : { fit }) });
  const fitOf = async () =>
    envelope(ReviewList).parse((await call(app, { method: 'GET', url: `/review/product/${teeId}` })).body).data;

  it('is optional and one of three answers; anything else is refused naming the field', async () => {
    expect((await review()).body.data.fit).toBeNull();
    expect((await fitOf()).fitSummary).toBeNull();
    const wrong = await review('tight');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ fit: 'Choose runs small, true to size or runs large' });
    const given = await review('runs-small', ravi.cookie);
    expect(given.status).toBe(201);
    expect(given.body.data).toMatchObject({ fit: 'runs-small', user: { name: 'Ravi Kumar' } });
    expect((await fitOf()).reviews.map((r) => r.fit)).toEqual(['runs-small', null]);
  });

  it('sums the answers up on the server: the most given with its whole per cent; a tie goes to true to size', async () => {
    const someoneElse = async () => (await createUser(app)).cookie;
    await review('true-to-size'); // Asha edits her review: it now says true to size
    expect((await fitOf()).fitSummary).toEqual({ verdict: 'true-to-size', percent: 50, votes: 2 });
    await review('runs-small', await someoneElse());
    expect((await fitOf()).fitSummary).toEqual({ verdict: 'runs-small', percent: 67, votes: 3 });
    for (let i = 0; i < 6; i++) await review('true-to-size', await someoneElse());
    await review(undefined, await someoneElse()); // no answer: counts for the rating, not for the fit
    const summary = (await fitOf()).fitSummary!;
    expect(summary).toEqual({ verdict: 'true-to-size', percent: 78, votes: 9 });
    expect(fitSummaryText(summary)).toBe('Most say: true to size, 78 %');
    await review('runs-large', await someoneElse());
    expect((await fitOf()).fitSummary).toEqual({ verdict: 'true-to-size', percent: 70, votes: 10 });
    // Another product's answers never count here.
    expect((await list()).fitSummary).toBeNull();
  });
});
