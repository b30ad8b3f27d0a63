import type { APIRequestContext, Page } from '@playwright/test';
import {
  API_BASE_PATH,
  REVIEW_SCREEN_TEXTS,
  SCREEN,
  SIZES,
  VALIDATION,
  type ProductDetail,
  type ProductList,
} from '@shop/shared';
import { REDIRECT_DELAY_MS, TOAST_OPTIONS } from '../../apps/web/src/config/settings.ts';
import { chooseRadio, DESKTOP, e2eAdmin, expect, latestMailTo, saveScreen, signUpShopper, test } from '../fixtures.ts';

/*
 * Catalogue journeys on the demo catalogue: home -> products -> a product, colour and size
 * choice with sold-out sizes disabled, the size chart and a story, search by a word of a story,
 * and posting and deleting a review.
 */

const api = (path: string) => `${API_BASE_PATH}${path}`;
const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text);

/** A demo product with a colour (not its first) that has a sold-out size, found through the API. */
async function productWithSoldOutSize(request: APIRequestContext) {
  const list = (await (await request.get(api('/product?limit=100'))).json()).data as ProductList;
  for (const summary of list.products) {
    const product = (await (await request.get(api(`/product/${summary._id}`))).json()).data as ProductDetail;
    for (const [index, variant] of product.variants.entries()) {
      const soldOut = SIZES.find((s) => variant.quantity[s] === 0);
      const inStock = SIZES.find((s) => variant.quantity[s] > 0);
      if (index > 0 && soldOut && inStock) return { product, variant, soldOut, inStock };
    }
  }
  throw new Error('the demo catalogue has no colour with a sold-out size');
}

/** A fresh verified customer, signed in through the real calls (cookies land in the page's context). */
async function signInFreshCustomer(page: Page) {
  const email = `reviewer-${Date.now()}@e2e.storyfit.in`;
  const person = { name: 'Meera Reviewer', email, password: 'Review-pass-42', phone: '9876543210', gender: 'female' };
  const registered = await page.request.post(api('/user/register'), { data: person });
  if (registered.ok()) {
    const otp =
      /code: (\d{6})/.exec(await latestMailTo(email))?.[1] ?? /\b(\d{6})\b/.exec(await latestMailTo(email))?.[1];
    const verified = await page.request.post(api('/user/verify_user'), { data: { email, otp } });
    if (verified.ok()) return person.name;
  }
  // Registration unavailable: the e2e admin is a signed-in user too.
  const login = await page.request.post(api('/user/login'), { data: e2eAdmin });
  expect(login.ok()).toBe(true);
  return ((await login.json()).data.user as { name: string }).name;
}

test('browse home -> products -> a product; read a story on the way', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('every fit tells a story').first()).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Our promise' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New collection' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stories you can wear' })).toBeVisible();
  await page.getByRole('link', { name: 'Tell Your Story' }).click();

  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { name: 'All T-shirts', level: 1 })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(8);
  await expect(cards.first()).toContainText('₹');
  const first = page.locator('article img').first();
  await expect(first).toHaveAttribute('loading', 'eager');
  // Its box is reserved from the stored size: the photos' 4:5.
  const [width, height] = await first.evaluate((img) => [
    Number(img.getAttribute('width')),
    Number(img.getAttribute('height')),
  ]);
  expect(height! / width!).toBe(1.25);
  await expect(page.locator('article picture source[type="image/avif"]').first()).toHaveAttribute('srcset', /320w/);
  await expect(page.locator('article img').nth(5)).toHaveAttribute('loading', 'lazy');

  const name = (await cards.first().getByRole('heading').textContent())!.trim();
  await cards
    .first()
    .getByRole('button', { name: /Read Story/ })
    .click();
  const story = page.getByRole('dialog', { name: `The story of ${name}` });
  await expect(story).toBeVisible();
  await saveScreen(page, 'catalogue-story-dialog');
  await story.getByRole('button', { name: 'Close' }).click();
  await expect(story).toBeHidden();

  await cards
    .first()
    .getByRole('link', { name: /View Product/ })
    .click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('on a product page: first colour chosen, colour change resets the photo, sold-out sizes disabled, size chart', async ({
  page,
}) => {
  const { product, variant, soldOut, inStock } = await productWithSoldOutSize(page.request);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: product.variants[0]!.color.name, exact: true })).toBeChecked();

  // Move to the second photo, then change colour: the gallery starts again at photo 1.
  const counter = page.getByText(/^\d+ \/ \d+$/);
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(counter).toHaveText(/^2 \//);
  await page
    .getByText('Colour:')
    .locator('..')
    .getByRole('radio', { name: variant.color.name, exact: true })
    .check({ force: true });
  await expect(page.getByRole('radio', { name: variant.color.name, exact: true })).toBeChecked();
  await expect(counter).toHaveText(/^1 \//);
  await expect(page.getByRole('img', { name: new RegExp(`in ${variant.color.name}`) })).toBeVisible();

  await expect(page.getByRole('radio', { name: `${soldOut} (out of stock)` })).toBeDisabled();
  const size = page.getByRole('radio', { name: inStock, exact: true });
  await expect(size).toBeEnabled();
  await size.check({ force: true });
  await expect(size).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

  await page.getByRole('button', { name: 'Size chart' }).click();
  const chart = page.getByRole('dialog', { name: 'Size chart' });
  await expect(chart).toBeVisible();
  await expect(chart.getByRole('rowheader', { name: 'XXL' })).toBeVisible();
  // Inches as measured, centimetres on a tap: the XXL chest is 50 in, 127 cm.
  const xxl = chart.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'XXL' }) });
  await expect(xxl.getByRole('cell').first()).toHaveText('50');
  await chart.getByText('Centimetres', { exact: true }).click();
  await expect(chart.getByRole('radio', { name: 'Centimetres' })).toBeChecked();
  await expect(xxl.getByRole('cell').first()).toHaveText('127');
  await expect(xxl.getByRole('cell').last()).toHaveText('112–117');
  await saveScreen(page, 'catalogue-size-chart');
  await page.keyboard.press('Escape');
  await expect(chart).toBeHidden();
  await saveScreen(page, 'catalogue-product');

  // A visitor adding to the cart is told to log in and sent to /auth after 2 seconds.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, VALIDATION.loginForCart)).toBeVisible();
  // With reduced motion, as these tests browse, the toast still stays its time: its progress bar,
  // whose animation ending closes it, keeps its duration.
  await expect(page.locator('.Toastify__progress-bar').first()).toHaveCSS(
    'animation-duration',
    `${TOAST_OPTIONS.autoClose / 1000}s`,
  );
  await expect(page).toHaveURL(/\/auth$/, { timeout: REDIRECT_DELAY_MS + 5000 });
});

