import type { Browser, Page } from '@playwright/test';
import {
  API_BASE_PATH,
  RETURN_FEE_RUPEES,
  RETURN_MESSAGES,
  RETURN_SCREEN_TEXTS,
  RETURN_TEXTS,
  SPLASH_SESSION_KEY,
  formatInr,
  type Order,
  type ProductDetail,
  type ProductSummary,
  type Size,
  type Variant,
  REFUND_ROUTE_LABELS,
  REFUND_STATE_LABELS,
} from '@shop/shared';
import { DELIVERY_ADDRESSES, PHONE, e2eAdmin, expect, mailTo, saveScreen, signUpShopper, test } from '../fixtures.ts';

/** Self-serve returns at phone width: a size exchange, and a refund to store credit spent at checkout. */

test.describe.configure({ timeout: 240_000 });
const API = API_BASE_PATH;
const saved = { timeout: 30_000 };

/**
 * A colour no other journey orders from: the fourth or fifth product from the end of the list
 * (alerts take the last two, cancellations the third; each journey here its own), with M and L in stock.
 */
async function ownVariant(page: Page, fromEnd: 4 | 5): Promise<Variant> {
  const list = await page.request.get(`${API}/product`, { params: { limit: 100 } });
  const products = (await list.json()).data.products as ProductSummary[];
  const summary = products[products.length - fromEnd]!;
  const product = (await (await page.request.get(`${API}/product/${summary._id}`)).json()).data as ProductDetail;
  const variant = product.variants.find((v) => v.quantity.M > 3 && v.quantity.L > 3);
  expect(variant, `a colour of ${product.name} with M and L in stock`).toBeDefined();
  return variant!;
}

async function stockOf(page: Page, variant: Variant, size: Size) {
  const product = (await (await page.request.get(`${API}/product/${variant.product._id}`)).json())
    .data as ProductDetail;
  return product.variants.find((v) => v._id === variant._id)!.quantity[size];
}

