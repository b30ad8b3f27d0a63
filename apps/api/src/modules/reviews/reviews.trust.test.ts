import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminReviewList,
  CUSTOMER_PHOTO_MESSAGES,
  REVIEW_VISIBILITY_MESSAGES,
  REVIEW_VALIDATION,
  ReviewList,
  envelope,
  type CustomerPhoto,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../../test/fixtures/cart.ts';
import { call } from '../../../test/fixtures/catalogue.ts';
import { uploadPhoto } from '../../../test/fixtures/customer-photos.ts';
import { checkout, createAdmin, placed } from '../../../test/fixtures/orders.ts';
import { reviews } from '../../db/schema/index.ts';
import { productPageHead } from '../catalogue/index.ts';

/**
 * Reviews that can be trusted: one per customer and product, the verified-buyer mark, photos only
 * from the customer's own uploads, and the owner's hiding, which takes a review out of every rating.
 */
let app: TestApp;
let admin: Shopper;
let buyer: Shopper;
let browser: Shopper;
let other: Shopper;
let tee: VariantFixture;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createAdmin(app);
  [buyer, browser, other] = (await createShoppers(app, 3)) as [Shopper, Shopper, Shopper];
  tee = await createVariant(app, { stock: { M: 20, L: 20 } });
});
afterAll(() => app.close());

const post = (who: Shopper, body: object) =>
  call(app, { method: 'POST', url: '/review', cookie: who.cookie, body: { productId: tee.productId, ...body } });
const list = async (query = '', productId = tee.productId) =>
  envelope(ReviewList).parse((await call(app, { method: 'GET', url: `/review/product/${productId}${query}` })).body)
    .data;
const adminList = async (visibility = 'all') =>
  envelope(AdminReviewList).parse(
    (await call(app, { method: 'GET', url: `/review?visibility=${visibility}&limit=100`, cookie: admin.cookie })).body,
  ).data;
const setVisibility = (id: string, body: object, who: Shopper = admin) =>
  call(app, { method: 'PUT', url: `/review/${id}/visibility`, cookie: who.cookie, body });

/** A cash-on-delivery order of one M of `variant`, moved to delivered by the owner. */
async function deliver(who: Shopper, variant: VariantFixture = tee) {
  const { res } = await checkout(app, who, { variantId: variant.variantId, size: 'M', quantity: 1 }, 'cod');
  expect(res.statusCode, res.body).toBe(201);
  const orderId = placed(res).order._id;
  const delivered = await call(app, {
    method: 'PUT',
    url: `/order/${orderId}/status`,
    cookie: admin.cookie,
    body: { status: 'delivered' },
  });
  expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
}

describe('one review per customer and product', () => {
  it('a second post edits the first: same id, new rating and text, one row', async () => {
    const first = await post(other, { rating: 2, comment: 'Thin fabric' });
    expect(first.status).toBe(201);
    const second = await post(other, { rating: 4, comment: 'Softened after a wash' });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({ _id: first.body.data._id, rating: 4, comment: 'Softened after a wash' });
    const mine = (await list()).reviews.filter((r) => r.user._id === other.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ rating: 4, comment: 'Softened after a wash' });
  });

  it('two posts racing each other leave one review, the database refusing a second row', async () => {
    const [racer] = (await createShoppers(app, 1)) as [Shopper];
    const answers = await Promise.all([
      post(racer, { rating: 1, comment: 'First tap' }),
      post(racer, { rating: 5, comment: 'Second tap' }),
      post(racer, { rating: 3, comment: 'Third tap' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data._id)).size).toBe(1);
    const rows = await app.db.select().from(reviews).where(eq(reviews.userId, racer.id));
    expect(rows).toHaveLength(1);
    // The unique index is what holds it, whatever the service does.
    await expect(
      app.db.insert(reviews).values({ productId: tee.productId, userId: racer.id, rating: 2 }),
    ).rejects.toThrow();
  });
});

