import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  API,
  API_BASE_PATH,
  COD_CHARGE_RUPEES,
  formatInr,
  SHIPPING_FEE_RUPEES,
  STORE,
  SUCCESS,
  VALIDATION,
} from '@shop/shared';
import { SPLASH_DURATION_MS } from '../../apps/web/src/config/settings.ts';
import {
  DESKTOP,
  e2eAdmin,
  expect,
  expectNoSeriousViolations,
  firstProductId,
  openScreen,
  PHONE,
  screenshotsWanted,
  signInThroughApi,
  signUpShopper,
  test,
  WIDTHS,
} from '../fixtures.ts';

/*
 * The storefront shell: the header, the mobile bar and its menu, the content pages, modals and the
 * splash (every route at both widths, with axe-core, is in accessibility.spec.ts).
 */

const api = (path: string) => `${API_BASE_PATH}${path}`;

/** A screenshot of what the screen shows (fixed header, menus and modals where they really are), on request. */
async function saveViewport(page: Page, name: string) {
  if (!screenshotsWanted) return;
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', 'screens', `${name}.png`) });
}

/** Tabbing through an open modal never reaches the page behind it (only the modal or the browser's own UI). */
async function expectFocusHeldBy(page: Page, modal: Locator, presses = 10) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const where = await modal.evaluate((el) =>
      el.contains(document.activeElement) ? 'modal' : document.activeElement === document.body ? 'browser' : 'page',
    );
    expect(where).not.toBe('page');
  }
}

const signUpCustomer = (page: Page) => signUpShopper(page, { tag: 'shell', name: 'Shell Shopper' });