/*
 * The product photo at a phone's and a laptop's width: the server's page preloads it (AVIF, the
 * gallery's srcset), the browser shows that very file, sized for the screen, and fetches it once.
 */
for (const [width, deviceScaleFactor] of [
  [360, 3],
  [1280, 2],
] as const) {
  test(`the product photo is preloaded as AVIF and right-sized at ${width} px (${deviceScaleFactor}x)`, async ({
    browser,
    request,
  }) => {
    // A demo product with its photos, by name: tests running beside this one add products of their
    // own, and the admin's test deletes its product's photos while this one may be showing them.
    const list = (await (await request.get(api('/product?search=Himalayan%20Dawn'))).json()).data as ProductList;
    const demo = list.products.find((p) => p.name === 'Himalayan Dawn Tee');
    expect(demo?.variant?.image?.avif?.length, 'the demo product has AVIF photos').toBeTruthy();
    const id = demo!._id;
    const html = await (await request.get(`/product/${id}`)).text();
    const preload =
      /<link rel="preload" as="image" imagesrcset="([^"]+)"[^>]*type="image\/avif" fetchpriority="high"/.exec(html);
    expect(preload, 'the page preloads its photo').not.toBeNull();

    const context = await browser.newContext({ viewport: { width, height: 800 }, deviceScaleFactor });
    const page = await context.newPage();
    await page.goto(`/product/${id}`);
    const photo = page.getByRole('region', { name: 'Product photos' }).locator('img').first();
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const shown = await photo.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      box: img.getBoundingClientRect().width,
    }));
    expect(shown.src).toMatch(/\/media\/images\/[0-9a-f]{24}-\d+\.avif$/);
    expect(preload![1]).toContain(new URL(shown.src).pathname);
    // Sharp on this screen: the file (its width is in its name) covers the box at the screen's
    // density, or is the largest there is (the browser tests seed smaller photos than a shop's).
    const fileWidth = Number(/-(\d+)\.avif$/.exec(shown.src)![1]);
    const largest = Math.max(...[...preload![1]!.matchAll(/ (\d+)w/g)].map((m) => Number(m[1])));
    expect(fileWidth).toBeGreaterThanOrEqual(Math.min(shown.box * deviceScaleFactor, largest) - 1);
    // …and fetched once: the preload served the gallery, and no WebP copy was loaded beside it.
    const hash = /images\/([0-9a-f]{24})-/.exec(shown.src)![1]!;
    const fetched = await page.evaluate(
      (hash) =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.includes(`/media/images/${hash}-`)),
      hash,
    );
    expect(fetched.filter((name) => name === shown.src)).toHaveLength(1);
    expect(fetched.filter((name) => name.endsWith('.webp'))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await saveScreen(page, `product-photo-${width}`);
    await context.close();
  });
}

test('home, /products and a product page paint with the answers their HTML brought, without a catalogue or reviews call', async ({
  page,
  request,
}) => {
  const list = (await (await request.get(api('/product?limit=1'))).json()).data as ProductList;
  const product = list.products[0]!;
  const calls: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith(api('/product')) || pathname.startsWith(api('/review'))) calls.push(req.url());
  });
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/products?sort=price-asc');
  await expect(page.locator('main article').first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Stories you can wear' })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  expect(calls).toEqual([]);
});

