import fs from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  API_BASE_PATH,
  COD_LIMIT_RUPEES_DEFAULT,
  DELIVERY_ZONE_LABELS,
  DELIVERY_RULE_TEXTS,
  GST_SUMMARY_COLUMNS,
  formatInr,
  INDIA_MESSAGES,
  SUCCESS,
  type ProductDetail,
  type ProductSummary,
  type Size,
  SPLASH_SESSION_KEY,
} from '@shop/shared';
import { e2eAdmin, expect, saveScreen, signUpShopper, test } from '../fixtures.ts';

/**
 * Selling in India through the screens: the address form fills city and state from the PIN code,
 * checkout offers cash on delivery only where and up to what the server allows, the admin's
 * delivery rules change checkout at once, and the admin reads the month's GST.
 */

const API = API_BASE_PATH;
// In order: the GST summary reads the cash order the rules test places.
test.describe.configure({ mode: 'serial', timeout: 240_000 });
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
// Bengaluru PINs: no other browser test uses them, so the rules added here touch nothing else.
const PIN = '560001';

const signUp = (page: Page) => signUpShopper(page, { tag: 'india', name: 'Kavya Rao' });

/** A variant and size of the demo catalogue with at least `pieces` in stock. */
async function inStock(request: APIRequestContext, pieces: (price: number) => number) {
  const list = await request.get(`${API}/product`, { params: { limit: 20 } });
  for (const summary of (await list.json()).data.products as ProductSummary[]) {
    const detail = (await (await request.get(`${API}/product/${summary._id}`)).json()).data;
    const product = (detail.product ?? detail) as ProductDetail;
    for (const variant of product.variants) {
      const quantity = pieces(variant.price);
      const size = (['M', 'L', 'XL', 'XXL'] as Size[]).find((s) => variant.quantity[s] >= quantity + 1);
      if (size) return { product, variantId: variant._id, size, quantity, price: variant.price };
    }
  }
  throw new Error('no product with enough stock');
}

/** Puts pieces in the cart and opens checkout with them, as Buy Now does. */
async function checkoutWith(page: Page, pieces: (price: number) => number) {
  const pick = await inStock(page.request, pieces);
  const added = await page.request.post(`${API}/cart`, {
    data: { variantId: pick.variantId, size: pick.size, quantity: pick.quantity },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);
  return pick;
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), SPLASH_SESSION_KEY);
  const page = await context.newPage();
  expect((await page.request.post(`${API}/user/login`, { data: e2eAdmin })).ok()).toBe(true);
  return page;
}

const codOption = (page: Page) => page.getByRole('radio', { name: /Cash on Delivery/ });
// By role: the disabled cash option's reason may also speak of the PIN code.
const pinField = (page: Page) => page.getByRole('textbox', { name: 'PIN code' });

test('the address form fills city and state from the PIN code; the server refuses a state that contradicts it', async ({
  page,
}) => {
  await signUp(page);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto('/my-account?tab=profile');
    await page.getByRole('button', { name: 'Add Address' }).click();
    const form = page.getByRole('dialog', { name: 'Add a new address' });
    await form.getByLabel('House / flat number').fill('12');
    await form.getByLabel('Street').fill('MG Road');
    await form.getByLabel('Colony / area').fill('Shivaji Nagar');
    await form.getByLabel('PIN code').fill('411005');
    await expect(form.getByLabel('City')).toHaveValue('Pune');
    await expect(form.getByLabel('State')).toHaveValue('Maharashtra');
    // A state chosen against the PIN is refused when saving, under the field.
    await form.getByLabel('State').selectOption('Goa');
    await form.getByRole('button', { name: 'Add Address' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'PIN code 411005 is in Maharashtra' })).toBeVisible();
    await saveScreen(page, `india-address-form-${size.width}`);
    await form.getByLabel('State').selectOption('Maharashtra');
    await form.getByRole('button', { name: 'Add Address' }).click();
    await expect(page.getByText(SUCCESS.addressAdded).first()).toBeVisible();
    await expect(page.getByText('Pune, Maharashtra 411005').first()).toBeVisible();
  }
});

test('checkout takes the PIN checked on the product page and disables cash on delivery with the reason above the limit', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signUp(page);
  const pick = await inStock(page.request, () => 1);
  await page.goto(`/product/${pick.product._id}`);
  await page.getByLabel('Check delivery').fill('560002');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText(/Cash on delivery available/)).toBeVisible();
  // Bangalore is a metro city, counted from the Ludhiana warehouse.
  await expect(page.locator('#delivery-result')).toContainText(DELIVERY_ZONE_LABELS.metro);

  // More than the COD limit: enough pieces of one T-shirt.
  await checkoutWith(page, (price) => Math.ceil((COD_LIMIT_RUPEES_DEFAULT + 1) / price));
  await expect(pinField(page)).toHaveValue('560002');
  await expect(page.getByLabel('City')).toHaveValue('Bangalore');
  await expect(page.getByLabel('State')).toHaveValue('Karnataka');
  await expect(page.getByTestId('delivery-promise')).toContainText('Delivery by');
  const reason = INDIA_MESSAGES.codOverLimit(formatInr(COD_LIMIT_RUPEES_DEFAULT));
  await expect(codOption(page)).toBeDisabled();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole('radio', { name: /Pay Online/ })).toBeChecked();
  await saveScreen(page, 'india-checkout-cod-limit-360');
  await page.setViewportSize(DESKTOP);
  await saveScreen(page, 'india-checkout-cod-limit-1280');
  // The cart is emptied for the next test.
  expect((await page.request.delete(`${API}/cart`)).ok()).toBe(true);
});

