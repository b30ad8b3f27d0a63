import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ALERT_CONSENT_WORDING,
  API_BASE_PATH,
  SPLASH_SESSION_KEY,
  STOCK_ALERT_TEXTS,
  formatInr,
  type ProductDetail,
  type ProductSummary,
  type StockAlert,
} from '@shop/shared';
import { e2eDataDir } from '../env.ts';
import { e2eAdmin, expect, expectNoSeriousViolations, mailTo, saveScreen, signUpShopper, test } from '../fixtures.ts';

/**
 * An alert a shopper asked for, on a phone: consent to WhatsApp and e-mail on the sold-out size,
 * the owner restocks, the WhatsApp message (the simulated port's outbox) and the mail arrive with
 * the size chosen in their link, the message's Stop works without signing in, and My Account
 * shows the consent withdrawn.
 */

test.describe.configure({ timeout: 180_000 });

const API = API_BASE_PATH;
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };

type WhatsAppSent = {
  to: string;
  template: { name: string; components: { type: string; parameters: { text: string }[] }[] };
};

/** The WhatsApp message the simulated port wrote for an alert, once its job has run. */
async function whatsAppOf(alertId: string): Promise<WhatsAppSent> {
  const file = path.join(e2eDataDir, 'outbox', `whatsapp-alert-${alertId}.json`);
  await expect.poll(() => fs.existsSync(file), { timeout: 30_000 }).toBe(true);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as WhatsAppSent;
}

/** A colour of a demo product for this run (away from the other journeys' products). */
async function pickVariant(request: APIRequestContext) {
  const list = await request.get(`${API}/product`, { params: { limit: 100 } });
  const products = (await list.json()).data.products as ProductSummary[];
  const summary = products[products.length - 4]!;
  const product = (await (await request.get(`${API}/product/${summary._id}`)).json()).data as ProductDetail;
  return { product, variant: product.variants[0]! };
}

