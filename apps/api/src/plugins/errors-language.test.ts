import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  API_BASE_PATH,
  COD_TEXTS,
  MAX_CART_LINE_QUANTITY,
  ORDER_ERROR_FALLBACK,
  SHIPPING_MESSAGES,
} from '@shop/shared';
import { MESSAGE_TWINS_HI } from '@shop/shared/hindi-messages';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createShoppers, createVariant, type Shopper, type VariantFixture } from '../../test/fixtures/cart.ts';
import { messageTranslator } from '@shop/shared/translate';

describe("refusals in the caller's language", () => {
  let app: TestApp;
  let shopper: Shopper;
  let tee: VariantFixture;

  const addToCart = (headers: Record<string, string>, size: string, quantity = 1) =>
    app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/cart`,
      payload: { variantId: tee.variantId, size, quantity },
      headers: { cookie: shopper.cookie, ...headers },
    });

  beforeAll(async () => {
    app = await createTestApp();
    [shopper] = (await createShoppers(app, 1)) as [Shopper];
    tee = await createVariant(app, { pricePaise: 89_900, stock: { M: 2, L: 3, XL: 0 } });
  });
  afterAll(() => app.close());

  it('answers a sold-out size in Hindi to a caller whose Accept-Language prefers Hindi, field messages too', async () => {
    const res = await addToCart({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }, 'XL');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      message: 'यह आइटम स्टॉक में नहीं है',
      errors: { quantity: 'यह आइटम स्टॉक में नहीं है' },
    });
    expect(res.headers.vary).toMatch(/accept-language/);
  });

  it('writes a refusal with values in Hindi with the same values', async () => {
    const res = await addToCart({ 'accept-language': 'hi' }, 'M', 5);
    expect(res.json().message).toBe('स्टॉक में केवल 2 बचे हैं');
    const tooMany = await addToCart({ 'accept-language': 'hi' }, 'L', MAX_CART_LINE_QUANTITY + 1);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).not.toMatch(/[A-Za-z]{3}/);
  });

  it('answers in English to an English or unknown Accept-Language, and without one', async () => {
    const callers: Record<string, string>[] = [
      { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.5' },
      { 'accept-language': 'fr' },
      {},
    ];
    for (const headers of callers) {
      expect((await addToCart(headers, 'XL')).json().message).toBe('This item is out of stock');
    }
  });

  it("follows the shopper's chosen language (the cookie) over the browser's Accept-Language", async () => {
    const hindi = await addToCart({ cookie: `${shopper.cookie}; lang=hi`, 'accept-language': 'en-US,en' }, 'XL');
    expect(hindi.json().message).toBe('यह आइटम स्टॉक में नहीं है');
    const english = await addToCart({ cookie: `${shopper.cookie}; lang=en`, 'accept-language': 'hi' }, 'XL');
    expect(english.json().message).toBe('This item is out of stock');
  });

  it("answers the shop's general refusals in Hindi too (a visitor's 401, a validation refusal)", async () => {
    const visitor = await app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/cart`,
      headers: { 'accept-language': 'hi' },
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('आगे बढ़ने के लिए कृपया लॉग इन करें');
  });
});

describe("the account's, orders', wishlist's and stock alerts' refusals in Hindi", () => {
  let app: TestApp;
  let shopper: Shopper;
  const hindi = { 'accept-language': 'hi-IN,hi;q=0.9' };

  beforeAll(async () => {
    app = await createTestApp();
    [shopper] = (await createShoppers(app, 1)) as [Shopper];
  });
  afterAll(() => app.close());

  it('answers a wrong log-in, a field refusal of the sign-up, an unknown order and wishlist line in Hindi', async () => {
    const login = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.user.login}`,
      payload: { email: 'nobody@example.in', password: 'wrong-password-1' },
      headers: hindi,
    });
    expect(login.json().message).toBe('ईमेल या पासवर्ड ग़लत है');

    const signUp = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.user.register}`,
      payload: { name: 'Asha', email: 'not-an-email', password: 'x', phone: '98765', gender: 'female' },
      headers: hindi,
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().errors).toMatchObject({ email: 'ईमेल सही नहीं है' });

    const order = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.order.pay('00000000-0000-4000-8000-000000000000')}`,
      headers: { ...hindi, cookie: shopper.cookie },
    });
    expect(order.statusCode).toBe(404);
    expect(order.json().message).toBe('ऑर्डर नहीं मिला');

    const wishlist = await app.inject({
      method: 'DELETE',
      url: `${API_BASE_PATH}${API.wishlist.one('00000000-0000-4000-8000-000000000000')}`,
      headers: { ...hindi, cookie: shopper.cookie },
    });
    expect(wishlist.statusCode).toBe(404);
    expect(wishlist.json().message).toBe('विशलिस्ट में यह आइटम नहीं मिला');
  });
});

describe("the contact form's, returns' and a COD confirmation's refusals in Hindi", () => {
  let app: TestApp;
  let shopper: Shopper;
  const hindi = { 'accept-language': 'hi-IN,hi;q=0.9' };

  beforeAll(async () => {
    app = await createTestApp();
    [shopper] = (await createShoppers(app, 1)) as [Shopper];
  });
  afterAll(() => app.close());

  it("answers an empty contact message, a return's missing UPI ID and a foreign confirmation link in Hindi", async () => {
    const contact = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.contact}`,
      payload: { name: 'Asha', email: 'asha@example.in', phone: '9876543210', message: ' ' },
      headers: hindi,
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().errors).toMatchObject({ message: 'संदेश ज़रूरी है' });

    const ret = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.returns.root}`,
      payload: {
        orderId: '00000000-0000-4000-8000-000000000000',
        lines: [{ itemId: '00000000-0000-4000-8000-000000000001', quantity: 1, reason: 'changed_mind' }],
        refundTo: 'upi',
      },
      headers: { ...hindi, cookie: shopper.cookie },
    });
    expect(ret.statusCode).toBe(400);
    expect(ret.json().errors).toMatchObject({ upiId: 'रिफ़ंड भेजने के लिए UPI ID डालें' });

    const confirm = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.codRisk.confirm('00000000-0000-4000-8000-000000000000')}`,
      payload: { token: 'not-a-token', action: 'confirm' },
      headers: hindi,
    });
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json().message).toBe('यह लिंक इस ऑर्डर के लिए सही नहीं है');
  });
});

