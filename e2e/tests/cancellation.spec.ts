import type { Page } from '@playwright/test';
import {
  API_BASE_PATH,
  CANCELLATION_ADMIN_TEXTS,
  CANCELLATION_TEXTS,
  REFUND_TEXTS,
  SUCCESS,
  formatInr,
  type Order,
  type ProductDetail,
  type ProductSummary,
  type Size,
  type Variant,
  SPLASH_SESSION_KEY,
  REFUND_ROUTE_LABELS,
} from '@shop/shared';
import { e2eAdmin, expect, mailTo, saveScreen, signUpShopper, test } from '../fixtures.ts';

/** A cancellation request and its outcome, seen by the customer and decided by the admin. */

test.describe.configure({ timeout: 240_000 });
const saved = { timeout: 30_000 };
const API = API_BASE_PATH;
const ADDRESS = {
  houseNumber: '7',
  street: 'Pakhowal Road',
  colony: 'Sarabha Nagar',
  city: 'Ludhiana',
  state: 'Punjab',
  postalCode: '141001',
  country: 'India',
};

async function signUp(page: Page) {
  return (await signUpShopper(page, { tag: 'cancel-e2e', name: 'Meera Kapoor' })).email;
}

/**
 * A colour no other journey orders from: the third product from the end of the list (the alerts
 * test takes the last two, the shopping journeys the first ones), so its stock moves only here.
 */
async function ownVariant(page: Page): Promise<Variant> {
  const list = await page.request.get(`${API}/product`, { params: { limit: 100 } });
  const products = (await list.json()).data.products as ProductSummary[];
  const summary = products[products.length - 3]!;
  const product = (await (await page.request.get(`${API}/product/${summary._id}`)).json()).data as ProductDetail;
  const variant = product.variants.find((v) => v.quantity.L > 3);
  expect(variant, `a colour of ${product.name} with more than 3 in L`).toBeDefined();
  return variant!;
}

async function stockOf(page: Page, variant: Variant, size: Size) {
  const res = await page.request.get(`${API}/product/${variant.product._id}`);
  const product = (await res.json()).data as ProductDetail;
  return product.variants.find((v) => v._id === variant._id)!.quantity[size];
}

