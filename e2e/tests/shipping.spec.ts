import type { Browser, Page } from '@playwright/test';
import {
  API,
  API_BASE_PATH,
  CSV_EXPORTS,
  FAILED_DELIVERY_TEXTS,
  NDR_CHOICE_LABELS,
  ORDER_HISTORY_NOTES,
  ORDER_VALIDATION,
  SHIPMENT_ADMIN_TEXTS,
  SHIPMENT_STATUS_LABELS,
  SPLASH_SESSION_KEY,
  type Order,
  type ProductDetail,
  type ProductSummary,
  type Shipment,
  type SimulatedCourierEventBody,
  type Variant,
  ORDER_STATUS_LABELS,
} from '@shop/shared';
import {
  DESKTOP,
  PHONE,
  downloaded,
  e2eAdmin,
  expect,
  expectNoSeriousViolations,
  mailTo,
  saveScreen,
  signUpShopper,
  test,
} from '../fixtures.ts';

/**
 * Shipping through the simulated courier: the owner opens an order from the dashboard, books the
 * parcel and prints its label and packing slip; the shopper follows it on a phone; a failed
 * delivery is answered from the mailed link without logging in.
 */

test.describe.configure({ timeout: 240_000 });
const saved = { timeout: 30_000 };
const ADDRESS = {
  houseNumber: '22',
  street: 'Ferozepur Road',
  colony: 'Model Town',
  city: 'Ludhiana',
  state: 'Punjab',
  postalCode: '141002',
  country: 'India',
};

/**
 * A colour only these journeys order from: the fourth product from the end of the list (the alerts
 * take the last two, the cancellations the third), so its stock moves only here.
 */
async function ownVariant(page: Page): Promise<Variant> {
  const list = await page.request.get(`${API_BASE_PATH}${API.product.list}`, { params: { limit: 100 } });
  const products = (await list.json()).data.products as ProductSummary[];
  const summary = products[products.length - 4]!;
  const product = (await (await page.request.get(`${API_BASE_PATH}${API.product.one(summary._id)}`)).json())
    .data as ProductDetail;
  const variant = product.variants.find((v) => v.quantity.M > 3);
  expect(variant, `a colour of ${product.name} with more than 3 in M`).toBeDefined();
  return variant!;
}

