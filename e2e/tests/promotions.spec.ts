import type { Page } from '@playwright/test';
import { API, API_BASE_PATH, formatInr, type Variant } from '@shop/shared';
import { DESKTOP, PHONE, e2eAdmin, expect, saveScreen, signInThroughApi, signUpShopper, test } from '../fixtures.ts';

/**
 * Promotions as a phone shopper meets them: an automatic offer and a coupon code in the cart, the
 * savings carried to checkout and charged by the server; and the owner's promotions screen.
 */
test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** A listed variant with at least `pieces` left in M, and its product. */
async function variantWith(page: Page, pieces: number) {
  const listed = await page.request.get(`${API_BASE_PATH}${API.variant.list}`, { params: { limit: 50 } });
  const variants = (await listed.json()).data.variants as Variant[];
  const variant = variants.find((v) => v.quantity.M >= pieces + 2 && v.price <= 1500);
  expect(variant, `a variant with ${pieces} in M`).toBeTruthy();
  return variant!;
}

test('a phone shopper gets a buy 2 get 1 offer and applies a coupon code in the cart, then pays the server’s total', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  // The owner sets up the offer (on one product only, so no other journey meets it) and a code.
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await signInThroughApi(ownerPage, e2eAdmin.email, e2eAdmin.password);
  const variant = await variantWith(ownerPage, 3);
  const code = `E2E${unique()}`.slice(0, 20);
  const name = `Buy 2 get 1 ${unique()}`;
  const offer = await ownerPage.request.post(`${API_BASE_PATH}${API.offers.root}`, {
    data: {
      name,
      kind: 'buy_x_get_y',
      buyQuantity: 2,
      getQuantity: 1,
      productIds: [variant.product._id],
      combinesWithCoupons: true,
    },
  });
  expect(offer.ok(), await offer.text()).toBe(true);
  const offerId = (await offer.json()).data._id as string;
  const coupon = await ownerPage.request.post(`${API_BASE_PATH}${API.coupons.root}`, {
    data: { code, type: 'flat', value: 100 },
  });
  expect(coupon.ok(), await coupon.text()).toBe(true);

  try {
    const shopper = await signUpShopper(page, { tag: 'promotions', name: 'Kavya Reddy' });
    const added = await page.request.post(`${API_BASE_PATH}${API.cart.root}`, {
      data: { variantId: variant._id, size: 'M', quantity: 2 },
    });
    expect(added.ok(), await added.text()).toBe(true);

    await page.goto('/cart');
    // Two pieces: the cart nudges toward the third.
    await expect(page.getByRole('list', { name: 'Offers near you' })).toContainText(`Add 1 more to get ${name}`);
    const line = page.getByRole('listitem', { name: new RegExp(variant.product.name) });
    await line.getByRole('button', { name: /edit quantity/i }).click();
    await line.getByRole('spinbutton').fill('3');
    await line.getByRole('button', { name: 'Confirm quantity' }).click();
    // The third is free: the offer shows among the savings.
    const savings = page.getByRole('list', { name: 'Savings' });
    await expect(savings).toContainText(name);
    await expect(savings).toContainText(`−${formatInr(variant.price)}`);

    // A wrong code says why; the real one applies on top of the offer.
    await page.getByLabel('Coupon code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'This code is not valid' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove coupon code' }).click();
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(`${code} applied: you save ${formatInr(100)}`)).toBeVisible();
    await expect(page.getByTestId('cart-discount')).toHaveText(`−${formatInr(variant.price + 100)}`);
    await saveScreen(page, 'promotions-cart-360');
    await page.setViewportSize(DESKTOP);
    await saveScreen(page, 'promotions-cart-1280');
    await page.setViewportSize(PHONE);

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/confirm-order$/);
    const total = variant.price * 2 - 100 + 200;
    await expect(page.getByTestId('checkout-discount')).toHaveText(`−${formatInr(variant.price + 100)}`);
    await expect(page.getByTestId('checkout-total')).toHaveText(formatInr(total));
    await page.getByLabel('House / flat number').fill('221B');
    await page.getByLabel('Street').fill('Mall Road');
    await page.getByLabel('Colony / area').fill('Model Town');
    await page.getByLabel('City').fill('Ludhiana');
    await page.getByLabel('State').selectOption('Punjab');
    await page.getByLabel('PIN code').fill('141002');
    await saveScreen(page, 'promotions-checkout-360');
    await page.getByRole('button', { name: 'Place Order' }).first().click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByTestId('order-total')).toHaveText(formatInr(total));

    const orders = await page.request.get(`${API_BASE_PATH}${API.order.user}`);
    const [order] = (await orders.json()).data.orders;
    expect(order).toMatchObject({ couponCode: code, discount: variant.price + 100, totalAmount: total });
    expect(shopper.email).toContain('promotions');

    // The owner sees the use, the discount and the sale on the promotions screen, reached from the dashboard.
    for (const [width, size] of [
      ['360', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      await ownerPage.setViewportSize(size);
      await ownerPage.goto('/admin/dashboard');
      await expect(ownerPage.getByRole('heading', { name: 'Discount given per day' })).toBeVisible();
      if (width === '360') {
        await ownerPage.getByRole('button', { name: 'Menu', exact: true }).click();
        await ownerPage.getByRole('link', { name: 'PROMOTIONS' }).click();
      } else {
        await ownerPage
          .getByRole('link', { name: /^(PROMOTIONS|OFFERS)$/ })
          .first()
          .click();
      }
      await expect(ownerPage).toHaveURL(/\/admin\/promotions$/);
      const row = ownerPage.getByRole('row', { name: new RegExp(code) });
      await expect(row).toContainText(formatInr(100));
      await expect(row.getByRole('cell').nth(3)).toHaveText('1');
      await saveScreen(ownerPage, `promotions-admin-${width}`);
    }
  } finally {
    await ownerPage.request.delete(`${API_BASE_PATH}${API.offers.one(offerId)}`);
    await owner.close();
  }
});

test('the owner narrows a coupon to one product and one colour by ticking them on the promotions screen', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInThroughApi(page, e2eAdmin.email, e2eAdmin.password);
  const variant = await variantWith(page, 1);
  const code = `ONLY${unique()}`.slice(0, 20);
  await page.goto('/admin/promotions');
  const form = page.getByRole('form', { name: 'New coupon' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Percent').fill('10');
  const products = form.getByRole('group', { name: 'Products' });
  await expect(products).toContainText('Every product');
  await products.getByLabel('Filter products').fill(variant.product.name);
  await products.getByRole('checkbox', { name: variant.product.name, exact: true }).check();
  await expect(products).toContainText('1 chosen');
  const colours = form.getByRole('group', { name: 'Colours' });
  await colours.getByRole('checkbox', { name: variant.color.name, exact: true }).check();
  await saveScreen(page, 'promotions-coupon-scope-1280');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toBeVisible();

  const list = await page.request.get(`${API_BASE_PATH}${API.coupons.root}`);
  const saved = (
    (await list.json()).data.coupons as { _id: string; code: string; productIds: string[]; colorIds: string[] }[]
  ).find((coupon) => coupon.code === code)!;
  expect(saved).toMatchObject({ productIds: [variant.product._id], colorIds: [variant.color._id] });
  await page.request.delete(`${API_BASE_PATH}${API.coupons.one(saved._id)}`);
});
