import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import {
  API,
  API_BASE_PATH,
  APP_READY_ATTRIBUTE,
  MAX_PAGE_SIZE,
  SCREEN,
  SPLASH_SESSION_KEY,
  type Order,
  type Size,
  type Variant,
} from '@shop/shared';
import { e2eAdmin, e2eDataDir } from './env.ts';

/**
 * `test` with the splash already seen this session (the splash has its own test), so each
 * journey starts on the page it opens; and a page opened or reloaded is handed back once the app
 * has taken it over, as a shopper's taps on the server's HTML before that are ignored.
 */
export const test = base.extend<{ skipSplash: boolean }>({
  skipSplash: [true, { option: true }],
  page: async ({ page, skipSplash }, use) => {
    if (skipSplash) {
      await page.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), SPLASH_SESSION_KEY);
    }
    const appReady = async (response: Awaited<ReturnType<Page['goto']>>) => {
      if (response?.headers()['content-type']?.startsWith('text/html')) {
        await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => appReady(await goto(...args));
    page.reload = async (...args) => appReady(await reload(...args));
    await use(page);
  },
});

export { expect };
export { e2eAdmin };

/** The two widths every screen is checked at. */
export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };
export const WIDTHS = [
  { name: 'phone', size: PHONE },
  { name: 'desktop', size: DESKTOP },
] as const;

/** Opens a route and waits until its screen has rendered and its data has arrived. */
export async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByText(SCREEN.loading, { exact: true })).toHaveCount(0);
  await expect(page.locator('main')).not.toBeEmpty();
}

/**
 * Chooses a radio drawn as a picture (the input itself is visually hidden), as a person does: by
 * tapping its label. A forced check of the hidden input taps wherever that 1 px input sits, which
 * can be under the sticky header, and the tap then follows the header's link instead.
 */
