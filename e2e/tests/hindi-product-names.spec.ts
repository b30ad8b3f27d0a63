import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { API_BASE_PATH, SUCCESS, type ProductSummary } from '@shop/shared';
import { DESKTOP, e2eAdmin, expect, PHONE, saveScreen, screenshotsWanted, test } from '../fixtures.ts';

/**
 * A product's Hindi name and story (docs/decisions/0319) and its colour's Hindi name (0323): the
 * admin writes them in the product form, the Hindi product page, its server-rendered head and a
 * Hindi search show them, the English pages keep the English name.
 */

test.describe.configure({ timeout: 180_000 });

const API = API_BASE_PATH;
const saved = { timeout: 30_000 };
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The dialog alone (a page's full screenshot leaves the top layer where the page was scrolled). */
async function saveDialog(dialog: Locator, name: string) {
  if (!screenshotsWanted) return;
  await dialog.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', 'screens', `${name}.png`) });
}

test('the admin writes a Hindi name and story; the Hindi product page, its head and search show them', async ({
  page,
}) => {
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const name = `Cloudburst Tee ${tag}`;
  const nameHi = `बादल टी ${tag}`;
  const storyHi = 'मानसून की पहली बारिश में लुधियाना की गलियों के लिए छपी।\n\nभारी सूती कपड़ा, ढीला कट।';

  const login = await page.request.post(`${API}/user/login`, { data: e2eAdmin });
  expect(login.ok(), await login.text()).toBe(true);
  await page.setViewportSize(PHONE);
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Product Management', level: 1 })).toBeVisible();
  const products = section(page, 'Products');
  await products.getByRole('button', { name: 'Add Product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByLabel('Description').fill('Heavyweight cotton, dropped shoulders.');
  await dialog
    .getByRole('textbox', { name: 'Story', exact: true })
    .fill('Printed for the first rain on the Ludhiana streets.');
  // A Hindi name longer than an English one may be is refused in the form, as the server would.
  await dialog.getByLabel('Hindi name').fill('क'.repeat(121));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Must be at most 120 characters')).toBeVisible();
  await dialog.getByLabel('Hindi name').fill(nameHi);
  await dialog.getByLabel('Hindi story').fill(storyHi);
  await expect(dialog.getByLabel('Hindi name')).toHaveAttribute('lang', 'hi-IN');
  await saveDialog(dialog, 'hindi-product-form-360');
  await page.setViewportSize(DESKTOP);
  await saveDialog(dialog, 'hindi-product-form-1280');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SUCCESS.productCreated)).toBeVisible(saved);
  await expect(dialog).toBeHidden();

  // Editing shows what was saved.
  await products.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByLabel('Hindi name')).toHaveValue(nameHi);
  await expect(edit.getByLabel('Hindi story')).toHaveValue(storyHi);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // A colour of it with a photo and stock, through the API, so the storefront lists it.
  const listed = await page.request.get(`${API}/product`, { params: { all: 'true', search: name } });
  const product = ((await listed.json()).data.products as ProductSummary[]).find((p) => p.name === name)!;
  expect(product).toMatchObject({ nameHi, storyHi });
  const colourHi = `बादली नीला ${tag}`;
  const color = await page.request.post(`${API}/color`, {
    data: { name: `Monsoon ${tag}`, nameHi: colourHi, hex: '#3A5A78' },
  });
  expect(color.ok(), await color.text()).toBe(true);
  const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#3A5A78' } })
    .png()
    .toBuffer();
  const variant = await page.request.post(`${API}/variant`, {
    multipart: {
      productId: product._id,
      colorId: (await color.json()).data._id,
      price: '1199',
      quantity: JSON.stringify({ M: 4, L: 4, XL: 0, XXL: 2 }),
      image: { name: 'front.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(variant.ok(), await variant.text()).toBe(true);

  // The server's Hindi page names it in Hindi, in its head too.
  const html = await (await page.request.get(`/hi/product/${product._id}`)).text();
  expect(html).toContain(`<title>${nameHi} | StoryFit</title>`);
  expect(html).toContain(`<meta property="og:title" content="${nameHi} | StoryFit" />`);
  expect(html).toContain('<meta property="og:locale" content="hi_IN" />');
  // Rendered on the server in Hindi, its colour by its Hindi name too.
  expect(html).toMatch(new RegExp(`<h1[^>]*>${nameHi}</h1>`));
  expect(html).toContain(colourHi);

  for (const [viewport, width] of [
    [PHONE, 360],
    [DESKTOP, 1280],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/hi/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameHi);
    await expect(page.getByText('मानसून की पहली बारिश में लुधियाना की गलियों के लिए छपी।').first()).toBeVisible();
    // The colour by its Hindi name, beside the colour's label.
    await expect(page.getByText(colourHi, { exact: true }).first()).toBeVisible();
    await saveScreen(page, `hindi-product-page-${width}`);
  }

  // A Hindi search finds it by a word of its Hindi name, its card named in Hindi.
  await page.goto(`/hi/search?q=${encodeURIComponent('बादल')}`);
  await expect(page.getByRole('link', { name: new RegExp(nameHi) }).first()).toBeVisible();

  // The list's colour filter names the colour in Hindi, and choosing it lists the tee. The address
  // carries the colour's English name, so the choice stays chosen across the language switch.
  await page.goto('/hi/products');
  const choice = page.getByRole('button', { name: new RegExp(`^${colourHi} \\(1\\)$`) });
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(new RegExp(`/hi/products\\?color=Monsoon(%20|\\+)${tag}$`));
  await expect(page.getByRole('link', { name: new RegExp(nameHi) }).first()).toBeVisible();
  await page.getByTestId('language-switch').first().click();
  await expect(page).toHaveURL(new RegExp(`//[^/]+/products\\?color=Monsoon(%20|\\+)${tag}$`));
  const englishChoice = page.getByRole('button', { name: new RegExp(`^Monsoon ${tag} \\(1\\)$`) });
  await expect(englishChoice).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
  await page.getByTestId('language-switch').first().click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');

  // The English page keeps the English name (read as a crawler does: this browser now prefers Hindi).
  const english = await (await page.request.get(`/product/${product._id}`, { headers: { cookie: '' } })).text();
  expect(english).toContain(`<title>${name} | StoryFit</title>`);
  expect(english).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
});
