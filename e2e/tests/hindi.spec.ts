import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  API as API_PATHS,
  API_BASE_PATH,
  SIZES,
  SPLASH_SESSION_KEY,
  type Order,
  type ProductDetail,
  type ProductSummary,
  type Shipment,
  type SimulatedCourierEventBody,
  type Variant,
} from '@shop/shared';
import { LIST_PAGE_TEXTS_HI } from '../../packages/shared/src/catalogue/list-page.texts.hi.ts';
import { PRODUCT_PAGE_TEXTS_HI } from '../../packages/shared/src/catalogue/product-page.texts.hi.ts';
import {
  FIT_FINDER_MESSAGES_HI,
  SIZE_HELP_TEXTS_HI,
} from '../../packages/shared/src/catalogue/size-help-page.texts.hi.ts';
import { COD_TEXTS_HI, COD_UI_TEXTS_HI } from '../../packages/shared/src/cod-risk/cod-risk.texts.hi.ts';
import { CONTACT_PAGE_TEXTS_HI } from '../../packages/shared/src/messages/contact-page.texts.hi.ts';
import { CONTACT_SUCCESS_HI, CONTACT_VALIDATION_HI } from '../../packages/shared/src/messages/messages.texts.hi.ts';
import { ORDERS_PAGE_TEXTS_HI } from '../../packages/shared/src/orders/orders-page.texts.hi.ts';
import { UPI_TEXTS_HI } from '../../packages/shared/src/payments/upi.texts.hi.ts';
import {
  REFUND_DESTINATION_LABELS_HI,
  RETURN_MESSAGES_HI,
  RETURN_REASON_LABELS_HI,
  RETURN_SCREEN_TEXTS_HI,
  RETURN_STATUS_LABELS_HI,
  RETURN_TEXTS_HI,
} from '../../packages/shared/src/returns/returns.texts.hi.ts';
import {
  SHIPMENT_STATUS_LABELS_HI,
  SHIPMENT_TRACKING_TEXTS_HI,
} from '../../packages/shared/src/shipping/shipping.texts.hi.ts';
import { ACCOUNT_VALIDATION_HI } from '../../packages/shared/src/account/account.texts.hi.ts';
import { ADDRESS_FORM_TEXTS_HI } from '../../packages/shared/src/account/address-form.texts.hi.ts';
import { CART_PAGE_TEXTS_HI } from '../../packages/shared/src/cart/cart-page.texts.hi.ts';
import { CART_SUCCESS_HI } from '../../packages/shared/src/cart/cart.texts.hi.ts';
import { CHECKOUT_PAGE_TEXTS_HI } from '../../packages/shared/src/orders/checkout-page.texts.hi.ts';
import { ORDER_SUCCESS_HI, ORDER_VALIDATION_HI } from '../../packages/shared/src/orders/orders.texts.hi.ts';
import { STOREFRONT_SCREEN_HI } from '../../packages/shared/src/storefront/storefront.texts.hi.ts';
import {
  axeAtBothWidths,
  DELIVERY_ADDRESSES,
  e2eAdmin,
  expect,
  expectNoSeriousViolations,
  mailTo,
  openScreen,
  PHONE,
  saveScreen,
  signUpShopper,
  test,
} from '../fixtures.ts';
import { E2E_CONFIRM_ABOVE_RUPEES } from '../global-setup.ts';

/**
 * The storefront in Hindi on a phone: the header's switch shows the shop in Hindi at its /hi
 * addresses, the choice survives a reload and moves an English address to its Hindi one, the
 * pages name both languages to crawlers, the server answers a refusal in Hindi, and the Hindi
 * pages pass axe (docs/decisions/0311); and a shopper's walk in Hindi from the search to a cash-on-
 * delivery order, its messages and its mail in Hindi (0313).
 */

test.describe.configure({ timeout: 180_000 });

