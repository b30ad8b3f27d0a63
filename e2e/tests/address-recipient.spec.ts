import { ADDRESS_FORM_TEXTS, API, API_BASE_PATH, SUCCESS, type Order, type Variant } from '@shop/shared';
import { DESKTOP, PHONE, expect, openScreen, saveScreen, signUpShopper, test } from '../fixtures.ts';

/** A parcel for someone else: the address names who takes it and a landmark, and the order keeps both. */
test.describe.configure({ timeout: 150_000 });

test('at 360 px a saved address names its recipient and landmark, and checkout sends the order to them', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signUpShopper(page, { tag: 'recipient', name: 'Meera Iyer' });
  await openScreen(page, '/my-account?tab=profile');
  await page.getByRole('button', { name: 'Add Address' }).click();
  const form = page.getByRole('dialog', { name: 'Add a new address' });
  await form.getByLabel('Label (optional)').fill('Nani');
  // The two optional parts wait behind one link.
  await form.getByRole('button', { name: ADDRESS_FORM_TEXTS.moreDetails }).click();
  await form.getByLabel('Recipient name (optional)').fill('Asha Rao');
  await form.getByLabel('House / flat number').fill('118');
  await form.getByLabel('Street').fill('Ferozepur Road');
  await form.getByLabel('Colony / area').fill('Ghumar Mandi');
  await form.getByLabel('Landmark (optional)').fill('Opposite the Gurdwara');
  await form.getByLabel('PIN code').fill('141001');
  await expect(form.getByLabel('City')).toHaveValue('Ludhiana');
  await saveScreen(page, 'address-recipient-form-360');
  await form.getByRole('button', { name: 'Add Address' }).click();
  await expect(page.getByText(SUCCESS.addressAdded).first()).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Nani' });
  await expect(card).toContainText('Asha Rao');
  await expect(card).toContainText('Landmark: Opposite the Gurdwara');
  await card.scrollIntoViewIfNeeded();
  await saveScreen(page, 'address-recipient-book-360');
  await page.setViewportSize(DESKTOP);
  await saveScreen(page, 'address-recipient-book-1280');
  await page.setViewportSize(PHONE);

  // Checkout stands on it and shows who it goes to; the order keeps both.
  const listed = await page.request.get(`${API_BASE_PATH}${API.variant.list}`, { params: { limit: 20 } });
  const variant = ((await listed.json()).data.variants as Variant[]).find((v) => (v.quantity.L ?? 0) > 3)!;
  const added = await page.request.post(`${API_BASE_PATH}${API.cart.root}`, {
    data: { variantId: variant._id, size: 'L', quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const saved = page.getByRole('radiogroup', { name: 'Saved addresses' });
  await expect(saved.getByRole('radio')).toBeChecked();
  await expect(saved).toContainText('Asha Rao');
  await page.getByText('New address', { exact: true }).click();
  await page.getByRole('button', { name: ADDRESS_FORM_TEXTS.moreDetails }).click();
  await expect(page.getByLabel('Recipient name (optional)')).toBeVisible();
  await expect(page.getByLabel('Landmark (optional)')).toBeVisible();
  await saveScreen(page, 'address-recipient-checkout-new-360');
  await page.getByText('Saved address', { exact: true }).click();
  await page.getByRole('button', { name: 'Place Order' }).first().click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole('main')).toContainText('Asha Rao');
  const [order] = (await (await page.request.get(`${API_BASE_PATH}${API.order.user}`)).json()).data.orders as Order[];
  expect(order!.shippingAddress).toMatchObject({ recipientName: 'Asha Rao', landmark: 'Opposite the Gurdwara' });
});
