import { API, API_BASE_PATH, SCREEN } from '@shop/shared';
import { SPLASH_DURATION_MS } from '../../apps/web/src/config/settings.ts';
import { expect, test } from '../fixtures.ts';

test.describe('splash screen', () => {
  // As most shoppers see it: with motion (the other tests browse with reduced motion).
  test.use({ skipSplash: false, reducedMotion: 'no-preference' });

  test('shows once per browser session, for 5 seconds, with a progress percentage', async ({ page }) => {
    // The page's clock is Playwright's: the 5 seconds pass at once.
    await page.clock.install({ time: new Date('2026-01-05T10:00:00') });
    await page.clock.pauseAt(new Date('2026-01-05T10:00:01'));
    await page.goto('/');
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    await expect(splash).toContainText(SCREEN.splash);
    await page.clock.runFor(SPLASH_DURATION_MS / 2);
    await expect(splash).toContainText(/\b(4\d|50)%/);
    await page.clock.runFor(SPLASH_DURATION_MS / 2 - 100);
    await expect(splash).toBeVisible();
    await page.clock.runFor(200);
    await expect(splash).toBeHidden();

    // Once the splash has been seen the page runs on real time again (screens load their code and
    // data on timers of their own).
    await page.clock.resume();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('splash')).toHaveCount(0);
  });
});

test('an unknown path shows Page Not Found with a Go Home link', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: SCREEN.notFoundTitle })).toBeVisible();
  await page.getByRole('link', { name: SCREEN.goHome }).click();
  await expect(page).toHaveURL('/');
});

test('a visitor opening a signed-in page is sent to /auth, replacing history', async ({ page }) => {
  await page.goto('/');
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('the home page shows the demo products with prices and images', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  await expect(cards.first()).toContainText('₹');
  const image = cards.first().locator('img');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a visitor on home, /products and a product page sees nothing in the console', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`uncaught: ${error.message}`));
  const list = (await (await page.request.get(`${API_BASE_PATH}${API.product.list}?limit=1`)).json()) as {
    data: { products: { _id: string }[] };
  };
  const productId = list.data.products[0]!._id;

  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/products');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  expect(logged).toEqual([]);
});
