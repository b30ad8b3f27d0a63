import type { Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  API_BASE_PATH,
  CSV_EXPORTS,
  ORDER_STATUS_LABELS,
  SCREEN,
  STOCK_ADJUST_TEXTS,
  STOCK_HISTORY_TEXTS,
  STOCK_MOVEMENT_REASON_LABELS,
  SUCCESS,
  VALIDATION,
  type Order,
  type OrderStatus,
  type ProductSummary,
  PAYMENT_METHOD_LABELS,
} from '@shop/shared';
import {
  DELIVERY_ADDRESSES,
  downloaded,
  e2eAdmin,
  expect,
  mailTo,
  placeCodOrderThroughApi,
  saveScreen,
  signUpShopper,
  test,
} from '../fixtures.ts';

/** The admin's day: dashboard figures, orders and their statuses, CSVs, and the catalogue screens. */

// Journeys of many steps, each a real server round trip (uploads are resized by sharp).
test.describe.configure({ timeout: 240_000 });
const saved = { timeout: 30_000 };

const API = API_BASE_PATH;
const password = 'Shopper-password-1';

async function signInAdmin(page: Page) {
  const res = await page.request.post(`${API}/user/login`, { data: e2eAdmin });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A verified customer signed in on `page`'s browser context. */
async function signUp(page: Page, name: string) {
  const { email } = await signUpShopper(page, { tag: 'admin-e2e', name, gender: 'other', password });
  return { email, name };
}

/** A customer (in a browser context of their own) who places a COD order and asks to cancel it. */
async function customerWithOrder(browser: Browser, reason: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const customer = await signUp(page, 'Ishaan Mehta');
  const order = await placeCodOrderThroughApi(page, { size: 'M', moreThan: 2, address: DELIVERY_ADDRESSES.ludhiana });
  const cancel = await page.request.post(`${API}/order/cancel`, { data: { orderId: order._id, reason } });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  await context.close();
  return { customer, order };
}

async function screens(page: Page, name: string) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 780 });
  await saveScreen(page, `admin-${name}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreen(page, `admin-${name}-1280`);
  await page.setViewportSize(size);
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Picks a new status in an order's dropdown and confirms the dialog. */
async function changeStatus(page: Page, scope: Locator, order: Order, status: OrderStatus) {
  const control = scope.getByLabel(`Status of order #${order.orderNumber}`);
  // The choices read as words (the shared labels), never as the codes they send.
  await expect(control.getByRole('option', { name: ORDER_STATUS_LABELS[status] })).toHaveCount(1);
  await control.selectOption(status);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(SCREEN.statusConfirm(order.orderNumber, ORDER_STATUS_LABELS[status]));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(SUCCESS.orderStatusUpdated).first()).toBeVisible(saved);
  await expect(dialog).toBeHidden();
}

