import fs from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { API_BASE_PATH, INDIA_MESSAGES, type ProductDetail, type ProductSummary } from '@shop/shared';
import { expect, latestMailTo, saveScreen, test } from '../fixtures.ts';

/** Selling in India: the PIN check on a product page and the GST invoice of an order. */

const API = API_BASE_PATH;
test.describe.configure({ timeout: 180_000 });

async function firstInStock(request: APIRequestContext) {
  const list = await request.get(`${API}/product`, { params: { limit: 20 } });
  for (const summary of (await list.json()).data.products as ProductSummary[]) {
    const detail = (await (await request.get(`${API}/product/${summary._id}`)).json()).data;
    const product = (detail.product ?? detail) as ProductDetail;
    for (const variant of product.variants) {
      const size = (['M', 'L', 'XL', 'XXL'] as const).find((s) => variant.quantity[s] >= 2);
      if (size && variant.price <= 2000) return { product, variantId: variant._id, size };
    }
  }
  throw new Error('no product in stock');
}

test('a phone-sized shopper checks delivery to a PIN code on the product page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const pick = await firstInStock(page.request);
  await page.goto(`/product/${pick.product._id}`);
  const pin = page.getByLabel('Check delivery');
  await pin.fill('999999');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText(INDIA_MESSAGES.pinUnknown)).toBeVisible();
  await pin.fill('141001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText(/Delivery by \w{3}, \d{1,2} \w{3} · Cash on delivery available/)).toBeVisible();
  // The place, and the delivery zone from the warehouse (the shop's own city here).
  await expect(page.getByText('Ludhiana, Punjab 141001 · Same city', { exact: true })).toBeVisible();
  await saveScreen(page, 'gst-pin-check-360');
  // Remembered for the session.
  await page.reload();
  await expect(page.getByLabel('Check delivery')).toHaveValue('141001');
});

test('a shopper downloads the GST invoice of a cash-on-delivery order from Order History', async ({ page }) => {
  const email = `gst.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.storyfit.in`;
  const started = Date.now() - 1000;
  const registered = await page.request.post(`${API}/user/register`, {
    data: { name: 'Simran Kaur', email, password: 'Shopper-password-1', phone: '9876501234', gender: 'female' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const otp = /code: (\d{6})/.exec(await latestMailTo(email, started))?.[1];
  expect((await page.request.post(`${API}/user/verify_user`, { data: { email, otp } })).ok()).toBe(true);

  const pick = await firstInStock(page.request);
  const added = await page.request.post(`${API}/cart`, {
    data: { variantId: pick.variantId, size: pick.size, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const cart = (await (await page.request.get(`${API}/cart`)).json()).data.cart;
  const itemIds = (cart.items as { _id: string }[]).map((i) => i._id);
  const placed = await page.request.post(`${API}/order`, {
    data: {
      itemIds,
      paymentMethod: 'cod',
      contact: '9876501234',
      shippingAddress: {
        houseNumber: '221B',
        street: 'Mall Road',
        colony: 'Model Town',
        city: 'Ludhiana',
        state: 'Punjab',
        postalCode: '141002',
        country: 'India',
      },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);

  await page.goto('/my-account?tab=history');
  const link = page.getByRole('link', { name: /Download invoice/ }).first();
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^invoice-SF-\d{2}-\d{2}-\d{6}\.pdf$/);
  const bytes = await fs.readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