describe('the refusals of the pages opened from mails without signing in, in Hindi', () => {
  let app: TestApp;
  const hindi = { 'accept-language': 'hi-IN,hi;q=0.9' };
  const unknownId = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("answers a pay-online link, a failed delivery's link and form, and an alert's Stop link in Hindi", async () => {
    const pay = await app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}${API.codRisk.payOnline(unknownId)}?token=not-a-token`,
      headers: hindi,
    });
    expect(pay.statusCode).toBe(404);
    expect(pay.json().message).toBe('यह लिंक इस ऑर्डर के लिए सही नहीं है');

    const failed = await app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}${API.shipping.failedDelivery('not-a-token')}`,
      headers: hindi,
    });
    expect(failed.statusCode).toBe(401);
    expect(failed.json().message).toBe('यह लिंक मान्य नहीं है। कृपया अपने ई-मेल वाला लिंक इस्तेमाल करें।');

    const address = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.shipping.failedDelivery('not-a-token')}`,
      payload: { choice: 'change_address', line1: ' ', city: 'Ludhiana', state: 'Punjab', pin: '1410', contact: '12' },
      headers: hindi,
    });
    expect(address.statusCode).toBe(400);
    expect(address.json().errors).toMatchObject({
      line1: 'मकान नंबर और गली लिखें',
      pin: 'पिन कोड सही नहीं है (6 अंक चाहिए)',
      contact: 'सही भारतीय मोबाइल नंबर लिखें',
    });

    const stop = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${API.stockAlerts.stop}`,
      payload: { consentId: unknownId, token: 'not-a-token' },
      headers: hindi,
    });
    expect(stop.statusCode).toBe(404);
    expect(stop.json().message).toBe('यह रोकने का लिंक मान्य नहीं है। आप मेरा खाता में अलर्ट रोक सकते हैं।');
  });

  it('has a Hindi twin for every refusal of paying a COD order online instead and of a failed delivery', () => {
    const translate = messageTranslator(MESSAGE_TWINS_HI);
    const refusals = [
      ...Object.values(COD_TEXTS.switchRefused).map((refusal) => refusal('1042')),
      COD_TEXTS.confirmNotAllowed,
      COD_TEXTS.switchCreditCovers,
      COD_TEXTS.switchPaidTooLate('1042'),
      COD_TEXTS.switchUnavailable,
      COD_TEXTS.switchNothingToVerify,
      ORDER_ERROR_FALLBACK.verifyPayment,
      SHIPPING_MESSAGES.failedDeliveryLinkInvalid,
      SHIPPING_MESSAGES.failedDeliveryNotFound,
      SHIPPING_MESSAGES.failedDeliveryExpired,
      SHIPPING_MESSAGES.failedDeliveryAnswered,
      SHIPPING_MESSAGES.failedDeliveryNotOpen,
    ];
    for (const refusal of refusals) {
      const answer = translate(refusal);
      expect(answer, refusal).not.toBe(refusal);
      // Only the order number and the brands' names keep Latin letters.
      expect(answer.replace(/COD|UPI/g, ''), refusal).not.toMatch(/[A-Za-z]{3}/);
    }
    expect(translate(COD_TEXTS.switchRefused.shipped('1042'))).toContain('#1042');
  });
});

describe('the translation of finished English sentences', () => {
  const english = {
    fixed: 'Product not found',
    left: (n: number) => (n <= 0 ? 'Sold out' : `Only ${n} left`),
    two: (a: string, b: number) => `${b} of ${a}`,
    untranslated: 'Stays English',
  };
  const hindi = {
    fixed: 'प्रोडक्ट नहीं मिला',
    left: (n: number) => (n <= 0 ? 'ख़त्म' : `केवल ${n} बचे`),
    two: (a: string, b: number) => `${a} के ${b}`,
    untranslated: english.untranslated,
  };
  const translate = messageTranslator([[english, hindi]]);

  it('finds fixed texts, each branch of a text with values, and values out of order', () => {
    expect(translate('Product not found')).toBe('प्रोडक्ट नहीं मिला');
    expect(translate('Sold out')).toBe('ख़त्म');
    expect(translate('Only 12 left')).toBe('केवल 12 बचे');
    expect(translate('3 of Tees')).toBe('Tees के 3');
  });

  it('leaves a sentence of no text as it is', () => {
    expect(translate('Body is not valid JSON')).toBe('Body is not valid JSON');
    expect(translate('Stays English')).toBe('Stays English');
    expect(translate('Only  left today')).toBe('Only  left today');
  });
});