test('visitors and customers opening the admin screens land on the home page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signUp(page, 'Kavya Iyer');
  // Shopping never downloads the admin code: it is a chunk of its own.
  for (const path of ['/', '/products', '/cart', '/my-account']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(scripts.filter((url) => /\/assets\/admin-/.test(url))).toEqual([]);

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/$/);
  const stats = await page.request.post(`${API}/dashboard/stats`, { data: {} });
  expect(stats.status()).toBe(403);

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('an admin sees the stats, handles a cancellation request, ships and delivers orders and exports them', async ({
  page,
  browser,
}) => {
  const reason = 'Ordered the wrong size by mistake';
  const { customer, order } = await customerWithOrder(browser, reason);
  const second = await customerWithOrder(browser, 'Found a better price');
  await signInAdmin(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();

  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats.getByText('Total Revenue')).toBeVisible();
  await expect(stats).toContainText('₹');
  await expect(stats.getByText('Cancellation Requests')).toBeVisible();

  // The cancellation request shows its reason; cancelling it is the admin's decision.
  const requests = section(page, 'Cancellation Requests');
  await expect(requests).toContainText(reason);
  await expect(requests).toContainText(`#${order.orderNumber}`);
  await screens(page, 'dashboard');
  await changeStatus(page, requests, order, 'cancelled');
  await expect(requests).not.toContainText(`#${order.orderNumber}`);
  expect(await mailTo(customer.email, 'has been cancelled')).toContain(`#${order.orderNumber}`);

  // All orders: filter, then ship and deliver the second order through the dialog.
  const all = section(page, 'All Orders');
  await all.getByLabel('Status', { exact: true }).selectOption('cancelled');
  await all.getByLabel('Payment method').selectOption('cod');
  const cancelledRow = all.locator(`tr[data-order-id="${order._id}"]`);
  await expect(cancelledRow).toBeVisible();
  await expect(cancelledRow.getByLabel(`Status of order #${order.orderNumber}`)).toBeDisabled();
  await expect(all.locator(`tr[data-order-id="${second.order._id}"]`)).toHaveCount(0);

  await all.getByLabel('Status', { exact: true }).selectOption('');
  const row = all.locator(`tr[data-order-id="${second.order._id}"]`);
  await expect(row).toBeVisible();
  const select = row.getByLabel(`Status of order #${second.order.orderNumber}`);
  // Accepted cash on delivery is ready to ship by itself; pending is never a target to pick.
  await expect(select).toHaveValue('processing');
  await expect(select.locator('option[value="pending"]')).toHaveCount(0);
  await changeStatus(page, all, second.order, 'shipped');
  await expect(select).toHaveValue('shipped');
  await expect(select.locator('option[value="processing"]')).toBeDisabled();
  expect(await mailTo(second.customer.email, 'has shipped')).toContain(`#${second.order.orderNumber}`);
  await changeStatus(page, all, second.order, 'delivered');
  await expect(select).toHaveValue('delivered');
  await expect(select).toBeDisabled();

  // The CSV holds every order matching the filters.
  await all.getByLabel('Status', { exact: true }).selectOption('delivered');
  const csv = await downloaded(page, all.getByRole('button', { name: 'Download CSV' }));
  expect(csv.name).toBe(CSV_EXPORTS.orders.fileName);
  const lines = csv.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(CSV_EXPORTS.orders.columns.join(','));
  expect(lines.some((l) => l.startsWith(`${second.order.orderNumber},Ishaan Mehta,`))).toBe(true);
  expect(
    lines.every((l, i) => i === 0 || l.includes(`,${ORDER_STATUS_LABELS.delivered},${PAYMENT_METHOD_LABELS.cod},`)),
  ).toBe(true);

  // A customer's orders by e-mail, trimmed.
  const userOrders = section(page, 'User Orders');
  await userOrders.getByLabel('Customer e-mail').fill(`  ${customer.email.toUpperCase()}  `);
  await userOrders.getByRole('button', { name: 'Find orders' }).click();
  await expect(userOrders.locator(`tr[data-order-id="${order._id}"]`)).toBeVisible();
  await userOrders.getByLabel('Customer e-mail').fill('nobody@e2e.storyfit.in');
  await userOrders.getByRole('button', { name: 'Find orders' }).click();
  await expect(userOrders.getByText(SCREEN.noUserOrders)).toBeVisible();

  await expect(section(page, 'Recent Orders')).toContainText(`#${second.order.orderNumber}`);
  await expect(section(page, 'Most Active Users')).toContainText('Ishaan Mehta');
});

test('an admin adds a colour, a product and a variant with photos, and it reaches the storefront', async ({ page }) => {
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const colorName = `Saffron ${tag}`;
  const productName = `Monsoon Tee ${tag}`;
  const photo = (hex: string) =>
    sharp({ create: { width: 800, height: 1000, channels: 3, background: hex } })
      .png()
      .toBuffer();

  await signInAdmin(page);
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Product Management', level: 1 })).toBeVisible();

  // Colour.
  const colors = section(page, 'Colors');
  await colors.getByRole('button', { name: 'Add Color' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Color' });
  await dialog.getByLabel('Hex code').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(VALIDATION.nameRequired)).toBeVisible();
  await expect(dialog.getByText(VALIDATION.hexRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(colorName);
  await dialog.getByLabel('Hex code').fill('#F4A300');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SUCCESS.colorCreated)).toBeVisible(saved);
  await expect(dialog).toBeHidden();
  await expect(colors.getByRole('row', { name: new RegExp(colorName) })).toBeVisible();

  // Product.
  const products = section(page, 'Products');
  await products.getByRole('button', { name: 'Add Product' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(VALIDATION.descriptionRequired)).toBeVisible();
  await expect(dialog.getByText(VALIDATION.storyRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(productName);
  await dialog.getByLabel('Description').fill('Heavyweight cotton, dropped shoulders, cut roomy.');
  await dialog
    .getByRole('textbox', { name: 'Story', exact: true })
    .fill('Printed for the first rain on the Ludhiana streets.');
  // The package starts as a mailer bag; this tee ships in a box.
  await expect(dialog.getByLabel('Weight (g)')).toHaveValue('250');
  await dialog.getByLabel('Weight (g)').fill('420');
  await dialog.getByLabel('Height (cm)').fill('6');
  await saveScreen(page, 'admin-product-form-1280');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SUCCESS.productCreated)).toBeVisible(saved);
  await expect(dialog).toBeHidden();
  await expect(products.getByRole('row', { name: new RegExp(productName) })).toBeVisible();
  const listed = await page.request.get(`${API}/product`, { params: { all: 'true', search: productName } });
  const created = ((await listed.json()).data.products as ProductSummary[]).find((p) => p.name === productName);
  expect(created?.package).toEqual({ weightGrams: 420, lengthCm: 30, breadthCm: 25, heightCm: 6 });

  // Variant with stock and an image.
  const variants = section(page, 'Variants');
  await variants.getByRole('button', { name: 'Add Variant' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Variant' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    VALIDATION.productRequired,
    VALIDATION.colorRequired,
    VALIDATION.priceRequired,
    VALIDATION.imageRequired,
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expect(dialog.getByLabel('Product')).toContainText('Select Product');
  await dialog.getByLabel('Product').selectOption({ label: productName });
  await dialog.getByLabel('Color').selectOption({ label: colorName });
  await dialog.getByLabel('Size M').fill('12');
  await dialog.getByLabel('Size L').fill('8');
  await dialog.getByLabel('Size XL').fill('-1');
  await dialog.getByLabel('Price').fill('1299');
  await dialog
    .getByLabel('Image')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await photo('#F4A300') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(VALIDATION.sizeQuantityNonNegative('XL'))).toBeVisible();
  await dialog.getByLabel('Size XL').fill('');
  await screens(page, 'variant-form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SUCCESS.variantCreated)).toBeVisible(saved);
  await expect(dialog).toBeHidden();

  await variants.getByLabel('Search variants').fill(tag);
  const variantRow = variants.getByRole('row', { name: new RegExp(productName) });
  await expect(variantRow).toContainText('₹1,299');
  await expect(variantRow).toContainText(colorName);

  // Edit: product and colour read-only, stock changed.
  await variantRow.getByRole('button', { name: `Edit ${productName} - ${colorName}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Variant' });
  await expect(dialog.getByLabel('Product')).toBeDisabled();
  await expect(dialog.getByLabel('Color')).toBeDisabled();
  await expect(dialog.getByLabel('Size XL')).toHaveValue('0');
  await dialog.getByLabel('Size XL').fill('5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SUCCESS.variantUpdated)).toBeVisible(saved);

  // Its stock history: the admin's edit on top, then the first stock of each size; one size alone.
  await variantRow
    .getByRole('button', { name: `${STOCK_HISTORY_TEXTS.open} of ${productName} - ${colorName}` })
    .click();
  const history = page.getByRole('dialog', { name: STOCK_HISTORY_TEXTS.title(`${productName} - ${colorName}`) });
  const movements = history.getByRole('list', { name: STOCK_HISTORY_TEXTS.open }).getByRole('listitem');
  await expect(movements.first()).toContainText(`+5XL${STOCK_MOVEMENT_REASON_LABELS['admin-set']}`);
  await expect(movements.first()).toContainText(STOCK_HISTORY_TEXTS.left(5));
  await expect(history).toContainText(`+12M${STOCK_MOVEMENT_REASON_LABELS.initial}`);
  await expect(history).toContainText(`+8L${STOCK_MOVEMENT_REASON_LABELS.initial}`);
  await history
    .getByRole('group', { name: STOCK_HISTORY_TEXTS.sizeGroup })
    .getByRole('button', { name: 'L', exact: true })
    .click();
  await expect(movements).toHaveCount(1);
  await expect(movements.first()).toContainText(`+8L${STOCK_MOVEMENT_REASON_LABELS.initial}`);
  // One L written off, with the reason: the form checks first, the history shows it on top.
  const adjust = history.getByRole('form', { name: STOCK_ADJUST_TEXTS.title });
  await expect(adjust.getByLabel(STOCK_ADJUST_TEXTS.size)).toHaveValue('L');
  await adjust.getByRole('button', { name: STOCK_ADJUST_TEXTS.submit }).click();
  await expect(adjust.getByText(STOCK_ADJUST_TEXTS.changeRequired)).toBeVisible();
  await expect(adjust.getByText(STOCK_ADJUST_TEXTS.noteRequired)).toBeVisible();
  await adjust.getByLabel(STOCK_ADJUST_TEXTS.change).fill('-1');
  await adjust.getByLabel(STOCK_ADJUST_TEXTS.note).fill('Damaged in the store room');
  await adjust.getByRole('button', { name: STOCK_ADJUST_TEXTS.submit }).click();
  await expect(page.getByText(STOCK_ADJUST_TEXTS.adjusted('L', 7))).toBeVisible(saved);
  await expect(movements).toHaveCount(2);
  await expect(movements.first()).toContainText(`−1L${STOCK_MOVEMENT_REASON_LABELS['admin-adjust']}`);
  await expect(movements.first()).toContainText('“Damaged in the store room”');
  await expect(movements.first()).toContainText(STOCK_HISTORY_TEXTS.left(7));
  await screens(page, 'stock-history');
  await history.getByRole('button', { name: 'Close' }).last().click();
  await expect(history).toBeHidden();

  // variants.csv carries the new variant.
  const csv = await downloaded(page, variants.getByRole('button', { name: 'Download CSV' }));
  expect(csv.name).toBe(CSV_EXPORTS.variants.fileName);
  expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(CSV_EXPORTS.variants.columns.join(','));
  // One row per size, each with that size's stock. Other tests buy from the same shop meanwhile,
  // and the newest variant may be the one they pick, so a size may hold one or two less than the
  // owner left; the numbers left are far enough apart that each row still tells its own size.
  const ours = csv.text.split('\r\n').filter((line) => line.startsWith(`${productName},${colorName},`));
  expect(ours.map((line) => line.split(',')[2])).toEqual(['M', 'L', 'XL', 'XXL']);
  for (const [index, set] of [12, 7, 5, 0].entries()) {
    const [, , , price, stock] = ours[index]!.split(',');
    expect(price).toBe('1299.00');
    expect(Number(stock)).toBeLessThanOrEqual(set);
    expect(Number(stock)).toBeGreaterThanOrEqual(Math.max(0, set - 2));
  }

  // Image set: create, view in the carousel, then delete it.
  const images = section(page, 'Variant Images');
  const imagesRow = images.getByRole('row', { name: new RegExp(`${productName} - ${colorName}`) });
  // The colour's main photo is what its page shows until it has an image set: one photo.
  await expect(imagesRow.getByRole('cell').first()).toHaveText('1');
  await expect(imagesRow.getByRole('button', { name: /Delete images of/ })).toBeDisabled();
  await imagesRow.getByRole('button', { name: /Add or edit images of/ }).click();
  dialog = page.getByRole('dialog', { name: 'Add Variant Images' });
  await expect(dialog.getByLabel('Product')).toHaveValue(`${productName} - ${colorName}`);
  await expect(dialog.getByRole('button', { name: 'Delete All Images' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(VALIDATION.imagesRequired)).toBeVisible();
  await dialog.getByLabel('Images').setInputFiles([
    { name: 'side.png', mimeType: 'image/png', buffer: await photo('#2F7A4B') },
    { name: 'detail.png', mimeType: 'image/png', buffer: await photo('#1C1C1E') },
  ]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SUCCESS.variantImagesCreated)).toBeVisible(saved);
  await expect(imagesRow.getByRole('cell').first()).toHaveText('2');

  await imagesRow.getByRole('button', { name: /View images of/ }).click();
  dialog = page.getByRole('dialog', { name: SCREEN.variantImagesTitle });
  const picture = dialog.getByRole('img', { name: /image 1 of 2/ });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(dialog.getByText('2 / 2')).toBeVisible();
  await screens(page, 'carousel');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // The shopper sees it: the product page lists the new colour.
  const list = (await (await page.request.get(`${API}/product`, { params: { search: productName } })).json()).data
    .products as ProductSummary[];
  const product = list.find((p) => p.name === productName);
  expect(product?.colors.map((c) => c.name)).toEqual([colorName]);

  await imagesRow.getByRole('button', { name: /Add or edit images of/ }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Variant Images' });
  await dialog.getByRole('button', { name: 'Delete All Images' }).click();
  const confirm = page.getByRole('dialog', { name: SCREEN.deleteTitle('images') });
  await expect(confirm).toContainText(SCREEN.deleteAllImagesConfirm);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(SUCCESS.variantImagesDeleted)).toBeVisible(saved);
  // The colour's main photo is what its page shows until it has an image set: one photo.
  await expect(imagesRow.getByRole('cell').first()).toHaveText('1');

  // Deleting the variant asks first.
  await variantRow.getByRole('button', { name: `Delete ${productName} - ${colorName}` }).click();
  const deleteVariant = page.getByRole('dialog', { name: SCREEN.deleteTitle('variant') });
  await expect(deleteVariant).toContainText(SCREEN.deleteConfirm('variant'));
  await deleteVariant.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(SUCCESS.variantDeleted)).toBeVisible(saved);
  await expect(variants.getByText(SCREEN.noVariants)).toBeVisible();
});