test("an admin's delivery rule changes checkout: no cash on delivery, then no delivery at all", async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  await signUp(page);
  const admin = await adminPage(browser);

  await checkoutWith(page, () => 1);
  await page.getByLabel('House / flat number').fill('4');
  await page.getByLabel('Street').fill('Residency Road');
  await page.getByLabel('Colony / area').fill('Shanthala Nagar');
  await pinField(page).fill(PIN);
  await expect(page.getByLabel('State')).toHaveValue('Karnataka');
  await expect(codOption(page)).toBeEnabled();
  await expect(codOption(page)).toBeChecked();

  // The admin turns cash on delivery off for Bengaluru while the shopper is at checkout.
  await admin.goto('/about');
  await admin.getByRole('banner').getByRole('link', { name: 'DELIVERY', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/delivery$/);
  await admin.getByLabel('Rule', { exact: true }).selectOption('no-cod');
  await admin.getByLabel('PIN code or prefix').fill('560');
  await admin.getByLabel('Note (optional)').fill('Courier takes no cash here');
  await admin.getByRole('button', { name: 'Add rule' }).click();
  await expect(admin.getByText(DELIVERY_RULE_TEXTS.added).first()).toBeVisible();
  const rules = admin.getByRole('region', { name: 'Delivery rules table' });
  await expect(rules.getByRole('row', { name: /PINs 560/ })).toContainText(DELIVERY_RULE_TEXTS.kinds['no-cod']);

  // The server refuses the cash order; checkout then shows why and moves to online payment.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(INDIA_MESSAGES.codNotAvailablePin).first()).toBeVisible();
  await expect(codOption(page)).toBeDisabled();
  await expect(page.getByRole('radio', { name: /Pay Online/ })).toBeChecked();
  await saveScreen(page, 'india-checkout-no-cod-360');

  // Now no delivery at all to this PIN: paying online is refused too, under the PIN code.
  await admin.getByLabel('Rule', { exact: true }).selectOption('blocked');
  await admin.getByLabel('PIN code or prefix').fill(PIN);
  await admin.getByRole('button', { name: 'Add rule' }).click();
  await expect(rules.getByRole('row', { name: new RegExp(`PIN ${PIN}`) })).toBeVisible();
  await saveScreen(admin, 'india-admin-delivery-rules-1280');
  await admin.setViewportSize(PHONE);
  await saveScreen(admin, 'india-admin-delivery-rules-360');
  await admin.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: /^Pay / }).last().click();
  await expect(page.getByRole('alert').filter({ hasText: INDIA_MESSAGES.pinNotServiceable }).first()).toBeVisible();

  // Both rules removed: cash on delivery is back and the order goes through.
  for (const name of [`PIN ${PIN}`, 'PINs 560']) {
    await rules.getByRole('button', { name: `Remove the rule for ${name}` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(rules.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  }
  await pinField(page).fill('560003');
  await expect(codOption(page)).toBeEnabled();
  await codOption(page).check();
  await page.getByRole('button', { name: 'Place Order' }).last().click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await admin.context().close();
});

test('the admin reads the GST summary of a month and downloads its CSV', async ({ page }) => {
  expect((await page.request.post(`${API}/user/login`, { data: e2eAdmin })).ok()).toBe(true);
  const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
  await page.setViewportSize(PHONE);
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Bottom' }).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'GST SUMMARY' }).click();
  await expect(page).toHaveURL(/\/admin\/gst$/);
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue(month);
  const table = page.getByRole('region', { name: 'GST by place of supply table' });
  // The cash order of the test before was invoiced to Karnataka, an inter-state supply.
  await expect(table.getByRole('row', { name: /Karnataka \(29\)/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Total/ })).toBeVisible();
  await saveScreen(page, 'india-admin-gst-360');
  await page.setViewportSize(DESKTOP);
  await saveScreen(page, 'india-admin-gst-1280');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`gst-summary-${month}.csv`);
  const csv = await fs.readFile((await download.path())!, 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(GST_SUMMARY_COLUMNS.join(','));
  expect(csv).toContain(',Karnataka,29,');

  // An empty month says so.
  await page.getByLabel('Month', { exact: true }).fill('2020-01');
  await expect(page.getByText('No invoices or credit notes in this month.')).toBeVisible();
});
