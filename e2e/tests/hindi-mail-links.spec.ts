import type { Browser, Page } from '@playwright/test';
import {
  API,
  API_BASE_PATH,
  SPLASH_SESSION_KEY,
  formatInr,
  type PayOnlineQuote,
  type Shipment,
  type SimulatedCourierEventBody,
} from '@shop/shared';
import { COD_UI_TEXTS_HI } from '../../packages/shared/src/cod-risk/cod-risk.texts.hi.ts';
import {
  FAILED_DELIVERY_TEXTS_HI,
  NDR_CHOICE_LABELS_HI,
} from '../../packages/shared/src/shipping/failed-delivery.texts.hi.ts';
import { STOCK_ALERT_TEXTS_HI } from '../../packages/shared/src/stock-alerts/stock-alerts.texts.hi.ts';
import { STOP_ALERTS_PAGE_TEXTS_HI } from '../../packages/shared/src/stock-alerts/stop-alerts-page.texts.hi.ts';
import {
  axeAtBothWidths,
  DELIVERY_ADDRESSES,
  e2eAdmin,
  expect,
  mailTo,
  PHONE,
  placeCodOrderThroughApi,
  signUpShopper,
  test,
} from '../fixtures.ts';

/*
 * The pages the shop's mails and messages link to, opened without signing in by a shopper who
 * chose Hindi (the remembered choice, the `lang` cookie): paying a COD order online instead, a
 * failed delivery's answer and an alert's Stop link each speak Hindi, say `lang="hi-IN"`, and pass
 * axe with WCAG 2.2's AA rules at 360 and 1280 px (docs/decisions/0322).
 */

/** A browser with no session that remembers Hindi, as a phone opening a mailed link. */
async function strangerInHindi(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), SPLASH_SESSION_KEY);
  await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL }]);
  return context.newPage();
}

/** A link of the shopper's latest mail naming `text`, as a path of the shop. */
async function linkIn(email: string, text: string, pattern: RegExp): Promise<string> {
  const mail = (await mailTo(email, text)).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = pattern.exec(mail)?.[0];
  expect(link, `the mail carries the ${text} link`).toBeTruthy();
  return new URL(link!, 'http://shop.invalid').pathname + new URL(link!, 'http://shop.invalid').search;
}

/** The page in Hindi (its language said), then axe and screenshots at a phone's and a desktop's width. */
async function bothWidths(page: Page, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await axeAtBothWidths(page, name);
}

test('in Hindi without signing in: paying a COD order online instead, a failed delivery’s answer and an alert’s Stop link, axe-clean at 360 and 1280 px', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const shopper = await signUpShopper(page, { tag: 'hindi-mail-links', name: 'Simran Gill' });
  const order = await placeCodOrderThroughApi(page, { size: 'M', moreThan: 3, address: DELIVERY_ADDRESSES.ludhiana });
  expect(order.status).toBe('processing');

  // The confirmation mail's "Pay online instead": the new total and the button in Hindi.
  const payLink = await linkIn(
    shopper.email,
    'is confirmed',
    /https?:\/\/[^\s"<>]+\/pay-online\/[0-9a-f-]{36}\?token=[\w%-]+/,
  );
  const stranger = await strangerInHindi(browser, baseURL!);
  await stranger.goto(payLink);
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(COD_UI_TEXTS_HI.payOnlineTitle);
  const quote = (
    (await (
      await page.request.get(`${API_BASE_PATH}${API.codRisk.payOnline(order._id)}`, {
        params: { token: new URL(payLink, 'http://shop.invalid').searchParams.get('token')! },
      })
    ).json()) as { data: PayOnlineQuote }
  ).data;
  await expect(
    stranger.getByRole('button', { name: COD_UI_TEXTS_HI.payOnlineButton(formatInr(quote.payNow)) }),
  ).toBeVisible();
  await expect(stranger.getByText(COD_UI_TEXTS_HI.payOnlineCash)).toBeVisible();
  await bothWidths(stranger, 'pay-online');

  // Booked, then the courier could not deliver: the mailed link's page asks in Hindi.
  const admin = await browser.newContext();
  const owner = await admin.newPage();
  expect((await owner.request.post(`${API_BASE_PATH}${API.user.login}`, { data: e2eAdmin })).ok()).toBe(true);
  const booked = await owner.request.post(`${API_BASE_PATH}${API.order.shipment(order._id)}`, { data: {} });
  expect(booked.status(), await booked.text()).toBe(201);
  const { awb } = ((await booked.json()).data as { shipment: Shipment }).shipment;
  await admin.close();
  for (const event of ['picked_up', 'delivery_failed'] satisfies SimulatedCourierEventBody['event'][]) {
    const said = await page.request.post(`${API_BASE_PATH}${API.shipping.simulatedEvents}`, { data: { awb, event } });
    expect(said.ok(), await said.text()).toBe(true);
  }
  const failedLink = await linkIn(
    shopper.email,
    '/failed-delivery/',
    /https?:\/\/[^\s"<>]+\/failed-delivery\/[^\s"<>]+/,
  );
  await stranger.goto(failedLink);
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(FAILED_DELIVERY_TEXTS_HI.title);
  await expect(stranger.getByRole('heading', { level: 2, name: FAILED_DELIVERY_TEXTS_HI.choose })).toBeVisible();
  for (const choice of ['reattempt', 'change_address', 'cancel'] as const) {
    await expect(stranger.getByRole('button', { name: new RegExp(NDR_CHOICE_LABELS_HI[choice]) })).toBeVisible();
  }
  expect(await stranger.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await bothWidths(stranger, 'failed-delivery');
  await stranger.getByRole('button', { name: new RegExp(NDR_CHOICE_LABELS_HI.change_address) }).click();
  await expect(stranger.getByRole('form', { name: NDR_CHOICE_LABELS_HI.change_address })).toBeVisible();
  await bothWidths(stranger, 'failed-delivery-change');

  // An alert's Stop link that is not (or no longer) valid: the page and the server's refusal in Hindi.
  await stranger.goto('/alerts/stop/00000000-0000-4000-8000-000000000000?token=not-a-token');
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(STOP_ALERTS_PAGE_TEXTS_HI.title);
  await expect(stranger.getByRole('alert')).toHaveText(STOCK_ALERT_TEXTS_HI.stopLinkInvalid);
  await expect(stranger.getByRole('link', { name: STOP_ALERTS_PAGE_TEXTS_HI.backToShop })).toBeVisible();
  await bothWidths(stranger, 'alert-stop');
  await stranger.context().close();
});
