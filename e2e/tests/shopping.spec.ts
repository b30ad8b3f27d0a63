import type { APIRequestContext, Page } from '@playwright/test';
import {
  API_BASE_PATH,
  DELIVERY_FEE_RUPEES,
  ERROR_FALLBACK,
  formatInr,
  SCREEN,
  SHOPPING_MESSAGES,
  SUCCESS,
  VALIDATION,
  type ProductDetail,
  type ProductSummary,
  type Size,
} from '@shop/shared';
import { expect, saveScreen, signUpShopper, test } from '../fixtures.ts';

/** A shopper journey from "add to cart" to "where is my order", through the real API and SPA. */

const API = API_BASE_PATH;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// Whole journeys, each with a fresh sign-up: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });
const password = 'Shopper-password-1';

type Pick = { product: ProductDetail; variantId: string; size: Size; price: number; label: string };

/** A new, verified shopper signed in on this page's browser context (sign-up itself has its own tests). */
async function signUp(page: Page, name = 'Asha Verma') {
  const { email } = await signUpShopper(page, { tag: 'shopper', name, password });
  return { email, phone: '9876501234', name };
}

/** Products of the demo catalogue with a size that has at least `stock` left, skipping `skip`. */
async function inStock(request: APIRequestContext, count: number, stock = 5): Promise<Pick[]> {
  const list = await request.get(`${API}/product`, { params: { limit: 20 } });
  const products = (await list.json()).data.products as ProductSummary[];
  const picks: Pick[] = [];
  for (const summary of products) {
    if (picks.length === count) break;
    const detail = (await (await request.get(`${API}/product/${summary._id}`)).json()).data;
    const product = (detail.product ?? detail) as ProductDetail;
    for (const variant of product.variants) {
      const size = (['M', 'L', 'XL', 'XXL'] as const).find((s) => variant.quantity[s] >= stock);
      if (size) {
        picks.push({ product, variantId: variant._id, size, price: variant.price, label: product.name });
        break;
      }
    }
  }
  expect(picks).toHaveLength(count);
  return picks;
}

/** On the product page, as a shopper does: choose the colour and the size, then press `button`. */
async function fromProductPage(page: Page, pick: Pick, button: 'Add to cart' | 'Add to wishlist', toast: string) {
  await page.goto(`/product/${pick.product._id}`);
  const press = page.getByRole('button', { name: button });
  await expect(press).toBeVisible();
  // Colour and size are radios drawn as swatches: their labels take the click.
  const variant = pick.product.variants.find((v) => v._id === pick.variantId)!;
  const colour = page.getByRole('radio', { name: variant.color.name, exact: true });
  if (await colour.count()) await colour.first().check({ force: true });
  await page.getByRole('radio', { name: pick.size, exact: true }).check({ force: true });
  await press.click();
  await expect(page.getByText(toast).first()).toBeVisible();
}

const addToCartFromProductPage = (page: Page, pick: Pick) =>
  fromProductPage(page, pick, 'Add to cart', SUCCESS.addedToCart);

/** The screen as a phone (360 px) and a laptop (1280 px) show it, saved as test artifacts. */
async function screens(page: Page, name: string) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 780 });
  await saveScreen(page, `shopping-${name}-360`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreen(page, `shopping-${name}-1280`);
  await page.setViewportSize(size);
}

const cartBadge = (page: Page) => page.getByTestId('cart-count').first();

async function fillNewAddress(page: Page) {
  await page.getByLabel('House / flat number').fill('221B');
  await page.getByLabel('Street').fill('Mall Road');
  await page.getByLabel('Colony / area').fill('Model Town');
  await page.getByLabel('City').fill('Ludhiana');
  await page.getByLabel('State').selectOption('Punjab');
  await page.getByLabel('PIN code').fill('141002');
}

