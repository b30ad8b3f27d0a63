import fs from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import {
  API_BASE_PATH,
  GSTR1_TABLES,
  INDIA_MESSAGES,
  INVOICE_SETTINGS_TEXTS,
  type ProductDetail,
  type ProductSummary,
} from '@shop/shared';
import {
  DELIVERY_ADDRESSES,
  WIDTHS,
  downloaded,
  e2eAdmin,
  expect,
  expectNoSeriousViolations,
  latestMailTo,
  openScreen,
  placeCodOrderThroughApi,
  saveScreen,
  screenshotsWanted,
  signUpShopper,
  test,
} from '../fixtures.ts';

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

const screenPath = (name: string) => path.join(import.meta.dirname, '..', 'artifacts', 'screens', name);

test('the owner sets the invoice signatory and signature, then downloads the GSTR-1 tables', async ({
  page,
  browser,
}) => {
  // A shopper's cash-on-delivery order within Punjab this month, so the tables have a document.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await signUpShopper(shopper, { tag: 'gstr1', name: 'Navdeep Kaur' });

  const res = await page.request.post(`${API}/user/login`, { data: e2eAdmin });
  expect(res.ok(), await res.text()).toBe(true);
  await page.setViewportSize(WIDTHS[1].size);
  await openScreen(page, '/admin/gst');

  const settings = page.getByRole('region', { name: 'Invoice signature and logo' });
  await settings.getByLabel('Authorised signatory').fill('Gurpreet Singh Sandhu');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(INVOICE_SETTINGS_TEXTS.saved)).toBeVisible();
  const signature = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#FFFFFF00' } })
    .composite([
      {
        input: await sharp({ create: { width: 500, height: 8, channels: 3, background: '#1A237E' } })
          .png()
          .toBuffer(),
        top: 120,
        left: 50,
      },
    ])
    .png()
    .toBuffer();
  await settings
    .getByLabel('Upload signature')
    .setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: signature });
  await expect(page.getByText(INVOICE_SETTINGS_TEXTS.imageSaved.signature)).toBeVisible({ timeout: 30_000 });
  await expect(settings.getByRole('img', { name: 'Signature printed on invoices' })).toBeVisible();
  const logo = await sharp({ create: { width: 480, height: 160, channels: 3, background: '#1C1C1E' } })
    .png()
    .toBuffer();
  await settings.getByLabel('Upload logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(settings.getByRole('img', { name: 'Logo printed on invoices' })).toBeVisible({ timeout: 30_000 });
  // Kept: the screen reads it back after a reload.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Invoice signature and logo' }).getByLabel('Authorised signatory'),
  ).toHaveValue('Gurpreet Singh Sandhu');

  // The invoice issued now carries the signature (its picture is drawn in the PDF).
  const order = await placeCodOrderThroughApi(shopper, {
    size: 'M',
    moreThan: 2,
    address: DELIVERY_ADDRESSES.ludhiana,
  });
  const pdf = await shopper.request.get(`${API}/order/${order._id}/invoice`);
  expect(pdf.ok()).toBe(true);
  // Both pictures are drawn in the PDF (the transparent signature's mask is an image object too).
  expect((await pdf.body()).toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(3);
  if (screenshotsWanted) await fs.writeFile(screenPath('gst-invoice.pdf'), await pdf.body());
  await shopperContext.close();

  const gstr1 = page.getByRole('region', { name: 'GSTR-1 returns' });
  const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
  await expect(gstr1.getByLabel('Return month')).toHaveValue(month);
  const hsn = await downloaded(page, gstr1.getByRole('button', { name: GSTR1_TABLES.hsn.title }));
  expect(hsn.name).toBe(`gstr1-hsn-${month}.csv`);
  const lines = hsn.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(GSTR1_TABLES.hsn.columns.join(','));
  expect(
    lines.some((line) => /^6109,"T-shirts, singlets and other vests, knitted or crocheted",PCS,\d+,/.test(line)),
  ).toBe(true);
  const docs = await downloaded(page, gstr1.getByRole('button', { name: GSTR1_TABLES.docs.title }));
  expect(docs.text).toMatch(/Invoices for outward supply,SF\/\d{2}-\d{2}\/\d{6},SF\/\d{2}-\d{2}\/\d{6},\d+,0/);

  // A quarter: the select lists the financial year's quarters, this one first.
  await gstr1.getByLabel('Filing').selectOption('quarter');
  const quarter = await gstr1.getByLabel('Return quarter').inputValue();
  expect(quarter).toMatch(/^\d{4}-\d{2}-Q[1-4]$/);
  const b2cs = await downloaded(page, gstr1.getByRole('button', { name: GSTR1_TABLES.b2cs.title }));
  expect(b2cs.name).toBe(`gstr1-b2cs-${quarter}.csv`);
  expect(b2cs.text).toContain('OE,03-Punjab,5,');
  await gstr1.getByLabel('Filing').selectOption('month');

  // The month's summary now counts the invoice.
  await page.reload();
  await expect(page.getByRole('rowheader', { name: 'Punjab (03)' })).toBeVisible();
  await expectNoSeriousViolations(page, 'admin GST screen');
  for (const { name, size } of WIDTHS) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreen(page, `gst-admin-${name}-${size.width}`);
  }
  // Nothing is wider than a phone.
  await page.setViewportSize(WIDTHS[0].size);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS[0].size.width);
});