test('home, /products and a product page come with their content, before and without their code', async ({
  browser,
  request,
}) => {
  const product = ((await (await request.get(api('/product?limit=1'))).json()).data as ProductList).products[0]!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.locator('main img').first()).toBeVisible();
  await page.goto('/products');
  await expect(page.locator('main article')).toHaveCount(12);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stories you can wear' })).toBeVisible();
  // Without the code there is no splash: it is the code that ends it.
  await expect(page.getByTestId('splash')).toBeHidden();
  await context.close();
});

test("the app takes over the product page the server sent: the heading and the photo stay the server's elements", async ({
  page,
  request,
}) => {
  const product = ((await (await request.get(api('/product?limit=1'))).json()).data as ProductList).products[0]!;
  // Watches the document from its first byte and notes every heading or picture taken out of it,
  // alone or with what holds it.
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedElements: string[] }).removedElements = removed;
    const watched = 'h1, img, main, header';
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches(watched) || node.querySelector(watched)))
            removed.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/product/${product._id}`);
  // The footer comes with the code alone: once it shows, the app has rendered the page.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements)).toEqual([]);
});

test("a signed-in shopper's page, rendered on the server for a visitor, becomes theirs once the app takes it over, and the last card answers a tap", async ({
  page,
}) => {
  await signUpShopper(page, { tag: 'take-over' });
  await page.setViewportSize(DESKTOP);
  // `goto` waits until the app has taken over every part of the page, the last card included.
  await page.goto('/products');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/my-account');
  await expect(header.getByRole('link', { name: 'Login or sign up' })).toHaveCount(0);
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(12);
  await cards
    .last()
    .getByRole('button', { name: /^Read Story:/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a product that does not exist shows the load failure', async ({ page }) => {
  await page.goto('/product/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText(SCREEN.productFailed('Product not found'))).toBeVisible();
});

test('search needs a query, finds a product by a word of its story, and keeps the query in the URL', async ({
  page,
}) => {
  await page.goto('/search');
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: VALIDATION.searchQueryRequired })).toBeVisible();

  await box.fill('manali');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=manali$/);
  const results = page.getByRole('list', { name: 'Results for manali' });
  await expect(results.getByRole('link').first()).toContainText('Himalayan Dawn Tee');
  await saveScreen(page, 'catalogue-search');

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('manali');
  await expect(results.getByRole('link').first()).toBeVisible();

  await box.fill('qwertyzz');
  await page.keyboard.press('Enter');
  await expect(page.getByText(SCREEN.noSearchResults('qwertyzz'))).toBeVisible();
  // Nothing found still leaves somewhere to go: popular tees in stock.
  const popular = page.getByRole('region', { name: SCREEN.popularInStock });
  await expect(popular.getByRole('link')).toHaveCount(4);
  await saveScreen(page, 'catalogue-search-empty');

  // Every tee is oversized: a word for the cut finds the whole range.
  await box.fill('oversize');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Results for oversize' }).getByRole('link')).not.toHaveCount(0);
  await page.goBack();

  await page.goBack();
  await results.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Himalayan Dawn Tee', level: 1 })).toBeVisible();
});

test('a visitor is told to log in to review; a customer posts a review and deletes it after confirming', async ({
  page,
}) => {
  const list = (await (await page.request.get(api('/product?limit=1&sort=price-desc'))).json()).data as ProductList;
  const product = list.products[0]!;
  await page.goto(`/product/${product._id}`);
  // A visitor is told to log in before there is anything to fill in.
  await expect(page.getByText(REVIEW_SCREEN_TEXTS.logInToReview)).toBeVisible();
  await expect(page.getByRole('link', { name: REVIEW_SCREEN_TEXTS.logInButton })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post review' })).toHaveCount(0);

  const name = await signInFreshCustomer(page);
  await page.reload();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await chooseRadio(reviews.getByRole('radio', { name: '4 stars' }));
  const comment = `Roomy fit, soft cotton <b>not bold</b> ${Date.now()}`;
  await reviews.getByLabel('Comment').fill(comment);
  await reviews.getByRole('button', { name: 'Post review' }).click();

  const mine = reviews.getByRole('listitem').filter({ hasText: comment });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText(name);
  await expect(mine.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await saveScreen(page, 'catalogue-reviews');

  // Only the author sees Delete.
  const others = reviews.getByRole('listitem').filter({ hasNotText: comment });
  await expect(others.getByRole('button', { name: 'Delete your review' })).toHaveCount(0);

  await mine.getByRole('button', { name: 'Delete your review' }).click();
  const confirm = page.getByRole('dialog', { name: SCREEN.deleteTitle('review') });
  await expect(confirm).toContainText(SCREEN.deleteConfirm('review'));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(mine).toHaveCount(0);
});
