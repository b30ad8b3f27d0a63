import { LANGUAGE_TAGS, SCREEN } from '@shop/shared';
import type { Page } from '@playwright/test';
import {
  AXE_TAGS_WCAG22,
  e2eAdmin,
  expect,
  expectNoSeriousViolations,
  firstProductId,
  openScreen,
  saveScreen,
  signInThroughApi,
  signUpShopper,
  test,
  WIDTHS,
} from '../fixtures.ts';

/*
 * Every route at phone and desktop widths, for a visitor, a customer and an admin: each screen
 * renders its heading and title, nothing scrolls sideways, and axe-core finds no serious or
 * critical violation (WCAG 2.2's AA rules included on the storefront's routes, each of which says
 * it is in English: the same routes in Hindi are hindi-accessibility.spec.ts'). Screenshots of each route at 360 and 1280 px land in artifacts/screens on
 * request. These sweeps are the longest tests: they sit in the file the runner starts with, so
 * they never run alone at the end while the other worker waits.
 */

/** The public routes with the h1 each shows (null: the screen names it). */
async function publicRoutes(page: Page) {
  const productId = await firstProductId(page);
  return [
    { name: 'home', path: '/', heading: null, group: 'shop' },
    { name: 'products', path: '/products', heading: null, group: 'shop' },
    { name: 'product', path: `/product/${productId}`, heading: null, group: 'shop' },
    { name: 'about', path: '/about', heading: 'Every fit tells a story.', group: 'pages' },
    { name: 'contact', path: '/contact', heading: 'Contact us', group: 'pages' },
    { name: 'shipping', path: '/shipping', heading: 'Shipping Policy', group: 'pages' },
    { name: 'privacy', path: '/privacy', heading: 'Privacy Policy', group: 'pages' },
    { name: 'refund', path: '/refund', heading: 'Refund, Return & Cancellation Policy', group: 'pages' },
    { name: 'terms', path: '/terms', heading: 'Terms & Conditions', group: 'pages' },
    { name: 'search', path: '/search', heading: null, group: 'shop' },
    { name: 'auth', path: '/auth', heading: null, group: 'shop' },
    { name: 'verify', path: '/verify', heading: null, group: 'shop' },
    { name: 'reset-password', path: '/reset-password', heading: null, group: 'shop' },
    { name: 'not-found', path: '/no/such/page', heading: SCREEN.notFoundTitle, group: 'pages' },
  ];
}

const CUSTOMER_ROUTES = [
  { name: 'cart', path: '/cart' },
  { name: 'wishlist', path: '/wishlist' },
  { name: 'confirm-order', path: '/confirm-order' },
  { name: 'my-account', path: '/my-account' },
  { name: 'my-account-history', path: '/my-account?tab=history' },
  { name: 'thank-you', path: '/thank-you' },
  { name: 'profile', path: '/profile' },
];
const ADMIN_ROUTES = [
  { name: 'admin-dashboard', path: '/admin/dashboard' },
  { name: 'admin-products', path: '/admin/products' },
  { name: 'admin-delivery', path: '/admin/delivery' },
  { name: 'admin-gst', path: '/admin/gst' },
  { name: 'admin-jobs', path: '/admin/jobs' },
];

/** The visitor's routes in two halves, so the two workers share them out. */
const ROUTE_GROUPS = [
  ['shop', 'the shop and sign-in routes'],
  ['pages', 'home and the content pages'],
] as const;

test.describe('every public route, signed out', () => {
  for (const { name: widthName, size } of WIDTHS) {
    for (const [group, groupName] of ROUTE_GROUPS) {
      test(`${groupName} render their heading and title at ${widthName} width (${size.width} px), no sideways scroll, no serious axe violation`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        await page.setViewportSize(size);
        for (const route of (await publicRoutes(page)).filter((r) => r.group === group)) {
          await openScreen(page, route.path);
          const h1 = page.getByRole('heading', { level: 1 }).first();
          await expect(h1).toBeVisible();
          if (route.heading) await expect(h1).toHaveText(route.heading);
          await expect(page).toHaveTitle(/StoryFit/);
          // Nothing is wider than the screen.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${route.path} scrolls sideways`).toBeLessThanOrEqual(0);
          await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS.en);
          await expectNoSeriousViolations(page, `visitor ${route.path} at ${size.width}px`, AXE_TAGS_WCAG22);
          await saveScreen(page, `shell-visitor-${route.name}-${size.width}`);
        }
      });
    }
  }
});

test.describe('every route of a signed-in customer and of an admin', () => {
  for (const { name: widthName, size } of WIDTHS) {
    test(`every route of a signed-in customer at ${widthName} width, no serious axe violation`, async ({ page }) => {
      test.setTimeout(180_000);
      const customer = await signUpShopper(page, { tag: 'routes', name: 'Route Shopper' });
      await signInThroughApi(page, customer.email, customer.password);
      // The public screens a session changes (hearts, one-click alerts, the account icon), then
      // the customer's own; the other public pages differ only by the header, checked on these.
      const routes = [
        ...(await publicRoutes(page)).filter((r) => ['home', 'products', 'product'].includes(r.name)),
        ...CUSTOMER_ROUTES,
      ];
      await page.setViewportSize(size);
      for (const route of routes) {
        await openScreen(page, route.path);
        await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS.en);
        await expectNoSeriousViolations(page, `customer ${route.path} at ${size.width}px`, AXE_TAGS_WCAG22);
        if (CUSTOMER_ROUTES.includes(route as (typeof CUSTOMER_ROUTES)[number])) {
          await saveScreen(page, `shell-customer-${route.name}-${size.width}`);
        }
      }
    });
  }

  for (const { name: widthName, size } of WIDTHS) {
    test(`every route of an admin at ${widthName} width, no serious axe violation`, async ({ page }) => {
      test.setTimeout(240_000);
      await signInThroughApi(page, e2eAdmin.email, e2eAdmin.password);
      await page.setViewportSize(size);
      for (const route of [...ADMIN_ROUTES, { name: 'home', path: '/' }, { name: 'about', path: '/about' }]) {
        await openScreen(page, route.path);
        await expectNoSeriousViolations(page, `admin ${route.path} at ${size.width}px`);
        await saveScreen(page, `shell-admin-${route.name}-${size.width}`);
      }
    });
  }
});
