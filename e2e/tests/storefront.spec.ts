import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API_BASE_PATH, SCREEN, SUCCESS, type ProductDetail, type ProductSummary, type Size } from '@shop/shared';
import { e2eAdmin, expect, expectNoSeriousViolations, saveScreen, signUpShopper, test } from '../fixtures.ts';

/**
 * The storefront on a phone (360 px) and a laptop (1280 px): nothing fixed covers what a shopper
 * reads or presses, two product columns on phones, the wishlist heart, the phone checkout's
 * summary bar, the resend countdown after sign-up, stale checkout selections, list retry, grouped
 * search results and the admin's image viewer.
 */

const API = API_BASE_PATH;
const password = 'Shopper-password-1';
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

test.describe.configure({ timeout: 180_000 });

type Pick = { product: ProductDetail; variantId: string; colour: string; size: Size };

/** A new, verified shopper signed in on this page's browser context. */
async function signUp(page: Page) {
  return (await signUpShopper(page, { tag: 'storefront', password })).email;
}

/** A product of the demo catalogue with a size in stock. */
async function inStock(request: APIRequestContext): Promise<Pick> {
  const list = await request.get(`${API}/product`, { params: { limit: 20 } });
  for (const summary of (await list.json()).data.products as ProductSummary[]) {
    const detail = (await (await request.get(`${API}/product/${summary._id}`)).json()).data;
    const product = (detail.product ?? detail) as ProductDetail;
    const variant = product.variants[0];
    const size = variant && (['M', 'L', 'XL', 'XXL'] as const).find((s) => variant.quantity[s] >= 3);
    if (variant && size) return { product, variantId: variant._id, colour: variant.color.name, size };
  }
  throw new Error('no product in stock');
}

/**
 * The fixed and sticky elements whose box overlaps `target` once it is scrolled to the middle of
 * the viewport (the target itself, its ancestors and descendants aside).
 */
async function coveringElements(target: Locator): Promise<string[]> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hits: string[] = [];
    for (const other of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (other === el || other.contains(el) || el.contains(other)) continue;
      const style = getComputedStyle(other);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const r = other.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const overlaps = r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      if (overlaps) hits.push(`${other.tagName.toLowerCase()}.${other.className.toString().slice(0, 60)}`);
    }
    return hits;
  });
}

