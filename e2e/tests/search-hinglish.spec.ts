import type { Page } from '@playwright/test';
import { API, API_BASE_PATH, SCREEN, type ProductList } from '@shop/shared';
import {
  DESKTOP,
  e2eAdmin,
  expect,
  openScreen,
  PHONE,
  saveScreen,
  screenshotsWanted,
  signInThroughApi,
  test,
} from '../fixtures.ts';

/** A search typed as many Indian shoppers type it: Hinglish, Devanagari, a slip, or nothing found. */

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: PHONE });

/** The names of the tees the API finds for `text`, as the search page asks (first page). */
async function apiNames(page: Page, text: string): Promise<string[]> {
  const res = await page.request.get(
    `${API_BASE_PATH}${API.product.list}?search=${encodeURIComponent(text)}&limit=12&sort=relevance`,
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: ProductList }).data.products.map((p) => p.name).sort();
}

const resultNames = async (page: Page, query: string) =>
  (
    await page
      .getByRole('list', { name: `Results for ${query}` })
      .getByRole('heading')
      .allTextContents()
  ).sort();

test('"kaala tishirt", "कुर्ता", a slip and a search that finds nothing, then the owner sees it', async ({ page }) => {
  // Hinglish: the black tees, as an English shopper's "black tee" finds them.
  const blackTees = await apiNames(page, 'black tee');
  expect(blackTees.length).toBeGreaterThan(0);
  await openScreen(page, '/search?q=kaala+tishirt');
  await expect(page.getByRole('list', { name: 'Results for kaala tishirt' }).getByRole('listitem')).toHaveCount(
    blackTees.length,
  );
  expect(await resultNames(page, 'kaala tishirt')).toEqual(blackTees);
  await saveScreen(page, 'search-hinglish-360');

  // Devanagari typed into the search box: every tee, as "tee" finds them.
  const box = page.getByRole('searchbox', { name: 'Search products' });
  await box.fill('कुर्ता');
  await box.press('Enter');
  await expect(page.getByRole('list', { name: 'Results for कुर्ता' }).getByRole('listitem')).toHaveCount(
    (await apiNames(page, 'tee')).length,
  );

  // Two letters off: the page shows the corrected search's tees and says so.
  await box.fill('mosnon');
  await box.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: SCREEN.showingResultsFor })).toContainText('monsoon');
  await expect(page.getByRole('list', { name: 'Results for mosnon' }).getByRole('heading')).toContainText([
    'Monsoon Drift Oversized Tee',
  ]);

  // Nothing at all: popular tees in stock instead, each a link to its page.
  const nothing = `zqxv${Date.now().toString(36)}`;
  await box.fill(nothing);
  await box.press('Enter');
  await expect(page.getByText(SCREEN.noSearchResults(nothing))).toBeVisible();
  const popular = page.getByRole('region', { name: SCREEN.popularInStock });
  await expect(popular.getByRole('listitem').first()).toBeVisible();
  await saveScreen(page, 'search-nothing-found-360');
  if (screenshotsWanted) {
    await page.setViewportSize(DESKTOP);
    await saveScreen(page, 'search-nothing-found-1280');
  }
  await popular.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);

  // The owner opens the dashboard from the header and finds the search that found nothing.
  await page.setViewportSize(DESKTOP);
  await signInThroughApi(page, e2eAdmin.email, e2eAdmin.password);
  await openScreen(page, '/');
  await page.getByRole('link', { name: 'ADMIN DASHBOARD' }).click();
  const card = page.getByRole('region', { name: SCREEN.searchMissesTitle });
  const row = card.getByRole('row').filter({ hasText: nothing });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await card.scrollIntoViewIfNeeded();
  await saveScreen(page, 'search-misses-card-1280');
});
