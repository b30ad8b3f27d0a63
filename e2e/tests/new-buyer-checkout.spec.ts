import type { Browser, Page } from '@playwright/test';
import {
  ADDRESS_FORM_TEXTS,
  API,
  API_BASE_PATH,
  CHECKOUT_DELIVERY_TEXTS,
  ORDER_VALIDATION,
  SUCCESS,
  type Cart,
  type Order,
  type ProductDetail,
  type ProductSummary,
  type Variant,
} from '@shop/shared';
import { DESKTOP, PHONE, expect, saveScreen, signUpShopper, test } from '../fixtures.ts';

/**
 * A first purchase in fewer fields: Buy now on the product page takes a new buyer to the checkout
 * with that line alone, where the PIN code fills in the city and the state and the phone is the
 * account's; a visitor logs in first and lands on the same checkout with the item.
 */

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: PHONE });

/** A product of the demo catalogue whose first colour (the one the page opens on) has 3 of size L. */
async function productWithL(page: Page) {
  const list = await page.request.get(`${API_BASE_PATH}${API.product.list}`, { params: { limit: 20 } });
  for (const summary of (await list.json()).data.products as ProductSummary[]) {
    const detail = (await (await page.request.get(`${API_BASE_PATH}/product/${summary._id}`)).json()).data;
    const product = (detail.product ?? detail) as ProductDetail;
    const variant = product.variants[0];
    if (variant && variant.quantity.L >= 3) return { product, variant };
  }
  throw new Error('no product of the demo catalogue has 3 of size L in its first colour');
}

/** Size L on the product page, then Buy now. */
async function buyNowInL(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('radio', { name: 'L', exact: true }).locator('xpath=ancestor::label[1]').click();
  await page.getByRole('button', { name: 'Buy now' }).click();
}

/** A new verified shopper, made in a browser context of its own: this page stays a visitor's. */
async function newShopper(browser: Browser, tag: string) {
  const context = await browser.newContext();
  const shopper = await signUpShopper(await context.newPage(), { tag });
  await context.close();
  return shopper;
}

const cartOf = async (page: Page) =>
  (await (await page.request.get(`${API_BASE_PATH}${API.cart.root}`)).json()).data.cart as Cart;

test('a new buyer taps Buy now, types the PIN (city and state fill in), the address, and places a COD order of that item alone', async ({
  page,
}) => {
  await signUpShopper(page, { tag: 'new-buyer' });
  const pick = await productWithL(page);
  // Something already in the bag stays there: Buy now orders its own line only.
  const listed = await page.request.get(`${API_BASE_PATH}${API.variant.list}`, { params: { limit: 20 } });
  const other = ((await listed.json()).data.variants as Variant[]).find(
    (v) => v._id !== pick.variant._id && v.quantity.XL > 0,
  )!;
  const bagged = await page.request.post(`${API_BASE_PATH}${API.cart.root}`, {
    data: { variantId: other._id, size: 'XL', quantity: 1 },
  });
  expect(bagged.ok(), await bagged.text()).toBe(true);

  await buyNowInL(page, pick.product._id);
  await expect(page).toHaveURL(/\/confirm-order$/);
  const items = page.getByRole('list', { name: 'Items to order' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(pick.product.name);

  // One screen: no saved-or-new choice, the optional two folded away, the account's phone filled in.
  await expect(page.getByRole('radiogroup', { name: CHECKOUT_DELIVERY_TEXTS.addressChoice })).toHaveCount(0);
  await expect(page.getByLabel(ADDRESS_FORM_TEXTS.landmark)).toHaveCount(0);
  await expect(page.getByLabel(CHECKOUT_DELIVERY_TEXTS.contact)).toHaveValue('9876501234');
  await expect(page.getByLabel(ADDRESS_FORM_TEXTS.labels.postalCode)).toHaveAttribute('autocomplete', 'postal-code');

  await page.getByLabel(ADDRESS_FORM_TEXTS.labels.postalCode).fill('141001');
  await expect(page.getByLabel(ADDRESS_FORM_TEXTS.labels.city)).toHaveValue('Ludhiana');
  await expect(page.getByLabel(ADDRESS_FORM_TEXTS.labels.state)).toHaveValue('Punjab');
  await page.getByLabel(ADDRESS_FORM_TEXTS.labels.houseNumber).fill('14');
  await page.getByLabel(ADDRESS_FORM_TEXTS.labels.street).fill('Ferozepur Road');
  await page.getByLabel(ADDRESS_FORM_TEXTS.labels.colony).fill('Sarabha Nagar');
  await page.getByRole('button', { name: ADDRESS_FORM_TEXTS.moreDetails }).click();
  await page.getByLabel(ADDRESS_FORM_TEXTS.landmark).fill('Near the clock tower');
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  const form = page.getByRole('region', { name: CHECKOUT_DELIVERY_TEXTS.title });
  await form.scrollIntoViewIfNeeded();
  await saveScreen(page, 'new-buyer-checkout-360');
  await page.setViewportSize(DESKTOP);
  await saveScreen(page, 'new-buyer-checkout-1280');
  await page.setViewportSize(PHONE);

  await page.getByRole('button', { name: 'Place Order' }).first().click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByText(SUCCESS.orderCreated)).toBeVisible();
  const [order] = (await (await page.request.get(`${API_BASE_PATH}${API.order.user}`)).json()).data.orders as Order[];
  expect(order!.paymentMethod).toBe('cod');
  expect(order!.items.map((i) => ({ variant: i.variant._id, size: i.size, quantity: i.quantity }))).toEqual([
    { variant: pick.variant._id, size: 'L', quantity: 1 },
  ]);
  expect(order!.shippingAddress).toMatchObject({
    postalCode: '141001',
    city: 'Ludhiana',
    state: 'Punjab',
    houseNumber: '14',
    landmark: 'Near the clock tower',
  });
  expect(order!.contact).toBe('9876501234');
  expect((await cartOf(page)).items.map((i) => ({ variant: i.variant._id, size: i.size }))).toEqual([
    { variant: other._id, size: 'XL' },
  ]);
});

test('a visitor taps Buy now, is sent to log in, and lands on the checkout with that item', async ({
  page,
  browser,
}) => {
  const shopper = await newShopper(browser, 'new-buyer-guest');
  const pick = await productWithL(page);

  await buyNowInL(page, pick.product._id);
  await expect(page.getByText(ORDER_VALIDATION.loginForOrder)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page).toHaveURL(/\/confirm-order$/);
  const items = page.getByRole('list', { name: 'Items to order' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(pick.product.name);
  await expect(items).toContainText('L');
  await expect(page.getByLabel(ADDRESS_FORM_TEXTS.labels.postalCode)).toBeVisible();
  await saveScreen(page, 'new-buyer-guest-checkout-360');
  const cart = await cartOf(page);
  expect(cart.items.map((i) => ({ variant: i.variant._id, size: i.size, quantity: i.quantity }))).toEqual([
    { variant: pick.variant._id, size: 'L', quantity: 1 },
  ]);

  // Back goes to the product; the Buy now was finished once, not again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/product/${pick.product._id}$`));
  await page.reload();
  expect((await cartOf(page)).items.map((i) => i.quantity)).toEqual([1]);
});