async function chooseOnProductPage(page: Page, pick: Pick) {
  await page.goto(`/product/${pick.product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: pick.product.name })).toBeVisible();
  await page.getByRole('radio', { name: pick.colour, exact: true }).first().check({ force: true });
  await page.getByRole('radio', { name: pick.size, exact: true }).check({ force: true });
}

for (const [name, viewport] of VIEWPORTS) {
  test.describe(`on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('no fixed element covers the price, Add to cart, the bottom bar or the payment choice; toasts clear the bar', async ({
      page,
    }) => {
      await signUp(page);
      const pick = await inStock(page.request);
      await chooseOnProductPage(page, pick);
      // The price says what it is to a screen reader ("Price ₹1,149"), and shows the amount.
      const price = page.getByText(/^Price ₹[\d,]+$/).first();
      const addToCart = page.getByRole('button', { name: 'Add to cart' });
      expect(await coveringElements(price)).toEqual([]);
      expect(await coveringElements(addToCart)).toEqual([]);
      const bottomBar = page.getByRole('navigation', { name: 'Bottom' });
      if (name === 'phone') expect(await coveringElements(bottomBar)).toEqual([]);
      await expectNoSeriousViolations(page, 'product page');

      await addToCart.click();
      const toast = page.getByText(SUCCESS.addedToCart).first();
      await expect(toast).toBeVisible();
      if (name === 'phone') {
        const toastBox = (await toast.boundingBox())!;
        const barBox = (await bottomBar.boundingBox())!;
        expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox.y);
      }
      await saveScreen(page, `storefront-product-${viewport.width}`);

      await page.goto('/cart');
      await page.getByRole('button', { name: 'Buy Now' }).click();
      await expect(page).toHaveURL(/\/confirm-order$/);
      const payment = page.getByRole('radiogroup', { name: 'Payment method' });
      expect(await coveringElements(payment)).toEqual([]);
      if (name === 'phone') {
        // The phone's summary bar: total and Place Order stay at hand while the form scrolls.
        const bar = page.getByTestId('checkout-phone-bar');
        await page.getByLabel('House / flat number').scrollIntoViewIfNeeded();
        await expect(bar).toBeInViewport();
        await expect(bar).toContainText(await page.getByTestId('checkout-total').innerText());
        await expect(bar.getByRole('button', { name: 'Place Order' })).toBeVisible();
        expect(await coveringElements(bottomBar)).toEqual([]);
      } else {
        await expect(page.getByTestId('checkout-phone-bar')).toBeHidden();
      }
      await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(1);
      await saveScreen(page, `storefront-checkout-${viewport.width}`);
      await expectNoSeriousViolations(page, 'checkout');

      // Going back to the cart and forward again (or reloading) keeps the selection: it is kept for the tab.
      await page.goBack();
      await expect(page).toHaveURL(/\/cart$/);
      await page.goForward();
      await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(1);
      await expect(page.getByText(SCREEN.noItemsToOrder)).toHaveCount(0);
    });

    test('products and search results sit two to a row on a phone; search shows each T-shirt once', async ({
      page,
    }) => {
      await page.goto('/products');
      const cards = page.locator('main article');
      await expect(cards.nth(1)).toBeVisible();
      const [a, b] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
      expect(b.y).toBe(a.y);
      expect(b.x).toBeGreaterThan(a.x + a.width - 1);
      await expectNoSeriousViolations(page, 'products');

      // 'tee' is in every name: one result per product, its colours as swatches.
      await page.goto('/search?q=tee');
      const results = page.getByRole('list', { name: 'Results for tee' }).getByRole('listitem');
      await expect(results.first()).toBeVisible();
      const names = await results.getByRole('heading').allInnerTexts();
      expect(names.length).toBeGreaterThan(1);
      expect(new Set(names).size).toBe(names.length);
      await expect(results.first().getByRole('img', { name: /^Colours: / })).toBeVisible();
      await saveScreen(page, `storefront-search-${viewport.width}`);
      await expectNoSeriousViolations(page, 'search');
    });

    test('the wishlist heart shows its state and toggles, with a count in the header and menu', async ({ page }) => {
      await signUp(page);
      const pick = await inStock(page.request);
      await chooseOnProductPage(page, pick);
      const add = page.getByRole('button', { name: 'Add to wishlist' });
      await add.click();
      await expect(page.getByText(SUCCESS.addedToWishlist).first()).toBeVisible();
      const remove = page.getByRole('button', { name: 'Remove from wishlist' });
      await expect(remove).toBeVisible();
      const headerLink = page.getByRole('banner').getByRole('link', { name: 'Wishlist, 1 item' }).first();
      await expect(headerLink).toBeVisible();
      if (name === 'phone') {
        await page.getByRole('navigation', { name: 'Bottom' }).getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /Wishlist/ })).toContainText(
          '1',
        );
        await page.keyboard.press('Escape');
      }
      await saveScreen(page, `storefront-wishlist-${viewport.width}`);

      await remove.click();
      await expect(page.getByText(SUCCESS.removedFromWishlist).first()).toBeVisible();
      await expect(add).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Wishlist', exact: true }).first()).toBeVisible();
    });

    test('right after sign-up Resend OTP counts down', async ({ page }) => {
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByLabel('Name').fill('Ravi Menon');
      await page.getByLabel('Email').fill(`resend.${Date.now()}.${viewport.width}@e2e.storyfit.in`);
      await page.getByLabel('Phone').fill('9876501234');
      await page.getByLabel('Gender').selectOption('male');
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).toHaveURL(/\/verify$/);
      const resend = page.getByRole('button', { name: /Resend OTP in \d+s/ });
      await expect(resend).toBeDisabled();
      expect(Number(/in (\d+)s/.exec((await resend.innerText()) ?? '')?.[1])).toBeGreaterThan(50);
    });

    test('a failed product list offers Try again', async ({ page }) => {
      let fail = true;
      await page.route('**/api/v1/product?**', (route) => (fail ? route.abort() : route.continue()));
      // /products opened by address comes with its first list in the HTML; one the app fetches
      // (on the way from home) is the one that can fail.
      await page.goto('/');
      await page.getByRole('link', { name: 'Tell Your Story' }).click();
      const retry = page.getByRole('button', { name: 'Try again' });
      await expect(page.getByText(SCREEN.productsFailed)).toBeVisible({ timeout: 20_000 });
      fail = false;
      await retry.click();
      await expect(page.locator('main article').first()).toBeVisible();
    });

    test("the admin's image viewer fits the viewport", async ({ page }) => {
      const res = await page.request.post(`${API}/user/login`, { data: e2eAdmin });
      expect(res.ok()).toBe(true);
      await page.goto('/admin/products');
      await page
        .getByRole('button', { name: /^View images of/ })
        .first()
        .click();
      const frame = page.getByTestId('carousel-frame');
      await expect(frame.getByRole('img')).toBeVisible();
      const box = (await frame.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    });
  });
}