describe('verified buyers', () => {
  it('marks a review verified only when its author has a delivered order of the product', async () => {
    const notYet = await post(buyer, { rating: 5, comment: 'Ordered, waiting' });
    expect(notYet.body.data.verifiedBuyer).toBe(false);
    // A placed order that has not arrived does not count.
    const { res } = await checkout(app, buyer, { variantId: tee.variantId, size: 'L', quantity: 1 }, 'cod');
    expect(res.statusCode, res.body).toBe(201);
    expect((await list()).reviews.find((r) => r.user._id === buyer.id)?.verifiedBuyer).toBe(false);

    await deliver(buyer);
    // The kept public answer is dropped when the order is delivered: the list says so at once.
    expect((await list()).reviews.find((r) => r.user._id === buyer.id)?.verifiedBuyer).toBe(true);
    expect((await post(buyer, { rating: 5, comment: 'Arrived, lovely' })).body.data.verifiedBuyer).toBe(true);

    // A delivered order of another product says nothing about this one.
    const otherTee = await createVariant(app, { stock: { M: 5 } });
    await deliver(browser, otherTee);
    expect((await post(browser, { rating: 3, comment: 'Looks nice' })).body.data.verifiedBuyer).toBe(false);
    expect((await list()).reviews.find((r) => r.user._id === browser.id)?.verifiedBuyer).toBe(false);
  });

  it('lists verified buyers first by default, then newest; sort=newest is by date only', async () => {
    const verifiedFirst = (await list()).reviews;
    expect(verifiedFirst[0]!.user._id).toBe(buyer.id);
    expect(verifiedFirst.slice(1).every((r) => !r.verifiedBuyer)).toBe(true);
    const newest = (await list('?sort=newest')).reviews;
    expect(newest[0]!.user._id).toBe(browser.id); // posted last
    const times = newest.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await call(app, { method: 'GET', url: `/review/product/${tee.productId}?sort=best` })).status).toBe(400);
  });

  it('counts the shown reviews per number of stars, 5 down to 1', async () => {
    const data = await list();
    const counts = Object.fromEntries(data.ratingCounts.map((c) => [c.rating, c.count]));
    const expected = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } as Record<number, number>;
    for (const review of data.reviews) expected[review.rating]! += 1;
    expect(counts).toEqual(expected);
    expect(data.ratingCounts.map((c) => c.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(data.ratingCounts.reduce((sum, c) => sum + c.count, 0)).toBe(data.reviewCount);
  });
});

describe('review photos', () => {
  let photos: CustomerPhoto[];
  beforeAll(async () => {
    photos = [];
    for (const hex of ['#111111', '#222222', '#333333', '#444444'])
      photos.push(await uploadPhoto(app, buyer.cookie, hex));
  });

  it('attaches up to three of the customer’s own uploads, in the order given', async () => {
    const res = await post(buyer, { rating: 5, comment: 'With photos', photos: [photos[1]!._id, photos[0]!._id] });
    expect(res.status).toBe(201);
    expect(res.body.data.photos.map((p: CustomerPhoto) => p._id)).toEqual([photos[1]!._id, photos[0]!._id]);
    const shown = (await list()).reviews.find((r) => r.user._id === buyer.id)!;
    expect(shown.photos.map((p) => p._id)).toEqual([photos[1]!._id, photos[0]!._id]);
    expect(shown.photos[0]!.image.url).toMatch(/^\/media\/customer-photos\/[0-9a-f]+-48\.webp$/);
    expect(shown.photos[0]!.image.sources.length).toBeGreaterThan(0);

    const four = await post(buyer, { photos: photos.map((p) => p._id) });
    expect(four.status).toBe(400);
    expect(four.body.errors.photos).toBe(CUSTOMER_PHOTO_MESSAGES.tooMany(3));
  });

  it('refuses a link, a made-up id and another customer’s upload with 422, changing nothing', async () => {
    const before = (await list()).reviews.find((r) => r.user._id === buyer.id)!;
    const foreign = await uploadPhoto(app, other.cookie, '#555555');
    for (const photo of [
      'https://example.com/tee.jpg',
      '/media/images/abc-320.webp',
      crypto.randomUUID(),
      foreign._id,
    ]) {
      const res = await post(buyer, { rating: 1, comment: 'Swapped', photos: [photo] });
      expect(res.status, photo).toBe(422);
      expect(res.body).toMatchObject({ code: 'UNPROCESSABLE', message: CUSTOMER_PHOTO_MESSAGES.notUploaded });
    }
    const after = (await list()).reviews.find((r) => r.user._id === buyer.id)!;
    expect(after).toEqual(before);
  });

  it('posting again replaces the photos (none given: none kept)', async () => {
    await post(buyer, { rating: 5, comment: 'One photo', photos: [photos[2]!._id] });
    expect((await list()).reviews.find((r) => r.user._id === buyer.id)!.photos.map((p) => p._id)).toEqual([
      photos[2]!._id,
    ]);
    await post(buyer, { rating: 5, comment: 'Arrived, lovely' });
    expect((await list()).reviews.find((r) => r.user._id === buyer.id)!.photos).toEqual([]);
    await post(buyer, { rating: 5, comment: 'Arrived, lovely', photos: [photos[3]!._id] });
  });
});