test('a shopper edits the cart, buys selected items cash on delivery and asks to cancel the order', async ({
  page,
}) => {
  const shopper = await signUp(page);
  const [first, second] = await inStock(page.request, 2);

  await addToCartFromProductPage(page, first!);
  await page.goto('/cart');
  await expect(cartBadge(page)).toHaveText('1');
  const line = page.getByRole('listitem', { name: new RegExp(first!.label) });
  await expect(line).toContainText(first!.size);
  await expect(line).toContainText(formatInr(first!.price));

  // One line at a time in quantity edit: a bad quantity is refused, a good one confirmed.
  await line.getByRole('button', { name: /edit quantity/i }).click();
  const quantity = line.getByRole('spinbutton');
  await quantity.fill('0');
  await line.getByRole('button', { name: 'Confirm quantity' }).click();
  await expect(line.getByRole('alert')).toHaveText(VALIDATION.quantityInvalid);
  await quantity.fill('2');
  await line.getByRole('button', { name: 'Confirm quantity' }).click();
  await expect(page.getByText(SUCCESS.cartItemUpdated)).toBeVisible();
  await expect(line).toContainText(formatInr(first!.price * 2));

  // A second line; the header badge counts lines and follows at once.
  await addToCartFromProductPage(page, second!);
  await page.goto('/cart');
  await expect(cartBadge(page)).toHaveText('2');

  // Buy Selected needs a selection.
  await page.getByRole('button', { name: 'Select items' }).click();
  await page.getByRole('button', { name: /^Buy Selected/ }).click();
  await expect(page.getByText(VALIDATION.selectAtLeastOne)).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(`Select ${first!.label}`) }).check();
  await screens(page, 'cart-selection');
  await page.getByRole('button', { name: 'Buy Selected (1)' }).click();

  await expect(page).toHaveURL(/\/confirm-order$/);
  await expect(page.getByRole('list', { name: 'Items to order' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('checkout-delivery-fee')).toHaveText(formatInr(DELIVERY_FEE_RUPEES.cod));
  await expect(page.getByTestId('checkout-total')).toHaveText(formatInr(first!.price * 2 + DELIVERY_FEE_RUPEES.cod));
  await expect(page.getByLabel('Contact number')).toHaveValue(shopper.phone);

  // Nothing filled in: the Missing Information modal.
  await page.getByLabel('Contact number').fill('98765');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const missing = page.getByRole('dialog', { name: VALIDATION.missingInformationTitle });
  await expect(missing).toContainText(VALIDATION.missingInformation);
  await missing.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(VALIDATION.contactInvalid)).toBeVisible();

  await fillNewAddress(page);
  await page.getByLabel('Contact number').fill(shopper.phone);
  await screens(page, 'confirm-order');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByText(SUCCESS.orderCreated)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText('Cash on Delivery', { exact: true })).toBeVisible();
  await expect(page.getByText('Payment ID', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('order-total')).toHaveText(formatInr(first!.price * 2 + DELIVERY_FEE_RUPEES.cod));
  await expect(page.getByText('Mall Road')).toBeVisible();
  const orderId = (await page
    .getByText(/^#\S+$/)
    .first()
    .textContent())!.slice(1);
  await screens(page, 'thank-you');
  // Only the bought line left the cart.
  await expect(cartBadge(page)).toHaveText('1');

  await page.getByRole('link', { name: 'View All Orders' }).click();
  await expect(page).toHaveURL(/\/my-account\?tab=history$/);
  // Cash on delivery is accepted as placed: the order is being processed at once.
  await expect(page.getByRole('article', { name: `Order #${orderId}` })).toContainText('Processing');

  await page.getByRole('button', { name: 'Track Orders' }).click();
  const tracked = page.getByRole('article', { name: `Order #${orderId}` });
  await expect(tracked).toContainText(first!.label);
  await tracked.getByRole('button', { name: 'Request Cancellation' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${orderId}` });
  await dialog.getByRole('button', { name: 'Request Cancellation' }).click();
  await expect(dialog.getByText(VALIDATION.cancellationReasonRequired)).toBeVisible();
  await dialog.getByLabel('Reason for cancellation').fill('Ordered the wrong size');
  await dialog.getByRole('button', { name: 'Request Cancellation' }).click();
  await expect(page.getByText(SUCCESS.cancellationRequested)).toBeVisible();
  await expect(tracked).toContainText('Cancellation requested');
  await expect(tracked).toContainText('Reason: Ordered the wrong size');
  await expect(tracked.getByRole('button', { name: 'Request Cancellation' })).toHaveCount(0);
  await screens(page, 'track-orders');
});

test('a shopper pays online through the checkout widget: dismissal, a declined payment, then success', async ({
  page,
}) => {
  await signUp(page, 'Rohan Mehta');
  const [pick] = await inStock(page.request, 1);
  await addToCartFromProductPage(page, pick!);

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);
  await fillNewAddress(page);
  await page.getByRole('radio', { name: /Pay Online/ }).check();
  await expect(page.getByTestId('checkout-delivery-fee')).toHaveText(formatInr(DELIVERY_FEE_RUPEES.online));
  const total = formatInr(pick!.price + DELIVERY_FEE_RUPEES.online);
  const placing = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `${API}/order`);
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  // The order is placed with an Idempotency-Key, so a retry after a lost answer places it once.
  expect((await placing).headers()['idempotency-key']).toMatch(UUID);

  // The widget is loaded on demand and shows the server's amount.
  const widget = page.getByRole('dialog', { name: 'StoryFit' });
  await expect(widget).toBeVisible();
  await expect(widget).toContainText(total.replace(/\.00$/, ''));
  await widget.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(ERROR_FALLBACK.paymentCancelled).first()).toBeVisible();

  await page.getByRole('button', { name: 'Retry Payment' }).click();
  await widget.getByRole('button', { name: 'Fail' }).click();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('alert')).toHaveText(SHOPPING_MESSAGES.paymentDeclinedSimulated);
  await screens(page, 'retry-payment');

  await page.getByRole('button', { name: 'Retry Payment' }).click();
  await widget.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByText(SUCCESS.paymentVerified)).toBeVisible();
  await expect(page.getByText('Online payment', { exact: true })).toBeVisible();
  await expect(page.getByText('Payment ID', { exact: true })).toBeVisible();
  await expect(page.getByText(/^pay_\w+$/)).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(total);
  // The paid line left the cart.
  await expect(cartBadge(page)).toHaveCount(0);

  // Opened directly (a new history entry), without an order in navigation state.
  await page.goto('/');
  await page.goto('/thank-you');
  await expect(page.getByText(SCREEN.noOrderDetails)).toBeVisible();
});

test('the heart saves a colour before a size is chosen; the wishlist asks for the size when it goes to the cart', async ({
  page,
}) => {
  await signUp(page, 'Farah Qureshi');
  const [pick] = await inStock(page.request, 1);
  await page.goto(`/product/${pick!.product._id}`);
  const variant = pick!.product.variants.find((v) => v._id === pick!.variantId)!;
  const colour = page.getByRole('radio', { name: variant.color.name, exact: true });
  if (await colour.count()) await colour.first().check({ force: true });
  // No size chosen: the heart saves the colour all the same.
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText(SUCCESS.addedToWishlist).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();

  await page.goto('/wishlist');
  const item = page.getByRole('listitem', { name: new RegExp(pick!.label) });
  await expect(item).toContainText('not chosen yet');
  await screens(page, 'wishlist-no-size');
  // Moved to the cart without a size, it asks for one.
  await item.getByRole('button', { name: /^Add .* to cart$/ }).click();
  await expect(page.getByText(VALIDATION.wishlistNoSize).first()).toBeVisible();
  await item.getByLabel('Size').selectOption(pick!.size);
  await item.getByRole('button', { name: /^Add .* to cart$/ }).click();
  await expect(page.getByText(SUCCESS.addedToCart)).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
});

test('a shopper moves a wishlist item to the cart, removes it from the wishlist and gives feedback', async ({
  page,
}) => {
  await signUp(page, 'Meera Iyer');
  const [pick] = await inStock(page.request, 1);
  await fromProductPage(page, pick!, 'Add to wishlist', SUCCESS.addedToWishlist);

  await page.goto('/wishlist');
  const item = page.getByRole('listitem', { name: new RegExp(pick!.label) });
  await expect(item).toContainText(formatInr(pick!.price));
  await screens(page, 'wishlist');
  await item.getByRole('button', { name: /^Add .* to cart$/ }).click();
  await expect(page.getByText(SUCCESS.addedToCart)).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  await item.getByRole('button', { name: /from wishlist$/ }).click();
  await expect(page.getByText(SUCCESS.removedFromWishlist)).toBeVisible();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('listitem', { name: new RegExp(pick!.label) })).toBeVisible();
  await page.getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByText(SUCCESS.removedFromCart)).toBeVisible();
  await expect(cartBadge(page)).toHaveCount(0);
  await expect(page.getByText(VALIDATION.cartEmpty)).toBeVisible();

  await page.goto('/my-account?tab=feedback');
  await page.getByLabel('Your feedback').fill('   ');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText(VALIDATION.feedbackRequired)).toBeVisible();
  await page.getByLabel('Your feedback').fill('Lovely fabric, please add more colours.');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText(SUCCESS.feedbackSubmitted)).toBeVisible();
  await expect(page.getByLabel('Your feedback')).toHaveValue('');
});