async function shot(page: Page, name: string) {
  fs.mkdirSync('/tmp/shots/storefront', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/storefront/${name}.png`, fullPage: false });
  await saveScreen(page, name);
}

test('on a phone: a size alert with consent, the restock, the WhatsApp message and mail, Stop, and My Account', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  const adminContext = await browser.newContext();
  const admin = adminContext.request;
  expect((await admin.post(`${API}/user/login`, { data: e2eAdmin })).ok()).toBe(true);
  const { product, variant } = await pickVariant(page.request);
  const setStock = async (quantity: Record<string, number>) => {
    const res = await admin.patch(`${API}/variant/${variant._id}`, { data: { quantity } });
    expect(res.ok(), await res.text()).toBe(true);
  };
  await setStock({ M: 4, L: 4, XL: 0, XXL: 4 });

  const { email } = await signUpShopper(page, { tag: 'wa-alerts', name: 'Kavya Rao' });
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const notify = page.getByRole('region', { name: 'Sold out: XL' });
  await expect(notify).toBeVisible();

  // Nothing is ticked for the shopper; asking without a tick says so.
  const whatsApp = notify.getByRole('checkbox', { name: /^WhatsApp/ });
  const byMail = notify.getByRole('checkbox', { name: /^E-mail/ });
  await expect(whatsApp).not.toBeChecked();
  await expect(notify.getByText(ALERT_CONSENT_WORDING.whatsapp)).toBeVisible();
  await notify.getByRole('button', { name: 'Notify me · XL' }).click();
  await expect(notify.getByRole('alert')).toHaveText(STOCK_ALERT_TEXTS.consentRequired);
  await whatsApp.check();
  await byMail.check();
  await notify.scrollIntoViewIfNeeded();
  await shot(page, 'wa-alerts-consent-phone');
  await expectNoSeriousViolations(page, 'the consent on a sold-out size');
  await notify.getByRole('button', { name: 'Notify me · XL' }).click();
  await expect(notify.getByText('Alert set for XL')).toBeVisible();
  await expect(notify.getByRole('status')).toHaveText(/We will alert you once when XL is back/);
  await shot(page, 'wa-alerts-set-phone');

  const mine = (await (await page.request.get(`${API}/stock-alerts`)).json()).data.alerts as StockAlert[];
  const alert = mine.find((a) => a.variantId === variant._id && a.size === 'XL')!;
  expect(alert).toBeTruthy();

  // The owner restocks the size: one WhatsApp message and one mail.
  await setStock({ M: 4, L: 4, XL: 5, XXL: 4 });
  const message = await whatsAppOf(alert._id);
  expect(message.to).toBe('919876501234');
  expect(message.template.name).toBe('back_in_stock_alert');
  expect(message.template.components[0]!.parameters.map((p) => p.text).slice(0, 3)).toEqual([
    product.name,
    variant.color.name,
    'XL',
  ]);
  const [view, stop] = message.template.components.filter((c) => c.type === 'button').map((c) => c.parameters[0]!.text);
  const mail = await mailTo(email, 'Subject: Back in stock');
  expect(mail).toContain('/alerts/stop/');

  // The message's View opens the product with the colour and size chosen.
  await page.goto(`/${view}`);
  await expect(page.getByRole('radio', { name: 'XL', exact: true })).toBeChecked();

  // Its Stop works without signing in.
  const visitor = await browser.newContext({ viewport: PHONE });
  await visitor.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), SPLASH_SESSION_KEY);
  const stranger = await visitor.newPage();
  const stopCard = stranger.getByRole('region', { name: 'Stop alerts' });
  await stranger.goto(`/${stop}`);
  await expect(stopCard.getByRole('status')).toHaveText(STOCK_ALERT_TEXTS.consentWithdrawn('whatsapp'));
  await shot(stranger, 'wa-alerts-stopped-phone');
  await expectNoSeriousViolations(stranger, 'the stop page');
  await stranger.goto(`/alerts/stop/${stop!.split('/')[2]!.split('?')[0]}?token=forged`);
  await expect(stopCard.getByRole('alert')).toHaveText(STOCK_ALERT_TEXTS.stopLinkInvalid);

  // My Account shows WhatsApp withdrawn, e-mail still agreed; the shopper withdraws that too.
  await page.goto('/my-account?tab=alerts');
  const consents = page.getByRole('list', { name: 'Your consent per channel' });
  const whatsAppRow = consents.getByRole('listitem').filter({ hasText: 'WhatsApp:' });
  const mailRow = consents.getByRole('listitem').filter({ hasText: 'E-mail:' });
  await expect(whatsAppRow.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(whatsAppRow.getByText(ALERT_CONSENT_WORDING.whatsapp)).toBeVisible();
  await expect(whatsAppRow.getByText(/withdrawn on/)).toBeVisible();
  await expect(mailRow.getByText('Agreed', { exact: true })).toBeVisible();
  await shot(page, 'wa-alerts-my-account-phone');
  await expectNoSeriousViolations(page, "My Account's alerts");
  await mailRow.getByRole('button', { name: 'Withdraw consent to alerts by E-mail' }).click();
  await expect(mailRow.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(page.getByText(STOCK_ALERT_TEXTS.noAlerts)).toBeVisible();

  // The same screens at desktop width, for the record.
  await page.setViewportSize(DESKTOP);
  await shot(page, 'wa-alerts-my-account-desktop');
  await stranger.setViewportSize(DESKTOP);
  await stranger.goto(`/${stop}`);
  await expect(stopCard.getByRole('status')).toHaveText(STOCK_ALERT_TEXTS.consentWithdrawn('whatsapp'));
  await shot(stranger, 'wa-alerts-stopped-desktop');
  await setStock({ M: 4, L: 4, XL: 0, XXL: 4 });
  await page.goto(`/product/${product._id}`);
  await page.getByRole('region', { name: 'Sold out: XL' }).scrollIntoViewIfNeeded();
  await shot(page, 'wa-alerts-consent-desktop');
  await visitor.close();
  await adminContext.close();
});

test('on a phone: a price drop alert on a wishlisted tee, and the owner’s price cut sends it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  const adminContext = await browser.newContext();
  const admin = adminContext.request;
  expect((await admin.post(`${API}/user/login`, { data: e2eAdmin })).ok()).toBe(true);
  const list = await page.request.get(`${API}/product`, { params: { limit: 100 } });
  const products = (await list.json()).data.products as ProductSummary[];
  const summary = products[products.length - 5]!;
  const product = (await (await page.request.get(`${API}/product/${summary._id}`)).json()).data as ProductDetail;
  const variant = product.variants[0]!;
  const stocked = await admin.patch(`${API}/variant/${variant._id}`, {
    data: { quantity: { M: 5, L: 5, XL: 5, XXL: 5 } },
  });
  expect(stocked.ok(), await stocked.text()).toBe(true);

  await signUpShopper(page, { tag: 'price-drop', name: 'Kavya Rao' });
  expect((await page.request.post(`${API}/wishlist`, { data: { variantId: variant._id, size: 'L' } })).ok()).toBe(true);
  await page.goto('/wishlist');
  const name = `${product.name} (${variant.color.name}, L)`;
  const card = page.getByRole('listitem', { name });
  await card.getByRole('button', { name: `Price drop alert for ${name}` }).click();
  await card.getByRole('checkbox', { name: /^WhatsApp/ }).check();
  await shot(page, 'wa-alerts-price-drop-phone');
  await expectNoSeriousViolations(page, "the wishlist's price drop alert");
  await card.getByRole('button', { name: 'Set price drop alert' }).click();
  await expect(card.getByText('Price drop alert set')).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await shot(page, 'wa-alerts-price-drop-desktop');

  const mine = (await (await page.request.get(`${API}/stock-alerts`)).json()).data.alerts as StockAlert[];
  const alert = mine.find((a) => a.variantId === variant._id && a.event === 'price-drop')!;
  const cut = Math.floor(variant.price * 0.8);
  const res = await admin.patch(`${API}/variant/${variant._id}`, { data: { price: cut } });
  expect(res.ok(), await res.text()).toBe(true);
  const message = await whatsAppOf(alert._id);
  expect(message.template.name).toBe('price_drop_alert');
  expect(message.template.components[0]!.parameters.map((p) => p.text)).toEqual([
    product.name,
    variant.color.name,
    'L',
    formatInr(cut),
  ]);
  const [view] = message.template.components.filter((c) => c.type === 'button').map((c) => c.parameters[0]!.text);
  await page.goto(`/${view}`);
  await expect(page.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
  await expect(page.getByText(formatInr(cut)).first()).toBeVisible();
  await admin.patch(`${API}/variant/${variant._id}`, { data: { price: variant.price } });
  await adminContext.close();
});