async function placeCodOrder(page: Page, variant: Variant): Promise<Order> {
  const added = await page.request.post(`${API_BASE_PATH}${API.cart.root}`, {
    data: { variantId: variant._id, size: 'M' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const cart = (await (await page.request.get(`${API_BASE_PATH}${API.cart.root}`)).json()).data.cart as {
    items: { _id: string; variant: { _id: string }; size: string }[];
  };
  const line = cart.items.find((i) => i.variant._id === variant._id && i.size === 'M')!;
  const created = await page.request.post(`${API_BASE_PATH}${API.order.root}`, {
    data: { itemIds: [line._id], paymentMethod: 'cod', contact: '9876501234', shippingAddress: ADDRESS },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()).data as { order: Order }).order;
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), SPLASH_SESSION_KEY);
  const admin = await context.newPage();
  const login = await admin.request.post(`${API_BASE_PATH}${API.user.login}`, { data: e2eAdmin });
  expect(login.ok(), await login.text()).toBe(true);
  return admin;
}

/** An online order for one unit, paid through the simulated gateway and the browser's verify call. */
async function placePaidOnlineOrder(page: Page, variant: Variant): Promise<Order> {
  const added = await page.request.post(`${API_BASE_PATH}${API.cart.root}`, {
    data: { variantId: variant._id, size: 'M' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const cart = (await (await page.request.get(`${API_BASE_PATH}${API.cart.root}`)).json()).data.cart as {
    items: { _id: string; variant: { _id: string }; size: string }[];
  };
  const line = cart.items.find((i) => i.variant._id === variant._id && i.size === 'M')!;
  const created = await page.request.post(`${API_BASE_PATH}${API.order.root}`, {
    data: { itemIds: [line._id], paymentMethod: 'online', contact: '9876501234', shippingAddress: ADDRESS },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const answer = (await created.json()).data as { order: Order; razorpayOrder: { id: string } };
  const paid = await page.request.post(`${API_BASE_PATH}/payments/simulated/pay`, {
    data: { razorpayOrderId: answer.razorpayOrder.id, outcome: 'success' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const signed = (await paid.json()).data;
  const verified = await page.request.post(`${API_BASE_PATH}${API.order.verify}`, {
    data: {
      orderId: answer.order._id,
      razorpayPaymentId: signed.razorpay_payment_id,
      razorpaySignature: signed.razorpay_signature,
      itemIds: [],
    },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return answer.order;
}

/** The simulated courier's next event for a parcel (a development-only call). */
async function courierSays(page: Page, awb: string, event: SimulatedCourierEventBody['event']) {
  const res = await page.request.post(`${API_BASE_PATH}${API.shipping.simulatedEvents}`, { data: { awb, event } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Each screen at both widths: no sideways scroll, no serious axe violation, a screenshot when asked. */
async function screens(page: Page, name: string) {
  const size = page.viewportSize()!;
  for (const [width, viewport] of [
    [360, PHONE],
    [1280, DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, `${name} at ${width} px`);
    await saveScreen(page, `shipping-${name}-${width}`);
  }
  await page.setViewportSize(size);
}

test('the owner opens an order, books its parcel and prints the label and packing slip; the shopper follows it at 360 px', async ({
  page,
  browser,
}) => {
  await signUpShopper(page, { tag: 'ship-e2e', name: 'Kabir Sandhu' });
  const variant = await ownVariant(page);
  const order = await placeCodOrder(page, variant);

  // Cash on delivery the shop accepted is ready to ship as placed: no status to change by hand.
  const admin = await adminPage(browser);

  // The order is one click away in the dashboard's orders, under "To ship".
  await admin.goto('/admin/dashboard');
  const allOrders = admin.getByRole('region', { name: 'All Orders', exact: true });
  await allOrders.getByRole('button', { name: 'To ship' }).click();
  const row = allOrders.locator(`tr[data-order-id="${order._id}"]`);
  await expect(row).toBeVisible();
  // The CSV to pack from holds the orders listed: processing ones without a parcel, this one among them.
  const asked = admin.waitForRequest((request) => request.url().includes(API.order.csv));
  const csv = await downloaded(admin, allOrders.getByRole('button', { name: 'Download CSV' }));
  expect(new URL((await asked).url()).searchParams.get('shipping')).toBe('to_ship');
  expect(csv.name).toBe(CSV_EXPORTS.orders.fileName);
  const csvRows = csv.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1);
  expect(csvRows.some((line) => line.startsWith(`${order.orderNumber},Kabir Sandhu,`))).toBe(true);
  expect(csvRows.every((line) => line.split(',')[3] === ORDER_STATUS_LABELS.processing)).toBe(true);
  await row.getByRole('link', { name: `Open order #${order.orderNumber}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders/${order._id}$`));
  await expect(admin.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();

  // Everything needed to pack: address, phone, the line with its size and SKU.
  await expect(admin.getByText('22, Ferozepur Road')).toBeVisible();
  await expect(admin.getByTestId('order-phone')).toHaveText('9876501234');
  const items = admin.getByRole('region', { name: 'Order items table' });
  await expect(items).toContainText(variant.sku);
  await expect(items).toContainText('M');
  await expect(admin.getByRole('list', { name: 'Status history' })).toContainText('Processing');

  // The parcel's weight and size come prefilled; the owner weighs it heavier and books it.
  const form = admin.getByRole('form', { name: SHIPMENT_ADMIN_TEXTS.create });
  await expect(form.getByLabel('Weight (g)')).not.toHaveValue('');
  await form.getByLabel('Weight (g)').fill('20');
  await form.getByRole('button', { name: SHIPMENT_ADMIN_TEXTS.create }).click();
  await expect(form.getByText('Weight must be at least 50 g')).toBeVisible();
  await form.getByLabel('Weight (g)').fill('320');
  await form.getByRole('button', { name: SHIPMENT_ADMIN_TEXTS.create }).click();
  const awb = admin.getByTestId('admin-shipment-awb');
  await expect(awb).not.toBeEmpty(saved);
  const awbNumber = (await awb.textContent())!.trim();
  await expect(admin.getByText(`Shipment booked: AWB ${awbNumber}`).first()).toBeVisible();
  const card = admin.getByRole('region', { name: SHIPMENT_ADMIN_TEXTS.title });
  await expect(card).toContainText('320 g');
  await expect(card.getByRole('link', { name: SHIPMENT_ADMIN_TEXTS.track })).toHaveAttribute('href', /.+/);

  // Print label and Packing slip open PDFs.
  for (const name of [SHIPMENT_ADMIN_TEXTS.printLabel, SHIPMENT_ADMIN_TEXTS.packingSlip]) {
    const href = await card.getByRole('link', { name }).getAttribute('href');
    const pdf = await admin.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const [tab] = await Promise.all([admin.context().waitForEvent('page'), card.getByRole('link', { name }).click()]);
    await tab.close();
  }
  await expect(card.getByRole('button', { name: SHIPMENT_ADMIN_TEXTS.cancel })).toBeVisible();
  await screens(admin, 'owner-order');

  // The courier picks it up and moves it: the order is shipped and the shopper sees the timeline.
  await courierSays(page, awbNumber, 'picked_up');
  await courierSays(page, awbNumber, 'in_transit');
  await courierSays(page, awbNumber, 'out_for_delivery');
  await admin.reload();
  await expect(card.getByRole('list', { name: 'Shipment timeline' })).toContainText(
    SHIPMENT_STATUS_LABELS.out_for_delivery,
    saved,
  );
  await expect(card.getByRole('button', { name: SHIPMENT_ADMIN_TEXTS.cancel })).toHaveCount(0);
  await admin.goto('/admin/dashboard');
  await allOrders.getByRole('button', { name: 'In transit' }).click();
  await expect(allOrders.locator(`tr[data-order-id="${order._id}"]`)).toBeVisible(saved);
  // The dashboard's charts take the width they open at: it is opened on a phone to be seen on one.
  await admin.setViewportSize(PHONE);
  await admin.reload();
  await allOrders.getByRole('button', { name: 'In transit' }).click();
  await expect(allOrders.locator(`tr[data-order-id="${order._id}"]`)).toBeVisible(saved);
  await allOrders.scrollIntoViewIfNeeded();
  await screens(admin, 'dashboard-in-transit');
  await admin.context().close();

  await page.setViewportSize(PHONE);
  await page.goto('/my-account?tab=track');
  await page.getByRole('button', { name: 'Track Orders' }).click();
  const orderCard = page.getByRole('article', { name: `Order #${order.orderNumber}` });
  const tracking = orderCard.getByTestId('shipment-tracking');
  await expect(tracking.getByTestId('shipment-awb')).toHaveText(awbNumber, saved);
  await expect(tracking.getByRole('link', { name: /Track with/ })).toBeVisible();
  const timeline = tracking.getByRole('list', { name: 'Shipment timeline' });
  for (const status of ['picked_up', 'in_transit', 'out_for_delivery'] as const) {
    await expect(timeline).toContainText(SHIPMENT_STATUS_LABELS[status]);
  }
  await expect(timeline.getByRole('listitem').first()).toContainText(SHIPMENT_STATUS_LABELS.out_for_delivery);
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await orderCard.scrollIntoViewIfNeeded();
  await screens(page, 'shopper-timeline');
});

test('a freshly paid online order waits under To ship with no status changed by hand, and the owner books its parcel', async ({
  page,
  browser,
}) => {
  await signUpShopper(page, { tag: 'paid-ship-e2e', name: 'Navjot Bains' });
  const variant = await ownVariant(page);
  const order = await placePaidOnlineOrder(page, variant);

  const admin = await adminPage(browser);
  await admin.goto('/admin/dashboard');
  const allOrders = admin.getByRole('region', { name: 'All Orders', exact: true });
  await allOrders.getByRole('button', { name: 'To ship' }).click();
  const row = allOrders.locator(`tr[data-order-id="${order._id}"]`);
  await expect(row).toBeVisible(saved);
  await expect(row).toContainText(ORDER_STATUS_LABELS.processing);
  await row.getByRole('link', { name: `Open order #${order.orderNumber}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
  // The timeline says why it is processing: the payment, not a person.
  await expect(admin.getByRole('list', { name: 'Status history' })).toContainText(ORDER_HISTORY_NOTES.paymentReceived);

  const form = admin.getByRole('form', { name: SHIPMENT_ADMIN_TEXTS.create });
  await form.getByRole('button', { name: SHIPMENT_ADMIN_TEXTS.create }).click();
  const awb = admin.getByTestId('admin-shipment-awb');
  await expect(awb).not.toBeEmpty(saved);
  await screens(admin, 'paid-order-booked');

  // Booked, it has left the list of orders to ship.
  await admin.goto('/admin/dashboard');
  await allOrders.getByRole('button', { name: 'To ship' }).click();
  await expect(allOrders.getByRole('button', { name: 'To ship' })).toHaveAttribute('aria-pressed', 'true');
  await expect(allOrders.locator(`tr[data-order-id="${order._id}"]`)).toHaveCount(0, saved);
  await admin.context().close();
});

test('a failed delivery is answered from the mailed link without logging in, and a bad link says so', async ({
  page,
  browser,
}) => {
  const { email } = await signUpShopper(page, { tag: 'ndr-e2e', name: 'Simran Gill' });
  const variant = await ownVariant(page);
  const order = await placeCodOrder(page, variant);
  const admin = await adminPage(browser);
  const booked = await admin.request.post(`${API_BASE_PATH}${API.order.shipment(order._id)}`, { data: {} });
  expect(booked.status(), await booked.text()).toBe(201);
  const { awb } = ((await booked.json()).data as { shipment: Shipment }).shipment;
  await admin.context().close();
  await courierSays(page, awb, 'picked_up');
  await courierSays(page, awb, 'delivery_failed');

  const mail = (await mailTo(email, '/failed-delivery/')).replace(/=\r?\n/g, '');
  const link = /https?:\/\/[^\s"<>]+\/failed-delivery\/[^\s"<>]+/.exec(mail)?.[0];
  expect(link, 'the failed-delivery mail carries the link').toBeTruthy();

  // A stranger's browser: no session at all.
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), SPLASH_SESSION_KEY);
  const shopper = await context.newPage();
  await shopper.goto(new URL(link!).pathname);
  await expect(shopper.getByRole('heading', { level: 1, name: FAILED_DELIVERY_TEXTS.title })).toBeVisible(saved);
  await expect(shopper.getByText(awb)).toBeVisible();
  for (const choice of ['reattempt', 'change_address', 'cancel'] as const) {
    await expect(shopper.getByRole('button', { name: new RegExp(NDR_CHOICE_LABELS[choice]) })).toBeVisible();
  }
  expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screens(shopper, 'failed-delivery');

  await shopper.getByRole('button', { name: new RegExp(NDR_CHOICE_LABELS.change_address) }).click();
  const form = shopper.getByRole('form', { name: NDR_CHOICE_LABELS.change_address });
  await expect(form.getByLabel('PIN code')).toHaveValue(ADDRESS.postalCode);
  await form.getByLabel('Phone').fill('12345');
  await form.getByRole('button', { name: FAILED_DELIVERY_TEXTS.saveAddress }).click();
  await expect(form.getByText(ORDER_VALIDATION.contactInvalid)).toBeVisible();
  await form.getByLabel('Address line 1').fill('House 9, Sarabha Nagar');
  await form.getByLabel('Phone').fill('9876500000');
  await screens(shopper, 'failed-delivery-change');
  await form.getByRole('button', { name: FAILED_DELIVERY_TEXTS.saveAddress }).click();
  await expect(shopper.getByText(FAILED_DELIVERY_TEXTS.outcome.change_address)).toBeVisible(saved);
  await expect(shopper.getByText('House 9, Sarabha Nagar')).toBeVisible();
  await screens(shopper, 'failed-delivery-done');

  // A forged or mistyped link.
  await shopper.goto('/failed-delivery/not-a-real-token');
  await expect(shopper.getByText(FAILED_DELIVERY_TEXTS.invalid)).toBeVisible(saved);
  await screens(shopper, 'failed-delivery-invalid');
  await context.close();
});
