import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, type TestUser } from '../../test/users.ts';

/**
 * Every operation of the API, walked as a visitor and as a customer with a request that could not
 * be valid (a path id that is no id, a body that is no object, no query): an operation behind a
 * sign-in answers 401 before it looks at the request, and an owner's operation answers a customer
 * 403, never 400. Which operations are open to all and which to any signed-in customer is listed
 * here by hand, so that a new operation is an owner's until someone says otherwise.
 */
const OPEN_TO_ALL = new Set([
  // Signing in and out, and the account's mailed codes.
  'logIn',
  'logInLegacy',
  'register',
  'resendOtp',
  'verifyUser',
  'refreshSession',
  'logOutWithPost',
  'logOut',
  'forgotPassword',
  'resetPassword',
  'requestPhoneOtp',
  'logInWithPhone',
  // The catalogue and what a shopper reads before signing in.
  'listProducts',
  'productFacets',
  'getProduct',
  'listColors',
  'listVariants',
  'listImageSets',
  'listReviews',
  'checkDelivery',
  'getPaymentConfig',
  'sendContactMessage',
  'createStockAlert',
  'stopAlerts',
  // Signed links (their token is the permission) and the providers' webhooks.
  'confirmCodOrder',
  'getPayOnlineQuote',
  'startPayOnline',
  'verifyPayOnline',
  'getFailedDelivery',
  'answerFailedDelivery',
  'unsubscribeMarketing',
  'receivePaymentWebhook',
  'receiveCourierWebhook',
  // The simulated gateway and courier (never in production).
  'paySimulated',
  'switchSimulatedFaults',
  'listSimulatedRefunds',
  'simulateCourierEvent',
  // The shopper funnel's beacon: a product view or a checkout opened, by anyone.
  'sendFunnelBeacon',
]);

const ANY_CUSTOMER = new Set([
  'payNow',
  'getLegacyProfile',
  'getProfile',
  'changePassword',
  'updateProfile',
  'setLanguage',
  'requestPhoneVerification',
  'verifyPhone',
  'addAddress',
  'listAddresses',
  'updateAddress',
  'deleteAddress',
  'createReview',
  'deleteReview',
  'uploadCustomerPhoto',
  'getCart',
  'addCartItem',
  'clearCart',
  'updateCartItem',
  'removeCartItem',
  'quoteCart',
  'getWishlist',
  'addWishlistItem',
  'clearWishlist',
  'removeWishlistItem',
  'getCheckoutOptions',
  'placeOrder',
  'verifyPayment',
  'listMyOrders',
  'requestCancellation',
  'getInvoice',
  'getCreditNote',
  'getShipment',
  'sendFeedback',
  'listStockAlerts',
  'deleteStockAlert',
  'listAlertConsents',
  'withdrawAlertConsent',
  'createReturn',
  'getReturnEligibility',
  'listUserReturns',
  'getReturnCreditNote',
  'getReplacementInvoice',
  'getWallet',
  'getCheckoutDefaults',
  'getBestCoupon',
  'rankUpiApps',
  'startUpiPayment',
  'getUpiAttempt',
  'answerSimulatedUpi',
]);

type Operation = { operationId: string; method: string; path: string };

let app: TestApp;
let shopper: TestUser;
let admin: TestUser;
let operations: Operation[];

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT: 'off' });
  [shopper, admin] = await Promise.all([createUser(app), createUser(app, { role: 'admin' })]);
  await app.ready();
  const document = app.swagger() as unknown as { paths: Record<string, Record<string, { operationId: string }>> };
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      operationId: operation.operationId,
      method: method.toUpperCase(),
      path,
    })),
  );
});
afterAll(() => app.close());

const hasBody = (operation: Operation) => !['GET', 'DELETE'].includes(operation.method);
const hasParams = (operation: Operation) => operation.path.includes('{');

/** The operation called with what no schema takes: a path id that is no id, a body that is no object. */
function malformed(operation: Operation, caller?: TestUser, payload = '"not an object"') {
  return app.inject({
    method: operation.method as 'GET',
    url: operation.path.replace(/\{[^}]+\}/g, 'not-an-id'),
    headers: { 'content-type': 'application/json', ...(caller ? { cookie: caller.cookie } : {}) },
    ...(hasBody(operation) ? { payload } : {}),
  });
}

const answers = async (operationsToCall: Operation[], caller?: TestUser, payload?: string) => {
  const seen: Record<string, number> = {};
  for (const operation of operationsToCall)
    seen[operation.operationId] = (await malformed(operation, caller, payload)).statusCode;
  return seen;
};

describe('who may call comes before what was sent', () => {
  it('the lists name operations that exist', () => {
    const known = new Set(operations.map((operation) => operation.operationId));
    expect([...OPEN_TO_ALL, ...ANY_CUSTOMER].filter((id) => !known.has(id))).toEqual([]);
    expect(operations.length).toBeGreaterThan(140);
  });

  it('a visitor gets 401 from every operation behind a sign-in, whatever the body, path or query', async () => {
    const guarded = operations.filter((operation) => !OPEN_TO_ALL.has(operation.operationId));
    const seen = await answers(guarded);
    expect(seen).toEqual(Object.fromEntries(guarded.map((operation) => [operation.operationId, 401])));
    // A body that is not even JSON is not read either.
    const withBody = guarded.filter(hasBody);
    expect(await answers(withBody, undefined, '{"unfinished":')).toEqual(
      Object.fromEntries(withBody.map((operation) => [operation.operationId, 401])),
    );
  });

  it("a customer gets 403 from every owner's operation, whatever the body, path or query", async () => {
    const owners = operations.filter(
      (operation) => !OPEN_TO_ALL.has(operation.operationId) && !ANY_CUSTOMER.has(operation.operationId),
    );
    expect(owners.length).toBeGreaterThan(70);
    const seen = await answers(owners, shopper);
    expect(seen).toEqual(Object.fromEntries(owners.map((operation) => [operation.operationId, 403])));
  });

  it('the same requests are refused as malformed (400) once the caller may make them', async () => {
    // What makes the walk above mean something: each request it sends is one the operation refuses
    // for its content when the caller has the right to call it.
    const guarded = operations.filter(
      (operation) => !OPEN_TO_ALL.has(operation.operationId) && (hasBody(operation) || hasParams(operation)),
    );
    const customers = guarded.filter((operation) => ANY_CUSTOMER.has(operation.operationId));
    const owners = guarded.filter((operation) => !ANY_CUSTOMER.has(operation.operationId));
    expect(await answers(customers, shopper)).toEqual(
      Object.fromEntries(customers.map((operation) => [operation.operationId, 400])),
    );
    expect(await answers(owners, admin)).toEqual(
      Object.fromEntries(owners.map((operation) => [operation.operationId, 400])),
    );
  });
});
