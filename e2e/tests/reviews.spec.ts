import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  API_BASE_PATH,
  CUSTOMER_PHOTO_TEXTS,
  RETURN_SCREEN_TEXTS,
  RETURN_TEXTS,
  REVIEW_SCREEN_TEXTS,
  SPLASH_SESSION_KEY,
  type Order,
  type ProductDetail,
  type ProductSummary,
  type Variant,
} from '@shop/shared';
import {
  DELIVERY_ADDRESSES,
  chooseRadio,
  PHONE,
  e2eAdmin,
  expect,
  expectNoSeriousViolations,
  saveScreen,
  screenshotsWanted,
  signUpShopper,
  test,
} from '../fixtures.ts';

/**
 * Reviews that can be trusted, at phone width: a customer who bought and received a tee reviews it
 * with a photo and is marked a verified buyer; the owner hides a review and it leaves the page.
 */

test.describe.configure({ timeout: 180_000 });
const API = API_BASE_PATH;
const saved = { timeout: 30_000 };

/**
 * A tee no other journey orders from (the sixth or seventh from the end of the list), with the demo
 * reviews every other tee has, so the page shows a spread of stars; M in stock.
 */
async function ownTee(page: Page): Promise<{ product: ProductDetail; variant: Variant }> {
  const list = await page.request.get(`${API}/product`, { params: { limit: 100 } });
  const products = (await list.json()).data.products as ProductSummary[];
  const summary = products.slice(-7, -5).find((p) => p.reviewCount > 0)!;
  expect(summary, 'a tee with demo reviews').toBeDefined();
  const product = (await (await page.request.get(`${API}/product/${summary._id}`)).json()).data as ProductDetail;
  const variant = product.variants.find((v) => v.quantity.M > 2);
  expect(variant, `a colour of ${product.name} with M in stock`).toBeDefined();
  return { product, variant: variant! };
}

/** One M of the colour, cash on delivery, through the API as checkout does. */
async function placeCodOrder(page: Page, variant: Variant): Promise<Order> {
  expect((await page.request.post(`${API}/cart`, { data: { variantId: variant._id, size: 'M' } })).ok()).toBe(true);
  const cart = (await (await page.request.get(`${API}/cart`)).json()).data.cart as {
    items: { _id: string; variant: { _id: string }; size: string }[];
  };
  const line = cart.items.find((i) => i.variant._id === variant._id && i.size === 'M')!;
  const created = await page.request.post(`${API}/order`, {
    data: {
      itemIds: [line._id],
      paymentMethod: 'cod',
      contact: '9876501234',
      shippingAddress: DELIVERY_ADDRESSES.ludhiana,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()).data.order as Order;
}

/** The owner's browser, signed in, at phone width. */
async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), SPLASH_SESSION_KEY);
  const admin = await context.newPage();
  expect((await admin.request.post(`${API}/user/login`, { data: e2eAdmin })).ok()).toBe(true);
  return admin;
}

