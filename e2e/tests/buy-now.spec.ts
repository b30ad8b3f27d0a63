import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  API,
  API_BASE_PATH,
  ERROR_FALLBACK,
  MAX_PAGE_SIZE,
  type ProductDetail,
  type ProductSummary,
} from '@shop/shared';
import {
  DELIVERY_ADDRESSES,
  DESKTOP,
  PHONE,
  expect,
  placeCodOrderThroughApi,
  saveScreen,
  screenshotsWanted,
  signUpShopper,
  test,
} from '../fixtures.ts';

/**
 * Buy again in a few taps: a returning buyer goes from a product page to a placed order in one
 * bottom sheet (the last address and way to pay chosen, the server's best coupon applied), and
 * pays by UPI with an app's tile on a phone or a QR code on a laptop. Taps are counted.
 */

test.describe.configure({ timeout: 180_000 });

/**
 * A product of the demo catalogue whose first colour has at least `atLeast` pieces in size M (the
 * page opens on its first colour). The list comes newest first; the demo's products are the
 * oldest, and a product another test has just made (and may be changing now) is never taken.
 */
async function productWithSizeM(page: Page, atLeast = 5): Promise<string> {
  const list = await page.request.get(`${API_BASE_PATH}${API.product.list}`, { params: { limit: MAX_PAGE_SIZE } });
  for (const summary of ((await list.json()).data.products as ProductSummary[]).reverse()) {
    const detail = (await (await page.request.get(`${API_BASE_PATH}/product/${summary._id}`)).json()).data;
    const product = (detail.product ?? detail) as ProductDetail;
    if ((product.variants[0]?.quantity.M ?? 0) >= atLeast) return product._id;
  }
  throw new Error('no product with size M in stock');
}

/** A returning buyer: signed up, with one cash-on-delivery order behind them. */
async function returningBuyer(page: Page, tag: string) {
  await signUpShopper(page, { tag, name: 'Ritu Sharma' });
  await placeCodOrderThroughApi(page, { size: 'L', moreThan: 5, address: DELIVERY_ADDRESSES.ludhiana });
}

/** The screen as the buyer sees it (the sheet over the page), beside the full-page screenshot. */
async function saveSheet(page: Page, name: string) {
  await saveScreen(page, name);
  if (!screenshotsWanted) return;
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', 'screens', `${name}-view.png`) });
}

/** Counts the buyer's taps: each is one click on what a person sees. */
function tapCounter() {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.click();
    },
    get count() {
      return taps;
    },
  };
}

test.describe('on a phone (360 px, touch)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a returning buyer places a cash-on-delivery order from the product page in 3 taps', async ({ page }) => {
    await returningBuyer(page, 'buynow-cod');
    const productId = await productWithSizeM(page);
    await page.goto(`/product/${productId}`);
    const taps = tapCounter();

    await taps.tap(page.getByRole('radio', { name: 'M', exact: true }).locator('xpath=ancestor::label[1]'));
    await taps.tap(page.getByRole('button', { name: 'Buy now' }));
    const sheet = page.getByRole('dialog', { name: 'Buy now' });
    await expect(sheet).toBeVisible();
    // The last order's address and way to pay are chosen, the delivery date and the total shown.
    await expect(sheet).toContainText('Deliver to 14, Ferozepur Road, Ludhiana 141001');
    await expect(sheet.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    await expect(sheet).toContainText(/Arrives by \w{3}, \d{1,2} \w{3}/);
    await expect(sheet.getByTestId('buy-now-total')).toHaveText(/₹[\d,]+/);
    const place = sheet.getByRole('button', { name: 'Place order' });
    await expect(place).toBeEnabled();
    await saveSheet(page, 'buy-now-sheet-cod-360');
    await taps.tap(place);

    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    expect(taps.count).toBeLessThanOrEqual(3);
  });

  test('a returning buyer pays by UPI with an app in 4 taps plus the app, confirmed by the webhook', async ({
    page,
  }) => {
    await returningBuyer(page, 'buynow-upi');
    const productId = await productWithSizeM(page);
    await page.goto(`/product/${productId}`);
    const taps = tapCounter();

    await taps.tap(page.getByRole('radio', { name: 'M', exact: true }).locator('xpath=ancestor::label[1]'));
    await taps.tap(page.getByRole('button', { name: 'Buy now' }));
    const sheet = page.getByRole('dialog', { name: 'Buy now' });
    await taps.tap(sheet.getByText('UPI', { exact: true }));
    // Tiles for the UPI apps, the shop's best first and chosen; no QR code on a phone.
    const tiles = sheet.getByRole('radiogroup', { name: 'UPI app' }).getByRole('radio');
    await expect(tiles).toHaveCount(5);
    await expect(tiles.first()).toHaveAttribute('aria-checked', 'true');
    await expect(sheet.getByRole('img', { name: /UPI QR code/ })).toHaveCount(0);
    const pay = sheet.getByRole('button', { name: /^Pay ₹[\d,]+$/ });
    await expect(pay).toBeEnabled();
    await saveSheet(page, 'buy-now-sheet-upi-360');

    // The tile's app opens (the simulated UPI app, beside the shop); the buyer pays in it.
    const appOpened = page.waitForEvent('popup');
    await taps.tap(pay);
    const upiApp = await appOpened;
    await expect(sheet).toContainText('Complete the payment in');
    await upiApp.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(upiApp.getByRole('status')).toHaveText('Paid. You can go back to the shop.');

    // The shop's page learns it from its own server (the signed webhook), and shows the paid order.
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByText(/Payment ID/)).toBeVisible();
    expect(taps.count).toBeLessThanOrEqual(4);
  });
});

