import type { Browser, Page } from '@playwright/test';
import {
  API,
  API_BASE_PATH,
  CART_SUCCESS,
  CART_VALIDATION,
  WISHLIST_SUCCESS,
  WISHLIST_VALIDATION,
  type Cart,
  type ProductDetail,
  type ProductSummary,
  type WishlistItem,
} from '@shop/shared';
import { expect, PHONE, saveScreen, signUpShopper, test } from '../fixtures.ts';

/** What a shopper started before logging in is finished once they are signed in. */

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: PHONE });

/** A new verified shopper, made in a browser context of its own: this page stays a visitor's. */
async function newShopper(browser: Browser, tag: string) {
  const context = await browser.newContext();
  const shopper = await signUpShopper(await context.newPage(), { tag });
  await context.close();
  return shopper;
}

/** A product of the demo catalogue with at least 3 of size L in some colour. */
async function productWithL(page: Page) {
  const list = await page.request.get(`${API_BASE_PATH}${API.product.list}`, { params: { limit: 20 } });
  for (const summary of (await list.json()).data.products as ProductSummary[]) {
    const detail = (await (await page.request.get(`${API_BASE_PATH}/product/${summary._id}`)).json()).data;
    const product = (detail.product ?? detail) as ProductDetail;
    const variant = product.variants.find((v) => v.quantity.L >= 3);
    if (variant) return { product, variant };
  }
  throw new Error('no product of the demo catalogue has 3 of size L');
}

/** On the product page: the colour, size L, and `quantity` by the + button. */
async function choose(page: Page, pick: Awaited<ReturnType<typeof productWithL>>, quantity = 1) {
  await page.goto(`/product/${pick.product._id}`);
  const colour = page.getByRole('radio', { name: pick.variant.color.name, exact: true });
  if (await colour.count()) await colour.first().check({ force: true });
  await page.getByRole('radio', { name: 'L', exact: true }).check({ force: true });
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // A log-in lands back on the page the shopper was sent from.
  await expect(page).not.toHaveURL(/\/auth$/);
}

test('a visitor picks size L and 2, is sent to log in, and once signed in has them in the cart', async ({
  page,
  browser,
}) => {
  const shopper = await newShopper(browser, 'finish-cart');
  const pick = await productWithL(page);
  await choose(page, pick, 2);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(CART_VALIDATION.loginForCart)).toBeVisible();
  await logIn(page, shopper.email, shopper.password);

  await expect(page.getByText(CART_SUCCESS.addedToCart)).toBeVisible();
  const back = page.getByRole('link', { name: `Back to ${pick.product.name}` });
  await expect(back).toBeVisible();
  await saveScreen(page, 'finish-started-cart-toast-360');

  // The link goes back to the product, followed while the toast shows (it closes itself after 3 s).
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/product/${pick.product._id}$`));
  await expect(page.getByTestId('cart-count').first()).toHaveText('1');
  const cart = (await (await page.request.get(`${API_BASE_PATH}${API.cart.root}`)).json()).data.cart as Cart;
  expect(cart.items.map((i) => ({ variant: i.variant._id, size: i.size, quantity: i.quantity }))).toEqual([
    { variant: pick.variant._id, size: 'L', quantity: 2 },
  ]);

  // Another page load adds nothing again.
  await page.reload();
  const again = (await (await page.request.get(`${API_BASE_PATH}${API.cart.root}`)).json()).data.cart as Cart;
  expect(again.items.map((i) => i.quantity)).toEqual([2]);
});

test('a shopper whose session ended adds to the wishlist, logs in again and finds it saved', async ({
  page,
  browser,
}) => {
  const shopper = await newShopper(browser, 'finish-wishlist');
  const pick = await productWithL(page);
  // Signed in on this page, then the session ends (its cookies are gone) while the page still
  // believes it is signed in.
  await page.goto('/auth');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await choose(page, pick);
  await page.context().clearCookies();

  await page.getByTestId('wishlist-toggle').click();
  await expect(page.getByText(WISHLIST_VALIDATION.loginForWishlist)).toBeVisible();
  await logIn(page, shopper.email, shopper.password);

  await expect(page.getByText(WISHLIST_SUCCESS.addedToWishlist)).toBeVisible();
  await expect(page.getByRole('link', { name: `Back to ${pick.product.name}` })).toBeVisible();
  const wishlist = (await (await page.request.get(`${API_BASE_PATH}${API.wishlist.root}`)).json()).data
    .items as WishlistItem[];
  expect(wishlist.map((i) => ({ variant: i.variant._id, size: i.size }))).toEqual([
    { variant: pick.variant._id, size: 'L' },
  ]);
});
