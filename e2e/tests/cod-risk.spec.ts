import type { Page } from '@playwright/test';
import {
  API,
  API_BASE_PATH,
  COD_OUTCOME_LABELS,
  COD_REASONS,
  COD_TEXTS,
  COD_UI_TEXTS,
  DEFAULT_COD_RULES,
  ORDER_STATUS_LABELS,
  SPLASH_SESSION_KEY,
  formatInr,
  type Order,
  type Variant,
} from '@shop/shared';
import {
  DELIVERY_ADDRESSES,
  PHONE,
  DESKTOP,
  e2eAdmin,
  expect,
  mailTo,
  openScreen,
  placeCodOrderThroughApi,
  saveScreen,
  signUpShopper,
  test,
} from '../fixtures.ts';
import { E2E_CONFIRM_ABOVE_RUPEES } from '../global-setup.ts';

/** Cash on delivery decided per order: what checkout offers and why, and the mailed confirmation link. */

test.describe.configure({ timeout: 180_000 });

/** Puts `quantity` units of the first listed variant with enough stock in the cart, through the API. */
async function cartOf(page: Page, quantity: number) {
  const listed = await page.request.get(`${API_BASE_PATH}${API.variant.list}`, { params: { limit: 20 } });
  const variant = ((await listed.json()).data.variants as Variant[]).find((v) => (v.quantity.XL ?? 0) > quantity + 2);
  expect(variant, 'a variant with stock in XL').toBeTruthy();
  const added = await page.request.post(`${API_BASE_PATH}${API.cart.root}`, {
    data: { variantId: variant!._id, size: 'XL', quantity },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

async function toCheckout(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);
  await page.getByLabel('House / flat number').fill('221B');
  await page.getByLabel('Street').fill('Mall Road');
  await page.getByLabel('Colony / area').fill('Model Town');
  await page.getByLabel('City').fill('Ludhiana');
  await page.getByLabel('State').selectOption('Punjab');
  await page.getByLabel('PIN code').fill('141002');
  await page.getByLabel('Contact number').fill('9876501234');
}

test('at 360 px checkout says why COD needs a confirmation, and the mailed link confirms the order', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const shopper = await signUpShopper(page, { tag: 'cod-confirm' });
  await cartOf(page, 5);
  await toCheckout(page);

  await expect(page.getByText(COD_REASONS.highValue(E2E_CONFIRM_ABOVE_RUPEES))).toBeVisible();
  await expect(page.getByTestId('payment-online-extra')).toHaveText(COD_TEXTS.savingNudge(80));
  await page.getByText(COD_REASONS.highValue(E2E_CONFIRM_ABOVE_RUPEES)).scrollIntoViewIfNeeded();
  await saveScreen(page, 'cod-checkout-confirm-phone');
  await page.getByRole('button', { name: 'Place Order' }).first().click();
  await expect(page).toHaveURL(/\/thank-you$/);

  const mail = await mailTo(shopper.email, 'Please confirm');
  const unwrapped = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /(http:\/\/localhost:\d+\/confirm-cod\/[0-9a-f-]{36}\?token=[\w%-]+&action=confirm)/.exec(
    unwrapped,
  )?.[1];
  expect(link, 'the mail carries the Confirm link').toBeTruthy();

  // The link works in a browser that is not signed in.
  const stranger = await page.context().browser()!.newContext({ viewport: PHONE });
  await stranger.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), SPLASH_SESSION_KEY);
  const linkPage = await stranger.newPage();
  await linkPage.goto(link!.replace(/^http:\/\/localhost:\d+/, ''));
  await expect(linkPage.getByRole('heading', { name: COD_UI_TEXTS.confirmTitle })).toBeVisible();
  await saveScreen(linkPage, 'cod-confirm-link-phone');
  await linkPage.getByRole('button', { name: COD_UI_TEXTS.confirmButton }).click();
  await expect(linkPage.getByText(COD_TEXTS.confirmed)).toBeVisible();
  await saveScreen(linkPage, 'cod-confirm-done-phone');
  await linkPage.setViewportSize(DESKTOP);
  await saveScreen(linkPage, 'cod-confirm-done-desktop');
  await stranger.close();

  const orders = await page.request.get(`${API_BASE_PATH}${API.order.user}`);
  const [latest] = (await orders.json()).data.orders as Order[];
  expect(latest!.status).toBe('processing');
});