export async function chooseRadio(radio: Locator) {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

/** Signs `page`'s browser context in through the API (the session cookies stay in the context). */
export async function signInThroughApi(page: Page, email: string, password: string) {
  const res = await page.request.post(`${API_BASE_PATH}${API.user.login}`, { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The id of the newest product of the demo catalogue. */
export async function firstProductId(page: Page): Promise<string> {
  const res = await page.request.get(`${API_BASE_PATH}${API.product.list}?limit=1`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { products: { _id: string }[] } };
  const id = body.data.products[0]?._id;
  if (!id) throw new Error('the demo catalogue has no product');
  return id;
}

/** The newest mail sent to `to`, read from the server's outbox (.eml files). */
export async function latestMailTo(to: string, after = 0): Promise<string> {
  const outbox = path.join(e2eDataDir, 'outbox');
  for (let i = 0; i < 50; i++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const full = path.join(outbox, file);
      if (fs.statSync(full).mtimeMs < after) continue;
      const text = fs.readFileSync(full, 'utf8');
      if (text.toLowerCase().includes(`to: ${to.toLowerCase()}`)) return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} in ${outbox}`);
}

/**
 * A mail as its reader sees it: each part's quoted-printable or base64 body decoded (a mail in
 * Hindi is sent so; its Devanagari is not in the .eml file as written).
 */
export function readableMail(raw: string): string {
  return raw.replace(
    /Content-Transfer-Encoding: (quoted-printable|base64)\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)(?=\r?\n--|$)/gi,
    (_, encoding: string, headers: string, body: string) => {
      const bytes =
        encoding.toLowerCase() === 'base64'
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
          : Buffer.from(
              body
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            );
      return `${headers}\n${bytes.toString('utf8')}`;
    },
  );
}

/**
 * A mail to this address that contains `text`, waiting for it: mails are sent in the background
 * after each change, so the newest file is not always the one a step caused.
 */
export async function mailTo(to: string, text: string): Promise<string> {
  const outbox = path.join(e2eDataDir, 'outbox');
  for (let i = 0; i < 75; i++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    for (const file of files) {
      const mail = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (!mail.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
      if (mail.includes(text)) return mail;
      const readable = readableMail(mail);
      if (readable.includes(text)) return readable;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} containing "${text}" in ${outbox}`);
}

/** Screenshots are taken on request only (E2E_SCREENSHOTS=1): a run that only checks takes none. */
/** Clicks what starts a download and reads the file it saves: the name it is offered under and its text. */
export async function downloaded(page: Page, button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), text: fs.readFileSync((await download.path())!, 'utf8') };
}

export const screenshotsWanted = Boolean(process.env.E2E_SCREENSHOTS);

/** Full-page screenshot saved under e2e/artifacts/screens/, when screenshots were asked for. */
export async function saveScreen(page: Page, name: string) {
  if (!screenshotsWanted) return;
  await page.screenshot({
    path: path.join(import.meta.dirname, 'artifacts', 'screens', `${name}.png`),
    fullPage: true,
  });
}

/** The password every shopper made by the browser tests signs in with. */
export const SHOPPER_PASSWORD = 'Shopper-password-1';

/**
 * A new verified shopper, made through the API as the sign-up screen does (register, then the
 * code from the OTP mail); the page's request context keeps the session. `tag` names the journey
 * in the address, so the outbox shows which test a mail belongs to.
 */
export async function signUpShopper(
  page: Page,
  {
    tag,
    name = 'Meera Iyer',
    gender = 'female',
    password = SHOPPER_PASSWORD,
  }: { tag: string; name?: string; gender?: 'female' | 'male' | 'other'; password?: string },
) {
  const email = `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.storyfit.in`;
  const started = Date.now() - 1000;
  const registered = await page.request.post(`${API_BASE_PATH}${API.user.register}`, {
    data: { name, email, password, phone: '9876501234', gender },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  // The code mail is in the language the page's cookie names (a Hindi page's sign-up gets it in Hindi).
  const otp = /(?:code|कोड): (\d{6})/.exec(readableMail(await latestMailTo(email, started)))?.[1];
  expect(otp, 'the OTP mail carries a 6-digit code').toBeTruthy();
  const verified = await page.request.post(`${API_BASE_PATH}${API.user.verify}`, { data: { email, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { email, name, password };
}

/** A delivery address the API accepts: the PIN code belongs to the state and city. */
export const DELIVERY_ADDRESSES = {
  ludhiana: {
    houseNumber: '14',
    street: 'Ferozepur Road',
    colony: 'Sarabha Nagar',
    city: 'Ludhiana',
    state: 'Punjab',
    postalCode: '141001',
    country: 'India',
  },
  bengaluru: {
    houseNumber: '7',
    street: 'Brigade Road',
    colony: 'Ashok Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560025',
    country: 'India',
  },
} as const;

/**
 * The signed-in shopper of `page` places a COD order through the API, as checkout does: one unit
 * of the first listed variant with more than `moreThan` left in `size`.
 */
export async function placeCodOrderThroughApi(
  page: Page,
  {
    size,
    moreThan,
    address,
  }: { size: Size; moreThan: number; address: (typeof DELIVERY_ADDRESSES)[keyof typeof DELIVERY_ADDRESSES] },
): Promise<Order> {
  // The variant with the most of that size: one of the demo catalogue's, never one another test
  // has just made (the admin's journey makes one with a dozen, then counts and deletes it).
  const listed = await page.request.get(`${API_BASE_PATH}${API.variant.list}`, { params: { limit: MAX_PAGE_SIZE } });
  const variant = ((await listed.json()).data.variants as Variant[])
    .filter((v) => (v.quantity[size] ?? 0) > moreThan)
    .sort((a, b) => b.quantity[size] - a.quantity[size])[0];
  expect(variant, `a listed variant with more than ${moreThan} left in ${size}`).toBeTruthy();
  const added = await page.request.post(`${API_BASE_PATH}${API.cart.root}`, {
    data: { variantId: variant!._id, size },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const cart = (await (await page.request.get(`${API_BASE_PATH}${API.cart.root}`)).json()).data.cart as {
    items: { _id: string }[];
  };
  const created = await page.request.post(`${API_BASE_PATH}${API.order.root}`, {
    data: {
      itemIds: cart.items.map((i) => i._id),
      paymentMethod: 'cod',
      contact: '9876501234',
      shippingAddress: address,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()).data.order as Order;
}

/** The axe-core rule sets every screen is held to: WCAG 2.1 A and AA, and best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;
/** With WCAG 2.2's AA rules as well (the size of what is tapped). */
export const AXE_TAGS_WCAG22 = [...AXE_TAGS, 'wcag22aa'] as const;

/** axe-core with the `tags` rule sets (WCAG 2.1 A and AA and best practices unless told): no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, label: string, tags: readonly string[] = AXE_TAGS) {
  const results = await new AxeBuilder({ page })
    .withTags([...tags])
    // Only the violations are read: axe then lists one node for each rule that passes instead of
    // every node, which is most of its work on a long page.
    .options({ resultTypes: ['violations'] })
    // axe runs in the page itself: the default mode opens a blank page of its own for every check to
    // merge the results of cross-origin frames, which the shop's pages do not have, and that took
    // two thirds of each check's time.
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect.soft(report, `${label}:\n${report.join('\n')}`).toEqual([]);
}

/** A page at a phone's and a desktop's width: axe with WCAG 2.2's AA rules, and a screenshot of each when asked for. */
export async function axeAtBothWidths(page: Page, name: string) {
  for (const [width, viewport] of [
    [360, PHONE],
    [1280, DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectNoSeriousViolations(page, `Hindi ${name} at ${width}px`, AXE_TAGS_WCAG22);
    await saveScreen(page, `hindi-${name}-${width}`);
  }
  await page.setViewportSize(PHONE);
}
