import type { Page } from '@playwright/test';
import { API, API_BASE_PATH, LANGUAGE_TAGS, type Language, type Order } from '@shop/shared';
import { AUTH_PAGE_TEXTS_HI } from '../../packages/shared/src/account/auth-page.texts.hi.ts';
import { MY_ACCOUNT_PAGE_TEXTS_HI } from '../../packages/shared/src/account/my-account-page.texts.hi.ts';
import { LIST_PAGE_TEXTS_HI } from '../../packages/shared/src/catalogue/list-page.texts.hi.ts';
import { PRODUCT_PAGE_TEXTS_HI } from '../../packages/shared/src/catalogue/product-page.texts.hi.ts';
import { ORDERS_PAGE_TEXTS_HI } from '../../packages/shared/src/orders/orders-page.texts.hi.ts';
import {
  AXE_TAGS_WCAG22,
  DELIVERY_ADDRESSES,
  expect,
  expectNoSeriousViolations,
  firstProductId,
  openScreen,
  placeCodOrderThroughApi,
  signUpShopper,
  test,
  WIDTHS,
} from '../fixtures.ts';

/*
 * Every storefront route in Hindi, at a phone's and a desktop's width: the page says its language
 * (`<html lang="hi-IN">`), shows its own Hindi heading, and axe-core with WCAG 2.2's AA rules
 * finds no serious or critical violation (docs/decisions/0315). The same routes in English are
 * swept at both widths, `lang="en-IN"` and WCAG 2.2 included, by accessibility.spec.ts. One browser
 * context per width: the sign-in pages signed out, then one shopper (an order placed, a line in
 * the cart and one in the wishlist) for the rest.
 */

type Route = { path: string; name: string; heading?: string };

/** The shop's address (the cookie's), from the runner's base URL. */
let origin = '';

/** The pages a visitor sees before signing in, with the Hindi h1 where the page has one of its own. */
const SIGNED_OUT: Route[] = [
  { path: '/auth', name: 'log-in and sign-up', heading: AUTH_PAGE_TEXTS_HI.heading },
  { path: '/verify', name: 'verify', heading: AUTH_PAGE_TEXTS_HI.verifyHeading },
  { path: '/reset-password', name: 'password reset', heading: AUTH_PAGE_TEXTS_HI.resetHeading },
];

function signedIn(productId: string): Route[] {
  return [
    { path: '/', name: 'home' },
    { path: '/products', name: 'product list' },
    { path: `/product/${productId}`, name: 'product' },
    { path: '/search?q=tee', name: 'search', heading: LIST_PAGE_TEXTS_HI.search },
    { path: '/cart', name: 'cart' },
    { path: '/confirm-order', name: 'checkout' },
    { path: '/wishlist', name: 'wishlist', heading: LIST_PAGE_TEXTS_HI.yourWishlist },
    { path: '/my-account?tab=track', name: 'order page (Track Orders)', heading: MY_ACCOUNT_PAGE_TEXTS_HI.heading },
    { path: '/my-account?tab=history', name: 'order history', heading: MY_ACCOUNT_PAGE_TEXTS_HI.heading },
    { path: '/my-account?tab=alerts', name: 'alerts', heading: MY_ACCOUNT_PAGE_TEXTS_HI.heading },
    { path: '/my-account?tab=credit', name: 'store credit', heading: MY_ACCOUNT_PAGE_TEXTS_HI.heading },
    { path: '/my-account?tab=profile', name: 'profile and addresses', heading: MY_ACCOUNT_PAGE_TEXTS_HI.heading },
    { path: '/profile', name: 'My Profile', heading: MY_ACCOUNT_PAGE_TEXTS_HI.myProfile },
  ];
}

/** The shop in `language`, as its switch leaves it: the remembered choice, and a catalogue page's own address. */
async function inLanguage(page: Page, language: Language, path: string) {
  await page.context().addCookies([{ name: 'lang', value: language, url: origin }]);
  const localised = language === 'hi' && /^\/(products|product\/|search|$)/.test(path);
  return localised ? (path === '/' ? '/hi' : `/hi${path}`) : path;
}

async function check(page: Page, language: Language, route: Route, width: number) {
  await openScreen(page, await inLanguage(page, language, route.path));
  await expect(page.locator('html'), `${route.name} says its language`).toHaveAttribute(
    'lang',
    LANGUAGE_TAGS[language],
  );
  if (language === 'hi' && route.heading) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  }
  await expectNoSeriousViolations(page, `${language} ${route.name} at ${width}px`, AXE_TAGS_WCAG22);
}

/**
 * The thank-you page shows the order its navigation carried: the order is put in the page's
 * history entry, as the checkout's navigation does, and the page reloaded (a reload keeps it).
 */
async function thankYouFor(page: Page, order: Order, language: Language) {
  await openScreen(page, await inLanguage(page, language, '/thank-you'));
  await page.evaluate(
    (placed) => window.history.replaceState({ usr: { order: placed }, key: 'e2e', idx: 0 }, ''),
    order,
  );
  await page.reload();
  await expect(page.getByTestId('order-total')).toBeVisible();
}

for (const { name: widthName, size } of WIDTHS) {
  test(`every storefront route in Hindi at ${widthName} width (${size.width} px): lang, Hindi headings, no serious WCAG 2.2 AA violation`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    origin = baseURL!;
    await page.setViewportSize(size);
    const productId = await firstProductId(page);

    for (const route of SIGNED_OUT) await check(page, 'hi', route, size.width);

    await signUpShopper(page, { tag: `a11y-${widthName}`, name: 'Kavya Rao' });
    const order = await placeCodOrderThroughApi(page, {
      size: 'M',
      moreThan: 3,
      address: DELIVERY_ADDRESSES.bengaluru,
    });
    const line = order.items[0]!;
    const api = `${API_BASE_PATH}`;
    expect(
      (await page.request.post(`${api}${API.cart.root}`, { data: { variantId: line.variant._id, size: 'M' } })).ok(),
    ).toBe(true);
    expect(
      (
        await page.request.post(`${api}${API.wishlist.root}`, { data: { variantId: line.variant._id, size: 'L' } })
      ).ok(),
    ).toBe(true);

    for (const route of signedIn(productId)) await check(page, 'hi', route, size.width);
    await thankYouFor(page, order, 'hi');
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS.hi);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ORDERS_PAGE_TEXTS_HI.thanksForOrder);
    await expectNoSeriousViolations(page, `hi thank-you at ${size.width}px`, AXE_TAGS_WCAG22);
    // The product page's own words in Hindi (its h1 is the product's name).
    await openScreen(page, `/hi/product/${productId}`);
    await expect(page.getByText(PRODUCT_PAGE_TEXTS_HI.taxesIncluded)).toBeVisible();
  });
}