test('at 360 px the signed-in shopper confirms a COD order on the thank-you page, and another from My Account', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signUpShopper(page, { tag: 'cod-on-site' });
  await cartOf(page, 5);
  await toCheckout(page);
  await page.getByRole('button', { name: 'Place Order' }).first().click();
  await expect(page).toHaveURL(/\/thank-you$/);

  // The thank-you page asks for the confirmation, with the deadline on the shop's clock.
  const waiting = page.getByRole('region', { name: COD_UI_TEXTS.awaitingTitle });
  await expect(waiting).toContainText(/Confirm by \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2}\s?[ap]m/i);
  await saveScreen(page, 'cod-thank-you-waiting-phone');
  await page.setViewportSize(DESKTOP);
  await saveScreen(page, 'cod-thank-you-waiting-desktop');
  await page.setViewportSize(PHONE);
  await waiting.getByRole('button', { name: COD_UI_TEXTS.confirmButton }).click();
  await expect(page.getByRole('status').filter({ hasText: COD_TEXTS.confirmed })).toBeVisible();
  await saveScreen(page, 'cod-thank-you-confirmed-phone');
  const first = (
    (await (await page.request.get(`${API_BASE_PATH}${API.order.user}`)).json()).data.orders as Order[]
  )[0]!;
  expect(first.status).toBe('processing');

  // A second one waits (to the address the first one saved, chosen at once); the order in My
  // Account confirms it (Cancel asks once more and can be taken back).
  await cartOf(page, 5);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('radio', { name: 'Saved address' })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).first().click();
  await expect(page).toHaveURL(/\/thank-you$/);
  const second = (
    (await (await page.request.get(`${API_BASE_PATH}${API.order.user}`)).json()).data.orders as Order[]
  )[0]!;
  expect(second.status).toBe('awaiting_confirmation');
  await openScreen(page, '/my-account?tab=history');
  const card = page.getByRole('article', { name: `Order #${second.orderNumber}` });
  const onCard = card.getByRole('region', { name: COD_UI_TEXTS.awaitingTitle });
  await expect(onCard).toContainText('Confirm by');
  await onCard.getByRole('button', { name: COD_UI_TEXTS.cancelButton }).click();
  await expect(onCard).toContainText(COD_UI_TEXTS.cancelQuestion(second.orderNumber));
  await onCard.getByRole('button', { name: COD_UI_TEXTS.keepOrder }).click();
  await onCard.scrollIntoViewIfNeeded();
  await saveScreen(page, 'cod-account-waiting-phone');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await onCard.getByRole('button', { name: COD_UI_TEXTS.confirmButton }).click();
  await expect(card.getByRole('status').filter({ hasText: COD_TEXTS.confirmed })).toBeVisible();
  await expect(card).toContainText(ORDER_STATUS_LABELS.processing);
  await page.setViewportSize(DESKTOP);
  await saveScreen(page, 'cod-account-confirmed-desktop');
});

test('at 360 px a shopper whose COD parcels came back twice is offered paying online only, with the reason', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  await signUpShopper(page, { tag: 'cod-returned' });
  const admin = await browser.newContext();
  const signedIn = await admin.request.post(`${API_BASE_PATH}${API.user.login}`, { data: e2eAdmin });
  expect(signedIn.ok()).toBe(true);
  for (let i = 0; i < 2; i++) {
    const order = await placeCodOrderThroughApi(page, { size: 'M', moreThan: 3, address: DELIVERY_ADDRESSES.ludhiana });
    const shipped = await admin.request.put(`${API_BASE_PATH}${API.order.status(order._id)}`, {
      data: { status: 'shipped' },
    });
    expect(shipped.ok(), await shipped.text()).toBe(true);
    const refused = await admin.request.post(`${API_BASE_PATH}${API.codRisk.refusedAtDoor(order._id)}`);
    expect(refused.ok(), await refused.text()).toBe(true);
  }
  await admin.close();

  await cartOf(page, 1);
  await toCheckout(page);
  const reason = COD_REASONS.returned(2, DEFAULT_COD_RULES.returnedWindowDays);
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /Pay Online/ })).toBeChecked();
  await page.getByText(reason).scrollIntoViewIfNeeded();
  await saveScreen(page, 'cod-checkout-prepaid-only-phone');
  await page.setViewportSize(DESKTOP);
  await expect(page.getByText(reason)).toBeVisible();
  await saveScreen(page, 'cod-checkout-prepaid-only-desktop');
});