/** `quantity` M of the colour, cash on delivery, through the API as checkout does. */
async function placeCodOrder(page: Page, variant: Variant, quantity = 1): Promise<Order> {
  expect((await page.request.post(`${API}/cart`, { data: { variantId: variant._id, size: 'M', quantity } })).ok()).toBe(
    true,
  );
  const cart = (await (await page.request.get(`${API}/cart`)).json()).data.cart as {
    items: { _id: string; variant: { _id: string }; size: string }[];
  };
  const line = cart.items.find((i) => i.variant._id === variant._id && i.size === 'M')!;
  const created = await page.request.post(`${API}/order`, {
    data: {
      itemIds: [line._id],
      paymentMethod: 'cod',
      contact: '9876501234',
      shippingAddress: DELIVERY_ADDRESSES.ludhiana,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()).data.order as Order;
}

/** The screen at phone width, then at laptop width, back at the width it had. */
async function screens(page: Page, name: string) {
  const size = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await saveScreen(page, `${name}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreen(page, `${name}-1280`);
  await page.setViewportSize(size);
}

/** The owner's browser, signed in, at phone width. */
async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), SPLASH_SESSION_KEY);
  const admin = await context.newPage();
  expect((await admin.request.post(`${API}/user/login`, { data: e2eAdmin })).ok()).toBe(true);
  return admin;
}

/** The owner marks the parcel delivered today, as the admin menu does. */
async function deliver(admin: Page, order: Order) {
  const res = await admin.request.put(`${API}/order/${order._id}/status`, { data: { status: 'delivered' } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The owner opens Returns from the header menu and finds this order's return. */
async function openReturn(admin: Page, order: Order) {
  await admin.goto('/admin/dashboard');
  await admin.getByRole('navigation', { name: 'Bottom' }).getByRole('button', { name: 'Menu' }).click();
  await admin.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'RETURNS' }).click();
  await expect(admin).toHaveURL(/\/admin\/returns/);
  await admin.getByRole('tab', { name: RETURN_SCREEN_TEXTS.allStatuses }).click();
  const card = admin.getByRole('region', { name: new RegExp(`Order #${order.orderNumber}`) });
  await expect(card).toBeVisible(saved);
  return card;
}

async function ownerMoves(admin: Page, order: Order, steps: string[]) {
  for (const step of steps) {
    const card = admin.getByRole('region', { name: new RegExp(`Order #${order.orderNumber}`) });
    await card.getByRole('button', { name: step }).click();
    await expect(admin.getByText(`Return of order #${order.orderNumber}`).first()).toBeVisible(saved);
  }
}

test('a shopper exchanges M for L at 360 px: L held at once; the owner approves, receives and accepts', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  const { email } = await signUpShopper(page, { tag: 'returns-e2e', name: 'Kiran Bedi' });
  const variant = await ownVariant(page, 4);
  const order = await placeCodOrder(page, variant);
  const admin = await ownerPage(browser);
  await deliver(admin, order);
  const [m, l] = [await stockOf(page, variant, 'M'), await stockOf(page, variant, 'L')];

  await page.goto('/my-account?tab=history');
  const card = page.getByRole('article', { name: `Order #${order.orderNumber}` });
  await card.getByRole('button', { name: RETURN_TEXTS.button }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(RETURN_TEXTS.heading) });
  await dialog.getByRole('checkbox', { name: /size M/ }).check();
  await dialog.getByLabel(RETURN_SCREEN_TEXTS.reason).selectOption('too_small');
  await expect(dialog.getByRole('radio', { name: RETURN_TEXTS.exchange })).toBeChecked();
  // Too small: the exchange starts on the next size up, and the button says what it does.
  await expect(dialog.getByLabel(RETURN_SCREEN_TEXTS.newSize)).toHaveValue('L');
  await expect(dialog.getByLabel('What you get back')).toContainText('Size L');
  await saveScreen(page, 'returns-exchange-dialog-360');
  await dialog.getByRole('button', { name: RETURN_TEXTS.confirmExchange }).click();
  await expect(card).toContainText(RETURN_TEXTS.held('L'), saved);
  await expect.poll(() => stockOf(page, variant, 'L')).toBe(l - 1);
  await screens(page, 'returns-exchange-requested');
  expect(await mailTo(email, 'We have your return request')).toContain(`#${order.orderNumber}`);

  await openReturn(admin, order);
  await saveScreen(admin, 'returns-admin-requested-360');
  await ownerMoves(admin, order, [RETURN_SCREEN_TEXTS.approve, RETURN_SCREEN_TEXTS.markReceived]);
  // Received: the new size is sent now, as a parcel of its own booked with the courier.
  const received = admin.getByRole('region', { name: new RegExp(`Order #${order.orderNumber}`) });
  await expect(async () => {
    await admin.reload();
    await admin.getByRole('tab', { name: RETURN_SCREEN_TEXTS.allStatuses }).click();
    await expect(received.getByTestId('replacement-parcel')).toContainText('AWB SIM', { timeout: 2_000 });
  }).toPass(saved);
  expect(await stockOf(page, variant, 'L')).toBe(l - 1);
  expect(await stockOf(page, variant, 'M')).toBe(m);
  await ownerMoves(admin, order, [RETURN_SCREEN_TEXTS.accept]);
  const done = admin.getByRole('region', { name: new RegExp(`Order #${order.orderNumber}`) });
  await expect(done.getByRole('link', { name: /^Download credit note CN\// })).toBeVisible();
  await expect(done.getByRole('link', { name: /^Download replacement invoice SF\// })).toBeVisible();
  await expect(done.getByTestId('replacement-parcel')).toContainText('AWB SIM');
  await screens(admin, 'returns-admin-accepted');

  // The owner's order page lists the exchange with its replacement parcel; the order stays delivered.
  await admin.goto(`/admin/orders/${order._id}`);
  const panel = admin.getByRole('region', { name: RETURN_SCREEN_TEXTS.ordersReturns });
  await expect(panel.getByTestId('replacement-parcel')).toContainText('AWB SIM', saved);
  const [adminCopy] = await Promise.all([
    admin.waitForEvent('download'),
    panel.getByRole('link', { name: /^Download credit note CN\// }).click(),
  ]);
  expect(adminCopy.suggestedFilename()).toMatch(/^credit-note-CN-.+\.pdf$/);
  await screens(admin, 'returns-admin-order-page');
  await admin.context().close();

  await page.reload();
  await expect(card).toContainText('Return: Accepted', saved);
  // The shopper downloads the return's credit note and the replacement's invoice as PDFs.
  for (const name of [/^Download credit note CN\//, /^Download replacement invoice SF\//]) {
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name }).click()]);
    expect(download.suggestedFilename()).toMatch(/^(credit-note|invoice)-.+\.pdf$/);
  }
  await expect(card.getByTestId('replacement-parcel')).toContainText('AWB SIM');
  await expect(card.getByRole('link', { name: RETURN_TEXTS.trackReplacement })).toBeVisible();
  await expect.poll(() => stockOf(page, variant, 'M')).toBe(m + 1);
  expect(await stockOf(page, variant, 'L')).toBe(l - 1);
  expect(await mailTo(email, 'Your new size for order')).toContain('AWB SIM');
  await screens(page, 'returns-exchange-accepted');
});

test('the owner sets the fee; a refund lands as store credit and pays the whole of the next order', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  await signUpShopper(page, { tag: 'returns-credit-e2e', name: 'Asha Rao' });
  const variant = await ownVariant(page, 5);
  const order = await placeCodOrder(page, variant, 2);
  const admin = await ownerPage(browser);
  await deliver(admin, order);

  // The owner sets the return fee on the Returns screen: a fee out of range is refused there.
  await admin.goto('/admin/returns');
  const settings = admin.getByRole('form', { name: RETURN_SCREEN_TEXTS.settingsHeading });
  const fee = settings.getByLabel(RETURN_SCREEN_TEXTS.feeLabel);
  await expect(fee).toHaveValue(String(RETURN_FEE_RUPEES), saved);
  await fee.fill('600');
  await settings.getByRole('button', { name: RETURN_SCREEN_TEXTS.saveSettings }).click();
  await expect(settings).toContainText(RETURN_MESSAGES.feeInvalid);
  await fee.fill('45');
  await settings.getByRole('button', { name: RETURN_SCREEN_TEXTS.saveSettings }).click();
  await expect(admin.getByText(RETURN_MESSAGES.settingsSaved).first()).toBeVisible(saved);
  await settings.scrollIntoViewIfNeeded();
  await screens(admin, 'returns-admin-settings');

  try {
    await page.goto('/my-account?tab=history');
    const card = page.getByRole('article', { name: `Order #${order.orderNumber}` });
    await card.getByRole('button', { name: RETURN_TEXTS.button }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(RETURN_TEXTS.heading) });
    // The fee in force is shown before anything is picked.
    await expect(dialog).toContainText(RETURN_TEXTS.feeInForce(formatInr(45)));
    await dialog.getByRole('checkbox', { name: /size M/ }).check();
    await dialog.getByLabel(RETURN_SCREEN_TEXTS.reason).selectOption('changed_mind');
    await dialog.getByLabel(RETURN_SCREEN_TEXTS.quantity).selectOption('2');
    await dialog.getByRole('radio', { name: /Store credit/ }).check();
    const back = order.items[0]!.price * 2 - 45;
    const summary = dialog.getByLabel('What you get back');
    await expect(summary).toContainText(formatInr(45));
    await expect(summary).toContainText(formatInr(back));
    await summary.scrollIntoViewIfNeeded();
    await screens(page, 'returns-refund-dialog');
    await dialog.getByRole('button', { name: RETURN_TEXTS.confirm }).click();
    await expect(card).toContainText('Return: Requested', saved);

    await openReturn(admin, order);
    await ownerMoves(admin, order, [
      RETURN_SCREEN_TEXTS.approve,
      RETURN_SCREEN_TEXTS.markReceived,
      RETURN_SCREEN_TEXTS.accept,
    ]);
    const done = admin.getByRole('region', { name: new RegExp(`Order #${order.orderNumber}`) });
    await expect(done).toContainText(`${REFUND_ROUTE_LABELS.wallet} · ${REFUND_STATE_LABELS.processed}`);

    await page.getByRole('button', { name: 'Store Credit' }).click();
    await expect(page.getByLabel('Store credit balance')).toHaveText(formatInr(back), saved);
    await screens(page, 'returns-store-credit');

    // The next order, paid online: the credit covers all of it, so no payment widget opens.
    const address = await page.request.post(`${API}/user/add_address`, {
      data: { ...DELIVERY_ADDRESSES.ludhiana, title: 'Home' },
    });
    expect(address.ok(), await address.text()).toBe(true);
    expect((await page.request.post(`${API}/cart`, { data: { variantId: variant._id, size: 'L' } })).ok()).toBe(true);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Buy Now' }).first().click();
    await expect(page).toHaveURL(/confirm-order/);
    await page.getByRole('radio', { name: /Pay Online/ }).check();
    await page.getByRole('checkbox', { name: /Use my store credit/ }).check();
    await expect(page.getByTestId('store-credit-due')).toContainText('nothing left to pay');
    await page.getByTestId('store-credit-due').scrollIntoViewIfNeeded();
    await screens(page, 'returns-checkout-credit');
    const placed = page.waitForResponse(
      (res) => res.url().endsWith(`${API}/order`) && res.request().method() === 'POST',
    );
    await page
      .getByRole('button', { name: /place order/i })
      .first()
      .click();
    const answer = (await (await placed).json()).data as { order: Order; razorpayOrder: unknown };
    expect(answer.razorpayOrder).toBeNull();
    expect(answer.order).toMatchObject({ paymentMethod: 'online', paymentStatus: 'paid' });
    expect(answer.order.storeCredit).toBe(answer.order.totalAmount);
    await expect(page).toHaveURL(/thank-you/, saved);
    // The line is bought: it left the cart (the badge no longer counts it).
    await expect(page.getByTestId('cart-count').first()).toBeHidden(saved);
    await screens(page, 'returns-paid-by-credit');
  } finally {
    const restored = await admin.request.put(`${API}/returns/settings`, {
      data: { feeRupees: RETURN_FEE_RUPEES, replacementAtPickup: false },
    });
    expect(restored.ok()).toBe(true);
    await admin.context().close();
  }
});
