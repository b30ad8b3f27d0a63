import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { API_BASE_PATH, SIZES, type ProductDetail, type ProductSummary } from '@shop/shared';
import { STOREFRONT_SCREEN_HI } from '../../packages/shared/src/storefront/storefront.texts.hi.ts';
import { e2eAdmin, expect, expectNoSeriousViolations, PHONE, saveScreen, signUpShopper, test } from '../fixtures.ts';

/**
 * The storefront in Hindi on a phone: the header's switch shows the shop in Hindi at its /hi
 * addresses, the choice survives a reload and moves an English address to its Hindi one, the
 * pages name both languages to crawlers, the server answers a refusal in Hindi, and the Hindi
 * pages pass axe (docs/decisions/0311).
 */

test.describe.configure({ timeout: 180_000 });

const API = API_BASE_PATH;
const HI = STOREFRONT_SCREEN_HI;

/** A colour with a sold-out size: one of the demo catalogue's, or one made so on a product no other journey uses. */
async function soldOutSize(request: APIRequestContext, browser: Browser) {
  const list = await request.get(`${API}/product`, { params: { limit: 100 } });
  const products = (await list.json()).data.products as ProductSummary[];
  for (const summary of products) {
    const product = (await (await request.get(`${API}/product/${summary._id}`)).json()).data as ProductDetail;
    for (const variant of product.variants) {
      const size = SIZES.find((s) => variant.quantity[s] === 0);
      if (size && SIZES.some((s) => variant.quantity[s] > 0)) return { product, variant, size };
    }
  }
  const summary = products[products.length - 5]!;
  const product = (await (await request.get(`${API}/product/${summary._id}`)).json()).data as ProductDetail;
  const variant = product.variants[0]!;
  const admin = await browser.newContext();
  expect((await admin.request.post(`${API}/user/login`, { data: e2eAdmin })).ok()).toBe(true);
  const res = await admin.request.patch(`${API}/variant/${variant._id}`, {
    data: { quantity: { ...variant.quantity, XXL: 0, M: Math.max(variant.quantity.M, 3) } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await admin.close();
  return { product, variant, size: 'XXL' as const };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/hindi-shots/${name}.png`, fullPage: true });
  await saveScreen(page, name);
}

test('on a phone: the shop in Hindi from the header’s switch, remembered, at /hi with hreflang, a refusal in Hindi, axe-clean', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

  // The header's switch names Hindi in its own script and shows the home page in Hindi at /hi.
  await page.getByRole('banner').getByRole('link', { name: 'Language: हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HI.heroHeading);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { name: HI.newCollection })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'भाषा: English' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Hindi home');
  await shot(page, 'hindi-home-360');

  // The list, from the phone's bottom bar, in Hindi at its Hindi address.
  await page.getByRole('navigation', { name: HI.bottomNav }).getByRole('link', { name: HI.barProducts }).click();
  await expect(page).toHaveURL(/\/hi\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HI.listTitle);

  // A product, from its card: Hindi buttons at /hi/product/:id.
  await page.locator('main a[href*="/product/"]').first().click();
  await expect(page).toHaveURL(/\/hi\/product\/[^/]+/);
  await expect(page.getByRole('button', { name: HI.addToCart })).toBeVisible();
  await expect(page.getByText(HI.sizeChart)).toBeVisible();

  // Reloaded, the page stays in Hindi; an English address of a catalogue page moves to its Hindi one.
  await page.reload();
  await expect(page.getByRole('button', { name: HI.addToCart })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.goto('/products');
  await expect(page).toHaveURL(/\/hi\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HI.listTitle);

  // Each page names its address in both languages for crawlers.
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', `${origin}/products`);
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute(
    'href',
    `${origin}/hi/products`,
  );
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${origin}/hi/products</loc>`);

  // The server answers in the chosen language: a sold-out size refused in Hindi.
  const { product, variant, size } = await soldOutSize(page.request, browser);
  await signUpShopper(page, { tag: 'hindi' });
  const refused = await page.request.post(`${API}/cart`, { data: { variantId: variant._id, size, quantity: 1 } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe('यह आइटम स्टॉक में नहीं है');

  // The Hindi product page passes axe.
  await page.goto(`/hi/product/${product._id}`);
  await expect(page.getByRole('button', { name: HI.addToCart })).toBeVisible();
  await expectNoSeriousViolations(page, 'Hindi product page');
  await shot(page, 'hindi-product-360');

  // At a desktop's width too (for the screenshots), and back to English from the footer's switch.
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'hindi-product-1280');
  await page.goto('/hi');
  await shot(page, 'hindi-home-1280');
  await page.getByRole('contentinfo').getByRole('link', { name: 'भाषा: English' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
});