describe('the owner hides a review', () => {
  const productAnswers = async () => {
    const product = (await call(app, { method: 'GET', url: `/product/${tee.productId}` })).body.data;
    const card = (await call(app, { method: 'GET', url: '/product?limit=100' })).body.data.products.find(
      (p: { _id: string }) => p._id === tee.productId,
    );
    const runsLarge = (await call(app, { method: 'GET', url: '/product?fit=runs-large&limit=100' })).body.data.products;
    const head = await productPageHead(app.db, tee.productId, 'https://storyfit.test');
    const crawlerCount = Number(/"reviewCount":(\d+)/.exec(head!.tags.join(''))?.[1]);
    return {
      product,
      card,
      inRunsLarge: runsLarge.some((p: { _id: string }) => p._id === tee.productId),
      crawlerCount,
    };
  };

  it('only an admin may list or hide reviews', async () => {
    expect((await call(app, { method: 'GET', url: '/review' })).status).toBe(401);
    expect((await call(app, { method: 'GET', url: '/review', cookie: other.cookie })).status).toBe(403);
    const id = (await list()).reviews[0]!._id;
    expect((await setVisibility(id, { hidden: true, reason: 'Mine now' }, other)).status).toBe(403);
  });

  it('asks for a reason, and answers 404 for an unknown review', async () => {
    const id = (await list()).reviews[0]!._id;
    for (const body of [{ hidden: true }, { hidden: true, reason: '   ' }]) {
      const res = await setVisibility(id, body);
      expect(res.status).toBe(400);
      expect(res.body.errors.reason).toBe(REVIEW_VALIDATION.hideReasonRequired);
    }
    expect((await setVisibility(crypto.randomUUID(), { hidden: true, reason: 'Spam' })).status).toBe(404);
  });

  it('takes it off the page and out of the average, count, stars and fit, everywhere; showing it again puts it back', async () => {
    // A one-star review with a fit answer, from a customer who never bought the tee.
    const [troll] = (await createShoppers(app, 1)) as [Shopper];
    const posted = await post(troll, { rating: 1, comment: 'Visit my shop instead', fit: 'runs-large' });
    const withIt = await list();
    const { product: productWith, card: cardWith, ...before } = await productAnswers();
    expect(withIt.reviews.map((r) => r._id)).toContain(posted.body.data._id);
    expect(productWith.reviewCount).toBe(withIt.reviewCount);
    expect(before).toEqual({ inRunsLarge: true, crawlerCount: withIt.reviewCount });

    const hidden = await setVisibility(posted.body.data._id, { hidden: true, reason: '  Advertising another shop  ' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe(REVIEW_VISIBILITY_MESSAGES.hidden);
    expect(hidden.body.data.review).toMatchObject({
      _id: posted.body.data._id,
      hidden: { reason: 'Advertising another shop' },
      product: { _id: tee.productId, name: tee.productName },
      user: { _id: troll.id, email: troll.email },
    });

    const without = await list();
    const rest = withIt.reviews.filter((r) => r._id !== posted.body.data._id);
    expect(without.reviews.map((r) => r._id)).toEqual(rest.map((r) => r._id));
    expect(without.reviewCount).toBe(withIt.reviewCount - 1);
    expect(without.averageRating).toBeCloseTo(rest.reduce((sum, r) => sum + r.rating, 0) / rest.length, 10);
    expect(without.ratingCounts.find((c) => c.rating === 1)!.count).toBe(
      withIt.ratingCounts.find((c) => c.rating === 1)!.count - 1,
    );
    expect(without.fitSummary).toBeNull(); // the hidden review was the only fit answer
    const { product, card, ...after } = await productAnswers();
    // The fit filter and what crawlers read (JSON-LD) leave it out too.
    expect(after).toEqual({ inRunsLarge: false, crawlerCount: without.reviewCount });
    expect(product.reviewCount).toBe(without.reviewCount);
    expect(product.averageRating).toBeCloseTo(without.averageRating, 10);
    expect(card.reviewCount).toBe(without.reviewCount);
    expect(card.averageRating).toBeCloseTo(without.averageRating, 10);
    expect(cardWith.averageRating).toBeLessThan(card.averageRating);

    // Its author editing it does not bring it back.
    expect((await post(troll, { rating: 1, comment: 'Still here?', fit: 'runs-large' })).status).toBe(201);
    expect((await list()).reviews.map((r) => r._id)).not.toContain(posted.body.data._id);

    // The owner sees it among the hidden ones, with its reason.
    const hiddenOnes = await adminList('hidden');
    expect(hiddenOnes.reviews.map((r) => r._id)).toEqual([posted.body.data._id]);
    expect(hiddenOnes.reviews[0]).toMatchObject({ comment: 'Still here?', verifiedBuyer: false });
    expect((await adminList('shown')).reviews.map((r) => r._id)).not.toContain(posted.body.data._id);
    const all = await adminList();
    expect(all.reviews.find((r) => r.user._id === buyer.id)).toMatchObject({
      verifiedBuyer: true,
      hidden: null,
      photos: [expect.objectContaining({ image: expect.objectContaining({ url: expect.any(String) }) })],
    });

    const shown = await setVisibility(posted.body.data._id, { hidden: false });
    expect(shown.status).toBe(200);
    expect(shown.body.message).toBe(REVIEW_VISIBILITY_MESSAGES.shown);
    expect(shown.body.data.review.hidden).toBeNull();
    const back = await list();
    expect(back.reviewCount).toBe(withIt.reviewCount);
    expect(back.averageRating).toBeCloseTo(withIt.averageRating, 10);
    expect(back.fitSummary).toEqual(withIt.fitSummary);
  });
});
