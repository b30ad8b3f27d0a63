import type { Page } from '@playwright/test';
import { API, API_BASE_PATH, type Address, type Order, type ProductDetail, type ProductSummary } from '@shop/shared';
import { expect, PHONE, saveScreen, signUpShopper, test } from '../fixtures.ts';

/** The checkout keeps what a shopper typed: the address, the number as they write it, their choices. */

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: PHONE });

/** Puts one of a size in stock of the first product that has one into the cart, through the API. */
async function addSomethingToCart(page: Page) {
  const list = await page.request.get(`${API_BASE_PATH}${API.product.list}`, { params: { limit: 20 } });
  for (const summary of (await list.json()).data.products as ProductSummary[]) {
    const detail = (await (await page.request.get(`${API_BASE_PATH}/product/${summary._id}`)).json()).data;
    const product = (detail.product ?? detail) as ProductDetail;
    for (const variant of product.variants) {
      const size = (['M', 'L', 'XL', 'XXL'] as const).find((s) => variant.quantity[s] >= 3);
      if (!size) continue;
      const res = await page.request.post(`${API_BASE_PATH}${API.cart.root}`, {
        data: { variantId: variant._id, size, quantity: 1 },
      });
      expect(res.ok(), await res.text()).toBe(true);
      return;
    }
  }
  throw new Error('nothing in stock in the demo catalogue');
}

async function toCheckout(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);
}

test('a new address is saved at checkout, a number typed with +91 is taken, and the next checkout starts on the same choices', async ({
  page,
}) => {
  await signUpShopper(page, { tag: 'checkout-remembers' });
  await addSomethingToCart(page);
  await toCheckout(page);

  // A shopper without saved addresses is shown the new address's fields alone (no choice to make),
  // with "save this address" ticked.
  await expect(page.getByRole('radio', { name: 'Saved address' })).toHaveCount(0);
  const save = page.getByRole('checkbox', { name: 'Save this address to my address book' });
  await expect(save).toBeChecked();
  await page.getByLabel('House / flat number').fill('221B');
  await page.getByLabel('Street').fill('Mall Road');
  await page.getByLabel('Colony / area').fill('Model Town');
  await page.getByLabel('PIN code').fill('141002');
  await page.getByLabel('City').fill('Ludhiana');
  await page.getByLabel('State').selectOption('Punjab');
  await page.getByLabel('Contact number').fill('+91 98140-12345');
  await expect(page.getByLabel('Contact number')).toHaveValue('+91 98140-12345');
  await page.getByRole('radio', { name: /Pay Online/ }).check();
  await saveScreen(page, 'checkout-remembers-new-address-360');
  await page.getByRole('button', { name: /^Pay / }).first().click();
  await page.getByRole('dialog', { name: 'StoryFit' }).getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  const orders = (await (await page.request.get(`${API_BASE_PATH}${API.order.user}`)).json()).data.orders as Order[];
  expect(orders.map((o) => o.contact)).toEqual(['9814012345']);

  const book = (await (await page.request.get(`${API_BASE_PATH}${API.user.addresses}`)).json()).data;
  const saved = (Array.isArray(book) ? book : book.addresses) as Address[];
  expect(saved).toMatchObject([{ houseNumber: '221B', street: 'Mall Road', postalCode: '141002' }]);

  // The next checkout starts on that address and on paying online.
  await addSomethingToCart(page);
  await toCheckout(page);
  await expect(page.getByRole('radio', { name: 'Saved address' })).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: 'Saved addresses' }).getByRole('radio')).toBeChecked();
  await expect(page.getByRole('radio', { name: /Pay Online/ })).toBeChecked();
  await expect(page.getByLabel('Contact number')).toHaveValue('9814012345');
  await saveScreen(page, 'checkout-remembers-next-checkout-360');
});
