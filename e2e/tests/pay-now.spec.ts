import {
  API_BASE_PATH,
  ERROR_FALLBACK,
  PAY_NOW_TEXTS,
  PAYMENT_STATUS_LABELS,
  SUCCESS,
  type ProductDetail,
  type ProductSummary,
  type Size,
} from '@shop/shared';
import { DESKTOP, PHONE, expect, saveScreen, signUpShopper, test } from '../fixtures.ts';

/**
 * On a phone: an online order whose payment sheet was closed is not stuck. It reads "Payment not
 * completed", and is paid later from My Account with Pay now, as the same order.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: PHONE });

test('a shopper closes the payment sheet, then pays the same order from My Account with Pay now', async ({ page }) => {
  await signUpShopper(page, { tag: 'paynow', name: 'Kavya Nair' });

  // A product with a size in stock, put in the cart as the product page does.
  const list = await page.request.get(`${API_BASE_PATH}/product`, { params: { limit: 20 } });
  let picked: { variantId: string; size: Size } | null = null;
  for (const summary of (await list.json()).data.products as ProductSummary[]) {
    const detail = (await (await page.request.get(`${API_BASE_PATH}/product/${summary._id}`)).json()).data;
    const product = (detail.product ?? detail) as ProductDetail;
    for (const variant of product.variants) {
      const size = (['M', 'L', 'XL', 'XXL'] as const).find((s) => variant.quantity[s] >= 5);
      if (size) picked = { variantId: variant._id, size };
      if (picked) break;
    }
    if (picked) break;
  }
  expect(picked, 'a product with a size in stock').toBeTruthy();
  const added = await page.request.post(`${API_BASE_PATH}/cart`, { data: picked });
  expect(added.ok(), await added.text()).toBe(true);

  // Checkout at 360 px: a new address, pay online.
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);
  await page.getByLabel('House / flat number').fill('221B');
  await page.getByLabel('Street').fill('Mall Road');
  await page.getByLabel('Colony / area').fill('Model Town');
  await page.getByLabel('City').fill('Ludhiana');
  await page.getByLabel('State').selectOption('Punjab');
  await page.getByLabel('PIN code').fill('141002');
  await page.getByRole('radio', { name: /Pay Online/ }).check();
  await page
    .getByTestId('checkout-phone-bar')
    .getByRole('button', { name: /^Pay ₹/ })
    .click();

  // The sheet opens, and the shopper closes it.
  const widget = page.getByRole('dialog', { name: 'StoryFit' });
  await expect(widget).toBeVisible();
  await widget.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(ERROR_FALLBACK.paymentCancelled).first()).toBeVisible();
  await expect(page.getByText(PAY_NOW_TEXTS.notCompleted, { exact: true })).toBeVisible();
  await expect(page.getByText('Payment failed')).toHaveCount(0);
  await saveScreen(page, 'pay-now-checkout-closed-360');

  // Later, in My Account: one order, "Payment not completed", and Pay now.
  await page.goto('/my-account?tab=track');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card).toContainText(`Online payment · ${PAY_NOW_TEXTS.notCompleted}`);
  const payment = card.getByRole('group', { name: PAY_NOW_TEXTS.notCompleted });
  await expect(payment).toContainText(/Pay ₹[\d,]+ by .+ to keep this order\./);
  const payNow = payment.getByRole('button', { name: PAY_NOW_TEXTS.payNow });
  await expect(payNow).toBeVisible();
  // Nothing on the card runs past a phone's width.
  const overflow = await card.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await card.scrollIntoViewIfNeeded();
  await saveScreen(page, 'pay-now-card-360');
  await page.setViewportSize(DESKTOP);
  await saveScreen(page, 'pay-now-card-1280');
  await page.setViewportSize(PHONE);

  // Closed once more from My Account: still the one order, still payable.
  await payNow.click();
  await expect(widget).toBeVisible();
  await widget.getByRole('button', { name: 'Close' }).click();
  await expect(payNow).toBeEnabled();
  await expect(cards).toHaveCount(1);

  // Paid: the same order, now paid, and Pay now is gone.
  await payNow.click();
  await expect(widget).toBeVisible();
  await widget.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText(SUCCESS.paymentVerified).first()).toBeVisible();
  await expect(card).toContainText(`Online payment · ${PAYMENT_STATUS_LABELS.paid}`);
  await expect(card.getByRole('button', { name: PAY_NOW_TEXTS.payNow })).toHaveCount(0);
  await expect(cards).toHaveCount(1);
  await saveScreen(page, 'pay-now-paid-360');

  // The paid line left the cart.
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});
