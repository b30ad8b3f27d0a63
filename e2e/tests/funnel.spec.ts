import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  API,
  API_BASE_PATH,
  FUNNEL_STEPS,
  FUNNEL_STEP_LABELS,
  FUNNEL_TEXTS,
  SUCCESS,
  type DashboardFunnel,
  type FunnelCounts,
  type ProductDetail,
  type ProductSummary,
} from '@shop/shared';
import {
  e2eAdmin,
  expect,
  expectNoSeriousViolations,
  saveScreen,
  screenshotsWanted,
  signUpShopper,
  test,
} from '../fixtures.ts';

/**
 * The shopper funnel read by the owner: a shopper views a product, adds it to the bag, opens
 * checkout and places a cash-on-delivery order in the browser; the server counts each step from
 * the shop's own calls, and the dashboard's Shopper funnel card shows the day's figures with them
 * (other journeys on this server may only add to them), at 360 and 1280 px.
 */

test.describe.configure({ timeout: 240_000 });

const todayIst = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** Today's figures of the cart's way, as the owner's API answers them. */
async function cartToday(request: APIRequestContext): Promise<FunnelCounts> {
  const res = await request.get(`${API_BASE_PATH}${API.dashboard.funnel}`, { params: { days: 1 } });
  expect(res.ok(), await res.text()).toBe(true);
  const funnel = (await res.json()).data as DashboardFunnel;
  expect(funnel.days.at(-1)!.date).toBe(todayIst());
  return funnel.total.find((p) => p.path === 'cart')!.counts;
}

/** A product of the demo catalogue with a size that has a few pieces left. */
async function productInStock(request: APIRequestContext) {
  const list = await request.get(`${API_BASE_PATH}${API.product.list}`, { params: { limit: 20 } });
  for (const summary of (await list.json()).data.products as ProductSummary[]) {
    const detail = (await (await request.get(`${API_BASE_PATH}/product/${summary._id}`)).json()).data;
    const product = (detail.product ?? detail) as ProductDetail;
    const variant = product.variants[0];
    const size = (['L', 'XL', 'M', 'XXL'] as const).find((s) => (variant?.quantity[s] ?? 0) >= 5);
    if (variant && size) return { product, variant, size };
  }
  throw new Error('no product in stock');
}

const beaconSent = (page: Page, step: string) =>
  page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === `${API_BASE_PATH}${API.funnel.beacon}` &&
      res.request().postDataJSON()?.step === step,
  );

test('a shopper’s view, add, checkout and cash-on-delivery order appear on the owner’s funnel card', async ({
  page,
  browser,
}) => {
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  expect((await ownerPage.request.post(`${API_BASE_PATH}${API.user.login}`, { data: e2eAdmin })).ok()).toBe(true);
  const before = await cartToday(ownerPage.request);

  // The shopper, in a browser of their own.
  await signUpShopper(page, { tag: 'funnel' });
  const { product, variant, size } = await productInStock(page.request);
  const viewed = beaconSent(page, 'view');
  await page.goto(`/product/${product._id}`);
  const view = await viewed;
  expect(view.status()).toBe(204);
  // The visit cookie is the shop's own, kept from scripts, and lives a day.
  const visit = (await page.context().cookies()).find((c) => c.name === 'sf_visit');
  expect(visit).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  const colour = page.getByRole('radio', { name: variant.color.name, exact: true });
  if (await colour.count()) await colour.first().check({ force: true });
  await page.getByRole('radio', { name: size, exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(SUCCESS.addedToCart).first()).toBeVisible();

  await page.goto('/cart');
  const checkedOut = beaconSent(page, 'checkout');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);
  expect((await checkedOut).request().postDataJSON()).toEqual({ step: 'checkout', path: 'cart' });
  await page.getByLabel('House / flat number').fill('221B');
  await page.getByLabel('Street').fill('Mall Road');
  await page.getByLabel('Colony / area').fill('Model Town');
  await page.getByLabel('City').fill('Ludhiana');
  await page.getByLabel('State').selectOption('Punjab');
  await page.getByLabel('PIN code').fill('141002');
  const placing = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === `${API_BASE_PATH}${API.order.root}`,
  );
  await page.getByRole('button', { name: 'Place Order' }).click();
  expect((await placing).postDataJSON().path).toBe('cart');
  await expect(page).toHaveURL(/\/thank-you$/);

  // Each step counted once for this shopper; the order's steps once its event has been worked.
  let after = before;
  await expect
    .poll(
      async () => {
        after = await cartToday(ownerPage.request);
        return FUNNEL_STEPS.every((step) => after[step] >= before[step] + 1);
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  for (const width of [1280, 360]) {
    await ownerPage.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await ownerPage.goto('/admin/dashboard');
    const card = ownerPage.getByRole('region', { name: FUNNEL_TEXTS.title, exact: true });
    const cart = card.getByTestId('funnel-cart');
    await expect(cart).toBeVisible({ timeout: 45_000 });
    await expect(card.getByTestId('funnel-sheet')).toBeVisible();
    await expect(card.getByLabel('Days')).toHaveValue('1');
    // Drawn as bars on a canvas inside the card, the page no wider than the screen.
    const canvas = cart.locator('canvas').first();
    await expect(canvas).toBeVisible();
    const box = (await canvas.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // Today's figures, this shopper's steps among them.
    for (const step of FUNNEL_STEPS) {
      const row = cart.getByRole('row', { name: new RegExp(`^${FUNNEL_STEP_LABELS[step].long}`) });
      const shown = Number((await row.getByRole('cell').first().innerText()).replace(/,/g, ''));
      expect(shown, FUNNEL_STEP_LABELS[step].long).toBeGreaterThanOrEqual(after[step]);
    }
    await expect(
      cart
        .getByRole('row', { name: /^Added to bag/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText(/^(−[\d.]+%|0%|–)$/);
    await card.getByText(FUNNEL_TEXTS.perDay).click();
    await expect(card.getByRole('region', { name: `${FUNNEL_TEXTS.title} per day table` })).toBeVisible();

    await expectNoSeriousViolations(ownerPage, `funnel card at ${width} px`);
    await saveScreen(ownerPage, `funnel-dashboard-${width}`);
    if (screenshotsWanted) {
      await card.screenshot({
        path: path.join(import.meta.dirname, '..', 'artifacts', 'screens', `funnel-card-${width}.png`),
      });
    }
  }

  // Another span of days is another question to the server.
  await ownerPage.getByRole('region', { name: FUNNEL_TEXTS.title, exact: true }).getByLabel('Days').selectOption('7');
  await expect(
    ownerPage.getByRole('region', { name: FUNNEL_TEXTS.title, exact: true }).getByText(/^Last 7 days:/),
  ).toBeVisible();
  await owner.close();
});
