import type { APIRequestContext, Page } from '@playwright/test';
import {
  API_BASE_PATH,
  STOCK_ALERT_TEXTS,
  type ProductDetail,
  type ProductSummary,
  type Size,
  type Variant,
} from '@shop/shared';
import { e2eAdmin, expect, mailTo, saveScreen, signUpShopper, test } from '../fixtures.ts';

/**
 * Back-in-stock alerts from a shopper's "Notify me" to the mail, at phone and desktop widths: a
 * visitor leaves an e-mail, a signed-in shopper asks with one click and sees the alerts in My
 * Account, the admin sees how many wait and restocks, the mails arrive and the alert is gone.
 */

test.describe.configure({ timeout: 180_000 });

const API = API_BASE_PATH;
const VIEWPORTS = [
  ['phone', { width: 360, height: 780 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

/** A colour of a demo product for this run (the last products, away from the other journeys). */
async function pickVariant(request: APIRequestContext, fromEnd: number) {
  const list = await request.get(`${API}/product`, { params: { limit: 100 } });
  const products = (await list.json()).data.products as ProductSummary[];
  const summary = products[products.length - 1 - fromEnd]!;
  const product = (await (await request.get(`${API}/product/${summary._id}`)).json()).data as ProductDetail;
  return { product, variant: product.variants[0]! };
}

/** The admin sets the stock of one colour (JSON body, like the admin's form sends as multipart). */
async function setStock(admin: APIRequestContext, variant: Variant, quantity: Record<Size, number>) {
  const res = await admin.patch(`${API}/variant/${variant._id}`, { data: { quantity } });
  expect(res.ok(), await res.text()).toBe(true);
}

async function signUp(page: Page) {
  return (await signUpShopper(page, { tag: 'alerts', name: 'Kavya Rao', password: 'Alerts-password-1' })).email;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/storefront/${name}.png`, fullPage: false });
  await saveScreen(page, name);
}

VIEWPORTS.forEach(([name, viewport], index) => {
  test(`on a ${name}: Notify me on a sold-out size, demand for the admin, a restock mails and ends the alert`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(viewport);
    const adminContext = await browser.newContext({ viewport });
    const admin = await adminContext.newPage();
    expect((await admin.request.post(`${API}/user/login`, { data: e2eAdmin })).ok()).toBe(true);

    const { product, variant } = await pickVariant(page.request, index);
    await setStock(admin.request, variant, { M: 4, L: 4, XL: 0, XXL: 0 });

    // A visitor: the e-mail field, checked before it is sent.
    const visitor = `visitor.${Date.now()}.${index}@e2e.storyfit.in`;
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const notify = page.getByRole('region', { name: 'Sold out: XL, XXL' });
    await expect(notify).toBeVisible();
    // Consent first: nothing is ticked for the shopper, and a visitor is offered e-mail only.
    await expect(notify.getByRole('checkbox', { name: /^WhatsApp/ })).toHaveCount(0);
    await notify.getByRole('button', { name: 'Notify me · XL' }).click();
    const email = notify.getByRole('textbox', { name: 'Your e-mail for size XL' });
    await email.fill(visitor);
    await notify.getByRole('button', { name: 'Notify me', exact: true }).click();
    await expect(notify.getByRole('alert')).toHaveText(STOCK_ALERT_TEXTS.consentRequired);
    await notify.getByRole('checkbox', { name: /^E-mail/ }).check();
    await email.fill('not-an-email');
    await notify.getByRole('button', { name: 'Notify me', exact: true }).click();
    await expect(notify.getByRole('alert')).toHaveText('Please enter a valid email address');
    await email.fill(visitor);
    await notify.getByRole('button', { name: 'Notify me', exact: true }).click();
    await expect(notify.getByRole('status')).toHaveText(STOCK_ALERT_TEXTS.subscribed('XL'));
    await expect(notify.getByText('Alert set for XL')).toBeVisible();
    await notify.scrollIntoViewIfNeeded();
    await shot(page, `alerts-product-visitor-${name}`);

    // A signed-in shopper: consent by e-mail, one click per size, then the list in My Account.
    const shopper = await signUp(page);
    await page.reload();
    await notify.getByRole('checkbox', { name: /^E-mail/ }).check();
    await notify.getByRole('button', { name: 'Notify me · XL' }).click();
    await expect(notify.getByText('Alert set for XL')).toBeVisible();
    await notify.getByRole('button', { name: 'Notify me · XXL' }).click();
    await expect(notify.getByText('Alert set for XXL')).toBeVisible();
    await notify.scrollIntoViewIfNeeded();
    await shot(page, `alerts-product-signed-in-${name}`);
    await notify.getByRole('link', { name: 'Your alerts' }).click();
    await expect(page).toHaveURL(/\/my-account\?tab=alerts$/);
    const alerts = page.getByRole('list', { name: 'Your alerts' });
    await expect(alerts.getByRole('listitem')).toHaveCount(2);
    await shot(page, `alerts-my-account-${name}`);
    await alerts
      .getByRole('button', { name: `Remove back in stock alert for ${product.name} (${variant.color.name}, XXL)` })
      .click();
    await expect(alerts.getByRole('listitem')).toHaveCount(1);
    await expect(alerts.getByText('Size XL')).toBeVisible();

    // The admin sees two shoppers waiting for XL and restocks it.
    await admin.goto('/admin/products');
    const variants = admin.getByRole('region', { name: 'Variants' });
    await variants.getByRole('combobox', { name: 'Filter by product' }).selectOption(product._id);
    const row = variants.getByRole('row').filter({ hasText: variant.color.name }).first();
    await expect(row.getByText('2 waiting')).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    // The whole row is on the screen, the phone's too: nothing hides behind a sideways scroll.
    const table = variants.getByRole('region', { name: 'Variants table' });
    expect(await table.evaluate((frame) => frame.scrollWidth - frame.clientWidth)).toBeLessThanOrEqual(0);
    for (const part of [row.getByText('2 waiting'), row.getByRole('button', { name: /^Edit/ })]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    await shot(admin, `alerts-admin-demand-${name}`);
    await row.getByRole('button', { name: /^Edit/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Variant' });
    await expect(dialog.getByText('2 waiting: restocking e-mails them')).toBeVisible();
    await dialog.getByRole('spinbutton', { name: 'Size XL' }).fill('6');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    // The alerts end by a job right after the restock commits; the demand follows on the next look.
    await expect(async () => {
      await admin.reload();
      await variants.getByRole('combobox', { name: 'Filter by product' }).selectOption(product._id);
      await expect(variants.getByRole('row').filter({ hasText: variant.color.name }).first()).toBeVisible();
      await expect(row.getByText('waiting')).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });

    // Both get the mail with the product's link; the shopper's alert has ended.
    for (const to of [visitor, shopper]) {
      // The link is long enough to be wrapped by the mail's quoted-printable lines: read them joined.
      const mail = (await mailTo(to, 'Subject: Back in stock')).replace(/=\r?\n/g, '');
      expect(mail).toContain(`/product/${product._id}?variant=3D${variant._id}&amp;size=3DXL`);
      expect(mail).toContain(`size XL`);
    }
    await page.getByRole('button', { name: 'Alerts', exact: true }).click();
    await page.reload();
    await expect(page.getByText(STOCK_ALERT_TEXTS.noAlerts)).toBeVisible();
    await adminContext.close();
  });
});