/** The screen at phone width, then at laptop width, back at phone width. */
async function screens(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await saveScreen(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreen(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
}

test('a buyer reviews a received tee with a photo as a verified buyer; the owner hides a review and it leaves the page', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  const { name } = await signUpShopper(page, { tag: 'reviews-e2e', name: 'Nisha Kapoor' });
  const { product, variant } = await ownTee(page);
  const order = await placeCodOrder(page, variant);
  const admin = await ownerPage(browser);
  const delivered = await admin.request.put(`${API}/order/${order._id}/status`, { data: { status: 'delivered' } });
  expect(delivered.ok(), await delivered.text()).toBe(true);

  // A photo of the tee as it arrived: the shop's own picture of it stands in for the camera's.
  const photo = await page.request.get(variant.image!.url);
  expect(photo.ok()).toBe(true);

  await page.goto(`/product/${product._id}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.scrollIntoViewIfNeeded();
  const form = reviews.getByRole('form', { name: REVIEW_SCREEN_TEXTS.writeTitle });
  await expect(form).toBeVisible(saved);
  await chooseRadio(form.getByRole('radio', { name: '4 stars' }));
  await form.getByLabel('Comment').fill('Heavy cotton, boxy and true to size. Washed well twice.');
  await form.getByLabel(CUSTOMER_PHOTO_TEXTS.add).setInputFiles({
    name: 'tee-on-me.webp',
    mimeType: 'image/webp',
    buffer: await photo.body(),
  });
  await expect(form.getByRole('button', { name: CUSTOMER_PHOTO_TEXTS.remove(1) })).toBeVisible(saved);
  await form.getByRole('button', { name: REVIEW_SCREEN_TEXTS.post }).click();

  const list = reviews.getByRole('list', { name: 'Customer reviews' });
  const mine = list.getByRole('listitem').filter({ hasText: name });
  await expect(mine).toContainText(REVIEW_SCREEN_TEXTS.verifiedBuyer, saved);
  // Verified buyers come first.
  await expect(list.getByRole('listitem').first()).toContainText(name);
  // The photo opens larger.
  await mine.getByRole('button', { name: CUSTOMER_PHOTO_TEXTS.open(1, 1) }).click();
  const viewer = page.getByRole('dialog', { name: /Photo 1 \/ 1/ });
  await expect(viewer.getByRole('img')).toBeVisible();
  await saveScreen(page, 'reviews-photo-open-360');
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(reviews.getByRole('list', { name: REVIEW_SCREEN_TEXTS.distribution })).toBeVisible();
  // The form now edits the customer's own review.
  await expect(reviews.getByRole('form', { name: REVIEW_SCREEN_TEXTS.editTitle })).toBeVisible();
  await reviews.scrollIntoViewIfNeeded();
  await expectNoSeriousViolations(page, 'product page reviews');
  await screens(page, 'reviews-product-page');

  // The owner opens Reviews from the navigation and hides this review with a reason.
  await admin.goto('/admin/dashboard');
  await admin.getByRole('navigation', { name: 'Bottom' }).getByRole('button', { name: 'Menu' }).click();
  await admin.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'REVIEWS' }).click();
  await expect(admin).toHaveURL(/\/admin\/reviews/);
  const card = admin.getByLabel(`Review of ${product.name} by ${name}`);
  await expect(card).toBeVisible(saved);
  await expect(card).toContainText(REVIEW_SCREEN_TEXTS.verifiedBuyer);
  await expect(card.getByRole('button', { name: CUSTOMER_PHOTO_TEXTS.open(1, 1) })).toBeVisible();
  await expectNoSeriousViolations(admin, 'admin reviews');
  await screens(admin, 'reviews-admin');
  await card.getByLabel(REVIEW_SCREEN_TEXTS.hideReason).fill('Shows a phone number');
  await card.getByRole('button', { name: REVIEW_SCREEN_TEXTS.hide }).click();
  await expect(card).toContainText(REVIEW_SCREEN_TEXTS.hiddenBecause('Shows a phone number'), saved);
  await expect(card.getByRole('button', { name: REVIEW_SCREEN_TEXTS.unhide })).toBeVisible();
  await saveScreen(admin, 'reviews-admin-hidden-360');
  await admin.context().close();

  await page.reload();
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByRole('form')).toBeVisible(saved);
  await expect(reviews.getByText(name, { exact: true })).toHaveCount(0);
  await expect(reviews.getByText('Heavy cotton, boxy and true to size.', { exact: false })).toHaveCount(0);
});

test('a shopper adds a photo to a return request; the owner sees it on Returns and opens it larger', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  await signUpShopper(page, { tag: 'return-photo-e2e', name: 'Farhan Ali' });
  const { variant } = await ownTee(page);
  const order = await placeCodOrder(page, variant);
  const admin = await ownerPage(browser);
  const delivered = await admin.request.put(`${API}/order/${order._id}/status`, { data: { status: 'delivered' } });
  expect(delivered.ok(), await delivered.text()).toBe(true);
  const photo = await page.request.get(variant.image!.url);

  await page.goto('/my-account?tab=history');
  const card = page.getByRole('article', { name: `Order #${order.orderNumber}` });
  await card.getByRole('button', { name: RETURN_TEXTS.button }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(RETURN_TEXTS.heading) });
  await dialog.getByRole('checkbox', { name: /size M/ }).check();
  await dialog.getByLabel(RETURN_SCREEN_TEXTS.reason).selectOption('defective');
  await dialog.getByLabel(CUSTOMER_PHOTO_TEXTS.add).setInputFiles({
    name: 'loose-stitch.webp',
    mimeType: 'image/webp',
    buffer: await photo.body(),
  });
  await expect(dialog.getByRole('button', { name: CUSTOMER_PHOTO_TEXTS.remove(1) })).toBeVisible(saved);
  await dialog.getByRole('button', { name: CUSTOMER_PHOTO_TEXTS.remove(1) }).scrollIntoViewIfNeeded();
  // The dialog itself: a full-page picture of the page behind shows only its top.
  if (screenshotsWanted) {
    await dialog.screenshot({
      path: path.join(import.meta.dirname, '..', 'artifacts', 'screens', 'returns-photo-dialog-360.png'),
    });
  }
  await dialog.getByRole('button', { name: RETURN_TEXTS.confirm }).click();
  await expect(card).toContainText('Return: Requested', saved);

  await admin.goto('/admin/dashboard');
  await admin.getByRole('navigation', { name: 'Bottom' }).getByRole('button', { name: 'Menu' }).click();
  await admin.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'RETURNS' }).click();
  const request = admin.getByRole('region', { name: new RegExp(`Order #${order.orderNumber}`) });
  await expect(request).toBeVisible(saved);
  await request.getByRole('button', { name: CUSTOMER_PHOTO_TEXTS.open(1, 1) }).click();
  const viewer = admin.getByRole('dialog', { name: /Photo 1 \/ 1/ });
  await expect(viewer.getByRole('img')).toBeVisible();
  await screens(admin, 'returns-admin-photo-open');
  await viewer.getByRole('button', { name: 'Close' }).click();
  await request.scrollIntoViewIfNeeded();
  await screens(admin, 'returns-admin-photo');
  await admin.context().close();
});
