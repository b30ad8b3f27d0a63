import type { APIRequestContext, Page } from '@playwright/test';
import {
  API_BASE_PATH,
  fitReason,
  recommendSize,
  SIZE_HELP_TEXTS,
  type ProductDetail,
  type ProductSummary,
} from '@shop/shared';
import { chooseRadio, expect, saveScreen, signUpShopper, test } from '../fixtures.ts';

/**
 * The fit finder (height, weight and preferred fit give a size with one line of why, remembered
 * on the device) and "How did it fit?" on reviews, summed up on the product page, at phone and
 * desktop widths.
 */

test.describe.configure({ timeout: 120_000 });

const API = API_BASE_PATH;
const VIEWPORTS = [
  ['phone', { width: 360, height: 780 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;
const answer = { heightCm: 178, weightKg: 80, fit: 'extra-oversized' } as const;
const expected = recommendSize(answer);

/** A product without reviews whose first colour has the fit finder's size in stock (one per test). */
async function productForFit(request: APIRequestContext, skip: number): Promise<ProductDetail> {
  const list = await request.get(`${API}/product`, { params: { limit: 100 } });
  const found: ProductDetail[] = [];
  for (const summary of (await list.json()).data.products as ProductSummary[]) {
    if (summary.reviewCount > 0) continue;
    const product = (await (await request.get(`${API}/product/${summary._id}`)).json()).data as ProductDetail;
    if ((product.variants[0]?.quantity[expected.size] ?? 0) > 0) found.push(product);
  }
  if (!found[skip]) throw new Error('no product without reviews has the size in stock');
  return found[skip];
}

const signUp = (page: Page) =>
  signUpShopper(page, { tag: 'fit', name: 'Rohan Mehta', gender: 'male', password: 'Fit-password-1' });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/shots/storefront/${name}.png` });
  await saveScreen(page, name);
}

VIEWPORTS.forEach(([name, viewport], index) => {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('the fit finder recommends a size with why, sets it, and remembers the answers on the device', async ({
      page,
    }) => {
      const product = await productForFit(page.request, index);
      await page.goto(`/product/${product._id}`);
      await page.getByRole('button', { name: 'Find my size' }).click();
      const finder = page.getByRole('dialog', { name: 'Find my size' });
      await finder.getByRole('button', { name: 'Find my size' }).click();
      await expect(finder.getByText('Enter your height in cm')).toBeVisible();
      await finder.getByLabel('Height (cm)').fill('300');
      await finder.getByLabel('Weight (kg)').fill(String(answer.weightKg));
      await finder.getByRole('button', { name: 'Find my size' }).click();
      await expect(finder.getByText('Height must be 140–210 cm')).toBeVisible();

      await finder.getByLabel('Height (cm)').fill(String(answer.heightCm));
      await finder.getByText('Extra oversized').click();
      await finder.getByRole('button', { name: 'Find my size' }).click();
      await expect(finder.getByRole('status')).toContainText(`Your size: ${expected.size}`);
      await expect(finder.getByRole('status')).toContainText(fitReason(SIZE_HELP_TEXTS, expected));
      await shot(page, `fit-finder-${name}`);
      await finder.getByRole('button', { name: `Choose ${expected.size}` }).click();
      await expect(finder).toBeHidden();
      await expect(page.getByRole('radio', { name: expected.size, exact: true })).toBeChecked();

      // Remembered on this device: after a reload the button names the size and the form is filled.
      await page.reload();
      await page.getByRole('button', { name: `Your size: ${expected.size}` }).click();
      await expect(finder.getByLabel('Height (cm)')).toHaveValue(String(answer.heightCm));
      await expect(finder.getByRole('radio', { name: /Extra oversized/ })).toBeChecked();
      await finder.getByRole('button', { name: 'Forget my answers' }).click();
      await expect(finder.getByText(/Your size:/)).toHaveCount(0);
      await expect(finder.getByLabel('Height (cm)')).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Find my size' })).toBeVisible();
    });

    test('a review says how it fit, and the product page shows what most say', async ({ page, browser }) => {
      const product = await productForFit(page.request, index);
      await signUp(page);
      await page.goto(`/product/${product._id}`);
      const reviews = page.getByRole('region', { name: 'Reviews' });
      await chooseRadio(reviews.getByRole('radio', { name: 'True to size' }));
      await reviews.getByLabel('Comment').fill('Drops at the shoulder just right.');
      await reviews.getByRole('button', { name: 'Post review' }).click();
      const mine = reviews.getByRole('listitem').filter({ hasText: 'Drops at the shoulder' });
      await expect(mine).toContainText('Fit: True to size');
      await expect(page.getByText('Most say: true to size, 100 %').first()).toBeVisible();

      // Another shopper answers the other way (one review per shopper and product): a tie goes to
      // true to size, now half of the answers.
      const otherContext = await browser.newContext();
      const otherPage = await otherContext.newPage();
      await signUp(otherPage);
      const other = await otherPage.request.post(`${API}/review`, {
        data: { productId: product._id, rating: 3, comment: 'Tight at the chest.', fit: 'runs-small' },
      });
      expect(other.ok(), await other.text()).toBe(true);
      await otherContext.close();
      await page.reload();
      const note = page.getByText('Most say: true to size, 50 %').first();
      await expect(note).toBeVisible();
      await expect(page.getByRole('link', { name: '(2 answers)' }).first()).toBeVisible();
      await note.scrollIntoViewIfNeeded();
      await shot(page, `fit-summary-${name}`);
    });
  });
});
