import type { Page } from '@playwright/test';
import { API_BASE_PATH, DASHBOARD_TEXTS, PAYMENT_METHOD_LABELS } from '@shop/shared';
import {
  DELIVERY_ADDRESSES,
  e2eAdmin,
  expect,
  expectNoSeriousViolations,
  placeCodOrderThroughApi,
  saveScreen,
  signUpShopper,
  test,
} from '../fixtures.ts';

/**
 * The owner's dashboard in pictures at 360 and 1280 px: the charts draw, the table under each holds
 * its figures (today's order among them), the low-stock threshold is saved on the server, axe is clean.
 */

test.describe.configure({ timeout: 300_000 });

const API = API_BASE_PATH;
const todayIst = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** A customer (own browser context) places and pays nothing: one COD order, so today has an order. */
async function placeCodOrder(page: Page) {
  await signUpShopper(page, { tag: 'charts-e2e' });
  return placeCodOrderThroughApi(page, { size: 'L', moreThan: 3, address: DELIVERY_ADDRESSES.bengaluru });
}

const figure = (page: Page, name: string) => page.getByRole('figure', { name });

test('the dashboard draws its charts with a table of figures behind each, at 360 and 1280 px', async ({
  page,
  browser,
}) => {
  const customer = await browser.newContext();
  await placeCodOrder(await customer.newPage());
  await customer.close();

  const signedIn = await page.request.post(`${API}/user/login`, { data: e2eAdmin });
  expect(signedIn.ok()).toBe(true);
  const sales = (await (await page.request.get(`${API}/dashboard/sales`)).json()).data as {
    days: { date: string; orders: number; revenue: number }[];
  };
  const today = sales.days.at(-1)!;
  expect(today.date).toBe(todayIst());
  expect(today.orders).toBeGreaterThanOrEqual(1);

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.goto('/admin/dashboard');
    for (const name of [
      'Revenue and orders per day',
      'Orders by status',
      'Orders by payment method',
      'Top products by units',
    ]) {
      await expect(figure(page, name)).toBeVisible({ timeout: 45_000 });
    }
    // The charts are drawn on canvases as wide as their cards, inside the page.
    const salesFigure = figure(page, 'Revenue and orders per day');
    const canvas = salesFigure.locator('canvas').first();
    await expect(canvas).toBeVisible();
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeGreaterThan(width === 360 ? 250 : 900);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The table alternative holds today's figures (other journeys may add orders meanwhile, never remove one).
    await salesFigure.getByText(DASHBOARD_TEXTS.showTable).click();
    const todayRow = salesFigure.getByRole('row', { name: new RegExp(longDay(today.date)) });
    const [revenueText, ordersText] = await todayRow.getByRole('cell').allInnerTexts();
    expect(revenueText).toMatch(/^₹[\d,]+(\.\d+)?$/);
    const after = (await (await page.request.get(`${API}/dashboard/sales`)).json()).data.days.at(-1).revenue;
    expect([today.revenue, after]).toContain(Number(revenueText!.replace(/[₹,]/g, '')));
    expect(Number(ordersText)).toBeGreaterThanOrEqual(today.orders);
    await expect(salesFigure.getByRole('row')).toHaveCount(31);

    const status = figure(page, 'Orders by status');
    await status.getByText(DASHBOARD_TEXTS.showTable).click();
    // Firm orders are processing by themselves (paid online, or cash on delivery accepted).
    const processingCount = Number(
      await status
        .getByRole('row', { name: /Processing/ })
        .getByRole('cell')
        .first()
        .innerText(),
    );
    expect(processingCount).toBeGreaterThanOrEqual(1);
    const method = figure(page, 'Orders by payment method');
    await method.getByText(DASHBOARD_TEXTS.showTable).click();
    await expect(method.getByRole('row', { name: new RegExp(PAYMENT_METHOD_LABELS.cod) })).toBeVisible();

    await expectNoSeriousViolations(page, `dashboard at ${width} px`);
    await saveScreen(page, `dashboard-charts-${width}`);
  }
});

test('the low-stock threshold is saved on the server and decides the list', async ({ page }) => {
  expect((await page.request.post(`${API}/user/login`, { data: e2eAdmin })).ok()).toBe(true);
  await page.goto('/admin/dashboard');
  const lowStock = page.getByRole('region', { name: 'Low stock', exact: true });
  const threshold = lowStock.getByLabel('Alert at (units)');
  // The dashboard asks for a dozen lists at once; on a busy machine the first answers take a while.
  await expect(threshold).toHaveValue('5', { timeout: 45_000 });

  await threshold.fill('1000');
  await lowStock.getByRole('button', { name: 'Save' }).click();
  await expect(lowStock.getByText(DASHBOARD_TEXTS.thresholdInvalid)).toBeVisible();

  await threshold.fill('0');
  await lowStock.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(DASHBOARD_TEXTS.thresholdSaved)).toBeVisible();
  await expect(lowStock.getByText(/sizes? ha(s|ve) 0 or fewer units/)).toBeVisible();
  // Nothing still selling is that low; the sold-out sizes wait behind their count, so they never
  // bury the sizes still selling.
  await expect(lowStock.getByText(DASHBOARD_TEXTS.noneRunningLow)).toBeVisible();
  const soldOut = lowStock.getByText(/^\d+ sizes? sold out$/);
  const soldOutTable = lowStock.getByRole('region', { name: 'Sold out table' });
  await expect(soldOutTable).toBeHidden();
  await soldOut.click();
  await expect(soldOutTable).toBeVisible();
  const units = soldOutTable.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(units.first()).toContainText('Sold out');
  await expect(lowStock.getByText(/\d+ left/)).toHaveCount(0);

  await page.reload();
  await expect(threshold).toHaveValue('0');
  const saved = (await (await page.request.get(`${API}/dashboard/settings`)).json()).data;
  expect(saved).toEqual({ lowStockThreshold: 0 });
  // Back to the default, for the other journeys on this server.
  await threshold.fill('5');
  await lowStock.getByRole('button', { name: 'Save' }).click();
  await expect(lowStock.getByText(/sizes? ha(s|ve) 5 or fewer units/)).toBeVisible();
});
