import type { Page } from '@playwright/test';
import { API, API_BASE_PATH, type Cart, type ProductDetail, type ProductSummary } from '@shop/shared';
import path from 'node:path';
import { expect, firstProductId, openScreen, PHONE, screenshotsWanted, signUpShopper, test } from '../fixtures.ts';

/*
 * At 360 px (the narrowest phone we design for) no page scrolls sideways, in the states a shopper
 * puts it in: a cart line being edited, the size chart open, an order on its way, filters chosen.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: PHONE });

/** What the phone's screen shows (not the whole page), saved under artifacts/screens on request. */
async function saveViewport(page: Page, name: string) {
  if (!screenshotsWanted) return;
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', 'screens', `${name}.png`) });
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
}

/** A product with 3 or more of a size in stock, and that size. */
async function somethingInStock(page: Page) {
  const list = await page.request.get(`${API_BASE_PATH}${API.product.list}`, { params: { limit: 20 } });
  for (const summary of (await list.json()).data.products as ProductSummary[]) {
    const detail = (await (await page.request.get(`${API_BASE_PATH}/product/${summary._id}`)).json()).data;
    const product = (detail.product ?? detail) as ProductDetail;
    for (const variant of product.variants) {
      const size = (['M', 'L', 'XL', 'XXL'] as const).find((s) => variant.quantity[s] >= 3);
      if (size) return { product, variant, size };
    }
  }
  throw new Error('nothing in stock in the demo catalogue');
}

test('the main pages of a visitor at 360 px: none scrolls sideways, the size chart shows its last column', async ({
  page,
}) => {
  const productId = await firstProductId(page);
  for (const path of [
    '/',
    '/products',
    `/product/${productId}`,
    '/search?q=tee',
    '/about',
    '/contact',
    '/shipping',
    '/terms',
    '/auth',
  ]) {
    await openScreen(page, path);
    await expectNoSidewaysScroll(page, path);
  }

  await openScreen(page, `/product/${productId}`);
  await page.getByRole('button', { name: 'Size chart' }).click();
  const chart = page.getByRole('dialog', { name: 'Size chart' });
  await expect(chart.getByRole('table')).toBeVisible();
  await chart.getByText('Centimetres', { exact: true }).click();
  await expectNoSidewaysScroll(page, 'the size chart');
  // The last column is on the screen, not behind a sideways scroll nobody can tell is there.
  const lastHeader = chart.getByRole('columnheader').last();
  const box = (await lastHeader.boundingBox())!;
  const dialogBox = (await chart.boundingBox())!;
  expect(box.x + box.width, 'the last column ends inside the dialog').toBeLessThanOrEqual(
    dialogBox.x + dialogBox.width,
  );
  await saveViewport(page, 'phone-size-chart-360');
});

test("a customer's cart line in edit, checkout, wishlist and an order's progress at 360 px: none scrolls sideways", async ({
  page,
}) => {
  await signUpShopper(page, { tag: 'phone-width' });
  const pick = await somethingInStock(page);
  const added = await page.request.post(`${API_BASE_PATH}${API.cart.root}`, {
    data: { variantId: pick.variant._id, size: pick.size, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const cart = (await added.json()).data.cart as Cart;

  // A cart line being edited keeps its quantity field and both buttons on the screen.
  await openScreen(page, '/cart');
  await page.getByRole('button', { name: /^Edit quantity of / }).click();
  await expect(page.getByRole('button', { name: 'Confirm quantity' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the cart with a line in edit');
  await saveViewport(page, 'phone-cart-edit-360');
  await page.getByRole('button', { name: 'Cancel quantity edit' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);
  await expect(page.getByLabel('Contact number')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the checkout');

  for (const path of ['/wishlist', '/profile', '/my-account?tab=history']) {
    await openScreen(page, path);
    await expectNoSidewaysScroll(page, path);
  }

  // An order on its way: the four steps' names each stay inside their own step.
  const placed = await page.request.post(`${API_BASE_PATH}${API.order.root}`, {
    data: {
      itemIds: [cart.items[0]!._id],
      paymentMethod: 'cod',
      contact: '9876543210',
      shippingAddress: {
        houseNumber: '12-B',
        street: 'Mall Road',
        colony: 'Civil Lines',
        city: 'Ludhiana',
        state: 'Punjab',
        postalCode: '141001',
        country: 'India',
      },
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  await openScreen(page, '/my-account');
  const steps = page.getByRole('list', { name: 'Order progress' }).first().getByRole('listitem');
  await expect(steps).toHaveCount(4);
  const boxes = await steps.evaluateAll((items) =>
    items.map((item) => {
      const label = item.lastElementChild as HTMLElement;
      // The same name in bold (as the step reached shows it), measured on one line.
      const bold = label.cloneNode(true) as HTMLElement;
      Object.assign(bold.style, {
        fontWeight: '600',
        position: 'absolute',
        visibility: 'hidden',
        whiteSpace: 'nowrap',
      });
      item.append(bold);
      const boldWidth = bold.getBoundingClientRect().width;
      bold.remove();
      return {
        width: item.getBoundingClientRect().width,
        right: item.getBoundingClientRect().right,
        textRight: label.getBoundingClientRect().right,
        overflows: label.scrollWidth > label.clientWidth,
        lines: Math.round(label.offsetHeight / parseFloat(getComputedStyle(label).lineHeight)),
        boldWidth,
      };
    }),
  );
  for (const [index, box] of boxes.entries()) {
    expect(box.overflows, `step ${index + 1}'s name is cut`).toBe(false);
    expect(box.textRight, `step ${index + 1}'s name runs into the next`).toBeLessThanOrEqual(box.right + 0.5);
    expect(box.lines, `step ${index + 1}'s name is broken over lines`).toBe(1);
    expect(box.boldWidth, `step ${index + 1}'s name in bold fits its step`).toBeLessThanOrEqual(box.width);
  }
  await expectNoSidewaysScroll(page, 'the track-order tab');
  await page.getByRole('list', { name: 'Order progress' }).first().scrollIntoViewIfNeeded();
  await saveViewport(page, 'phone-track-order-360');
});
