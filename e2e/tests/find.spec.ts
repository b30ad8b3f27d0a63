import type { Page, Response } from '@playwright/test';
import { API, API_BASE_PATH, productsPageQuery, SCREEN, type ProductFacets } from '@shop/shared';
import path from 'node:path';
import { expect, openScreen, PHONE, screenshotsWanted, test } from '../fixtures.ts';

/** Finding a tee: filters kept in the address, a search that forgives, products seen before. */

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: PHONE });

/** How many cards a page of /products holds. */
const PER_PAGE = productsPageQuery(new URLSearchParams()).limit;
const onFirstPage = (count: number) => Math.min(count, PER_PAGE);
const cards = (page: Page) => page.getByRole('link', { name: /^View Product: / });
const filters = (page: Page) => page.getByRole('region', { name: 'Filters' });

async function saveViewport(page: Page, name: string) {
  if (!screenshotsWanted) return;
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', 'screens', `${name}.png`) });
}

async function cardNames(page: Page) {
  return (await cards(page).evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')))).sort();
}

test('filters narrow /products to their counts, and survive a reload and going back', async ({ page }) => {
  const facets = (await (await page.request.get(`${API_BASE_PATH}${API.product.facets}`)).json()).data as ProductFacets;
  // A colour that some, not all, products with L in stock come in.
  await openScreen(page, '/products');
  const everything = await cardNames(page);
  const withL = facets.sizes.find((s) => s.size === 'L')!.count;
  expect(withL).toBeGreaterThan(0);

  // The counts beside the other filters follow each choice: wait for them before reading one.
  const facetsFor = (part: RegExp) =>
    page.waitForResponse((r) => r.url().includes(API.product.facets) && part.test(decodeURIComponent(r.url())));
  // On a phone the choices open from a button.
  await filters(page).getByRole('button', { name: 'Filters' }).click();
  // Other browser tests buy and restock on the same shop meanwhile: each list is compared with the
  // counts the page fetched beside it, not with counts read earlier.
  const countsOf = async (response: Promise<Response>) =>
    ((await (await response).json()) as { data: ProductFacets }).data;
  let counted = facetsFor(/size=L/);
  await filters(page).getByRole('button', { name: /^L \(/ }).click();
  const withLNow = (await countsOf(counted)).sizes.find((s) => s.size === 'L')!.count;
  await expect(page).toHaveURL(/[?&]size=L(&|$)/);
  await expect(cards(page)).toHaveCount(onFirstPage(withLNow));
  const inL = await cardNames(page);

  // The colour counts now count products with L; pick the first colour that narrows further.
  const colour = filters(page)
    .getByRole('group', { name: 'Colour' })
    .getByRole('button', { disabled: false })
    .filter({ hasNotText: `(${withLNow})` })
    .first();
  const label = (await colour.textContent())!;
  const [, colourName, count] = /^(.+?)\((\d+)\)$/.exec(label.trim())!;
  counted = facetsFor(/color=/);
  await colour.click();
  const inColour = (await countsOf(counted)).colors.find((c) => c.name === colourName!.trim())!.count;
  await expect(page).toHaveURL(
    new RegExp(`[?&]color=${encodeURIComponent(colourName!.trim()).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect(cards(page)).toHaveCount(onFirstPage(inColour));
  const narrowed = await cardNames(page);
  expect(Number(count)).toBeLessThan(withLNow);
  await saveViewport(page, 'find-filters-360');
  if (screenshotsWanted) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveViewport(page, 'find-filters-1280');
    await page.setViewportSize(PHONE);
  }

  // A reload shows the same list, the choices still pressed.
  await page.reload();
  await expect(cards(page)).toHaveCount(onFirstPage(inColour));
  expect(await cardNames(page)).toEqual(narrowed);
  await filters(page).getByRole('button', { name: 'Filters (2)' }).click();
  await expect(filters(page).getByRole('button', { name: /^L \(/ })).toHaveAttribute('aria-pressed', 'true');

  // Back: size L only, then everything.
  await page.goBack();
  await expect(page).not.toHaveURL(/color=/);
  await expect(cards(page)).toHaveCount(onFirstPage(withLNow));
  expect(await cardNames(page)).toEqual(inL);
  await page.goBack();
  await expect(page).not.toHaveURL(/size=/);
  await expect(cards(page)).toHaveCount(everything.length);
  expect(await cardNames(page)).toEqual(everything);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a search forgives a slip and names the tee family; two letters off shows the corrected search', async ({
  page,
}) => {
  for (const q of ['tshirt', 'navy', 'balck']) {
    await openScreen(page, `/search?q=${q}`);
    await expect(page.getByText(`Results for “${q}”`)).toBeVisible();
  }

  // Two letters off: nothing found as typed, so the nearest search's tees, and the page says so.
  await openScreen(page, '/search?q=mosnonn');
  await expect(page.getByRole('status').filter({ hasText: SCREEN.showingResultsFor })).toContainText('monsoon');
  await expect(page.getByRole('list', { name: 'Results for mosnonn' }).getByRole('heading')).toContainText([
    'Monsoon Drift Oversized Tee',
  ]);
  await saveViewport(page, 'find-corrected-360');
});

test('products looked at show as "Recently viewed" on another product page and on home', async ({ page }) => {
  const list = (await (await page.request.get(`${API_BASE_PATH}${API.product.list}?limit=2`)).json()).data.products as {
    _id: string;
    name: string;
  }[];
  const [first, second] = list as [(typeof list)[0], (typeof list)[0]];
  await openScreen(page, `/product/${first._id}`);
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
  // Noted once the app has taken the page over.
  const noted = () => page.evaluate(() => localStorage.getItem('recentlyViewed') ?? '');
  await expect.poll(noted).toContain(first._id);
  await openScreen(page, `/product/${second._id}`);
  const strip = page.getByRole('region', { name: 'Recently viewed' });
  // The page on screen is not in its own strip.
  await expect(strip.getByRole('link')).toHaveText([new RegExp(first.name)]);

  await expect.poll(noted).toContain(second._id);
  await openScreen(page, '/');
  await expect(strip.getByRole('link')).toHaveText([new RegExp(second.name), new RegExp(first.name)]);
  await strip.scrollIntoViewIfNeeded();
  await saveViewport(page, 'find-recently-viewed-360');
  await strip.getByRole('link', { name: new RegExp(first.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${first._id}$`));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