/** Puts one unit in the cart and checks it out; an online order is paid through the simulated gateway. */
async function placeOrder(page: Page, variant: Variant, method: 'cod' | 'online'): Promise<Order> {
  expect((await page.request.post(`${API}/cart`, { data: { variantId: variant._id, size: 'L' } })).ok()).toBe(true);
  const cart = (await (await page.request.get(`${API}/cart`)).json()).data.cart as {
    items: { _id: string; variant: { _id: string }; size: string }[];
  };
  const line = cart.items.find((i) => i.variant._id === variant._id && i.size === 'L')!;
  const created = await page.request.post(`${API}/order`, {
    data: { itemIds: [line._id], paymentMethod: method, contact: '9876501234', shippingAddress: ADDRESS },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const answer = (await created.json()).data as { order: Order; razorpayOrder: { id: string } | null };
  if (method === 'online') {
    const paid = await page.request.post(`${API}/payments/simulated/pay`, {
      data: { razorpayOrderId: answer.razorpayOrder!.id, outcome: 'success' },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    const signed = (await paid.json()).data;
    const verified = await page.request.post(`${API}/order/verify`, {
      data: {
        orderId: answer.order._id,
        razorpayPaymentId: signed.razorpay_payment_id,
        razorpaySignature: signed.razorpay_signature,
        itemIds: [],
      },
    });
    expect(verified.ok(), await verified.text()).toBe(true);
  }
  return answer.order;
}

/** The customer asks to cancel from Track Orders, as a shopper does. */
async function requestCancellation(page: Page, order: Order, reason: string) {
  await page.goto('/my-account?tab=history');
  await page.getByRole('button', { name: 'Track Orders' }).click();
  const card = page.getByRole('article', { name: `Order #${order.orderNumber}` });
  await card.getByRole('button', { name: 'Request Cancellation' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${order.orderNumber}` });
  await dialog.getByLabel('Reason for cancellation').fill(reason);
  await dialog.getByRole('button', { name: 'Request Cancellation' }).click();
  await expect(page.getByText(SUCCESS.cancellationRequested).first()).toBeVisible();
  await expect(card).toContainText('Cancellation requested');
}

async function screens(page: Page, name: string) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 780 });
  await saveScreen(page, `cancellation-${name}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreen(page, `cancellation-${name}-1280`);
  await page.setViewportSize(size);
}

test('a declined request shows its reason and is mailed; an approved one puts stock back and shows the refund', async ({
  page,
  browser,
}) => {
  const email = await signUp(page);
  const variant = await ownVariant(page);
  const declinedOrder = await placeOrder(page, variant, 'cod');
  const approvedOrder = await placeOrder(page, variant, 'online');
  const stockWhileOrdered = await stockOf(page, variant, 'L');

  await requestCancellation(page, declinedOrder, 'Ordered two by mistake');
  await requestCancellation(page, approvedOrder, 'Found my size elsewhere');

  // The admin decides both from the dashboard's Cancellation Requests.
  const adminContext = await browser.newContext();
  await adminContext.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), SPLASH_SESSION_KEY);
  const admin = await adminContext.newPage();
  expect((await admin.request.post(`${API}/user/login`, { data: e2eAdmin })).ok()).toBe(true);
  await admin.goto('/admin/dashboard');
  const requests = admin.getByRole('region', { name: 'Cancellation Requests', exact: true });
  const declinedRow = requests.locator(`tr[data-order-id="${declinedOrder._id}"]`);
  await expect(declinedRow).toContainText('Ordered two by mistake', saved);
  await declinedRow.getByRole('button', { name: CANCELLATION_ADMIN_TEXTS.decline }).click();
  const declineDialog = admin.getByRole('dialog', { name: CANCELLATION_ADMIN_TEXTS.declineTitle });
  const note = 'Your parcel is already packed';
  await declineDialog.getByLabel(CANCELLATION_ADMIN_TEXTS.noteLabel).fill(note);
  await declineDialog.getByRole('button', { name: CANCELLATION_ADMIN_TEXTS.decline }).click();
  await expect(admin.getByText(CANCELLATION_TEXTS.declinedToast).first()).toBeVisible(saved);

  const approvedRow = requests.locator(`tr[data-order-id="${approvedOrder._id}"]`);
  await approvedRow.getByRole('button', { name: CANCELLATION_ADMIN_TEXTS.approve }).click();
  const approveDialog = admin.getByRole('dialog', { name: CANCELLATION_ADMIN_TEXTS.approveTitle });
  await expect(approveDialog).toContainText('the payment is refunded');
  await approveDialog.getByRole('button', { name: CANCELLATION_ADMIN_TEXTS.approve }).click();
  await expect(admin.getByText(CANCELLATION_TEXTS.approvedToast).first()).toBeVisible(saved);
  await admin.context().close();

  // The customer reads each outcome on the order and in a mail.
  await page.goto('/my-account?tab=history');
  const declinedCard = page.getByRole('article', { name: `Order #${declinedOrder.orderNumber}` });
  await expect(declinedCard).toContainText(CANCELLATION_TEXTS.declined(note));
  expect(await mailTo(email, 'We could not cancel your order')).toContain(note);

  const approvedCard = page.getByRole('article', { name: `Order #${approvedOrder.orderNumber}` });
  await expect(approvedCard).toContainText(CANCELLATION_TEXTS.approved);
  await expect(approvedCard).toContainText(REFUND_TEXTS.processed);
  await expect(approvedCard).toContainText(`${formatInr(approvedOrder.totalAmount)} ${REFUND_ROUTE_LABELS.provider}`);
  expect(await mailTo(email, 'As you asked, your order')).toContain(`#${approvedOrder.orderNumber}`);
  // The kept product answer is dropped by the database's notification, within a moment of the change.
  await expect.poll(() => stockOf(page, variant, 'L')).toBe(stockWhileOrdered + 1);
  await screens(page, 'outcomes');
});