const API = API_BASE_PATH;
const API_ROUTES = API_PATHS;
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
  await saveScreen(page, 'hindi-home-360');

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
  await saveScreen(page, 'hindi-product-360');

  // At a desktop's width too (for the screenshots), and back to English from the footer's switch.
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreen(page, 'hindi-product-1280');
  await page.goto('/hi');
  await saveScreen(page, 'hindi-home-1280');
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
  await saveScreen(page, 'hindi-cart-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreen(page, 'hindi-cart-1280');
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
  await saveScreen(page, 'hindi-checkout-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreen(page, 'hindi-checkout-1280');
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

/**
 * A cash-on-delivery order above the confirmation threshold (E2E_CONFIRM_ABOVE_RUPEES): it waits
 * for the shopper's yes. Five tees in XL of a colour with stock to spare, through the API as
 * checkout does.
 */
async function codOrderToConfirm(page: Page): Promise<Order> {
  const listed = await page.request.get(`${API}${API_ROUTES.variant.list}`, { params: { limit: 100 } });
  const variant = ((await listed.json()).data.variants as Variant[])
    .filter((v) => (v.quantity.XL ?? 0) > 8)
    .sort((a, b) => b.quantity.XL - a.quantity.XL)[0];
  expect(variant, 'a colour with XL to spare').toBeTruthy();
  const added = await page.request.post(`${API}${API_ROUTES.cart.root}`, {
    data: { variantId: variant!._id, size: 'XL', quantity: 5 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const cart = (await (await page.request.get(`${API}${API_ROUTES.cart.root}`)).json()).data.cart as {
    items: { _id: string }[];
  };
  const created = await page.request.post(`${API}${API_ROUTES.order.root}`, {
    data: {
      itemIds: cart.items.map((i) => i._id),
      paymentMethod: 'cod',
      contact: '9876501234',
      shippingAddress: DELIVERY_ADDRESSES.ludhiana,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const order = (await created.json()).data.order as Order;
  expect(order.totalAmount).toBeGreaterThan(E2E_CONFIRM_ABOVE_RUPEES);
  return order;
}

/** The owner books the parcel with the simulated courier, as the order page's button does. */
async function bookShipment(browser: Browser, order: Order): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  expect((await admin.request.post(`${API}${API_ROUTES.user.login}`, { data: e2eAdmin })).ok()).toBe(true);
  const booked = await admin.request.post(`${API}${API_ROUTES.order.shipment(order._id)}`, { data: {} });
  expect(booked.status(), await booked.text()).toBe(201);
  const { awb } = ((await booked.json()).data as { shipment: Shipment }).shipment;
  await context.close();
  return awb;
}

/** The simulated courier's next event for a parcel (a development-only call). */
async function courierSays(page: Page, awb: string, event: SimulatedCourierEventBody['event']) {
  const res = await page.request.post(`${API}${API_ROUTES.shipping.simulatedEvents}`, { data: { awb, event } });
  expect(res.ok(), await res.text()).toBe(true);
}

test('in Hindi: a COD order confirmed from its panel, tracked, delivered and returned from its dialog, and the contact form, axe-clean at 360 and 1280 px', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await page.context().addInitScript((key) => window.sessionStorage.setItem(key, 'true'), SPLASH_SESSION_KEY);
  await page.setViewportSize(PHONE);
  const shopper = await signUpShopper(page, { tag: 'hindi-order', name: 'Asha Verma' });
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
  const order = await codOrderToConfirm(page);

  // The mailed link's page asks in Hindi too (nothing is answered by opening it).
  const mail = (await mailTo(shopper.email, 'Please confirm')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /\/confirm-cod\/[0-9a-f-]{36}\?token=[\w%-]+&action=confirm/.exec(mail)?.[0];
  expect(link, 'the mail carries the Confirm link').toBeTruthy();
  await openScreen(page, link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COD_UI_TEXTS_HI.confirmTitle);
  await expect(page.getByText(COD_UI_TEXTS_HI.confirmLead)).toBeVisible();
  await expect(page.getByRole('button', { name: COD_UI_TEXTS_HI.confirmButton })).toBeVisible();
  await axeAtBothWidths(page, 'confirm-cod-link');

  // The order waits for the shopper's yes: the panel on the order asks for it in Hindi.
  await openScreen(page, '/my-account?tab=track');
  const card = page.getByRole('article', { name: ORDERS_PAGE_TEXTS_HI.order(order.orderNumber) });
  const panel = card.getByRole('region', { name: COD_UI_TEXTS_HI.awaitingTitle });
  await expect(panel).toContainText('तक पक्का करें, नहीं तो यह रद्द हो जाएगा।');
  await panel.getByRole('button', { name: COD_UI_TEXTS_HI.cancelButton }).click();
  await expect(panel).toContainText(COD_UI_TEXTS_HI.cancelQuestion(order.orderNumber));
  await axeAtBothWidths(page, 'cod-confirmation-cancel');
  await panel.getByRole('button', { name: COD_UI_TEXTS_HI.keepOrder }).click();
  await axeAtBothWidths(page, 'cod-confirmation');
  await panel.getByRole('button', { name: COD_UI_TEXTS_HI.confirmButton }).click();
  await expect(card.getByRole('status').filter({ hasText: COD_TEXTS_HI.confirmed })).toBeVisible();

  // Booked and picked up: the tracking on the order, its states and dates in Hindi.
  const awb = await bookShipment(browser, order);
  await courierSays(page, awb, 'picked_up');
  await courierSays(page, awb, 'in_transit');
  await openScreen(page, '/my-account?tab=track');
  const tracking = page
    .getByRole('article', { name: ORDERS_PAGE_TEXTS_HI.order(order.orderNumber) })
    .getByRole('region', { name: SHIPMENT_TRACKING_TEXTS_HI.title });
  await expect(tracking).toContainText(SHIPMENT_TRACKING_TEXTS_HI.awb);
  const timeline = tracking.getByRole('list', { name: SHIPMENT_TRACKING_TEXTS_HI.timeline });
  await expect(timeline.getByRole('listitem').first()).toContainText(SHIPMENT_STATUS_LABELS_HI.in_transit);
  await expect(timeline).toContainText(SHIPMENT_STATUS_LABELS_HI.picked_up);
  await expect(timeline).toContainText(/\d{1,2} \S+ 2026/);
  await expect(tracking.getByRole('link', { name: new RegExp('पर ट्रैक करें') })).toBeVisible();
  await tracking.scrollIntoViewIfNeeded();
  await axeAtBothWidths(page, 'tracking');

  // Delivered: the return dialog's form, its checks and its answer in Hindi.
  await courierSays(page, awb, 'out_for_delivery');
  await courierSays(page, awb, 'delivered');
  await openScreen(page, '/my-account?tab=history');
  const delivered = page.getByRole('article', { name: ORDERS_PAGE_TEXTS_HI.order(order.orderNumber) });
  await delivered.getByRole('button', { name: RETURN_TEXTS_HI.button }).click();
  const dialog = page.getByRole('dialog', { name: RETURN_SCREEN_TEXTS_HI.dialogTitle(order.orderNumber) });
  await expect(dialog).toContainText('इस ऑर्डर के रिटर्न');
  await dialog.getByRole('button', { name: RETURN_TEXTS_HI.confirm }).click();
  await expect(dialog.getByRole('alert')).toHaveText(RETURN_MESSAGES_HI.pickLine);
  await dialog.getByRole('checkbox').first().check();
  await expect(dialog.getByRole('radio', { name: RETURN_TEXTS_HI.exchange })).toBeChecked();
  await axeAtBothWidths(page, 'return-dialog-exchange');
  await dialog.getByRole('combobox', { name: RETURN_SCREEN_TEXTS_HI.reason }).selectOption({
    label: RETURN_REASON_LABELS_HI.changed_mind,
  });
  await dialog.getByText(REFUND_DESTINATION_LABELS_HI.upi).click();
  await dialog.getByRole('textbox', { name: RETURN_SCREEN_TEXTS_HI.upiId }).fill('asha');
  await dialog.getByRole('button', { name: RETURN_TEXTS_HI.confirm }).click();
  await expect(dialog.getByText(UPI_TEXTS_HI.upiIdInvalid)).toBeVisible();
  await expect(dialog).toContainText(RETURN_TEXTS_HI.youGetBack);
  await axeAtBothWidths(page, 'return-dialog-refund');
  await dialog.getByText(REFUND_DESTINATION_LABELS_HI.store_credit).click();
  await dialog.getByRole('button', { name: RETURN_TEXTS_HI.confirm }).click();
  await expect(page.getByText(RETURN_SCREEN_TEXTS_HI.requested)).toBeVisible();
  await expect(delivered.getByRole('note', { name: ORDERS_PAGE_TEXTS_HI.returnNote })).toContainText(
    ORDERS_PAGE_TEXTS_HI.returnState(RETURN_STATUS_LABELS_HI.requested),
  );

  // The contact page's form: its labels, checks and answer in Hindi.
  await openScreen(page, '/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONTACT_PAGE_TEXTS_HI.title);
  const form = page.getByRole('form', { name: CONTACT_PAGE_TEXTS_HI.form });
  await form.getByLabel(CONTACT_PAGE_TEXTS_HI.name).fill('');
  await form.getByRole('button', { name: CONTACT_PAGE_TEXTS_HI.send }).click();
  await expect(form.getByText(CONTACT_VALIDATION_HI.messageRequired)).toBeVisible();
  await axeAtBothWidths(page, 'contact');
  await form.getByLabel(CONTACT_PAGE_TEXTS_HI.name).fill('Asha Verma');
  await form.getByLabel(CONTACT_PAGE_TEXTS_HI.email).fill('asha@example.in');
  await form.getByLabel(CONTACT_PAGE_TEXTS_HI.phone).fill('9876543210');
  await form.getByLabel(CONTACT_PAGE_TEXTS_HI.message).fill('मेरे ऑर्डर का एक्सचेंज कब आएगा?');
  await form.getByRole('button', { name: CONTACT_PAGE_TEXTS_HI.send }).click();
  await expect(page.getByText(CONTACT_SUCCESS_HI.messageSent)).toBeVisible();

  // The product page's size dialogs, loaded when opened, and a wishlist line's price-drop alert.
  const line = order.items[0]!;
  await openScreen(page, '/hi/products');
  await page.locator('main a[href*="/product/"]').first().click();
  await page.getByRole('button', { name: PRODUCT_PAGE_TEXTS_HI.findMySize }).click();
  const finder = page.getByRole('dialog', { name: PRODUCT_PAGE_TEXTS_HI.findMySize });
  await finder.getByLabel(SIZE_HELP_TEXTS_HI.height).fill('300');
  await finder.getByRole('button', { name: PRODUCT_PAGE_TEXTS_HI.findMySize }).click();
  await expect(finder.getByText(FIT_FINDER_MESSAGES_HI.heightRange)).toBeVisible();
  await finder.getByLabel(SIZE_HELP_TEXTS_HI.height).fill('178');
  await finder.getByLabel(SIZE_HELP_TEXTS_HI.weight).fill('80');
  await finder.getByRole('button', { name: PRODUCT_PAGE_TEXTS_HI.findMySize }).click();
  await expect(finder.getByRole('status')).toContainText(PRODUCT_PAGE_TEXTS_HI.yourSize('L'));
  await axeAtBothWidths(page, 'fit-finder');
  await page.keyboard.press('Escape');
  await expect(finder).toBeHidden();
  await page.getByRole('button', { name: HI.sizeChart }).click();
  const chart = page.getByRole('dialog', { name: SIZE_HELP_TEXTS_HI.chartTitle });
  await expect(chart.getByRole('columnheader', { name: SIZE_HELP_TEXTS_HI.chest, exact: true })).toBeVisible();
  await axeAtBothWidths(page, 'size-chart');
  await page.keyboard.press('Escape');
  await expect(chart).toBeHidden();

  expect(
    (
      await page.request.post(`${API}${API_ROUTES.wishlist.root}`, { data: { variantId: line.variant._id, size: 'L' } })
    ).ok(),
  ).toBe(true);
  await openScreen(page, '/wishlist');
  await page
    .getByRole('button', { name: new RegExp(LIST_PAGE_TEXTS_HI.priceDropAlert) })
    .first()
    .click();
  await expect(page.getByRole('button', { name: LIST_PAGE_TEXTS_HI.setPriceDropAlert })).toBeVisible();
  await axeAtBothWidths(page, 'wishlist-price-drop');
});
