import type { APIRequestContext, Page } from '@playwright/test';
import {
  API,
  API_BASE_PATH,
  PRODUCT_NAME_MAX,
  SCREEN,
  formatInr,
  type Color,
  type Product,
  type Variant,
} from '@shop/shared';
import {
  DELIVERY_ADDRESSES,
  DESKTOP,
  PHONE,
  e2eAdmin,
  expect,
  saveScreen,
  signInThroughApi,
  signUpShopper,
  test,
} from '../fixtures.ts';

/**
 * Checkout as a phone shopper leaves and finds it: a reload keeps the chosen lines and the coupon
 * code, the saved address stands chosen, and the longest product name the owner may give fits.
 */
test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** A name of exactly the longest length, with one long unbroken word in it as an owner may type. */
function longestName(tag: string) {
  const words = `${tag} Supercalifragilisticheavyweightcottonoversizedtee Drop-Shoulder Graphic Tee with a Story `;
  return words.repeat(4).slice(0, PRODUCT_NAME_MAX).trimEnd().padEnd(PRODUCT_NAME_MAX, 'x');
}

/** The owner makes a product of the longest name with one colour in stock (the photo of a demo colour). */
async function longNamedVariant(owner: APIRequestContext, name: string) {
  const product = await owner.post(`${API_BASE_PATH}${API.product.list}`, {
    data: { name, description: 'A tee with a very long name.', story: 'Named at length by its maker.' },
  });
  expect(product.ok(), await product.text()).toBe(true);
  const productId = ((await product.json()).data as Product)._id;
  const color = ((await (await owner.get(`${API_BASE_PATH}${API.color.list}`)).json()).data.colors as Color[])[0]!;
  const demo = (
    (await (await owner.get(`${API_BASE_PATH}${API.variant.list}`)).json()).data.variants as Variant[]
  ).find((v) => v.image?.url)!;
  const photo = await owner.get(demo.image!.url);
  expect(photo.ok()).toBe(true);
  const variant = await owner.post(`${API_BASE_PATH}${API.variant.list}`, {
    multipart: {
      productId,
      colorId: color._id,
      price: '1099',
      quantity: JSON.stringify({ M: 5, L: 5, XL: 0, XXL: 0 }),
      image: {
        name: 'tee.webp',
        mimeType: photo.headers()['content-type'] ?? 'image/webp',
        buffer: await photo.body(),
      },
    },
  });
  expect(variant.ok(), await variant.text()).toBe(true);
  return { productId, variant: (await variant.json()).data as Variant };
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
}

test('at 360 px a reload keeps checkout (lines, coupon, saved address) and the longest product name scrolls nothing sideways', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInThroughApi(owner, e2eAdmin.email, e2eAdmin.password);
  const name = longestName(unique());
  expect(name).toHaveLength(PRODUCT_NAME_MAX);
  const { productId, variant } = await longNamedVariant(owner.request, name);
  const code = `RELOAD${unique()}`.slice(0, 20);
  const coupon = await owner.request.post(`${API_BASE_PATH}${API.coupons.root}`, {
    data: { code, type: 'flat', value: 100 },
  });
  expect(coupon.ok(), await coupon.text()).toBe(true);

  try {
    await signUpShopper(page, { tag: 'checkout-reload' });
    const saved = await page.request.post(`${API_BASE_PATH}${API.user.addAddress}`, {
      data: { ...DELIVERY_ADDRESSES.ludhiana, title: 'Home' },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const added = await page.request.post(`${API_BASE_PATH}${API.cart.root}`, {
      data: { variantId: variant._id, size: 'M', quantity: 1 },
    });
    expect(added.ok(), await added.text()).toBe(true);

    await page.goto('/cart');
    await expectNoSidewaysScroll(page, 'the cart with the longest name');
    await page.getByLabel('Coupon code').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(`${code} applied: you save ${formatInr(100)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/confirm-order$/);

    const lines = page.getByRole('list', { name: 'Items to order' });
    const checkoutStands = async (when: string) => {
      await expect(lines.getByText(name)).toBeVisible();
      await expect(page.getByTestId('checkout-discount')).toHaveText(`−${formatInr(100)}`);
      await expect(page.getByRole('radio', { name: 'Saved address' })).toBeChecked();
      await expect(page.getByRole('radiogroup', { name: 'Saved addresses' }).getByRole('radio')).toBeChecked();
      await expectNoSidewaysScroll(page, `the checkout ${when}`);
    };
    await checkoutStands('from the cart');
    await saveScreen(page, 'checkout-longest-name-360');

    await page.reload();
    await checkoutStands('after a reload');
    await expect(page.getByText(SCREEN.noItemsToOrder)).toHaveCount(0);
    await page.getByRole('list', { name: 'Items to order' }).scrollIntoViewIfNeeded();
    await saveScreen(page, 'checkout-reloaded-360');
    await page.setViewportSize(DESKTOP);
    await saveScreen(page, 'checkout-reloaded-1280');
    await page.setViewportSize(PHONE);

    // The shopper's own switch to a new address stands; back on the saved one, it is still chosen.
    await page.getByText('New address', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'New address' })).toBeChecked();
    await expect(page.getByLabel('House / flat number')).toBeVisible();
    await page.getByLabel('House / flat number').fill('9');
    await expect(page.getByRole('radio', { name: 'New address' })).toBeChecked();
    await page.getByText('Saved address', { exact: true }).click();
    await expect(page.getByRole('radiogroup', { name: 'Saved addresses' }).getByRole('radio')).toBeChecked();

    // Placed: the checkout is done, and a reload of it (Back) brings nothing back.
    await page.getByRole('button', { name: 'Place Order' }).first().click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expectNoSidewaysScroll(page, 'the thank-you page with the longest name');
    await page.goto('/confirm-order');
    await expect(page.getByText(SCREEN.noItemsToOrder)).toBeVisible();
  } finally {
    await owner.request.delete(`${API_BASE_PATH}${API.product.one(productId)}`);
    await ownerContext.close();
  }
});
