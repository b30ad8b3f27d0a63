import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { API_BASE_PATH, SIZES, type ProductDetail, type ProductSummary } from '@shop/shared';
import { ACCOUNT_VALIDATION_HI } from '../../packages/shared/src/account/account.texts.hi.ts';
import { ADDRESS_FORM_TEXTS_HI } from '../../packages/shared/src/account/address-form.texts.hi.ts';
import { CART_PAGE_TEXTS_HI } from '../../packages/shared/src/cart/cart-page.texts.hi.ts';
import { CART_SUCCESS_HI } from '../../packages/shared/src/cart/cart.texts.hi.ts';
import { CHECKOUT_PAGE_TEXTS_HI } from '../../packages/shared/src/orders/checkout-page.texts.hi.ts';
import { ORDER_SUCCESS_HI, ORDER_VALIDATION_HI } from '../../packages/shared/src/orders/orders.texts.hi.ts';
import { STOREFRONT_SCREEN_HI } from '../../packages/shared/src/storefront/storefront.texts.hi.ts';
import {
  e2eAdmin,
  expect,
  expectNoSeriousViolations,
  mailTo,
  PHONE,
  saveScreen,
  signUpShopper,
  test,
} from '../fixtures.ts';

/**
 * The storefront in Hindi on a phone: the header's switch shows the shop in Hindi at its /hi
 * addresses, the choice survives a reload and moves an English address to its Hindi one, the
 * pages name both languages to crawlers, the server answers a refusal in Hindi, and the Hindi
 * pages pass axe (docs/decisions/0311); and a shopper's walk in Hindi from the search to a cash-on-
 * delivery order, its messages and its mail in Hindi (0313).
 */

test.describe.configure({ timeout: 180_000 });

const API = API_BASE_PATH;
const HI = STOREFRONT_SCREEN_HI;
const CART_PAGE = CART_PAGE_TEXTS_HI;
const CHECKOUT = CHECKOUT_PAGE_TEXTS_HI;
const ADDRESS_HI = ADDRESS_FORM_TEXTS_HI;

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

/** The first of the tees "kaala tishirt" finds, with one size set to `left` units (by the admin). */
async function blackTeeWithFew(request: APIRequestContext, browser: Browser, left: number) {
  const found = await request.get(`${API}/product`, {
    params: { search: 'kaala tishirt', limit: 12, sort: 'relevance' },
  });
  const [first] = (await found.json()).data.products as ProductSummary[];
  expect(first, '"kaala tishirt" finds a tee').toBeTruthy();
  const product = (await (await request.get(`${API}/product/${first!._id}`)).json()).data as ProductDetail;
  const variant = product.variants[0]!;
  const admin = await browser.newContext();
  expect((await admin.request.post(`${API}/user/login`, { data: e2eAdmin })).ok()).toBe(true);
  const res = await admin.request.patch(`${API}/variant/${variant._id}`, {
    data: { quantity: { ...variant.quantity, L: left } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await admin.close();
  return { product, variant };
}

test('on a phone in Hindi: search "kaala tishirt", a tee to the cart, the checkout with a Hindi PIN message and a Hindi refusal, a COD order and its mail in Hindi', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  const tee = await blackTeeWithFew(page.request, browser, 4);
  const shopper = await signUpShopper(page, { tag: 'hindi-walk', name: 'Asha Verma' });

  // Home, switched to Hindi while signed in: the account remembers it for the shopper's mails. The
  // call goes as the new page loads (keepalive), so its answer may reach no page the test can
  // watch: the call is seen leaving, and the Hindi order mail below shows the account took it.
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  const remembered = page.waitForRequest((req) => req.url().endsWith('/user/language') && req.method() === 'PUT');
  await page.getByRole('banner').getByRole('link', { name: 'Language: हिन्दी' }).click();
  await remembered;
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HI.heroHeading);

  // Search as it is typed in Hinglish, then the first tee.
  await page.goto('/hi/search?q=kaala+tishirt');
  await page.locator(`main a[href*="/product/${tee.product._id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/hi/product/${tee.product._id}`));
  await page.getByRole('radio', { name: 'L', exact: true }).locator('xpath=ancestor::label[1]').click();
  await page.getByRole('button', { name: HI.addToCart }).click();
  await expect(page.getByText(CART_SUCCESS_HI.addedToCart)).toBeVisible();

  // The cart in Hindi; a quantity over what is left is refused by the server, in Hindi.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CART_PAGE.title);
  const line = page.getByRole('listitem', { name: new RegExp(tee.product.name) });
  await expect(line).toContainText(CART_PAGE.quantity);
  await line.getByRole('button', { name: new RegExp(CART_PAGE.edit) }).click();
  await line.getByRole('spinbutton').fill('5');
  await line.getByRole('button', { name: CART_PAGE.confirmQuantity }).click();
  await expect(page.getByText('स्टॉक में केवल 4 बचे हैं')).toBeVisible();
  await expectNoSeriousViolations(page, 'Hindi cart');
  await shot(page, 'hindi-cart-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'hindi-cart-1280');
  await page.setViewportSize(PHONE);

  // The checkout in Hindi: a PIN of five digits is refused in Hindi before anything is sent.
  await page.getByRole('button', { name: CART_PAGE.buyNow }).click();
  await expect(page).toHaveURL(/\/confirm-order$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CHECKOUT.title);
  await page.getByLabel(ADDRESS_HI.labels.postalCode).fill('14100');
  await page.getByRole('button', { name: CHECKOUT.placeOrder }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_VALIDATION_HI.postalCodeInvalid })).toBeVisible();
  // The dialog that sums it up is in Hindi too.
  const missing = page.getByRole('dialog', { name: ORDER_VALIDATION_HI.missingInformationTitle });
  await expect(missing).toContainText(ORDER_VALIDATION_HI.missingInformation);
  await missing.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'शहर ज़रूरी है' })).toBeVisible();
  await shot(page, 'hindi-checkout-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'hindi-checkout-1280');
  await page.setViewportSize(PHONE);

  await page.getByLabel(ADDRESS_HI.labels.postalCode).fill('141001');
  await expect(page.getByLabel(ADDRESS_HI.labels.city)).toHaveValue('Ludhiana');
  await page.getByLabel(ADDRESS_HI.labels.houseNumber).fill('14');
  await page.getByLabel(ADDRESS_HI.labels.street).fill('Ferozepur Road');
  await page.getByLabel(ADDRESS_HI.labels.colony).fill('Sarabha Nagar');
  await expect(page.getByRole('radio', { name: new RegExp(CHECKOUT.codTitle) })).toBeChecked();
  await expectNoSeriousViolations(page, 'Hindi checkout');
  await page.getByRole('button', { name: CHECKOUT.placeOrder }).first().click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByText(ORDER_SUCCESS_HI.orderCreated)).toBeVisible();

  // The order's confirmation mail is in the language the account remembers.
  const mail = await mailTo(shopper.email, 'आपके ऑर्डर के लिए धन्यवाद');
  expect(mail).toContain(`नमस्ते ${shopper.name},`);
  expect(mail).toContain('कैश ऑन डिलीवरी: पार्सल आने पर कृपया');
});