test.describe('on a laptop (1280 px, no touch)', () => {
  test.use({ viewport: DESKTOP });

  test('the QR code appears instead of app tiles, and the scan pays the order', async ({ page }) => {
    await returningBuyer(page, 'buynow-qr');
    const productId = await productWithSizeM(page);
    await page.goto(`/product/${productId}`);

    await page.getByRole('radio', { name: 'M', exact: true }).locator('xpath=ancestor::label[1]').click();
    await page.getByRole('button', { name: 'Buy now' }).click();
    const sheet = page.getByRole('dialog', { name: 'Buy now' });
    await sheet.getByText('UPI', { exact: true }).click();
    await expect(sheet.getByRole('radiogroup', { name: 'UPI app' })).toHaveCount(0);
    await sheet.getByRole('button', { name: /^Pay ₹[\d,]+$/ }).click();

    const qr = sheet.getByRole('img', { name: /UPI QR code/ });
    await expect(qr).toBeVisible();
    await expect(sheet).toContainText('Scan the code with any UPI app');
    await saveSheet(page, 'buy-now-sheet-qr-1280');

    // A phone scans it and pays: the simulated bank answers for the payment the code names.
    const link = (await qr.getAttribute('data-upi-link')) ?? '';
    const paymentId = /[?&]tr=([^&]+)/.exec(link)?.[1];
    expect(paymentId).toMatch(/^pay_/);
    const paid = await page.request.post(`${API_BASE_PATH}${API.payments.simulatedUpiAnswer(paymentId!)}`, {
      data: { outcome: 'success' },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  });

  test('a price the server could not work out says so, and Try again asks once more', async ({ page }) => {
    await returningBuyer(page, 'buynow-price-fails');
    const productId = await productWithSizeM(page);
    // The network drops every request for the price until the buyer asks again.
    let dropping = true;
    await page.route(`**${API_BASE_PATH}${API.promotions.bestCoupon}`, (route) =>
      dropping ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto(`/product/${productId}`);
    await page.getByRole('radio', { name: 'M', exact: true }).locator('xpath=ancestor::label[1]').click();
    await page.getByRole('button', { name: 'Buy now' }).click();
    const sheet = page.getByRole('dialog', { name: 'Buy now' });

    const failure = sheet.getByRole('alert');
    await expect(failure).toContainText(ERROR_FALLBACK.priceOrder, { timeout: 20_000 });
    await expect(sheet.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await saveSheet(page, 'buy-now-sheet-price-failed-1280');
    dropping = false;
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(sheet.getByTestId('buy-now-total')).toHaveText(/₹[\d,]+/);
    await expect(sheet.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });
});