test('the owner reaches the COD rules from the admin nav and sees the numbers', async ({ page }) => {
  const res = await page.request.post(`${API_BASE_PATH}${API.user.login}`, { data: e2eAdmin });
  expect(res.ok()).toBe(true);
  for (const [name, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await openScreen(page, '/admin/dashboard');
    if (name === 'phone') {
      await page.getByRole('navigation', { name: 'Bottom' }).getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'COD RULES' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'COD', exact: true }).click();
    }
    await expect(page.getByRole('heading', { name: 'COD Rules', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Hours to confirm')).toHaveValue(String(DEFAULT_COD_RULES.confirmationHours));
    await expect(page.getByLabel('Discount for paying online')).toHaveValue('off');
    await expect(page.getByLabel('Confirm accounts younger than (days)')).toHaveValue('0');
    await expect(page.getByText('COD share of orders')).toBeVisible();
    await saveScreen(page, `cod-rules-${name}`);
  }
  expect(ORDER_STATUS_LABELS.awaiting_confirmation).toBe('Awaiting confirmation');
});

/** The "Pay online instead" link of a shopper's mail, as a path of the shop. */
async function payOnlineLinkOf(email: string, subject: string) {
  const mail = (await mailTo(email, subject)).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /http:\/\/localhost:\d+(\/pay-online\/[0-9a-f-]{36}\?token=[\w%-]+)/.exec(mail)?.[1];
  expect(link, 'the mail carries the Pay online instead link').toBeTruthy();
  return link!;
}

test('at 360 px the confirmation mail’s Pay online instead link pays a COD order without signing in, and the owner sees it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  const shopper = await signUpShopper(page, { tag: 'cod-pay-online' });
  const order = await placeCodOrderThroughApi(page, { size: 'M', moreThan: 3, address: DELIVERY_ADDRESSES.ludhiana });
  // Accepted as placed: ready to ship by itself.
  expect(order.status).toBe('processing');
  const link = await payOnlineLinkOf(shopper.email, 'is confirmed');

  // Opened in a browser that is not signed in: the new total without the COD charge.
  const stranger = await browser.newContext({ viewport: PHONE });
  await stranger.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), SPLASH_SESSION_KEY);
  const linkPage = await stranger.newPage();
  await linkPage.goto(link);
  await expect(linkPage.getByRole('heading', { name: COD_UI_TEXTS.payOnlineTitle })).toBeVisible();
  const newTotal = order.totalAmount - 80;
  await expect(linkPage.getByTestId('pay-online-total')).toHaveText(formatInr(newTotal));
  await saveScreen(linkPage, 'cod-pay-online-phone');
  await linkPage.getByRole('button', { name: COD_UI_TEXTS.payOnlineButton(formatInr(newTotal)) }).click();
  await linkPage.getByRole('dialog', { name: 'StoryFit' }).getByRole('button', { name: 'Pay' }).click();
  await expect(linkPage.getByText(COD_TEXTS.paidOnlineInstead)).toBeVisible();
  await saveScreen(linkPage, 'cod-pay-online-paid-phone');
  // Opened again: already paid, nothing more to pay.
  await linkPage.setViewportSize(DESKTOP);
  await linkPage.reload();
  await expect(linkPage.getByText(COD_TEXTS.paidOnlineInstead)).toBeVisible();
  await expect(linkPage.getByRole('button', { name: /online$/ })).toHaveCount(0);
  await saveScreen(linkPage, 'cod-pay-online-paid-desktop');
  await stranger.close();

  const orders = await page.request.get(`${API_BASE_PATH}${API.order.user}`);
  const paid = ((await orders.json()).data.orders as Order[]).find((o) => o._id === order._id)!;
  expect(paid).toMatchObject({ paymentMethod: 'online', paymentStatus: 'paid', totalAmount: newTotal });

  // The owner's order page tells how COD was offered and that it was paid online instead.
  const admin = await browser.newContext({ viewport: DESKTOP });
  await admin.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), SPLASH_SESSION_KEY);
  const adminPage = await admin.newPage();
  const signedIn = await adminPage.request.post(`${API_BASE_PATH}${API.user.login}`, { data: e2eAdmin });
  expect(signedIn.ok()).toBe(true);
  await openScreen(adminPage, `/admin/orders/${order._id}`);
  const panel = adminPage.getByTestId('cod-decision');
  await expect(panel).toContainText(COD_REASONS.regular);
  await expect(panel).toContainText(COD_UI_TEXTS.switchedToOnline);
  await panel.scrollIntoViewIfNeeded();
  await saveScreen(adminPage, 'cod-order-page-paid-online-desktop');
  await admin.close();
});

test('at 360 px the owner marks a shipped COD order refused at the door from its order page', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  await signUpShopper(page, { tag: 'cod-refused-page' });
  const order = await placeCodOrderThroughApi(page, { size: 'M', moreThan: 3, address: DELIVERY_ADDRESSES.ludhiana });
  const admin = await browser.newContext({ viewport: PHONE });
  await admin.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), SPLASH_SESSION_KEY);
  const adminPage = await admin.newPage();
  const signedIn = await adminPage.request.post(`${API_BASE_PATH}${API.user.login}`, { data: e2eAdmin });
  expect(signedIn.ok()).toBe(true);
  const shipped = await adminPage.request.put(`${API_BASE_PATH}${API.order.status(order._id)}`, {
    data: { status: 'shipped' },
  });
  expect(shipped.ok(), await shipped.text()).toBe(true);

  await openScreen(adminPage, `/admin/orders/${order._id}`);
  const panel = adminPage.getByTestId('cod-decision');
  await expect(panel).toContainText(COD_OUTCOME_LABELS.cod);
  await panel.scrollIntoViewIfNeeded();
  await saveScreen(adminPage, 'cod-order-page-refused-phone');
  await panel.getByRole('button', { name: COD_UI_TEXTS.refusedAtDoor }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: COD_UI_TEXTS.refusedAtDoor }).click();
  await expect(adminPage.getByText(COD_TEXTS.refusedAtDoorDone)).toBeVisible();
  await expect(adminPage.getByRole('heading', { level: 1 }).locator('..')).toContainText(ORDER_STATUS_LABELS.cancelled);
  await adminPage.setViewportSize(DESKTOP);
  await saveScreen(adminPage, 'cod-order-page-refused-desktop');
  await admin.close();
});