test.describe('content pages', () => {
  test('have their own title and one meta description each', async ({ page }) => {
    const pages = [
      { path: '/about', title: 'About us | StoryFit' },
      { path: '/contact', title: 'Contact us | StoryFit' },
      { path: '/shipping', title: 'Shipping Policy | StoryFit' },
      { path: '/privacy', title: 'Privacy Policy | StoryFit' },
      { path: '/refund', title: 'Refund, Return & Cancellation Policy | StoryFit' },
      { path: '/terms', title: 'Terms & Conditions | StoryFit' },
    ];
    const seen = new Set<string>();
    for (const { path, title } of pages) {
      await openScreen(page, path);
      await expect(page).toHaveTitle(title);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveCount(1);
      const content = (await description.getAttribute('content')) ?? '';
      expect(content.length).toBeGreaterThan(50);
      expect(seen.has(content), `${path} repeats another page's description`).toBe(false);
      seen.add(content);
    }
  });

  test('the shipping policy states the flat fee and the COD charge from the shared constants', async ({ page }) => {
    await openScreen(page, '/shipping');
    const article = page.getByRole('article');
    await expect(article).toContainText(`flat shipping fee of ${formatInr(SHIPPING_FEE_RUPEES)}`);
    await expect(article).toContainText(`extra ${formatInr(COD_CHARGE_RUPEES)} COD charge`);
    await expect(article).toContainText('2 to 3 business days');
    await expect(article).toContainText('1 to 10 working days');
    await expect(article).toContainText('Metro city: 3 to 5 working days');
  });

  test('the refund page states the windows', async ({ page }) => {
    await openScreen(page, '/refund');
    const article = page.getByRole('article');
    for (const text of [
      '24 hours',
      'cannot be cancelled once they have shipped',
      '5 to 7 business days',
      '7 days of delivery',
      'unused, with their original tags',
      'Sale items cannot be returned unless they arrive defective',
      'Return shipping is paid by the customer, unless the item is defective',
      '7 to 10 business days',
      'original payment method',
      'Exchanges are for size issues only',
    ]) {
      await expect(article).toContainText(text);
    }
    await expect(article.getByRole('link', { name: STORE.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${STORE.supportEmail}`,
    );
  });

  test('/terms has its four sections', async ({ page }) => {
    await openScreen(page, '/terms');
    const headings = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(headings).toHaveText([
      'Shipping Policy',
      'Privacy Policy',
      'Refund/Return/Cancellation Policy',
      'General Terms',
    ]);
  });
});

test.describe('for browsers and crawlers', () => {
  test('the favicon and the web-app manifest with its icons are served', async ({ page }) => {
    await page.goto('/about');
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(icons).toEqual(expect.arrayContaining(['/favicon.ico', '/favicon.svg']));
    for (const icon of icons) expect((await page.request.get(icon)).ok(), icon).toBe(true);
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestUrl!)).json()) as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest.name).toContain(STORE.name);
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const { src } of manifest.icons) expect((await page.request.get(src)).ok(), src).toBe(true);
  });

  test('a product page, fetched without running the app, carries its meta data and JSON-LD', async ({ page }) => {
    const id = await firstProductId(page);
    const product = (await (await page.request.get(api(API.product.one(id)))).json()) as {
      data: { name: string };
    };
    const html = await (await page.request.get(`/product/${id}`)).text();
    expect(html).toContain(`<title>${product.data.name} | ${STORE.name}</title>`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.webp" \/>/);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      '@type': string;
      name: string;
      offers: { priceCurrency: string };
      aggregateRating?: { reviewCount: number };
    };
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.name).toBe(product.data.name);
    expect(jsonLd.offers.priceCurrency).toBe('INR');
  });
});

test.describe('header', () => {
  test.use({ viewport: DESKTOP });

  test('its links and icons lead where they should, for a visitor', async ({ page }) => {
    test.setTimeout(180_000);
    await openScreen(page, '/about');
    const header = page.getByRole('banner');
    const links: [string, RegExp][] = [
      ['HOME', /\/$/],
      ['PRODUCTS', /\/products$/],
      ['ABOUT', /\/about$/],
      ['CONTACT', /\/contact$/],
      ['Search', /\/search$/],
      // Wishlist and cart are for signed-in customers: a visitor lands on /auth.
      ['Wishlist', /\/auth$/],
      ['Cart', /\/auth$/],
      ['Login or sign up', /\/auth$/],
    ];
    for (const [name, url] of links) {
      await openScreen(page, '/about');
      await header.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
    }
    await openScreen(page, '/');
    await expect(header.getByRole('link', { name: 'ADMIN DASHBOARD' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'PRODUCT MANAGEMENT' })).toHaveCount(0);
    // The cart badge shows only above 0.
    await expect(header.getByTestId('cart-count')).toHaveCount(0);
  });

  test('becomes compact after 50 px of scroll, with the links beside the logo', async ({ page }) => {
    await openScreen(page, '/about');
    const header = page.getByRole('banner');
    const logo = header.getByRole('link', { name: `${STORE.name} home` });
    const home = header.getByRole('link', { name: 'HOME', exact: true });
    await expect(header).toHaveAttribute('data-compact', 'false');
    const tall = (await header.boundingBox())!.height;
    expect((await home.boundingBox())!.y).toBeGreaterThan((await logo.boundingBox())!.y + 20);

    await page.mouse.wheel(0, 40);
    await page.waitForFunction(() => window.scrollY >= 30);
    await expect(header).toHaveAttribute('data-compact', 'false');

    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-compact', 'true');
    const compactHeight = (await header.boundingBox())!.height;
    expect(compactHeight).toBeLessThan(tall);
    const logoBox = (await logo.boundingBox())!;
    const homeBox = (await home.boundingBox())!;
    expect(Math.abs(logoBox.y + logoBox.height / 2 - (homeBox.y + homeBox.height / 2))).toBeLessThan(8);
    expect(homeBox.x).toBeGreaterThan(logoBox.x + logoBox.width);
    await saveViewport(page, 'shell-header-compact-1280');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-compact', 'false');
  });

  test('the footer holds the support, social, chat and mailto links and the current year', async ({ page }) => {
    await openScreen(page, '/');
    const footer = page.getByRole('contentinfo');
    const support = footer.getByRole('navigation', { name: 'Support' });
    for (const [name, href] of [
      ['Contact us', '/contact'],
      ['Shipping policy', '/shipping'],
      ['Privacy policy', '/privacy'],
      ['Refund & returns', '/refund'],
      ['Terms & conditions', '/terms'],
    ]) {
      await expect(support.getByRole('link', { name })).toHaveAttribute('href', href!);
    }
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', STORE.instagramUrl);
    await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', STORE.whatsappUrl);
    await expect(footer.getByRole('link', { name: STORE.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${STORE.supportEmail}`,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${STORE.name}`);

    const floating = page.getByTestId('floating-social');
    await expect(floating).toHaveAttribute('href', STORE.instagramUrl);
    // Bottom left, on the footer's top edge: it floats there, never over the page's content.
    const box = (await floating.boundingBox())!;
    const footerBox = (await footer.boundingBox())!;
    expect(box.x).toBeLessThan(40);
    expect(box.y).toBeLessThan(footerBox.y);
    expect(box.y + box.height).toBeGreaterThan(footerBox.y);
  });
});

test.describe('mobile bar and menu', () => {
  test.use({ viewport: PHONE });

  test('the bottom bar leads to products, home and cart', async ({ page }) => {
    await openScreen(page, '/about');
    const bar = page.getByRole('navigation', { name: 'Bottom' });
    await expect(bar).toBeVisible();
    await bar.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await bar.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await bar.getByRole('link', { name: 'Cart' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the menu lists Search, Wishlist, Contact and Login / Sign Up, traps focus and closes on Escape', async ({
    page,
  }) => {
    await openScreen(page, '/about');
    const menuButton = page.getByRole('navigation', { name: 'Bottom' }).getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Search', 'Wishlist', 'Contact', 'Login / Sign Up']);
    await saveViewport(page, 'shell-visitor-mobile-menu-360');

    // The page behind is inert: however far one tabs, focus never lands on it.
    await expectFocusHeldBy(page, menu);
    await menu.getByRole('link', { name: 'Search' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    for (const [name, url] of [
      ['Search', /\/search$/],
      ['Wishlist', /\/auth$/],
      ['Contact', /\/contact$/],
      ['Login / Sign Up', /\/auth$/],
    ] as const) {
      await openScreen(page, '/about');
      await page.getByRole('navigation', { name: 'Bottom' }).getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    }
  });
});

test.describe('about and contact', () => {
  test('the FAQ is an accordion of four questions with one item open at a time', async ({ page }) => {
    await openScreen(page, '/about');
    const faq = page.locator('#faq');
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(4);
    await expect(questions).toHaveText([/fit/i, /size/i, /delivery/i, /return/i]);

    // The first answer starts open.
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region')).toHaveCount(1);
    for (const i of [1, 2, 0, 3]) {
      await questions.nth(i).click();
      await expect(questions.nth(i)).toHaveAttribute('aria-expanded', 'true');
      await expect(faq.getByRole('region')).toHaveCount(1);
      await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);
    }
    await expect(faq.getByRole('region')).toContainText('7 days of delivery');
    // Clicking the open question closes it.
    await questions.nth(3).click();
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
    // Keyboard works too.
    await questions.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByRole('region')).toContainText('M, L, XL, XXL');
  });

  for (const { name: widthName, size } of WIDTHS) {
    test(`Visit FAQ goes to /about and scrolls to the FAQ (${widthName})`, async ({ page }) => {
      await page.setViewportSize(size);
      await openScreen(page, '/contact');
      await page.getByRole('link', { name: 'Visit FAQ' }).click();
      await expect(page).toHaveURL(/\/about#faq$/);
      await expect(page.locator('#faq')).toBeInViewport();
      await expect(page.locator('#faq').getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport();
    });
  }

  test('the contact form requires all four fields, ties each error to its field and uses a tel input', async ({
    page,
  }) => {
    await openScreen(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
    await form.getByRole('button', { name: 'Send message' }).click();

    const expected: [string, string][] = [
      ['Name', VALIDATION.nameRequired],
      ['Email', VALIDATION.emailRequired],
      ['Phone', VALIDATION.phoneRequired],
      ['Message', VALIDATION.messageRequired],
    ];
    for (const [label, message] of expected) {
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(form.getByRole('alert')).toHaveCount(4);
    await expect(form.getByLabel('Name')).toBeFocused();

    await form.getByLabel('Phone').fill('12345');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(VALIDATION.phoneInvalid);
  });

  test('the contact form sends the message and says so', async ({ page }) => {
    await openScreen(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Meera Kapoor');
    await form.getByLabel('Email').fill('meera@example.in');
    await form.getByLabel('Phone').fill('9876543210');
    await form.getByLabel('Message').fill('Does the Monsoon tee run large?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(SUCCESS.messageSent)).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test('the store address and support details are shown on /contact', async ({ page }) => {
    await openScreen(page, '/contact');
    const details = page.getByRole('region', { name: 'Visit or reach us' });
    await expect(details).toContainText(STORE.address.city);
    await expect(details).toContainText(STORE.address.postalCode);
    await expect(details.getByRole('link', { name: STORE.phone })).toHaveAttribute('href', STORE.phoneHref);
    await expect(details.getByRole('link', { name: STORE.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${STORE.supportEmail}`,
    );
  });
});

test.describe('modals (the shared Dialog on native <dialog>)', () => {
  test('hold focus while open, close on Escape and return focus to the control that opened them', async ({ page }) => {
    await openScreen(page, `/product/${await firstProductId(page)}`);
    const opener = page.getByRole('button', { name: 'Size chart' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Size chart' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectNoSeriousViolations(page, 'size chart dialog');
    await saveViewport(page, 'shell-visitor-dialog-1280');
    await expectFocusHeldBy(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // Twice in a row: the state stays in step with the native dialog.
    await opener.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await opener.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('splash with reduced motion', () => {
  test.use({ skipSplash: false, reducedMotion: 'reduce' });

  test('still shows for its 5 seconds, without animation', async ({ page }) => {
    // The page's clock is Playwright's: the 5 seconds pass at once, and exactly.
    await page.clock.install({ time: new Date('2026-01-05T10:00:00') });
    await page.clock.pauseAt(new Date('2026-01-05T10:00:01'));
    await page.goto('/about');
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    const animated = await splash.evaluate((el) =>
      [el, ...el.querySelectorAll('*')].some((node) => {
        const style = getComputedStyle(node);
        return style.animationName !== 'none' && parseFloat(style.animationDuration) > 0.001;
      }),
    );
    expect(animated).toBe(false);
    await page.clock.runFor(SPLASH_DURATION_MS - 100);
    await expect(splash).toBeVisible();
    await page.clock.runFor(200);
    await expect(splash).toBeHidden();
  });
});

test.describe('accessibility (axe-core: no serious or critical violations)', () => {
  test('the mobile menu and a modal, signed out', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openScreen(page, '/');
    await page.getByRole('navigation', { name: 'Bottom' }).getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousViolations(page, 'mobile menu');
  });

  test('a customer sees no admin links; the account icon leads to My Account', async ({ page }) => {
    const customer = await signUpCustomer(page);
    await signInThroughApi(page, customer.email, customer.password);
    await page.setViewportSize(DESKTOP);
    await openScreen(page, '/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'ADMIN DASHBOARD' })).toHaveCount(0);
    await header.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await page.setViewportSize(PHONE);
    await openScreen(page, '/about');
    await page.getByRole('navigation', { name: 'Bottom' }).getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link')).toHaveText([
      'Search',
      'Wishlist',
      'Contact',
      'My Account',
    ]);
  });

  test('an admin has the admin links in the header and the menu', async ({ page }) => {
    await signInThroughApi(page, e2eAdmin.email, e2eAdmin.password);
    await page.setViewportSize(DESKTOP);
    await openScreen(page, '/about');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'ADMIN DASHBOARD' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await header.getByRole('link', { name: 'PRODUCT MANAGEMENT' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    // Compact, the links that no longer fit beside the logo are in its More menu, one click away.
    await openScreen(page, '/about');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-compact', 'true');
    expect((await header.boundingBox())!.height).toBeLessThan(80);
    await expect(header.getByRole('link', { name: 'DELIVERY', exact: true })).toBeHidden();
    const more = header.getByRole('button', { name: 'MORE' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(
      header.getByRole('listitem').getByRole('link', { name: /rules|summary|Jobs|Offers|Returns|Reviews/ }),
    ).toHaveText(['Delivery rules', 'GST summary', 'COD rules', 'Jobs', 'Offers and coupons', 'Returns', 'Reviews']);
    // Nothing of the row spills past the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(DESKTOP.width);
    await saveViewport(page, 'shell-admin-header-compact-1280');
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
    await more.click();
    await header.getByRole('link', { name: 'Returns', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/returns$/);

    await page.setViewportSize(PHONE);
    await openScreen(page, '/about');
    await page.getByRole('navigation', { name: 'Bottom' }).getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'Search',
      'Wishlist',
      'Contact',
      'My Account',
      'ADMIN DASHBOARD',
      'PRODUCT MANAGEMENT',
      'DELIVERY RULES',
      'GST SUMMARY',
      'COD RULES',
      'JOBS',
      'PROMOTIONS',
      'RETURNS',
      'REVIEWS',
    ]);
    await menu.getByRole('link', { name: 'PRODUCT MANAGEMENT' }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
  });
});
